# analysis texts (es-ES). The English catalog (en-US) is the source; every id here exists there.

analysis-player = { $name }: precisión { $accuracy } %, { $inaccuracies ->
        [one] { $inaccuracies } imprecisión
       *[other] { $inaccuracies } imprecisiones
    }, { $mistakes ->
        [one] { $mistakes } error
       *[other] { $mistakes } errores
    }, { $blunders ->
        [one] { $blunders } error grave
       *[other] { $blunders } errores graves
    }
analysis-player-no-moves = { $name }: ninguna jugada que valorar
analysis-mistake-line = • { $played } error; era mejor { $better }, y luego { $line }
analysis-blunder-line = • { $played } error grave; era mejor { $better }, y luego { $line }
analysis-judgement = { $kind ->
        [inaccuracy] imprecisión
        [mistake] error
       *[blunder] error grave
    }
analysis-board-caption = { $played } { $judgement } · mejor: { $better }
analysis-board-alt = Tablero antes de { $played } ({ $judgement }), juegan { $side ->
        [white] las blancas
       *[black] las negras
    }, blancas abajo. Flecha roja: la jugada hecha, de { $from } a { $to }. Flecha verde: la jugada mejor, { $better }, de { $better_from } a { $better_to }.
analysis-replay-bar = Posibilidades de ganar de las blancas
analysis-replay-eval = Evaluación: { $score }
analysis-replay-best = Jugada del ordenador: { $move }
analysis-replay-over = Aquí la partida ha terminado.
local-analysis-running = El ordenador solo analiza partidas terminadas: termina esta primero.
local-analysis-thinking = El ordenador está analizando { $plies ->
        [one] { $plies } media jugada
       *[other] { $plies } medias jugadas
    }…
local-analysis-written = Los tableros de los errores y la reproducción con el análisis: { $paths }
