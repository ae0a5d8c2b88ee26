# learn texts (fr). Leçons (issue 34) : /learn sur Discord et `learn` en mode local.

## Le texte d'une leçon.
learn-piece-intro = La pièce { $piece } se déplace ainsi : { $moves }.
learn-in-variant = { $variant } : { $text }
learn-heading = { $title } · leçon { $lesson } sur { $lessons } · exercice { $task } sur { $tasks }
learn-task = Exercice : { $goal }

## Les leçons des règles : titre et introduction.
learn-pawns-title = Les pions et la promotion
learn-pawns-intro = Chaque pion du Tamerlan appartient à une pièce et en porte le nom : le pion de tours, de cavaliers, de girafes… Il avance d’une case tout droit, prend d’une case en diagonale vers l’avant et, sur sa dernière rangée, devient sa pièce. Pas de double pas, pas de prise en passant.
learn-prince-title = Le prince et les pièces royales
learn-prince-intro = Le pion de roi devient un prince sur sa dernière rangée. Le prince se déplace comme le shah et il est royal lui aussi. Un camp qui a deux pièces royales ou plus n’est pas tenu par l’échec : son shah peut rester attaqué, et seule la dernière pièce royale doit être matée.
learn-mate-title = Échec et mat
learn-mate-intro = Un camp est en échec quand sa seule pièce royale, le shah, est attaquée ; il doit parer l’échec aussitôt. En échec sans aucun coup légal, c’est l’échec et mat : la partie est perdue.
learn-citadel-title = Les citadelles
learn-citadel-intro = À côté de l’échiquier se trouvent deux citadelles : x1, celle des Blancs, à côté de k2, et x2, celle des Noirs, à côté de a9. Seul un shah peut entrer dans la citadelle adverse, et par défaut la partie est alors nulle sur-le-champ. Une pièce dans une citadelle ne peut pas être prise.
learn-swap-title = L’échange du shah
learn-swap-intro = Une fois par partie, un shah sur l’échiquier peut échanger sa case avec n’importe laquelle de ses pièces, noté K<>case : quand il est attaqué, ou quand son camp n’a aucun autre coup légal. Après l’échange, le shah ne doit pas être attaqué.
learn-pop-title = Pion de pions : l’arrêt et le placement
learn-pop-intro = Le pion de pions (PP) compte ses arrivées sur sa dernière rangée. La première fois, il s’y arrête, immobilisé : il ne peut ni bouger ni être pris. À un tour suivant, son camp peut le placer (P@case) là où, comme pion, il attaque au moins deux pièces adverses, ou une pièce qui n’a alors plus aucun coup légal.
learn-pop-later-title = Pion de pions : deuxième et troisième arrivée
learn-pop-later-intro = À sa deuxième arrivée, le pion de pions file aussitôt sur la case de départ du pion de roi de son camp (f3 pour les Blancs ici). À sa troisième arrivée, il devient un roi adventice : une pièce royale qui peut aussi entrer dans la citadelle de son propre camp.
learn-stalemate-title = Le pat gagne
learn-stalemate-intro = Au Tamerlan, un camp qui n’a aucun coup légal perd, qu’il soit en échec (mat) ou non (pat). Laisser l’adversaire sans coup est donc une victoire, pas une nulle.
learn-bare-title = Le roi dépouillé
learn-bare-intro = Avec l’option bare-king=loses, choisie au moment du défi, un camp à qui il ne reste que des pièces royales perd, sauf si son coup suivant dépouille aussi l’autre camp. Par défaut, un shah dépouillé ne perd pas.
learn-succession-title = La succession du roi
learn-succession-intro = Un roi timouride attaqué qui n’a aucun autre coup légal peut échanger sa case avec un de ses princes non attaqué (K<>case), une fois par prince.

