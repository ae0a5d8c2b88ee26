# explain texts (fr). The English catalog (en-US) is the source; every id here exists there.

explain-list-separator = {", "}
explain-list-and = { $init } et { $last }
explain-list-or = { $init } ou { $last }
explain-sentence-gap = {" "}

explain-refusal-empty-square = il n’y a pas de pièce en { $square }
explain-refusal-not-yours = la pièce { $piece } en { $square } n’est pas à vous
explain-refusal-wrong-piece = la pièce en { $square } est un { $piece }, pas une pièce de lettre { $letters }
explain-refusal-no-such-piece = vous n’avez pas de pièce de lettre { $letters }
explain-refusal-parked = votre pion de pions en { $square } est en attente ; il ne peut qu’être posé (P@case)
explain-refusal-own-piece = une de vos pièces occupe { $square }
explain-refusal-nothing-to-capture = il n’y a rien à prendre en { $square }
explain-refusal-cannot-reach = la pièce { $piece } en { $from } ne peut pas aller en { $to }
explain-refusal-no-piece-reaches = aucune de vos pièces de type { $piece } ne peut aller en { $to }
explain-refusal-no-pawn-reaches = aucun de vos pions ne peut aller en { $to } (pour une autre pièce, donnez sa lettre ou sa case, comme Nc3 ou b1-c3)
explain-refusal-say-promotion = dites si la pièce est promue : ajoutez =Q pour promouvoir, rien pour rester
explain-refusal-wrong-promotion = ce coup ne promeut pas en { $letters }
explain-refusal-royal-attacked = votre pièce royale resterait attaquée
explain-refusal-nothing-to-place = vous n’avez aucun pion de pions en attente à poser
explain-refusal-placement-last-rank = le pion de pions ne peut pas être posé en { $square }, sur sa propre dernière rangée
explain-refusal-placement-occupied = la pièce { $piece } en { $square } ne peut pas être retirée par une pose (les pièces royales et les pions de pions en attente restent)
explain-refusal-placement-strict = en { $square }, le pion de pions ne ferait ni fourchette sur deux pièces adverses ni attaque sur une pièce qui ne peut pas bouger
explain-refusal-placement-loose = en { $square }, le pion de pions n’attaquerait aucune pièce adverse
explain-refusal-relocation = après sa deuxième arrivée, le pion de pions ne peut aller qu’en { $square }
explain-refusal-no-swap = l’échange de votre shah n’est plus disponible (une fois par partie, depuis l’échiquier principal)
explain-refusal-succession-not-now = le roi ne peut céder la place à un prince que s’il est attaqué et n’a aucun autre coup
explain-refusal-swap-check-only = le shah ne peut échanger sa place que s’il est attaqué (swap=check-only)
explain-refusal-swap-not-now = le shah ne peut échanger sa place que s’il est attaqué ou s’il n’y a aucun autre coup
explain-refusal-swap-partner = la pièce en { $square } ne peut pas prendre la place de votre pièce royale
explain-refusal-no-citadel = aucun de vos rois ne peut entrer dans une citadelle maintenant

explain-error-empty = Tapez un coup, par exemple e3-e4, Nb2-c3, P@e6, K<>d3 ou citadel.
explain-error-game-over = La partie est terminée ; on ne peut plus jouer de coup.
explain-error-unparseable = Je n’ai pas pu lire « { $input } » comme un coup. Les coups s’écrivent e3-e4, Nb2-c3, Nc3, P@e6, K<>d3 ou citadel.
explain-error-illegal = « { $input } » n’est pas un coup légal : { $reason }{ $note }.{ $closest }
explain-error-in-check = {" "}(vous êtes en échec)
explain-error-closest = {" "}Coups légaux les plus proches : { $moves }.
explain-error-ambiguous = « { $input } » peut signifier { $candidates }. Précisez lequel.

