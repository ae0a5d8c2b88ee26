# explain texts (ru). The English catalog (en-US) is the source; every id here exists there.

explain-list-separator = {", "}
explain-list-and = { $init } и { $last }
explain-list-or = { $init } или { $last }
explain-sentence-gap = {" "}

explain-refusal-empty-square = на { $square } нет фигуры
explain-refusal-not-yours = фигура «{ $piece }» на { $square } не ваша
explain-refusal-wrong-piece = на { $square } стоит фигура «{ $piece }», а не фигура с буквой { $letters }
explain-refusal-no-such-piece = у вас нет фигуры с буквой { $letters }
explain-refusal-parked = ваша пешка пешек на { $square } стоит на стоянке; её можно только поставить (P@поле)
explain-refusal-own-piece = на { $square } стоит ваша собственная фигура
explain-refusal-nothing-to-capture = на { $square } нечего бить
explain-refusal-cannot-reach = фигура «{ $piece }» с { $from } не может пойти на { $to }
explain-refusal-no-piece-reaches = ни одна ваша фигура «{ $piece }» не может пойти на { $to }
explain-refusal-no-pawn-reaches = ни одна ваша пешка не может пойти на { $to } (для другой фигуры укажите её букву или поле, например Nc3 или b1-c3)
explain-refusal-say-promotion = укажите, превращается ли фигура: добавьте =Q для превращения или ничего, чтобы остаться
explain-refusal-wrong-promotion = этот ход не ведёт к превращению в { $letters }
explain-refusal-royal-attacked = ваша королевская фигура осталась бы под боем
explain-refusal-nothing-to-place = у вас нет пешки пешек на стоянке, которую можно поставить
explain-refusal-placement-last-rank = пешку пешек нельзя поставить на { $square }, на её собственную последнюю горизонталь
explain-refusal-placement-occupied = постановка не может убрать фигуру «{ $piece }» с { $square } (королевские фигуры и пешки пешек на стоянке остаются)
explain-refusal-placement-strict = на { $square } пешка пешек не создала бы вилку двум фигурам противника и не напала бы на фигуру, которой некуда ходить
explain-refusal-placement-loose = на { $square } пешка пешек не нападала бы ни на одну фигуру противника
explain-refusal-relocation = после второго прихода пешка пешек может пойти только на { $square }
explain-refusal-no-swap = рокировка шаха вам недоступна (раз за партию, с основной доски)
explain-refusal-succession-not-now = король может смениться принцем, только когда он под боем и других ходов нет
explain-refusal-swap-check-only = шах может меняться местами, только когда он под боем (swap=check-only)
explain-refusal-swap-not-now = шах может меняться местами, только когда он под боем или других ходов нет
explain-refusal-swap-partner = фигура на { $square } не может занять место вашей королевской фигуры
explain-refusal-no-citadel = ни один ваш король сейчас не может войти в цитадель

explain-error-empty = Введите ход, например e3-e4, Nb2-c3, P@e6, K<>d3 или citadel.
explain-error-game-over = Партия окончена; ходить больше нельзя.
explain-error-unparseable = Не удалось прочитать «{ $input }» как ход. Ходы записываются так: e3-e4, Nb2-c3, Nc3, P@e6, K<>d3 или citadel.
explain-error-illegal = «{ $input }» — недопустимый ход: { $reason }{ $note }.{ $closest }
explain-error-in-check = {" "}(вам шах)
explain-error-closest = {" "}Ближайшие допустимые ходы: { $moves }.
explain-error-ambiguous = «{ $input }» может означать { $candidates }. Уточните, какой ход.

