# analysis texts (de). The English catalog (en-US) is the source; every id here exists there.

analysis-player = { $name }: Genauigkeit { $accuracy } %, { $inaccuracies ->
        [one] { $inaccuracies } Ungenauigkeit
       *[other] { $inaccuracies } Ungenauigkeiten
    }, { $mistakes } Fehler, { $blunders ->
        [one] { $blunders } grober Fehler
       *[other] { $blunders } grobe Fehler
    }
analysis-player-no-moves = { $name }: keine Züge zu bewerten
analysis-mistake-line = • { $played } Fehler; besser war { $better }, dann { $line }
analysis-blunder-line = • { $played } grober Fehler; besser war { $better }, dann { $line }
analysis-judgement = { $kind ->
        [inaccuracy] Ungenauigkeit
        [mistake] Fehler
       *[blunder] grober Fehler
    }
analysis-board-caption = { $played } { $judgement } · besser: { $better }
analysis-board-alt = Brett vor { $played } ({ $judgement }), { $side ->
        [white] Weiß
       *[black] Schwarz
    } am Zug, Weiß unten. Roter Pfeil: der gespielte Zug, von { $from } nach { $to }. Grüner Pfeil: der bessere Zug { $better }, von { $better_from } nach { $better_to }.
analysis-replay-bar = Gewinnchancen von Weiß
analysis-replay-eval = Bewertung: { $score }
analysis-replay-best = Zug des Computers: { $move }
analysis-replay-over = Hier ist die Partie vorbei.
local-analysis-running = Der Computer analysiert nur beendete Partien: Spielt diese erst zu Ende.
local-analysis-thinking = Der Computer analysiert { $plies ->
        [one] { $plies } Halbzug
       *[other] { $plies } Halbzüge
    }…
local-analysis-written = Die Bretter der Fehler und die Wiedergabe mit der Analyse: { $paths }