explain-the-piece-on = { $piece } en { $square }
explain-removing = {" "}(en retirant la pièce { $piece } { $color ->
    [white] blanche
   *[black] noire
} qui s’y trouvait)
explain-removing-after = , en retirant la pièce { $piece } { $color ->
    [white] blanche
   *[black] noire
} qui s’y trouvait
explain-move-relocated = Deuxième arrivée : le pion de pions va de { $from } en { $to }{ $removal }.
explain-move-placed = Pion de pions posé en { $square }{ $removal }.
explain-move-placed-fork = Pion de pions posé en { $square }{ $removal }, fourchette sur { $pieces }.
explain-move-placed-attack = Pion de pions posé en { $square }{ $removal }, attaque sur { $target }.
explain-move-placed-attack-stuck = Pion de pions posé en { $square }{ $removal }, attaque sur { $target }, qui n’a aucun coup légal.
explain-move-shah-swap = Le shah échange sa place avec la pièce { $partner } en { $to } (le shah va en { $to }, { $partner } en { $from } ; l’échange { $color ->
    [white] des Blancs
   *[black] des Noirs
} est utilisé).
explain-move-succession = Succession du roi : le roi échange sa place avec la pièce { $partner } en { $to }.
explain-move-en-passant = Prise en passant : la pièce { $piece } en { $square } est prise.
explain-move-promotion = Promotion en { $piece }.
explain-move-royal-captured = La pièce royale { $piece } { $color ->
    [white] des Blancs
   *[black] des Noirs
} est prise.
explain-move-left-citadel = { $color ->
    [white] Le shah blanc a quitté la citadelle noire
   *[black] Le shah noir a quitté la citadelle blanche
} : on ne peut plus réclamer la nulle de la citadelle.
explain-move-several-royals = { $color ->
    [white] Les Blancs ont
   *[black] Les Noirs ont
} plusieurs pièces royales (donc pas d’échec) ; attaquées : { $pieces }.
explain-move-first-arrival = Le pion de pions atteint sa dernière rangée (première arrivée) : il attend jusqu’à être posé (P@case).
explain-move-second-arrival = Deuxième arrivée : le pion de pions va en { $square }{ $removal }.
explain-move-second-arrival-blocked = Deuxième arrivée : une pièce royale occupe { $square }, le pion de pions attend donc en { $parked } jusqu’à pouvoir y aller (P@{ $square }).
explain-move-second-arrival-plain = Deuxième arrivée.
explain-move-third-arrival = Troisième arrivée : le pion de pions devient un roi adventice.
explain-move-own-citadel = { $color ->
    [white] Le roi adventice est entré dans la citadelle des Blancs, la sienne.
   *[black] Le roi adventice est entré dans la citadelle des Noirs, la sienne.
}
explain-move-citadel-draw = { $color ->
    [white] Nulle : le shah blanc est entré dans la citadelle noire.
   *[black] Nulle : le shah noir est entré dans la citadelle blanche.
}
explain-move-citadel-claim = { $color ->
    [white] Le shah blanc est dans la citadelle noire : les Blancs peuvent réclamer la nulle à leur prochain tour.
   *[black] Le shah noir est dans la citadelle blanche : les Noirs peuvent réclamer la nulle à leur prochain tour.
}
explain-move-citadel-claim-second = { $color ->
    [white] Le shah blanc est dans la citadelle noire : les Blancs peuvent réclamer la nulle à leur prochain tour (une deuxième entrée fait nulle aussitôt).
   *[black] Le shah noir est dans la citadelle blanche : les Noirs peuvent réclamer la nulle à leur prochain tour (une deuxième entrée fait nulle aussitôt).
}

explain-status-swap-now = { $color ->
    [white] Les Blancs peuvent
   *[black] Les Noirs peuvent
} utiliser l’échange du shah maintenant (K<>case, une fois par partie).
explain-status-swap-white-only = L’échange du shah ne reste qu’aux Blancs.
explain-status-swap-black-only = L’échange du shah ne reste qu’aux Noirs.
explain-status-swap-neither = L’échange du shah ne reste à aucun camp.
explain-status-arrivals = Arrivées du pion de pions : Blancs { $white }, Noirs { $black } (la 3e donne un roi adventice).
explain-status-citadel-claim = { $color ->
    [white] Le shah blanc est dans la citadelle noire : les Blancs peuvent réclamer la nulle au lieu de jouer.
   *[black] Le shah noir est dans la citadelle blanche : les Noirs peuvent réclamer la nulle au lieu de jouer.
}

explain-piece-label = { $piece } ({ $letter })
explain-pieces-text = **Pièces de { $variant }** (lettres pour la notation ; les pions jouent sans lettre) : { $pieces }. Tapez /{ cmd-piece-name } { cmd-piece-opt-name-name }:<pièce> pour voir comment une pièce se déplace.

## Piece names: the name as a legend or a title shows it; .lower inside a sentence.
explain-piece-shah = Shah
    .lower = shah
explain-piece-king = Roi
    .lower = roi
explain-piece-general = Fers
    .lower = fers
explain-piece-vizier = Vizir
    .lower = vizir