explain-the-piece-on = { $piece } на { $square }
explain-removing = {" "}(и снимает { $color ->
    [white] белую
   *[black] чёрную
} фигуру «{ $piece }» с этого поля)
explain-removing-after = , снимая { $color ->
    [white] белую
   *[black] чёрную
} фигуру «{ $piece }» с этого поля
explain-move-relocated = Второй приход: пешка пешек переходит с { $from } на { $to }{ $removal }.
explain-move-placed = Пешка пешек поставлена на { $square }{ $removal }.
explain-move-placed-fork = Пешка пешек поставлена на { $square }{ $removal } и создаёт вилку: { $pieces }.
explain-move-placed-attack = Пешка пешек поставлена на { $square }{ $removal } и нападает: { $target }.
explain-move-placed-attack-stuck = Пешка пешек поставлена на { $square }{ $removal } и нападает: { $target }, у которой нет допустимого хода.
explain-move-shah-swap = Шах поменялся местами с фигурой «{ $partner }» на { $to } (шах идёт на { $to }, { $partner } — на { $from }; { $color ->
    [white] белые использовали
   *[black] чёрные использовали
} свою рокировку шаха).
explain-move-succession = Престолонаследие: король меняется местами с фигурой «{ $partner }» на { $to }.
explain-move-en-passant = Взятие на проходе: побита фигура «{ $piece }» на { $square }.
explain-move-promotion = Превращение: { $piece }.
explain-move-royal-captured = { $color ->
    [white] Белые теряют
   *[black] Чёрные теряют
} королевскую фигуру: { $piece }.
explain-move-left-citadel = { $color ->
    [white] Белый шах покинул цитадель чёрных
   *[black] Чёрный шах покинул цитадель белых
}: требовать ничью по цитадели теперь нельзя.
explain-move-several-royals = { $color ->
    [white] У белых
   *[black] У чёрных
} несколько королевских фигур (поэтому шаха нет); под боем: { $pieces }.
explain-move-first-arrival = Пешка пешек дошла до последней горизонтали (первый приход): она стоит на стоянке, пока её не поставят (P@поле).
explain-move-second-arrival = Второй приход: пешка пешек переходит на { $square }{ $removal }.
explain-move-second-arrival-blocked = Второй приход: на { $square } стоит королевская фигура, поэтому пешка пешек остаётся на { $parked }, пока не сможет туда перейти (P@{ $square }).
explain-move-second-arrival-plain = Второй приход.
explain-move-third-arrival = Третий приход: пешка пешек становится искусственным шахом.
explain-move-own-citadel = { $color ->
    [white] Искусственный шах вошёл в собственную цитадель белых.
   *[black] Искусственный шах вошёл в собственную цитадель чёрных.
}
explain-move-citadel-draw = { $color ->
    [white] Ничья: белый шах вошёл в цитадель чёрных.
   *[black] Ничья: чёрный шах вошёл в цитадель белых.
}
explain-move-citadel-claim = { $color ->
    [white] Белый шах стоит в цитадели чёрных: белые могут потребовать ничью своим следующим ходом.
   *[black] Чёрный шах стоит в цитадели белых: чёрные могут потребовать ничью своим следующим ходом.
}
explain-move-citadel-claim-second = { $color ->
    [white] Белый шах стоит в цитадели чёрных: белые могут потребовать ничью своим следующим ходом (повторный вход — сразу ничья).
   *[black] Чёрный шах стоит в цитадели белых: чёрные могут потребовать ничью своим следующим ходом (повторный вход — сразу ничья).
}

explain-status-swap-now = { $color ->
    [white] Белые
   *[black] Чёрные
} могут сейчас сделать рокировку шаха (K<>поле, раз за партию).
explain-status-swap-white-only = Рокировка шаха осталась только у белых.
explain-status-swap-black-only = Рокировка шаха осталась только у чёрных.
explain-status-swap-neither = Рокировки шаха не осталось ни у одной стороны.
explain-status-arrivals = Приходы пешки пешек: белые { $white }, чёрные { $black } (третий даёт искусственного шаха).
explain-status-citadel-claim = { $color ->
    [white] Белый шах стоит в цитадели чёрных: белые могут потребовать ничью вместо хода.
   *[black] Чёрный шах стоит в цитадели белых: чёрные могут потребовать ничью вместо хода.
}

explain-piece-label = { $piece } ({ $letter })
explain-pieces-text = **Фигуры { $variant }** (буквы для нотации; пешки ходят без буквы): { $pieces }. Наберите /{ cmd-piece-name } { cmd-piece-opt-name-name }:<фигура>, чтобы увидеть, как она ходит.

## Piece names: the name as a legend or a title shows it; .lower inside a sentence.
explain-piece-shah = Шах
    .lower = шах
explain-piece-king = Король
    .lower = король
explain-piece-general = Ферзь
    .lower = ферзь
