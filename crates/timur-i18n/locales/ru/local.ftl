# local texts (ru). The English catalog (en-US) is the source; every id here exists there.
# Local mode (`timur local`). The words typed at the prompt (move, board, resign, ...) stay
# English; `local-yes` is the word accepted besides "yes" to confirm a resignation.

local-help =
    Команды:
      move <ход>    сделать ход, напр. move e3-e4, move Nb2-c4, move Nc4, move P@e6, move K<>d3, move citadel
      <ход>         то же без слова 'move'
      board         снова показать доску (и записать её картинку)
      moves         список допустимых ходов
      resign        сдаётся сторона, чей ход (сначала спросит: ответьте да)
      claim         заявить ничью по цитадели (опции citadel=claim / second-entry)
      new [вариант] [ключ=значение ...]   начать новую партию, когда эта окончена
      export [pgn|gif|html]   записать партию в файл рядом с досками и показать путь
      analysis      после конца партии: компьютерный анализ (точность, ошибки, доски, запись)
      premove <цепочка> для стороны, чей ход не сейчас: заранее ответить на следующий ход соперника,
                    напр. premove Nb2xc4 Rd1xc4 (его ход, ваш ответ, ...; не больше 10 полуходов)
      premove list | premove remove <n> | premove clear   показать или удалить сохранённые цепочки
      learn [урок]   уроки: как ходит каждая фигура и особые правила, с задачами (прогресс сохраняется)
      help          этот текст
      quit          выйти (партия сохранена; снова запустите `timur local`, чтобы продолжить)
local-bad-against = --against принимает computer или computer:N с N от 1 до 8, а не '{ $value }'
local-bad-color = --color принимает white или black, а не '{ $value }'
local-bad-lang = Неизвестный язык '{ $value }': используйте один из { $tags }
local-cannot-create = не удаётся создать { $path }: { $error }
local-game-gif = GIF партии
local-no-game-gif = (GIF партии нет: { $error })
local-written = { $label }: { $path }
local-cannot-write = (не удалось записать { $path }: { $error })
local-gif-failed = Не удалось сделать GIF: { $error }.
local-unknown-format = Неизвестный формат экспорта '{ $format }': используйте gif, html или pgn.
local-exported = Экспортировано
local-picture = Картинка: { $path }
local-set-aside = В партии '{ $game }' ещё не было ходов: она отложена, начинается новая партия.
local-resuming = Продолжаем партию '{ $game }' ({ $variant }).
local-last-ended = Прошлая партия '{ $game }' окончена: { $end }. Начинаем новую партию.
local-type-help = Введите 'help', чтобы увидеть команды.
local-changed-elsewhere = Партию изменили в другом окне; вот она сейчас. Попробуйте ещё раз.
local-over-result = Эта партия окончена ({ $result }). Введите 'new', чтобы начать другую, напр. new herat.
local-finished = завершена
local-no-legal-moves = Допустимых ходов нет.
local-resign-ask = Вы действительно сдаётесь за { $side ->
    [white] белых
   *[black] чёрных
}? Это нельзя отменить. Введите 'да', чтобы сдаться; любой другой ввод продолжает партию.
local-yes = да
local-finish-first = Сначала закончите эту партию (resign её завершает).
local-saved = Партия сохранена. Снова запустите `timur local`, чтобы продолжить.
local-not-a-line-number = '{ $value }' — не номер цепочки; premove list их показывает.
local-remove-needs-number = Укажите номер цепочки, которую нужно удалить: premove remove <n> (номера показывает premove list).
local-resign-cancelled = Вы не сдались; партия продолжается.
local-end-with-result = { $end } ({ $result })
local-wanted-computer = партией против компьютера уровня { $level }
local-wanted-variant = партией в { $variant }
local-wanted-rules = партией с другими правилами
local-opponent-computer = против компьютера уровня { $level }
local-opponent-keyboard = два игрока за одной клавиатурой
local-plies = { $count ->
    [one] { $count } полуход
    [few] { $count } полухода
   *[many] { $count } полуходов
}
local-in-progress = Партия '{ $game }' ({ $variant }, { $opponent }, сыграно: { $plies }) ещё идёт, поэтому она не может стать { $wanted }. Продолжите её без { $flag }, сдайте её или начните другую партию с --game ИМЯ.
local-over = Эта партия окончена. Введите 'new', чтобы начать другую.
local-player-white = Белые
local-player-black = Чёрные
local-player-you = Вы
local-anyone = кто угодно

local-db-cannot-open = Не удаётся открыть базу партий { $path } или записать в неё, поэтому локальный режим не может запуститься. Укажите с помощью --db (или DATABASE_URL) файл в папке, куда у вас есть право записи.
local-db-not-a-database = { $path } — не база партий Timur, поэтому локальный режим не может запуститься. Укажите с помощью --db (или DATABASE_URL) путь к базе Timur или имя нового файла.
local-delivery-failed = Не удалось прочитать последние сообщения партии из базы партий; они сохранены и будут показаны после вашей следующей команды.
local-computer-failed = Компьютер не смог сделать ход. Введите 'quit' и снова запустите `timur local`, чтобы он походил.
local-unknown-variant = Неизвестный вариант '{ $value }': используйте один из { $variants }
