# render texts (de). The English catalog (en-US) is the source; every id here exists there.

render-side = { $color ->
    [white] Weiß
   *[black] Schwarz
}
render-caption-players = { $white } gegen { $black }
render-caption-to-move = { $side } am Zug
render-caption-to-move-check = { $side } am Zug, im Schach
render-caption = { $players } · Zug { $number } · { $state }

render-diagram-no-piece = { $variant } hat keine Figur „{ $piece }“
render-diagram-title = { $piece } ({ $letter }) auf { $square }
render-diagram-reach = zieht oder schlägt
render-diagram-move-only = zieht nur
render-diagram-capture-only = schlägt nur
render-diagram-pass = wird überquert (muss leer sein)
render-diagram-hop = schlägt durch Überspringen genau einer Figur

render-legend-title = { $variant } — Figuren
render-legend-label = { $piece } ({ $letter })

render-graph-axis = Zug
render-graph-white-better = Weiß besser
render-graph-black-better = Schwarz besser
render-graph-inaccuracy = Ungenauigkeit
render-graph-mistake = Fehler
render-graph-blunder = grober Fehler

render-chart-empty = Noch keine gewerteten Partien

render-standings-player = Spieler
render-standings-points = Pkt.

render-gif-half-size = halbe Größe
render-gif-every = jeder { $step }. Halbzug

## The HTML replay page's controls (the key in parentheses, as printed on the keyboard).
render-replay-first = Zum Anfang (Pos1-Taste)
render-replay-prev = Zurück (←)
render-replay-next = Vor (→)
render-replay-last = Zum Ende (Ende-Taste)
render-replay-flip-title = Brett drehen (F)
render-replay-flip = Drehen
render-replay-ply = Halbzug { $ply } / { $plies }
