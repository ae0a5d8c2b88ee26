# analysis texts (en-US). The English catalog (en-US) is the source; every id here exists there.
# /analysis and the analysed replay: accuracy per player (lichess's method), the boards of the
# mistakes with arrows, the engine's line; local mode's `analysis`.

## One line per player; $accuracy is a whole percentage, the counts are numbers of moves.
analysis-player = { $name }: accuracy { $accuracy } %, { $inaccuracies ->
        [one] { $inaccuracies } inaccuracy
       *[other] { $inaccuracies } inaccuracies
    }, { $mistakes ->
        [one] { $mistakes } mistake
       *[other] { $mistakes } mistakes
    }, { $blunders ->
        [one] { $blunders } blunder
       *[other] { $blunders } blunders
    }
analysis-player-no-moves = { $name }: no moves to judge
## A mistake or blunder with the engine's better move and the line that follows it.
analysis-mistake-line = • { $played } mistake; better was { $better }, then { $line }
analysis-blunder-line = • { $played } blunder; better was { $better }, then { $line }
analysis-judgement = { $kind ->
        [inaccuracy] inaccuracy
        [mistake] mistake
       *[blunder] blunder
    }
## The picture of the position before a mistake: its caption and its description (alt text).
analysis-board-caption = { $played } { $judgement } · better: { $better }
analysis-board-alt = Board before { $played } ({ $judgement }), { $side ->
        [white] White
       *[black] Black
    } to move, White at the bottom. Red arrow: the move played, from { $from } to { $to }. Green arrow: the better move { $better }, from { $better_from } to { $better_to }.
## The replay page with the analysis.
analysis-replay-bar = White's winning chances
analysis-replay-eval = Evaluation: { $score }
analysis-replay-best = Engine's move: { $move }
analysis-replay-over = The game is over here.
## Local mode's `analysis` command.
local-analysis-running = The computer analyses finished games only: finish this one first.
local-analysis-thinking = The computer is analysing { $plies ->
        [one] { $plies } ply
       *[other] { $plies } plies
    }…
local-analysis-written = The boards of the mistakes and the replay with the analysis: { $paths }