## Ce que demande un exercice.
learn-goal-take = prenez une pièce adverse avec votre { $piece }.
learn-goal-capture = prenez la pièce en { $square } avec votre { $piece }.
learn-goal-reach = amenez votre { $piece } en { $square }.
learn-goal-promote = promouvez une pièce en { $piece }.
learn-goal-mate = mat en un coup : trouvez le coup qui mate.
learn-goal-stalemate = gagnez par le pat : laissez l’adversaire sans coup légal, sans le mettre en échec.
learn-goal-bare = dépouillez l’adversaire : prenez la dernière pièce qui lui reste en dehors de ses pièces royales.
learn-goal-citadel = sauvez la partie : entrez avec votre shah dans la citadelle adverse.
learn-goal-swap = votre roi est attaqué et ne peut pas s’écarter : sauvez-le en l’échangeant avec une de vos pièces (K<>case).
learn-goal-place = placez votre pion de pions immobilisé (P@case) là où il attaque deux pièces adverses.
learn-goal-en-passant = prenez en passant le pion qui vient de faire un double pas.

## Pourquoi un coup légal ne remplit pas l'exercice.
learn-wrong-take = { $move } est un coup légal, mais il ne prend rien avec votre { $piece }.
learn-wrong-capture = { $move } est un coup légal, mais il ne prend pas la pièce en { $square } avec votre { $piece }.
learn-wrong-reach = { $move } est un coup légal, mais il n’amène pas votre { $piece } en { $square }.
learn-wrong-promote = { $move } est un coup légal, mais il ne promeut rien en { $piece }.
learn-wrong-no-check = { $move } est un coup légal, mais il ne donne pas échec.
learn-wrong-escape = { $move } donne échec, mais l’adversaire s’en sort avec { $reply }.
learn-wrong-stalemate-check = { $move } donne échec ; un pat laisse l’adversaire sans coup alors qu’il n’est pas en échec.
learn-wrong-stalemate = { $move } est un coup légal, mais l’adversaire peut encore jouer, par exemple { $reply }.
learn-wrong-bare = { $move } est un coup légal, mais l’adversaire garde une pièce en plus de ses pièces royales.
learn-wrong-citadel = { $move } est un coup légal, mais votre shah n’entre pas dans la citadelle adverse.
learn-wrong-swap = { $move } est un coup légal, mais ce n’est pas l’échange de votre roi.
learn-wrong-place = { $move } est un coup légal, mais ce n’est pas un placement du pion de pions.
learn-wrong-en-passant = { $move } est un coup légal, mais ce n’est pas la prise en passant.

## Réponses et progression.
learn-right = Exact : { $move }.
learn-lesson-done = Leçon terminée : { $title } ✓
learn-all-done = Vous avez terminé toutes les leçons. Bravo ! Ouvrez n’importe quelle leçon pour la refaire.
learn-list-heading = Leçons ({ $done } sur { $count } terminées) :
learn-list-tamerlane = Tamerlan :
learn-list-timurid = Timouride (12×12) :
learn-list-done = ✓ { $number }. { $title }
learn-list-begun = · { $number }. { $title } ({ $solved }/{ $tasks })
learn-list-todo = · { $number }. { $title }
learn-continue = Reprendre avec : { $title }, exercice { $task } sur { $tasks }.
learn-unknown = Il n’y a pas de leçon « { $value } » ; la liste les montre toutes.

## L'image de l'échiquier : légende et description.
learn-caption = Leçon : { $title } · exercice { $task } sur { $tasks }
learn-alt = Échiquier de la leçon « { $title } », exercice { $task } sur { $tasks }, { $color ->
    [white] les Blancs
   *[black] les Noirs
} au trait. Blancs : { $white }. Noirs : { $black }.
learn-alt-piece = { $piece } { $square }
learn-alt-marked = { " " }Cases marquées : { $squares }.

## Discord : boutons et menus de /learn.
learn-button-next = Suivant
learn-button-lessons = Leçons
learn-button-continue = Reprendre
learn-open-lesson = Ouvrir une leçon
learn-open-lesson-part = Ouvrir une leçon ({ $part }/{ $parts })

## Mode local : l'invite pendant les leçons.
learn-local-hint = Tapez un coup pour répondre (p. ex. Gc3xg4), 'next' pour passer cet exercice, 'lessons' pour la liste, 'learn <leçon>' pour en ouvrir une autre, 'back' pour revenir à votre partie.
learn-local-back = Retour à votre partie.