explain-piece-vizier = Визирь
    .lower = визирь
explain-piece-giraffe = Жираф
    .lower = жираф
explain-piece-picket = Дозорный
    .lower = дозорный
explain-piece-knight = Конь
    .lower = конь
explain-piece-rook = Ладья
    .lower = ладья
explain-piece-camel = Верблюд
    .lower = верблюд
explain-piece-elephant = Слон
    .lower = слон
explain-piece-war-engine = Осадная машина
    .lower = осадная машина
explain-piece-prince = Принц
    .lower = принц
explain-piece-adventitious-king = Искусственный шах
    .lower = искусственный шах
explain-piece-sea-monster = Морское чудище
    .lower = морское чудище
explain-piece-lion = Лев
    .lower = лев
explain-piece-bull = Бык
    .lower = бык
explain-piece-revealer = Провидец
    .lower = провидец
explain-piece-pawn-of-kings = Пешка шаха
    .lower = пешка шаха
explain-piece-pawn-of-generals = Пешка ферзя
    .lower = пешка ферзя
explain-piece-pawn-of-viziers = Пешка визиря
    .lower = пешка визиря
explain-piece-pawn-of-giraffes = Пешка жирафа
    .lower = пешка жирафа
explain-piece-pawn-of-pickets = Пешка дозорного
    .lower = пешка дозорного
explain-piece-pawn-of-knights = Пешка коня
    .lower = пешка коня
explain-piece-pawn-of-rooks = Пешка ладьи
    .lower = пешка ладьи
explain-piece-pawn-of-camels = Пешка верблюда
    .lower = пешка верблюда
explain-piece-pawn-of-elephants = Пешка слона
    .lower = пешка слона
explain-piece-pawn-of-war-engines = Пешка осадной машины
    .lower = пешка осадной машины
explain-piece-pawn-of-pawns = Пешка пешек
    .lower = пешка пешек
explain-piece-pawn-of-lions = Пешка льва
    .lower = пешка льва
explain-piece-pawn-of-bulls = Пешка быка
    .lower = пешка быка
explain-piece-pawn-of-revealers = Пешка провидца
    .lower = пешка провидца
explain-piece-pawn-of-sea-monsters = Пешка морского чудища
    .lower = пешка морского чудища
explain-piece-pawn = Пешка
    .lower = пешка
explain-piece-queen = Королева
    .lower = королева
explain-piece-bishop = Офицер
    .lower = офицер
explain-piece-cannon = Пушка
    .lower = пушка
explain-piece-ship = Корабль
    .lower = корабль
explain-piece-griffon = Грифон
    .lower = грифон
explain-piece-squirrel = Белка
    .lower = белка
explain-piece-snake = Змея
    .lower = змея
explain-piece-rhinoceros = Носорог
    .lower = носорог
explain-piece-emir = Эмир
    .lower = эмир
explain-piece-crowned-rook = Коронованная ладья
    .lower = коронованная ладья
explain-piece-wizard = Чародей
    .lower = чародей

## Variant names and the Tamerlane arrays (/rules).
explain-variant-tamerlane = Тамерлан
explain-variant-tamerlane-feminine = Тамерлан (женская расстановка)
explain-variant-tamerlane-arabshah = Тамерлан (расстановка Ибн Арабшаха)
explain-variant-tamerlane-full = Полный Тамерлан
explain-variant-herat = Герат
explain-variant-wild-herat = Дикий Герат
explain-variant-mirza = Мирза
explain-variant-wild-mirza = Дикий Мирза
explain-variant-babur = Бабур
explain-variant-wild-babur = Дикий Бабур
explain-variant-samarkand = Самарканд
explain-variant-wild-samarkand = Дикий Самарканд
explain-array-tamerlane = мужская расстановка (первая у Бланда)
explain-array-tamerlane-feminine = женская расстановка (вторая у Бланда)
explain-array-tamerlane-arabshah = третья расстановка Ибн Арабшаха
explain-array-tamerlane-full = расстановка рукописи 7322 (дополнительные фигуры)

