# analysis texts (fr). The English catalog (en-US) is the source; every id here exists there.

analysis-player = { $name } : précision { $accuracy } %, { $inaccuracies ->
        [one] { $inaccuracies } imprécision
       *[other] { $inaccuracies } imprécisions
    }, { $mistakes ->
        [one] { $mistakes } erreur
       *[other] { $mistakes } erreurs
    }, { $blunders ->
        [one] { $blunders } gaffe
       *[other] { $blunders } gaffes
    }
analysis-player-no-moves = { $name } : aucun coup à juger
analysis-mistake-line = • { $played } erreur ; il valait mieux { $better }, puis { $line }
analysis-blunder-line = • { $played } gaffe ; il valait mieux { $better }, puis { $line }
analysis-judgement = { $kind ->
        [inaccuracy] imprécision
        [mistake] erreur
       *[blunder] gaffe
    }
analysis-board-caption = { $played } { $judgement } · mieux : { $better }
analysis-board-alt = Échiquier avant { $played } ({ $judgement }), { $side ->
        [white] aux Blancs
       *[black] aux Noirs
    } de jouer, les Blancs en bas. Flèche rouge : le coup joué, de { $from } à { $to }. Flèche verte : le meilleur coup { $better }, de { $better_from } à { $better_to }.
analysis-replay-bar = Chances de gain des Blancs
analysis-replay-eval = Évaluation : { $score }
analysis-replay-best = Coup de l'ordinateur : { $move }
analysis-replay-over = La partie est terminée ici.
local-analysis-running = L'ordinateur n'analyse que les parties terminées : finissez d'abord celle-ci.
local-analysis-thinking = L'ordinateur analyse { $plies ->
        [one] { $plies } demi-coup
       *[other] { $plies } demi-coups
    }…
local-analysis-written = Les échiquiers des erreurs et la rediffusion avec l'analyse : { $paths }
