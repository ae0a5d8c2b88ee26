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
explain-refusal-cannot-reach = un { $piece } en { $from } ne peut pas aller en { $to }
explain-refusal-no-piece-reaches = aucun de vos { $piece } ne peut aller en { $to }
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
explain-pieces-text = **Pièces de { $variant }** (lettres pour la notation ; les pions jouent sans lettre) : { $pieces }. Tapez /piece name:<pièce> pour voir comment une pièce se déplace.

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