## How a piece moves.
explain-moves-giraffe = один шаг по диагонали, затем прямо наружу по вертикали или горизонтали, с остановкой не ближе { $min }-го поля за диагональным; не прыгает: все поля до поля остановки должны быть свободны
explain-moves-picket = ход слона не меньше чем на 2 поля: первое поле по диагонали должно быть свободно и никогда не бывает полем назначения
explain-moves-shah = один шаг в любом из 8 направлений; только он может войти в цитадель противника, и раз за партию он может поменяться местами со своей фигурой (K<>поле), когда он под боем или других ходов нет
explain-moves-king = один шаг в любом из 8 направлений (королевская фигура; рокировки нет); под боем и без других ходов может поменяться местами со своим принцем, не находящимся под боем (престолонаследие, K<>поле)
explain-moves-general = один шаг по диагонали
explain-moves-vizier = один шаг по вертикали или горизонтали
explain-moves-sea-monster = один шаг по вертикали или горизонтали, как визирь
explain-moves-knight = прыжок (2,1), как шахматный конь
explain-moves-rook = на любое число полей по вертикали или горизонтали
explain-moves-bishop = на любое число полей по диагонали
explain-moves-queen = на любое число полей по вертикали, горизонтали или диагонали
explain-moves-camel = прыжок (3,1): три поля в одну сторону и одно вбок, через фигуры
explain-moves-elephant-tamerlane = прыжок ровно на два поля по диагонали (2,2) через промежуточное поле
explain-moves-elephant = на одно или два поля по диагонали; ход на два поля — прыжок
explain-moves-war-engine = прыжок ровно на два поля по вертикали или горизонтали (2,0) через промежуточное поле
explain-moves-prince-tamerlane = один шаг в любом направлении, как шах; это королевская фигура
explain-moves-prince = один шаг в любом направлении (не королевская фигура), а также ход без взятия на два поля прямо вперёд через свободное поле, с любого места
explain-moves-adventitious-king = один шаг в любом направлении; это королевская фигура, и только она может войти в цитадель своей стороны и снова выйти из неё
explain-moves-lion-cazaux = прыжок (3,0): три поля по вертикали или горизонтали, через фигуры (full-pieces=cazaux)
explain-moves-lion-forbes = как ладья или как жираф ({ $giraffe }) (full-pieces=forbes)
explain-moves-lion-modern = как конь или ладья (full-pieces=modern)
explain-moves-bull-cazaux = прыжок (3,2) через фигуры (full-pieces=cazaux)
explain-moves-bull-forbes = как дозорный или как жираф (full-pieces=forbes)
explain-moves-bull-modern = как конь или слон (full-pieces=modern)
explain-moves-revealer-cazaux = прыжок (3,3): три поля по диагонали, через фигуры (full-pieces=cazaux)
explain-moves-revealer-forbes = как дозорный или ладья (full-pieces=forbes)
explain-moves-revealer-modern = как ферзь в шахматах: на любое число полей в любом направлении (full-pieces=modern)
explain-moves-lion = один шаг в любом направлении или прыжок на любое поле через одно ((2,0), (2,1), (2,2))
explain-moves-pawn = на одно или два поля прямо вперёд на свободные поля с любой горизонтали (первое должно быть свободно); бьёт на одно поле по диагонали вперёд и может бить на проходе
explain-moves-cannon = на любое число полей по вертикали или горизонтали; бьёт только прыжком ровно через одну фигуру любого цвета, как пушка в сянци
explain-moves-ship = один шаг по диагонали, затем на любое число полей дальше прямо вверх или вниз (прочь от исходного поля); может остановиться после шага по диагонали и не прыгает
explain-moves-griffon = один шаг по диагонали, затем на любое число полей дальше наружу по вертикали или горизонтали; может остановиться после шага по диагонали и не прыгает
explain-moves-squirrel = прыжок на любое поле через одно: (2,0), (2,1) или (2,2)
explain-moves-snake = один шаг прямо вверх или вниз, затем на любое число полей по диагонали наружу; может остановиться после первого шага и не прыгает
explain-moves-rhinoceros = один шаг по вертикали или горизонтали, затем на любое число полей по диагонали наружу; может остановиться после первого шага и не прыгает
explain-moves-emir = как верблюд (3,1), конь (2,1) или ферзь Тамерлана (один шаг по диагонали)
explain-moves-crowned-rook = как ладья или на один шаг в любом направлении
explain-moves-wizard = как ферзь Тамерлана (один шаг по диагонали) или верблюд (3,1)
explain-moves-tamerlane-pawn = один шаг вперёд на свободное поле; бьёт на один шаг по диагонали вперёд (без двойного хода и без взятия на проходе)
explain-moves-other = как показано на диаграмме

