# render texts (es-ES). The English catalog (en-US) is the source; every id here exists there.

render-side = { $color ->
    [white] blancas
   *[black] negras
}
render-caption-players = { $white } contra { $black }
render-caption-to-move = juegan las { $side }
render-caption-to-move-check = juegan las { $side }, en jaque
render-caption = { $players } · jugada { $number } · { $state }

render-diagram-no-piece = { $variant } no tiene la pieza «{ $piece }»
render-diagram-title = { $piece } ({ $letter }) en { $square }
render-diagram-reach = mueve o captura
render-diagram-move-only = solo mueve
render-diagram-capture-only = solo captura
render-diagram-pass = pasa por encima (debe estar vacía)
render-diagram-hop = captura saltando exactamente una pieza

render-legend-title = { $variant } — piezas
render-legend-label = { $piece } ({ $letter })

render-graph-axis = jugada
render-graph-white-better = mejor las blancas
render-graph-black-better = mejor las negras
render-graph-inaccuracy = imprecisión
render-graph-mistake = error
render-graph-blunder = error grave

render-chart-empty = Aún no hay partidas valoradas

render-standings-player = Jugador
render-standings-points = Ptos.

render-gif-half-size = tamaño reducido a la mitad
render-gif-every = una de cada { $step } jugadas

## The HTML replay page's controls (the key in parentheses, as printed on the keyboard).
render-replay-first = Al principio (tecla Inicio)
render-replay-prev = Atrás (←)
render-replay-next = Adelante (→)
render-replay-last = Al final (tecla Fin)
render-replay-flip-title = Girar el tablero (F)
render-replay-flip = Girar
render-replay-ply = media jugada { $ply } / { $plies }
