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
explain-pieces-text = **Фигуры { $variant }** (буквы для нотации; пешки ходят без буквы): { $pieces }. Наберите /piece name:<фигура>, чтобы увидеть, как она ходит.

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