## What a piece promotes to and from.
explain-promotion-pawn-of-pawns = На последней горизонтали она встаёт на стоянку (первый приход; потом её ставят ходом P@поле туда, где она создаёт вилку или нападает на фигуру, которой некуда ходить), переходит на поле своей пешки шаха (второй приход) или становится искусственным шахом (третий приход).
explain-promotion-forced = На последней горизонтали превращается в фигуру «{ $piece }».
explain-promotion-optional = Ходом на последнюю горизонталь может превратиться в фигуру «{ $piece }» или остаться как есть.
explain-promotion-to-adventitious-king = Пешка пешек (PP) становится им при третьем приходе на последнюю горизонталь.
explain-promotion-from-first = { $piece } ({ $letter })
explain-promotion-from-next = { $piece } ({ $letter })
explain-promotion-from-forced = В эту фигуру на последней горизонтали превращается: { $pieces }.
explain-promotion-from-optional = В эту фигуру на последней горизонтали может превратиться: { $pieces }.
explain-promotion-from-both = В эту фигуру на последней горизонтали превращается: { $forced }; может превратиться: { $optional }.

## /piece.
explain-piece-text = { $label } в игре «{ $variant }»: { $moves }. { $promotion }
explain-piece-diagram-key = На диаграмме зелёные точки — поля, до которых фигура может дойти со своего поля; серые ромбы — поля, через которые она проходит и которые должны быть свободны.

## /rules.
explain-rules-title-tamerlane = { $variant } (`{ $id }`): доска 11×10 с двумя цитаделями (x1 — белых, рядом с k2; x2 — чёрных, рядом с a9); { $array }.
explain-rules-title-timurid = { $variant } (`{ $id }`): тимуридская доска 12×12; центральная фигура — { $central } (g2, g11), боковые фигуры — { $side } (d2, i2 / d11, i11).
explain-rules-options = **Параметры** (выбираются в /{ cmd-challenge-name })
explain-rules-option-default = • { $option }: { $meaning } (по умолчанию)
explain-rules-option-chosen = • { $option }: { $meaning } (выбрано)
explain-rules-special = **Особые правила**
explain-rules-citadels = • Цитадели: в цитадель противника входит только шах, в свою — только искусственный шах; фигуру в цитадели нельзя взять; { $citadel ->
    [immediate] вход в цитадель противника сразу даёт ничью
    [claim] шах в цитадели противника позволяет своей стороне потребовать ничью (/{ cmd-claim-name })
   *[second-entry] первый вход позволяет потребовать ничью (/{ cmd-claim-name }), второй сразу даёт ничью
}.
explain-rules-promotion-tamerlane = • Превращение: пешка на последней горизонтали становится своей фигурой; пешка шаха становится принцем.
explain-rules-pawn-of-pawns = • Пешка пешек: после первого прихода она стоит на стоянке, пока её не поставят (P@e6) туда, где она { $placement ->
    [loose] нападает на фигуру противника
   *[strict] создаёт вилку двум фигурам или нападает на фигуру, которой некуда ходить
}; второй приход переводит её на поле своей пешки шаха ({ $white }/{ $black }); третий делает её искусственным шахом.
explain-rules-swap = • Рокировка шаха: раз за партию ход K<>d3 меняет шаха местами со своей фигурой, когда шах под боем{ $swap ->
    [check-only] {""}
   *[any] {" "}или других ходов нет
}.
explain-rules-royals = • Королевские фигуры: шах, принц, искусственный шах. Когда их две или больше, ни одна не связана шахом и любую можно взять; последней нужно дать мат.
explain-rules-stalemate-loses = • Пат — проигрыш. { $bare } { $draws }
explain-rules-bare-loses = Оголённая сторона проигрывает (bare-king=loses).
explain-rules-bare-survives = Оголённый шах не проигрывает.
explain-rules-draws-none = Ничьей по повторению или по числу ходов нет.
explain-rules-draws-repetition = Троекратное повторение — ничья.
explain-rules-draws-move-rule = Правило { $moves } ходов даёт ничью.
explain-rules-draws-both = Троекратное повторение и правило { $moves } ходов дают ничью.
explain-rules-full-extra = • Дополнительные фигуры: морское чудище (S) ходит как визирь; лев (L), бык (B) и провидец (Y) — как задаёт full-pieces. /{ cmd-piece-name } покажет каждую.
explain-rules-pawns-timurid = • Пешки ходят на одно или два поля вперёд с любой горизонтали и бьют по диагонали вперёд. Взятие на проходе: после двойного хода пешки или принца пешка противника, нападающая на пройденное поле, может взять её следующим ходом.
explain-rules-promotes-to = { $from } → { $to }
explain-rules-promotion-timurid = • Превращение на последней горизонтали: { $forced } (обязательно); принц может стать королевой или остаться принцем.
explain-rules-succession = • Престолонаследие: король под боем и без других допустимых ходов может поменяться местами со своим принцем, не находящимся под боем (K<>e2), по разу на каждого принца.
explain-rules-stalemate-draws = • Пат — ничья. { $repetition ->
    [3] Третье повторение позиции — ничья.
   *[off] Ничьей по повторению нет.
} Рокировки нет.
explain-rules-pieces = **Фигуры игры «{ $variant }»**
explain-rules-piece = • { $piece } ({ $letter }, { $place ->
    [central] центральная
    [side] боковая
   *[promotion] через превращение
}): { $moves }.
explain-rules-also-timurid = Кроме того: принц (I) — шаг короля + ход на 2 поля вперёд; слон (E) — 1–2 поля по диагонали; верблюд (J) — (3,1); пушка (Z) — как в сянци. /{ cmd-piece-name } покажет любую фигуру.