explain-piece-giraffe = Girafe
    .lower = girafe
explain-piece-picket = Éclaireur
    .lower = éclaireur
explain-piece-knight = Cavalier
    .lower = cavalier
explain-piece-rook = Tour
    .lower = tour
explain-piece-camel = Chameau
    .lower = chameau
explain-piece-elephant = Éléphant
    .lower = éléphant
explain-piece-war-engine = Machine de guerre
    .lower = machine de guerre
explain-piece-prince = Prince
    .lower = prince
explain-piece-adventitious-king = Roi adventice
    .lower = roi adventice
explain-piece-sea-monster = Monstre marin
    .lower = monstre marin
explain-piece-lion = Lion
    .lower = lion
explain-piece-bull = Taureau
    .lower = taureau
explain-piece-revealer = Révélateur
    .lower = révélateur
explain-piece-pawn-of-kings = Pion de roi
    .lower = pion de roi
explain-piece-pawn-of-generals = Pion de fers
    .lower = pion de fers
explain-piece-pawn-of-viziers = Pion de vizir
    .lower = pion de vizir
explain-piece-pawn-of-giraffes = Pion de girafe
    .lower = pion de girafe
explain-piece-pawn-of-pickets = Pion d’éclaireur
    .lower = pion d’éclaireur
explain-piece-pawn-of-knights = Pion de cavalier
    .lower = pion de cavalier
explain-piece-pawn-of-rooks = Pion de tour
    .lower = pion de tour
explain-piece-pawn-of-camels = Pion de chameau
    .lower = pion de chameau
explain-piece-pawn-of-elephants = Pion d’éléphant
    .lower = pion d’éléphant
explain-piece-pawn-of-war-engines = Pion de machine de guerre
    .lower = pion de machine de guerre
explain-piece-pawn-of-pawns = Pion de pions
    .lower = pion de pions
explain-piece-pawn-of-lions = Pion de lion
    .lower = pion de lion
explain-piece-pawn-of-bulls = Pion de taureau
    .lower = pion de taureau
explain-piece-pawn-of-revealers = Pion de révélateur
    .lower = pion de révélateur
explain-piece-pawn-of-sea-monsters = Pion de monstre marin
    .lower = pion de monstre marin
explain-piece-pawn = Pion
    .lower = pion
explain-piece-queen = Dame
    .lower = dame
explain-piece-bishop = Fou
    .lower = fou
explain-piece-cannon = Canon
    .lower = canon
explain-piece-ship = Navire
    .lower = navire
explain-piece-griffon = Griffon
    .lower = griffon
explain-piece-squirrel = Écureuil
    .lower = écureuil
explain-piece-snake = Serpent
    .lower = serpent
explain-piece-rhinoceros = Rhinocéros
    .lower = rhinocéros
explain-piece-emir = Émir
    .lower = émir
explain-piece-crowned-rook = Tour couronnée
    .lower = tour couronnée
explain-piece-wizard = Magicien
    .lower = magicien

