# analysis texts (ru). The English catalog (en-US) is the source; every id here exists there.

analysis-player = { $name }: точность { $accuracy } %, { $inaccuracies ->
        [one] { $inaccuracies } неточность
        [few] { $inaccuracies } неточности
        [many] { $inaccuracies } неточностей
       *[other] { $inaccuracies } неточности
    }, { $mistakes ->
        [one] { $mistakes } ошибка
        [few] { $mistakes } ошибки
        [many] { $mistakes } ошибок
       *[other] { $mistakes } ошибки
    }, { $blunders ->
        [one] { $blunders } грубая ошибка
        [few] { $blunders } грубые ошибки
        [many] { $blunders } грубых ошибок
       *[other] { $blunders } грубой ошибки
    }
analysis-player-no-moves = { $name }: нет ходов для оценки
analysis-mistake-line = • { $played } ошибка; лучше было { $better }, далее { $line }
analysis-blunder-line = • { $played } грубая ошибка; лучше было { $better }, далее { $line }
analysis-judgement = { $kind ->
        [inaccuracy] неточность
        [mistake] ошибка
       *[blunder] грубая ошибка
    }
analysis-board-caption = { $played } { $judgement } · лучше: { $better }
analysis-board-alt = Доска перед ходом { $played } ({ $judgement }), ход { $side ->
        [white] белых
       *[black] чёрных
    }, белые внизу. Красная стрелка: сыгранный ход, с { $from } на { $to }. Зелёная стрелка: лучший ход { $better }, с { $better_from } на { $better_to }.
analysis-replay-bar = Шансы белых на победу
analysis-replay-eval = Оценка: { $score }
analysis-replay-best = Ход компьютера: { $move }
analysis-replay-over = Здесь партия окончена.
local-analysis-running = Компьютер анализирует только законченные партии: сначала доиграйте эту.
local-analysis-thinking = Компьютер анализирует { $plies ->
        [one] { $plies } полуход
        [few] { $plies } полухода
        [many] { $plies } полуходов
       *[other] { $plies } полухода
    }…
local-analysis-written = Доски с ошибками и запись партии с анализом: { $paths }
