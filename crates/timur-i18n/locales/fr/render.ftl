# render texts (fr). The English catalog (en-US) is the source; every id here exists there.

render-side = { $color ->
    [white] Blancs
   *[black] Noirs
}
render-caption-players = { $white } contre { $black }
render-caption-to-move = trait aux { $side }
render-caption-to-move-check = trait aux { $side }, en échec
render-caption = { $players } · coup { $number } · { $state }

render-diagram-no-piece = { $variant } n’a pas de pièce « { $piece } »
render-diagram-title = { $piece } ({ $letter }) en { $square }
render-diagram-reach = se déplace ou prend
render-diagram-move-only = se déplace seulement
render-diagram-capture-only = prend seulement
render-diagram-pass = passe par là (case vide exigée)
render-diagram-hop = prend en sautant exactement une pièce

render-legend-title = { $variant } — pièces
render-legend-label = { $piece } ({ $letter })

render-graph-axis = coup
render-graph-white-better = avantage aux Blancs
render-graph-black-better = avantage aux Noirs
render-graph-inaccuracy = imprécision
render-graph-mistake = erreur
render-graph-blunder = gaffe

render-chart-empty = Aucune partie classée pour l’instant

render-standings-player = Joueur
render-standings-points = Pts

render-gif-half-size = taille réduite de moitié
render-gif-every = { $step ->
   *[other] un demi-coup sur { $step }
}

## The HTML replay page's controls (the key in parentheses, as printed on the keyboard).
render-replay-first = Aller au début (touche Début)
render-replay-prev = Reculer (←)
render-replay-next = Avancer (→)
render-replay-last = Aller à la fin (touche Fin)
render-replay-flip-title = Retourner l'échiquier (F)
render-replay-flip = Retourner
render-replay-ply = demi-coup { $ply } / { $plies }