## The rule options' values in /rules.
explain-option-giraffe-min-2 = жираф останавливается не ближе 2-го поля после шага по диагонали
explain-option-giraffe-min-3 = жираф останавливается не ближе 3-го поля после шага по диагонали
explain-option-citadel-immediate = шах, вошедший в цитадель противника, сразу даёт ничью
explain-option-citadel-claim = пока шах стоит в цитадели противника, его сторона может в свой ход потребовать ничью
explain-option-citadel-second-entry = первый вход позволяет потребовать ничью, второй сразу даёт ничью
explain-option-bare-king-survives = оголённый шах не проигрывает
explain-option-bare-king-loses = сторона, у которой остались только королевские фигуры, проигрывает, если сразу же не оголит противника
explain-option-repetition-off = ничьей по повторению нет
explain-option-repetition-3 = третье повторение позиции — ничья
explain-option-move-rule-n = { $halfmoves } полуходов без взятия, снятия фигуры или хода пешкой — ничья
explain-option-move-rule-unset = не задано: ничьей по числу ходов нет
explain-option-symmetry-rotate = расстановка чёрных — расстановка белых, повёрнутая на 180°
explain-option-symmetry-mirror = расстановка чёрных — зеркальное отражение расстановки белых
explain-option-pop-placement-strict = поставленная пешка пешек должна создать вилку двум фигурам противника или напасть на фигуру, которой некуда ходить
explain-option-pop-placement-loose = поставленная пешка пешек должна нападать хотя бы на одну фигуру противника
explain-option-swap-any = шах может меняться местами, когда он под боем или других ходов нет
explain-option-swap-check-only = шах может меняться местами, только когда он под боем
explain-option-full-pieces-cazaux = прыгающие фигуры: лев (3,0), бык (3,2), провидец (3,3)
explain-option-full-pieces-forbes = лев — ладья+жираф, бык — дозорный+жираф, провидец — дозорный+ладья
explain-option-full-pieces-modern = лев — конь+ладья, бык — конь+слон, провидец — ферзь

## Move suggestions.
explain-suggest-label = { $san } · { $notes }
explain-suggest-takes = бьёт: { $piece }
explain-suggest-becomes = превращение: { $piece }
explain-suggest-citadel = цитадель
explain-suggest-en-passant = на проходе
explain-suggest-placement = постановка
explain-suggest-removes = снимает: { $piece }
explain-suggest-swap = обмен местами: { $piece }
