# render texts (en-US). The English catalog (en-US) is the source; every id here exists there.
# Pictures: board captions, the piece diagram's key, the legend, the evaluation graph, the
# rating chart, the standings table and the GIF's notes. Piece names are explain-piece-*.

## Board caption: "alice (White) vs bob (Black) · move 12 · Black to move, in check".
render-side = { $color ->
    [white] White
   *[black] Black
}
# $white, $black: the players with their sides, as in game-caption-players.
render-caption-players = { $white } vs { $black }
render-caption-to-move = { $side } to move
render-caption-to-move-check = { $side } to move, in check
render-caption = { $players } · move { $number } · { $state }

## The piece diagram (/piece).
render-diagram-no-piece = { $variant } has no { $piece }
render-diagram-title = { $piece } ({ $letter }) on { $square }
render-diagram-reach = moves or captures
render-diagram-move-only = moves only
render-diagram-capture-only = captures only
render-diagram-pass = passes over (must be empty)
render-diagram-hop = captures by jumping exactly one piece

## The legend (/help pieces).
render-legend-title = { $variant } — pieces
render-legend-label = { $piece } ({ $letter })

## The evaluation graph (/analyse).
render-graph-axis = move
render-graph-white-better = White better
render-graph-black-better = Black better
render-graph-inaccuracy = inaccuracy
render-graph-mistake = mistake
render-graph-blunder = blunder

## The rating chart (/rating).
render-chart-empty = No rated games yet

## The standings table: column heads (short: a column is 60 px).
render-standings-player = Player
render-standings-points = Pts

## The GIF's note when it had to be shrunk to fit Discord's limit.
render-gif-half-size = half size
render-gif-every = { $step ->
    [2] every 2nd ply
    [3] every 3rd ply
    [21] every 21st ply
    [22] every 22nd ply
    [23] every 23rd ply
    [31] every 31st ply
    [32] every 32nd ply
    [33] every 33rd ply
    [41] every 41st ply
    [42] every 42nd ply
    [43] every 43rd ply
    [51] every 51st ply
    [52] every 52nd ply
    [53] every 53rd ply
    [61] every 61st ply
    [62] every 62nd ply
    [63] every 63rd ply
    [71] every 71st ply
    [72] every 72nd ply
    [73] every 73rd ply
    [81] every 81st ply
    [82] every 82nd ply
    [83] every 83rd ply
    [91] every 91st ply
    [92] every 92nd ply
    [93] every 93rd ply
    [101] every 101st ply
    [102] every 102nd ply
    [103] every 103rd ply
   *[other] every { $step }th ply
}

## The HTML replay page's controls: the buttons' tooltips (the key in parentheses), the Flip button.
render-replay-first = To the start (Home key)
render-replay-prev = Back (←)
render-replay-next = Forward (→)
render-replay-last = To the end (End key)
render-replay-flip-title = Flip the board (F)
render-replay-flip = Flip
# The counter under the board: $ply, the ply shown (0 at the start); $plies, the game's plies.
render-replay-ply = ply { $ply } / { $plies }