## Variant names and the Tamerlane arrays (/rules).
explain-variant-tamerlane = Tamerlan
explain-variant-tamerlane-feminine = Tamerlan (disposition féminine)
explain-variant-tamerlane-arabshah = Tamerlan (disposition d'Ibn Arabshah)
explain-variant-tamerlane-full = Tamerlan complet
explain-variant-herat = Hérat
explain-variant-wild-herat = Hérat sauvage
explain-variant-mirza = Mirza
explain-variant-wild-mirza = Mirza sauvage
explain-variant-babur = Babur
explain-variant-wild-babur = Babur sauvage
explain-variant-samarkand = Samarcande
explain-variant-wild-samarkand = Samarcande sauvage
explain-array-tamerlane = disposition masculine (la première de Bland)
explain-array-tamerlane-feminine = disposition féminine (la seconde de Bland)
explain-array-tamerlane-arabshah = troisième disposition d'Ibn Arabshah
explain-array-tamerlane-full = disposition du manuscrit 7322 (pièces supplémentaires)

## How a piece moves.
explain-moves-giraffe = un pas en diagonale, puis tout droit vers l'extérieur le long de la colonne ou de la rangée, en s'arrêtant au plus tôt sur la { $min ->
    [1] 1re
   *[other] { $min }e
} case après la case diagonale ; elle ne saute pas : toutes les cases avant la case d'arrivée doivent être vides
explain-moves-picket = un coup de fou d'au moins 2 cases : la première case diagonale doit être vide et n'est jamais une destination
explain-moves-shah = un pas dans l'une des 8 directions ; lui seul peut entrer dans la citadelle adverse, et une fois par partie il peut échanger sa place avec une de ses pièces (K<>case) quand il est attaqué ou n'a pas d'autre coup
explain-moves-king = un pas dans l'une des 8 directions (pièce royale ; pas de roque) ; attaqué et sans autre coup, il peut échanger sa place avec un de ses princes non attaqué (succession du roi, K<>case)
explain-moves-general = un pas en diagonale
explain-moves-vizier = un pas orthogonal
explain-moves-sea-monster = un pas orthogonal, comme le vizir
explain-moves-knight = un saut (2,1), comme le cavalier des échecs
explain-moves-rook = autant de cases que voulu le long d'une colonne ou d'une rangée
explain-moves-bishop = autant de cases que voulu en diagonale
explain-moves-queen = autant de cases que voulu le long d'une colonne, d'une rangée ou d'une diagonale
explain-moves-camel = un saut (3,1) : trois cases dans un sens et une sur le côté, en sautant
explain-moves-elephant-tamerlane = un saut d'exactement deux cases en diagonale (2,2), par-dessus la case intermédiaire
explain-moves-elephant = une ou deux cases en diagonale ; le coup de deux cases saute
explain-moves-war-engine = un saut d'exactement deux cases le long d'une colonne ou d'une rangée (2,0), par-dessus la case intermédiaire
explain-moves-prince-tamerlane = un pas dans n'importe quelle direction, comme le shah ; c'est une pièce royale
explain-moves-prince = un pas dans n'importe quelle direction (pas une pièce royale), plus un coup sans prise de deux cases droit devant par-dessus une case vide, depuis n'importe où
explain-moves-adventitious-king = un pas dans n'importe quelle direction ; c'est une pièce royale, et lui seul peut entrer dans la citadelle de son camp et en ressortir
explain-moves-lion-cazaux = un saut (3,0) : trois cases le long d'une colonne ou d'une rangée, en sautant (full-pieces=cazaux)
explain-moves-lion-forbes = comme une tour ou comme une girafe ({ $giraffe }) (full-pieces=forbes)
explain-moves-lion-modern = comme un cavalier ou une tour (full-pieces=modern)
explain-moves-bull-cazaux = un saut (3,2), en sautant (full-pieces=cazaux)
explain-moves-bull-forbes = comme un éclaireur ou comme une girafe (full-pieces=forbes)
explain-moves-bull-modern = comme un cavalier ou un fou (full-pieces=modern)
explain-moves-revealer-cazaux = un saut (3,3) : trois cases en diagonale, en sautant (full-pieces=cazaux)
explain-moves-revealer-forbes = comme un éclaireur ou une tour (full-pieces=forbes)
explain-moves-revealer-modern = comme une dame : autant de cases que voulu dans n'importe quelle direction (full-pieces=modern)
explain-moves-lion = un pas dans n'importe quelle direction, ou un saut vers n'importe quelle case située à deux cases ((2,0), (2,1), (2,2))
explain-moves-pawn = une ou deux cases droit devant vers des cases vides, depuis n'importe quelle rangée (la première doit être vide) ; il prend d'une case en diagonale vers l'avant et peut prendre en passant
explain-moves-cannon = autant de cases que voulu le long d'une colonne ou d'une rangée ; il ne prend qu'en sautant par-dessus exactement une pièce de n'importe quelle couleur, comme le canon du xiangqi
explain-moves-ship = un pas en diagonale, puis autant de cases que voulu tout droit vers le haut ou vers le bas (en s'éloignant de sa case de départ) ; il peut s'arrêter après le pas diagonal et ne saute pas
explain-moves-griffon = un pas en diagonale, puis autant de cases que voulu vers l'extérieur le long de la colonne ou de la rangée ; il peut s'arrêter après le pas diagonal et ne saute pas
explain-moves-squirrel = un saut vers n'importe quelle case située à deux cases : (2,0), (2,1) ou (2,2)
explain-moves-snake = un pas tout droit vers le haut ou vers le bas, puis autant de cases que voulu en diagonale vers l'extérieur ; il peut s'arrêter après le premier pas et ne saute pas
explain-moves-rhinoceros = un pas orthogonal, puis autant de cases que voulu en diagonale vers l'extérieur ; il peut s'arrêter après le premier pas et ne saute pas
explain-moves-emir = comme un chameau (3,1), un cavalier (2,1) ou un fers (un pas en diagonale)
explain-moves-crowned-rook = comme une tour, ou un pas dans n'importe quelle direction
explain-moves-wizard = comme un fers (un pas en diagonale) ou un chameau (3,1)
explain-moves-tamerlane-pawn = un pas en avant vers une case vide ; il prend d'un pas en diagonale vers l'avant (pas de double pas, pas de prise en passant)
explain-moves-other = comme le montre le diagramme

## What a piece promotes to and from.
explain-promotion-pawn-of-pawns = Sur sa dernière rangée, il est mis en attente (1re arrivée ; posé ensuite avec P@case là où il fait une fourchette ou attaque une pièce qui ne peut pas bouger), envoyé sur la case de son pion de roi (2e arrivée), ou devient un roi adventice (3e arrivée).
explain-promotion-forced = Sur sa dernière rangée, il est promu en { $piece }.
explain-promotion-optional = Un coup qui l'amène sur sa dernière rangée peut le promouvoir en { $piece } ou le laisser tel quel.
explain-promotion-to-adventitious-king = Le pion de pions (PP) en devient un à sa troisième arrivée sur sa dernière rangée.
explain-promotion-from-first = { $piece } ({ $letter })
explain-promotion-from-next = { $piece } ({ $letter })
explain-promotion-from-forced = Promotion en cette pièce sur la dernière rangée : { $pieces }.
explain-promotion-from-optional = Promotion facultative en cette pièce sur la dernière rangée : { $pieces }.
explain-promotion-from-both = Promotion en cette pièce sur la dernière rangée : { $forced } ; facultative : { $optional }.

## /piece.
explain-piece-text = { $label } — { $variant } : { $moves }. { $promotion }
explain-piece-diagram-key = Sur le diagramme, les points verts sont les cases qu'elle peut atteindre depuis sa case ; les losanges gris sont les cases qu'elle doit franchir, qui doivent être vides.

## /rules.
explain-rules-title-tamerlane = { $variant } (`{ $id }`) : échiquier 11×10 avec deux citadelles (x1, celle des Blancs, à côté de k2 ; x2, celle des Noirs, à côté de a9) ; { $array }.
explain-rules-title-timurid = { $variant } (`{ $id }`) : échiquier timouride 12×12 ; pièce centrale : { $central } (g2, g11), pièces latérales : { $side } (d2, i2 / d11, i11).
explain-rules-options = **Options** (choisies dans /{ cmd-challenge-name })
explain-rules-option-default = • { $option } : { $meaning } (par défaut)
explain-rules-option-chosen = • { $option } : { $meaning } (choisie)
explain-rules-special = **Règles particulières**
explain-rules-citadels = • Citadelles : seul un shah entre dans la citadelle adverse, seul un roi adventice dans la sienne ; l'occupant d'une citadelle ne peut pas être pris ; { $citadel ->
    [immediate] entrer dans la citadelle adverse fait nulle aussitôt
    [claim] un shah dans la citadelle adverse permet à son camp de réclamer la nulle (/{ cmd-claim-name })
   *[second-entry] une première entrée permet de réclamer la nulle (/{ cmd-claim-name }), une seconde fait nulle aussitôt
}.
explain-rules-promotion-tamerlane = • Promotion : un pion sur sa dernière rangée devient sa pièce ; le pion de roi devient un prince.
explain-rules-pawn-of-pawns = • Pion de pions : la 1re arrivée le met en attente jusqu'à ce qu'il soit posé (P@e6) là où il { $placement ->
    [loose] attaque une pièce adverse
   *[strict] fait une fourchette sur deux pièces ou attaque une pièce qui ne peut pas bouger
} ; la 2e arrivée l'envoie sur la case de son pion de roi ({ $white }/{ $black }) ; la 3e en fait un roi adventice.
explain-rules-swap = • Échange du shah : une fois par partie, K<>d3 échange le shah avec une de ses pièces quand le shah est attaqué{ $swap ->
    [check-only] {""}
   *[any] {" "}ou qu'il n'y a aucun autre coup
}.
explain-rules-royals = • Pièces royales : shah, prince, roi adventice. Quand un camp en a deux ou plus, aucune n'est soumise à l'échec et chacune peut être prise ; la dernière doit être mise mat.
explain-rules-stalemate-loses = • Le pat perd. { $bare } { $draws }
explain-rules-bare-loses = Un camp dépouillé perd (bare-king=loses).
explain-rules-bare-survives = Un shah dépouillé ne perd pas.
explain-rules-draws-none = Pas de nulle par répétition ni par nombre de coups.
explain-rules-draws-repetition = La triple répétition fait nulle.
explain-rules-draws-move-rule = La règle des { $moves } coups fait nulle.
explain-rules-draws-both = La triple répétition et la règle des { $moves } coups font nulle.
explain-rules-full-extra = • Pièces supplémentaires : le monstre marin (S) se déplace comme le vizir ; le lion (L), le taureau (B) et le révélateur (Y) selon full-pieces. /{ cmd-piece-name } les montre toutes.
explain-rules-pawns-timurid = • Les pions avancent d'une ou deux cases depuis n'importe quelle rangée et prennent en diagonale vers l'avant. En passant : après un double pas d'un pion ou d'un prince, un pion adverse qui attaque la case franchie peut le prendre au coup suivant.
explain-rules-promotes-to = { $from } → { $to }
explain-rules-promotion-timurid = • Promotion sur la dernière rangée : { $forced } (obligatoire) ; le prince peut devenir une dame ou rester prince.
explain-rules-succession = • Succession du roi : un roi attaqué sans autre coup légal peut échanger sa place avec un de ses princes non attaqué (K<>e2), une fois par prince.
explain-rules-stalemate-draws = • Le pat fait nulle. { $repetition ->
    [3] La troisième occurrence d'une position fait nulle.
   *[off] Pas de nulle par répétition.
} Pas de roque.
explain-rules-pieces = **Pièces de { $variant }**
explain-rules-piece = • { $piece } ({ $letter }, { $place ->
    [central] centrale
    [side] latérale
   *[promotion] par promotion
}) : { $moves }.
explain-rules-also-timurid = Aussi : prince (I) pas de roi + coup de 2 cases en avant ; éléphant (E) 1 à 2 cases en diagonale ; chameau (J) (3,1) ; canon (Z) comme au xiangqi. /{ cmd-piece-name } montre chaque pièce.

## The rule options' values in /rules.
explain-option-giraffe-min-2 = la girafe atterrit au plus tôt sur la 2e case après son pas diagonal
explain-option-giraffe-min-3 = la girafe atterrit au plus tôt sur la 3e case après son pas diagonal
explain-option-citadel-immediate = un shah qui entre dans la citadelle adverse fait nulle aussitôt
explain-option-citadel-claim = tant que son shah se tient dans la citadelle adverse, son camp peut réclamer la nulle à son tour
explain-option-citadel-second-entry = la première entrée permet de réclamer la nulle, la seconde fait nulle aussitôt
explain-option-bare-king-survives = un shah dépouillé ne perd pas
explain-option-bare-king-loses = un camp réduit à ses pièces royales perd, sauf s'il dépouille aussitôt l'adversaire
explain-option-repetition-off = pas de nulle par répétition
explain-option-repetition-3 = la troisième occurrence d'une position fait nulle
explain-option-move-rule-n = { $halfmoves } demi-coups sans prise, retrait ni coup de pion font nulle
explain-option-move-rule-unset = non fixée : pas de nulle par nombre de coups
explain-option-symmetry-rotate = la disposition des Noirs est celle des Blancs tournée de 180°
explain-option-symmetry-mirror = la disposition des Noirs est celle des Blancs en miroir
explain-option-pop-placement-strict = un pion de pions posé doit faire une fourchette sur deux pièces adverses ou attaquer une pièce qui ne peut pas bouger
explain-option-pop-placement-loose = un pion de pions posé doit attaquer au moins une pièce adverse
explain-option-swap-any = le shah peut échanger sa place quand il est attaqué ou qu'il n'y a aucun autre coup
explain-option-swap-check-only = le shah ne peut échanger sa place que s'il est attaqué
explain-option-full-pieces-cazaux = lion (3,0), taureau (3,2), révélateur (3,3) : des sauteurs
explain-option-full-pieces-forbes = lion tour+girafe, taureau éclaireur+girafe, révélateur éclaireur+tour
explain-option-full-pieces-modern = lion cavalier+tour, taureau cavalier+fou, révélateur dame

## Move suggestions.
explain-suggest-label = { $san } · { $notes }
explain-suggest-takes = prend { $piece }
explain-suggest-becomes = devient { $piece }
explain-suggest-citadel = citadelle
explain-suggest-en-passant = en passant
explain-suggest-placement = pose
explain-suggest-removes = retire { $piece }
explain-suggest-swap = échange avec { $piece }
