# discord texts (ru). The English catalog (en-US) is the source; every id here exists there.

## Styles and shared parts
discord-anyone = любой соперник
discord-end-with-result = { $end } ({ $result })
discord-in-channel = {" "}(в <#{ $channel }>)
discord-the-game-link = Партия: <#{ $channel }>
discord-shared-below = Опубликовано ниже{ $link }.

## The error handler
discord-generic-failure = На стороне бота что-то пошло не так, поэтому ничего не изменилось. Пожалуйста, попробуйте ещё раз чуть позже.
discord-database-down = База партий бота сейчас недоступна, поэтому ничего не изменилось. Пожалуйста, попробуйте ещё раз через несколько минут.
discord-corrupt-game = { $error } Оператор бота может запустить `timur check`, чтобы выяснить, в чём дело.
discord-vacation-running = Вы уже в отпуске. Сначала завершите его командой /{ cmd-vacation-name } { cmd-vacation-end-name }.
discord-options-unreadable = Не удалось прочитать параметры этой команды (возможно, значение вне допустимого диапазона). Пожалуйста, выберите их из меню.
discord-guild-only = /{ $command } работает только на сервере, а не в личных сообщениях.
discord-stale-button = Эта кнопка больше не действует.

## Finding the game
discord-no-game-here = В этом канале нет партии. Начните её командой /{ cmd-challenge-name }.
discord-channel-game-over = Партия в этом канале окончена: { $end }. Начните новую командой /{ cmd-challenge-name }.
discord-not-your-move-anywhere = Ни в одной из ваших партий сейчас не ваш ход ({ $games }).
discord-choose-game = Выберите партию
discord-which-game = У вас { $count ->
    [one] { $count } партия
    [few] { $count } партии
    [many] { $count } партий
   *[other] { $count } партии
} ({ $games }). К какой из них относится /{ $command }?
discord-no-such-game = Партии #{ $id } не существует.
discord-game-not-yours = Партия #{ $id } сыграна не вами и не на этом сервере.
discord-name-a-finished-game = В этом канале нет партии. Укажите её через { cmd-export-opt-game-name }: (в меню — ваши партии; /{ cmd-games-name } { cmd-games-opt-finished-name }:true покажет завершённые).
discord-name-a-game = У вас несколько партий: укажите нужную через { cmd-export-opt-game-name }: (в меню — ваши партии).
discord-label-players = { $white } — { $black }
discord-label-opponent = против { $opponent }
discord-label-challenge = вызов
discord-label-your-move = ваш ход
discord-label-their-move = ходит { $player }
discord-label-over = окончена

## Buttons
discord-button-accept = Принять
discord-button-decline = Отклонить
discord-button-resign = Сдаться
discord-button-rematch = Реванш
discord-button-move = Сделать ход
discord-button-back = Назад

## Playing
discord-move-too-long = «{ $input }» — это не ход: ходы записываются коротко, например e3-e4, Nb2-c4, P@e6 или citadel.
discord-resign-question = Вы действительно хотите сдаться в этой партии против { $opponent }? Это действие нельзя отменить.

## The move picker
discord-picker-part = { $name } ({ $part }/{ $parts })
discord-picker-piece = Фигура
discord-picker-piece-option = { $piece } { $square } ({ $count ->
    [one] { $count } ход
    [few] { $count } хода
    [many] { $count } ходов
   *[other] { $count } хода
})
discord-picker-choose-piece = Выберите фигуру
discord-picker-pieces = Фигуры
discord-picker-pawns = Пешки
discord-picker-choose-destination = Выберите, куда пойти
discord-picker-whose = { $color ->
    [white] Белые
   *[black] Чёрные
}, ход { $number }
discord-picker-piece-step = { $note }Ваш ход в партии { $variant } ({ $whose }): выберите фигуру.
discord-picker-no-move = У фигуры { $piece } на { $square } нет легальных ходов.{" "}
discord-picker-destination-step = { $piece } на { $square }: выберите, куда пойти.
discord-picker-game-over = Эта партия окончена, ходить больше нечего.
discord-picker-not-accepted = Этот вызов ещё не принят.
discord-picker-not-a-player = Ходить в этой партии могут только её участники.
discord-picker-not-your-move = Сейчас не ваш ход: ходит { $player }. После его хода нажмите «Сделать ход» под доской.
discord-picker-changed = Позиция изменилась с тех пор, как было открыто это меню, поэтому ход не сделан. Нажмите «Сделать ход» под последней доской.
discord-picker-earlier-board = Кнопка была нажата под доской с более ранней позицией; вот текущая позиция.{" "}

## Conditional moves (/premove)
discord-premove-boards-note = Доски показывают, чем заканчивается каждая цепочка. Цепочка разыгрывается, только пока соперник ей следует; любой другой ход её отменяет.
discord-premove-boards-shown = (Доски цепочек с 1 по { $count }.)
discord-premove-remove = Удалить { $number }
discord-premove-remove-all = Удалить все
discord-premove-too-long = «{ $input }» — слишком длинная цепочка: в цепочке не больше 10 ходов, например «Nb2xc4 Rd1xc4 e7-e6 Rc4-c1».
discord-premove-removed-n = { $count ->
    [one] Удалена { $count } цепочка.
    [few] Удалено { $count } цепочки.
    [many] Удалено { $count } цепочек.
   *[other] Удалено { $count } цепочки.
}
discord-premove-removed-line = Цепочка { $number } удалена.
discord-premove-stored = Сохранено как цепочка { $number }.
discord-premove-removed-one = Цепочка удалена.
discord-premove-removed-all = Все ваши цепочки удалены.

## /settings
discord-settings-board-mine = Доски, которые видите только вы (например, /{ cmd-board-name }), показаны с вашей стороны; в партиях, где вы не играете, белые внизу.
discord-settings-board-white = На досках, которые видите только вы (например, /{ cmd-board-name }), белые внизу.
discord-settings-yours = Ваши настройки. Доска: { $board }. { $sentence }
discord-settings-server-language = Язык объявлений этого сервера: { $language }.
discord-settings-saved = Сохранено. { $sentence }
discord-settings-server-only = Настройки относятся к серверу.
discord-settings-tournaments-manage = Менять, кто создаёт турниры, могут только участники с правом «Управлять сервером».
discord-settings-tournaments-role = Теперь создавать турниры могут только участники с ролью { $role } (или с правом «Управлять сервером»).
discord-settings-tournaments-everyone = Теперь создавать турниры может любой участник.
discord-settings-language-manage = Менять язык этого сервера могут только участники с правом «Управлять сервером».
discord-settings-language-saved = Теперь язык объявлений этого сервера: { $language }. Ответы каждому участнику по-прежнему приходят на его собственном языке Discord.

## Tournaments
discord-tournament-joined = Вы записаны на { $name } (пока { $count ->
    [one] { $count } участник
    [few] { $count } участника
    [many] { $count } участников
   *[other] { $count } участника
}).
discord-tournament-left = Вы покинули { $name }.

## /challenge
discord-challenge-bot = Нельзя вызвать бота.
discord-challenge-computer-unrated = Партии против компьютера никогда не бывают рейтинговыми; не указывайте { cmd-challenge-opt-rated-name }: или выберите { cmd-challenge-opt-rated-name }:false.
discord-challenge-where-here = здесь
discord-challenge-where-thread = в <#{ $thread }>
discord-challenge-no-thread-permission = {" "}(Партия идёт в этом канале: у меня здесь нет права «Создавать публичные ветки».)
discord-challenge-thread-refused = {" "}(Партия идёт в этом канале: Discord не разрешил мне создать здесь ветку.)
discord-challenge-computer = Ваша партия против компьютера (уровень { $level }) начинается { $place }.{ $note }
discord-challenge-posted = Ваш вызов опубликован { $place }.{ $note }

## /history and /vacation
discord-history-current = Текущая позиция (полуход { $total }).
discord-history-start-no-moves = Начальная позиция (ещё не сделано ни одного хода).
discord-history-start = Начальная позиция, до 1-го хода.
discord-history-not-played = Ход { $number } ещё не сделан: партия дошла до { $last }-го хода. Текущая позиция (полуход { $total }).
discord-history-after = Позиция после { $number }-го хода (полуход { $ply } из { $total }).
discord-history-no-moves = Ходов пока нет.
discord-vacation-started = Ваши часы остановлены до { $until } ({ $relative }): каждый ваш срок сдвигается на { $days ->
    [one] { $days } день
    [few] { $days } дня
    [many] { $days } дней
   *[other] { $days } дня
}. Использовано дней отпуска в { $year } году: { $used } из { $allowed }. Досрочно завершить отпуск: /{ cmd-vacation-name } { cmd-vacation-end-name }.
discord-vacation-ended = С возвращением: ваши часы снова идут. { $count ->
    [one] Возвращён { $count } неиспользованный день отпуска.
    [few] Возвращено { $count } неиспользованных дня отпуска.
    [many] Возвращено { $count } неиспользованных дней отпуска.
   *[other] Возвращено { $count } неиспользованного дня отпуска.
}

## /games
discord-games-open-challenge = любой соперник (открытый вызов)
discord-games-challenge-waiting = вызов ждёт ответа, истекает { $expires }
discord-games-never = никогда
discord-games-their-move = ход соперника
discord-games-deadline = { $turn }, срок { $deadline }
discord-games-no-limit = { $turn }, без ограничения времени
discord-games-rated = {" "}(рейтинговая)
discord-games-line = • <#{ $channel }> против { $opponent } · { $variant }{ $rated } · { $state }
discord-games-won = победа
discord-games-drawn = ничья
discord-games-lost = поражение
discord-games-finished-line = • <#{ $channel }> #{ $id } против { $opponent } · { $variant } · { $result }{ $when }
discord-games-no-finished = У { $player } пока нет завершённых партий.
discord-games-finished-head = Последние завершённые партии { $player } (экспорт: /{ cmd-export-name } { cmd-export-opt-game-name }:ID, анализ: /{ cmd-analysis-name } { cmd-analysis-opt-game-name }:ID):
discord-games-none = У { $player } нет текущих партий.
discord-games-head = Партии { $player }:
discord-games-more = … и ещё { $count }.
discord-games-on-vacation = В отпуске до { $until } ({ $relative }); часы остановлены. Использовано дней отпуска в { $year } году: { $used } из { $allowed }.
discord-games-vacation-used = Использовано дней отпуска в { $year } году: { $used } из { $allowed }.

## /help
discord-help-title = Timur: шахматы Тамерлана по переписке.
discord-help-head = { $title } Команды:
discord-help-more = Варианты и нотация: /{ cmd-help-name } { cmd-help-opt-topic-name }:{ cmd-choice-notation }. Все фигуры: /{ cmd-help-name } { cmd-help-opt-topic-name }:{ cmd-choice-pieces }.
discord-help-how-to-play-title = Как играть
discord-help-how-to-play =
    • Вызовите кого-нибудь командой /{ cmd-challenge-name } { cmd-challenge-opt-opponent-name }:@игрок или компьютер — { cmd-challenge-opt-opponent-name }:@Timur { cmd-challenge-opt-level-name }:1-8. У партии будет своя ветка.
    • Ходите кнопкой «Сделать ход» под каждой доской (выберите фигуру, затем её поле) или командой /{ cmd-move-name }: меню подсказывает допустимые ходы (Nc4, жираф, обмен, citadel…).
    • Контроль времени: от 1 до 14 дней на ход, задаётся параметром `{ cmd-challenge-opt-days-name }:` (по умолчанию 3); перед сроком приходит напоминание, пропущенный срок — поражение. /{ cmd-vacation-name } ставит ваши часы на паузу.
    • Команды находят вашу партию из любого канала. /{ cmd-games-name } показывает список партий; /{ cmd-export-name } { cmd-export-opt-game-name }:ID выдаёт файл партии (PGN, GIF или HTML).
discord-help-variants-title = Варианты
discord-help-variants =
    • Тамерлан (доска 11×10 + две цитадели): `Тамерлан` (мужская расстановка), `Тамерлан (женская расстановка)`, `Тамерлан (расстановка Ибн Арабшаха)`.
    • Полный Тамерлан: та же доска со Львом, Быком, Провидцем и Морским чудищем и их пешками.
    • Тимуриды (12×12, близки к шахматам: быстрые пешки, пушки и Принц): Герат, Мирза, Бабур, Самарканд и их дикие версии (Грифоны на флангах, более сильная центральная фигура).
discord-help-notation-title = Нотация
discord-help-notation =
    • `e3-e4`: ход пешкой (у пешек нет буквы); `Nb2-c4` или `Nb2xc4` (x — взятие).
    • `Nc4`, `b2c4`: краткая запись работает, когда подходит только один допустимый ход.
    • `f9xg10=I`: превращение. `P@e6`: поставить пешку пешек. `K<>d3`: поменять шаха местами с фигурой на d3.
    • `citadel`: ввести шаха в доступную ему цитадель.
    Заглавные буквы обозначают фигуры; в ответ на неверный ход бот перечисляет ближайшие допустимые ходы.

## /piece, /history, /export
discord-piece-unknown = В варианте { $variant } нет фигуры «{ $name }». Его фигуры: { $pieces }.
discord-players-line = { $variant }: { $white } — { $black }.
discord-export-record = Запись партии { $players }

## /analysis
discord-analysis-running = Анализ идущей партии был бы нечестной игрой. Запросите /{ cmd-analysis-name } снова, когда партия закончится.
discord-analysis-no-moves = В этой партии нет ходов для анализа.
discord-analysis-no-result = без результата
discord-analysis-graph-title = { $white } — { $black } · { $result }
discord-analysis-head = Компьютерный анализ партии { $white } — { $black } ({ $nodes ->
    [one] { $nodes } узел
    [few] { $nodes } узла
    [many] { $nodes } узлов
   *[other] { $nodes } узла
} на позицию):
discord-analysis-mistake = • { $played } ошибка; лучше было { $better }
discord-analysis-blunder = • { $played } грубая ошибка; лучше было { $better }
discord-analysis-no-mistakes = Ни ошибок, ни грубых ошибок.

## Descriptions of pictures (alt texts, for screen readers)
discord-alt-legend = Все фигуры варианта { $variant } с названиями и буквами: { $pieces }
discord-alt-piece = Диаграмма: { $piece } на пустой доске варианта { $variant }: { $moves }
discord-alt-eval-graph = График оценки партии { $white } — { $black }: шансы белых на победу после каждого хода, от +1 (белые выигрывают) до -1 (чёрные выигрывают), за { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
    [many] { $moves } ходов
   *[other] { $moves } хода
}, ошибки отмечены
discord-alt-rating-chart = График рейтинга { $name }: рейтинг после каждой рейтинговой партии, по категориям
discord-alt-pgn = Запись партии { $white } — { $black } (текст PGN), { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
    [many] { $moves } ходов
   *[other] { $moves } хода
}
discord-alt-html = Страница просмотра партии { $white } — { $black } (HTML), { $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
    [many] { $moves } ходов
   *[other] { $moves } хода
}, открывается в браузере
discord-thread-name = { $variant }: { $challenger } против { $opponent }
discord-thread-name-open = { $variant }: открытый вызов от { $challenger }
