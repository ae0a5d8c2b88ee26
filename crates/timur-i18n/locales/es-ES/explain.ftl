# explain texts (es-ES). The English catalog (en-US) is the source; every id here exists there.

explain-list-separator = {", "}
explain-list-and = { $init } y { $last }
explain-list-or = { $init } o { $last }
explain-sentence-gap = {" "}

explain-refusal-empty-square = no hay ninguna pieza en { $square }
explain-refusal-not-yours = la pieza { $piece } de { $square } no es tuya
explain-refusal-wrong-piece = la pieza de { $square } es { $piece }, no una pieza con la letra { $letters }
explain-refusal-no-such-piece = no tienes ninguna pieza con la letra { $letters }
explain-refusal-parked = tu peón de peones de { $square } está aparcado; solo puede colocarse (P@casilla)
explain-refusal-own-piece = en { $square } hay una pieza tuya
explain-refusal-nothing-to-capture = no hay nada que capturar en { $square }
explain-refusal-cannot-reach = la pieza { $piece } de { $from } no puede ir a { $to }
explain-refusal-no-piece-reaches = ninguna de tus piezas de tipo { $piece } puede ir a { $to }
explain-refusal-no-pawn-reaches = ningún peón tuyo puede ir a { $to } (para otra pieza indica su letra o su casilla, como Nc3 o b1-c3)
explain-refusal-say-promotion = indica si la pieza corona: añade =Q para coronar, o nada para quedarse
explain-refusal-wrong-promotion = esta jugada no corona en { $letters }
explain-refusal-royal-attacked = tu pieza real quedaría atacada
explain-refusal-nothing-to-place = no tienes ningún peón de peones aparcado que colocar
explain-refusal-placement-last-rank = el peón de peones no puede colocarse en { $square }, en su propia última fila
explain-refusal-placement-occupied = la pieza { $piece } de { $square } no puede retirarse con una colocación (las piezas reales y los peones de peones aparcados se quedan)
explain-refusal-placement-strict = en { $square } el peón de peones no haría una horquilla a dos piezas enemigas ni atacaría a una que no puede moverse
explain-refusal-placement-loose = en { $square } el peón de peones no atacaría ninguna pieza enemiga
explain-refusal-relocation = tras su segunda llegada el peón de peones solo puede ir a { $square }
explain-refusal-no-swap = el intercambio de tu sha no está disponible (una vez por partida, desde el tablero principal)
explain-refusal-succession-not-now = el rey solo puede ceder el trono a un príncipe cuando está atacado y no tiene otra jugada
explain-refusal-swap-check-only = el sha solo puede intercambiarse cuando está atacado (swap=check-only)
explain-refusal-swap-not-now = el sha solo puede intercambiarse cuando está atacado o no hay otra jugada
explain-refusal-swap-partner = la pieza de { $square } no puede ocupar el lugar de tu pieza real
explain-refusal-no-citadel = ninguno de tus reyes puede entrar ahora en una ciudadela

explain-error-empty = Escribe una jugada, por ejemplo e3-e4, Nb2-c3, P@e6, K<>d3 o citadel.
explain-error-game-over = La partida ha terminado; ya no se pueden hacer jugadas.
explain-error-unparseable = No he podido leer «{ $input }» como una jugada. Las jugadas se escriben así: e3-e4, Nb2-c3, Nc3, P@e6, K<>d3 o citadel.
explain-error-illegal = «{ $input }» no es una jugada legal: { $reason }{ $note }.{ $closest }
explain-error-in-check = {" "}(estás en jaque)
explain-error-closest = {" "}Jugadas legales más parecidas: { $moves }.
explain-error-ambiguous = «{ $input }» puede ser { $candidates }. Indica cuál.

explain-the-piece-on = { $piece } en { $square }
explain-removing = {" "}(retirando la pieza { $piece } { $color ->
    [white] blanca
   *[black] negra
} que había allí)
explain-removing-after = , retirando la pieza { $piece } { $color ->
    [white] blanca
   *[black] negra
} que había allí
explain-move-relocated = Segunda llegada: el peón de peones va de { $from } a { $to }{ $removal }.
explain-move-placed = Peón de peones colocado en { $square }{ $removal }.
explain-move-placed-fork = Peón de peones colocado en { $square }{ $removal }, con horquilla a { $pieces }.
explain-move-placed-attack = Peón de peones colocado en { $square }{ $removal }, atacando a { $target }.
explain-move-placed-attack-stuck = Peón de peones colocado en { $square }{ $removal }, atacando a { $target }, que no tiene jugada legal.
explain-move-shah-swap = El sha se intercambia con la pieza { $partner } de { $to } (el sha va a { $to }, { $partner } a { $from }; el intercambio de { $color ->
    [white] las blancas
   *[black] las negras
} ya está usado).
explain-move-succession = Sucesión del rey: el rey se intercambia con la pieza { $partner } de { $to }.
explain-move-en-passant = Al paso: se captura la pieza { $piece } de { $square }.
explain-move-promotion = Coronación en { $piece }.
explain-move-royal-captured = Se captura la pieza real { $piece } de { $color ->
    [white] las blancas
   *[black] las negras
}.
explain-move-left-citadel = { $color ->
    [white] El sha blanco ha salido de la ciudadela negra
   *[black] El sha negro ha salido de la ciudadela blanca
}: ya no se puede reclamar tablas por la ciudadela.
explain-move-several-royals = { $color ->
    [white] Las blancas tienen
   *[black] Las negras tienen
} varias piezas reales (así que no hay jaque); atacadas: { $pieces }.
explain-move-first-arrival = El peón de peones llega a su última fila (primera llegada): queda aparcado hasta que se coloque (P@casilla).
explain-move-second-arrival = Segunda llegada: el peón de peones va a { $square }{ $removal }.
explain-move-second-arrival-blocked = Segunda llegada: hay una pieza real en { $square }, así que el peón de peones sigue aparcado en { $parked } hasta que pueda ir allí (P@{ $square }).
explain-move-second-arrival-plain = Segunda llegada.
explain-move-third-arrival = Tercera llegada: el peón de peones se convierte en rey adventicio.
explain-move-own-citadel = { $color ->
    [white] El rey adventicio ha entrado en la ciudadela propia de las blancas.
   *[black] El rey adventicio ha entrado en la ciudadela propia de las negras.
}
explain-move-citadel-draw = { $color ->
    [white] Tablas: el sha blanco ha entrado en la ciudadela negra.
   *[black] Tablas: el sha negro ha entrado en la ciudadela blanca.
}
explain-move-citadel-claim = { $color ->
    [white] El sha blanco está en la ciudadela negra: las blancas pueden reclamar tablas en su próximo turno.
   *[black] El sha negro está en la ciudadela blanca: las negras pueden reclamar tablas en su próximo turno.
}
explain-move-citadel-claim-second = { $color ->
    [white] El sha blanco está en la ciudadela negra: las blancas pueden reclamar tablas en su próximo turno (una segunda entrada es tablas al instante).
   *[black] El sha negro está en la ciudadela blanca: las negras pueden reclamar tablas en su próximo turno (una segunda entrada es tablas al instante).
}

explain-status-swap-now = { $color ->
    [white] Las blancas pueden
   *[black] Las negras pueden
} usar ahora el intercambio del sha (K<>casilla, una vez por partida).
explain-status-swap-white-only = El intercambio del sha solo les queda a las blancas.
explain-status-swap-black-only = El intercambio del sha solo les queda a las negras.
explain-status-swap-neither = El intercambio del sha no le queda a ningún bando.
explain-status-arrivals = Llegadas del peón de peones: blancas { $white }, negras { $black } (la 3.ª da un rey adventicio).
explain-status-citadel-claim = { $color ->
    [white] El sha blanco está en la ciudadela negra: las blancas pueden reclamar tablas en lugar de jugar.
   *[black] El sha negro está en la ciudadela blanca: las negras pueden reclamar tablas en lugar de jugar.
}

explain-piece-label = { $piece } ({ $letter })
explain-pieces-text = **Piezas de { $variant }** (letras para la notación; los peones juegan sin letra): { $pieces }. Escribe /{ cmd-piece-name } { cmd-piece-opt-name-name }:<pieza> para ver cómo se mueve una.

## Piece names: the name as a legend or a title shows it; .lower inside a sentence.
explain-piece-shah = Sha
    .lower = sha
explain-piece-king = Rey
    .lower = rey
explain-piece-general = Alferza
    .lower = alferza
explain-piece-vizier = Visir
    .lower = visir
explain-piece-giraffe = Jirafa
    .lower = jirafa
explain-piece-picket = Atalaya
    .lower = atalaya
explain-piece-knight = Caballo
    .lower = caballo
explain-piece-rook = Torre
    .lower = torre
explain-piece-camel = Camello
    .lower = camello
explain-piece-elephant = Elefante
    .lower = elefante
explain-piece-war-engine = Máquina de guerra
    .lower = máquina de guerra
explain-piece-prince = Príncipe
    .lower = príncipe
explain-piece-adventitious-king = Rey adventicio
    .lower = rey adventicio
explain-piece-sea-monster = Monstruo marino
    .lower = monstruo marino
explain-piece-lion = León
    .lower = león
explain-piece-bull = Toro
    .lower = toro
explain-piece-revealer = Revelador
    .lower = revelador
explain-piece-pawn-of-kings = Peón de rey
    .lower = peón de rey
explain-piece-pawn-of-generals = Peón de alferza
    .lower = peón de alferza
explain-piece-pawn-of-viziers = Peón de visir
    .lower = peón de visir
explain-piece-pawn-of-giraffes = Peón de jirafa
    .lower = peón de jirafa
explain-piece-pawn-of-pickets = Peón de atalaya
    .lower = peón de atalaya
explain-piece-pawn-of-knights = Peón de caballo
    .lower = peón de caballo
explain-piece-pawn-of-rooks = Peón de torre
    .lower = peón de torre
explain-piece-pawn-of-camels = Peón de camello
    .lower = peón de camello
explain-piece-pawn-of-elephants = Peón de elefante
    .lower = peón de elefante
explain-piece-pawn-of-war-engines = Peón de máquina de guerra
    .lower = peón de máquina de guerra
explain-piece-pawn-of-pawns = Peón de peones
    .lower = peón de peones
explain-piece-pawn-of-lions = Peón de león
    .lower = peón de león
explain-piece-pawn-of-bulls = Peón de toro
    .lower = peón de toro
explain-piece-pawn-of-revealers = Peón de revelador
    .lower = peón de revelador
explain-piece-pawn-of-sea-monsters = Peón de monstruo marino
    .lower = peón de monstruo marino
explain-piece-pawn = Peón
    .lower = peón
explain-piece-queen = Dama
    .lower = dama
explain-piece-bishop = Alfil
    .lower = alfil
explain-piece-cannon = Cañón
    .lower = cañón
explain-piece-ship = Barco
    .lower = barco
explain-piece-griffon = Grifo
    .lower = grifo
explain-piece-squirrel = Ardilla
    .lower = ardilla
explain-piece-snake = Serpiente
    .lower = serpiente
explain-piece-rhinoceros = Rinoceronte
    .lower = rinoceronte
explain-piece-emir = Emir
    .lower = emir
explain-piece-crowned-rook = Torre coronada
    .lower = torre coronada
explain-piece-wizard = Mago
    .lower = mago

## Variant names and the Tamerlane arrays (/rules).
explain-variant-tamerlane = Tamerlán
explain-variant-tamerlane-feminine = Tamerlán (disposición femenina)
explain-variant-tamerlane-arabshah = Tamerlán (disposición de Ibn Arabshah)
explain-variant-tamerlane-full = Tamerlán completo
explain-variant-herat = Herat
explain-variant-wild-herat = Herat salvaje
explain-variant-mirza = Mirza
explain-variant-wild-mirza = Mirza salvaje
explain-variant-babur = Babur
explain-variant-wild-babur = Babur salvaje
explain-variant-samarkand = Samarcanda
explain-variant-wild-samarkand = Samarcanda salvaje
explain-array-tamerlane = disposición masculina (la primera de Bland)
explain-array-tamerlane-feminine = disposición femenina (la segunda de Bland)
explain-array-tamerlane-arabshah = tercera disposición de Ibn Arabshah
explain-array-tamerlane-full = disposición del manuscrito 7322 (piezas adicionales)

## How a piece moves.
explain-moves-giraffe = un paso en diagonal y luego en línea recta hacia fuera por la columna o la fila, cayendo como pronto en la { $min }.ª casilla tras la diagonal; no salta: todas las casillas antes de la de llegada deben estar vacías
explain-moves-picket = un movimiento de alfil de al menos 2 casillas: la primera casilla diagonal debe estar vacía y nunca es destino
explain-moves-shah = un paso en cualquiera de las 8 direcciones; solo él puede entrar en la ciudadela rival, y una vez por partida puede intercambiar su lugar con una pieza propia (K<>casilla) cuando está atacado o no tiene otra jugada
explain-moves-king = un paso en cualquiera de las 8 direcciones (pieza real; sin enroque); atacado y sin otra jugada, puede intercambiarse con un príncipe propio no atacado (sucesión del rey, K<>casilla)
explain-moves-general = un paso en diagonal
explain-moves-vizier = un paso ortogonal
explain-moves-sea-monster = un paso ortogonal, como el visir
explain-moves-knight = un salto (2,1), como el caballo del ajedrez
explain-moves-rook = cualquier número de casillas por una columna o una fila
explain-moves-bishop = cualquier número de casillas en diagonal
explain-moves-queen = cualquier número de casillas por una columna, una fila o una diagonal
explain-moves-camel = un salto (3,1): tres casillas en un sentido y una hacia el lado, saltando
explain-moves-elephant-tamerlane = un salto de exactamente dos casillas en diagonal (2,2), por encima de la casilla intermedia
explain-moves-elephant = una o dos casillas en diagonal; el movimiento de dos casillas salta
explain-moves-war-engine = un salto de exactamente dos casillas por una columna o una fila (2,0), por encima de la casilla intermedia
explain-moves-prince-tamerlane = un paso en cualquier dirección, como el sha; es una pieza real
explain-moves-prince = un paso en cualquier dirección (no es pieza real), más un movimiento sin captura de dos casillas recto hacia delante por encima de una casilla vacía, desde cualquier lugar
explain-moves-adventitious-king = un paso en cualquier dirección; es una pieza real, y solo él puede entrar en la ciudadela de su propio bando y volver a salir
explain-moves-lion-cazaux = un salto (3,0): tres casillas por una columna o una fila, saltando (full-pieces=cazaux)
explain-moves-lion-forbes = como una torre o como una jirafa ({ $giraffe }) (full-pieces=forbes)
explain-moves-lion-modern = como un caballo o una torre (full-pieces=modern)
explain-moves-bull-cazaux = un salto (3,2), saltando (full-pieces=cazaux)
explain-moves-bull-forbes = como una atalaya o como una jirafa (full-pieces=forbes)
explain-moves-bull-modern = como un caballo o un alfil (full-pieces=modern)
explain-moves-revealer-cazaux = un salto (3,3): tres casillas en diagonal, saltando (full-pieces=cazaux)
explain-moves-revealer-forbes = como una atalaya o una torre (full-pieces=forbes)
explain-moves-revealer-modern = como una dama: cualquier número de casillas en cualquier dirección (full-pieces=modern)
explain-moves-lion = un paso en cualquier dirección, o un salto a cualquier casilla a dos de distancia ((2,0), (2,1), (2,2))
explain-moves-pawn = una o dos casillas recto hacia delante a casillas vacías desde cualquier fila (la primera debe estar vacía); captura una casilla en diagonal hacia delante y puede capturar al paso
explain-moves-cannon = cualquier número de casillas por una columna o una fila; solo captura saltando exactamente una pieza de cualquier color, como el cañón del xiangqi
explain-moves-ship = un paso en diagonal y luego cualquier número de casillas recto hacia arriba o hacia abajo (alejándose de su origen); puede detenerse tras el paso diagonal y no salta
explain-moves-griffon = un paso en diagonal y luego cualquier número de casillas hacia fuera por la columna o la fila; puede detenerse tras el paso diagonal y no salta
explain-moves-squirrel = un salto a cualquier casilla a dos de distancia: (2,0), (2,1) o (2,2)
explain-moves-snake = un paso recto hacia arriba o hacia abajo y luego cualquier número de casillas en diagonal hacia fuera; puede detenerse tras el primer paso y no salta
explain-moves-rhinoceros = un paso ortogonal y luego cualquier número de casillas en diagonal hacia fuera; puede detenerse tras el primer paso y no salta
explain-moves-emir = como un camello (3,1), un caballo (2,1) o una alferza (un paso en diagonal)
explain-moves-crowned-rook = como una torre, o un paso en cualquier dirección
explain-moves-wizard = como una alferza (un paso en diagonal) o un camello (3,1)
explain-moves-tamerlane-pawn = un paso hacia delante a una casilla vacía; captura un paso en diagonal hacia delante (sin paso doble ni captura al paso)
explain-moves-other = como muestra el diagrama

## What a piece promotes to and from.
explain-promotion-pawn-of-pawns = En su última fila queda aparcado (1.ª llegada; después se coloca con P@casilla donde haga una horquilla o ataque a una pieza que no puede moverse), se envía a la casilla de su peón de rey (2.ª llegada) o se convierte en rey adventicio (3.ª llegada).
explain-promotion-forced = En su última fila corona en { $piece }.
explain-promotion-optional = Una jugada que lo lleve a su última fila puede coronarlo en { $piece } o dejarlo como está.
explain-promotion-to-adventitious-king = El peón de peones (PP) se convierte en él en su tercera llegada a su última fila.
explain-promotion-from-first = { $piece } ({ $letter })
explain-promotion-from-next = { $piece } ({ $letter })
explain-promotion-from-forced = Coronan en esta pieza en la última fila: { $pieces }.
explain-promotion-from-optional = Pueden coronar en esta pieza en la última fila: { $pieces }.
explain-promotion-from-both = Coronan en esta pieza en la última fila: { $forced }; pueden hacerlo: { $optional }.

## /piece.
explain-piece-text = { $label } en { $variant }: { $moves }. { $promotion }
explain-piece-diagram-key = En el diagrama, los puntos verdes son las casillas que puede alcanzar desde su casilla; los rombos grises son casillas por las que debe pasar, que deben estar vacías.

## /rules.
explain-rules-title-tamerlane = { $variant } (`{ $id }`): tablero de 11×10 con dos ciudadelas (x1, la de las blancas, junto a k2; x2, la de las negras, junto a a9); { $array }.
explain-rules-title-timurid = { $variant } (`{ $id }`): tablero timúrida de 12×12; pieza central: { $central } (g2, g11); piezas laterales: { $side } (d2, i2 / d11, i11).
explain-rules-options = **Opciones** (se eligen en /{ cmd-challenge-name })
explain-rules-option-default = • { $option }: { $meaning } (por defecto)
explain-rules-option-chosen = • { $option }: { $meaning } (elegida)
explain-rules-special = **Reglas especiales**
explain-rules-citadels = • Ciudadelas: solo un sha entra en la ciudadela rival, y solo un rey adventicio en la propia; el ocupante de una ciudadela no puede ser capturado; { $citadel ->
    [immediate] entrar en la ciudadela rival da tablas de inmediato
    [claim] un sha en la ciudadela rival permite a su bando reclamar tablas (/{ cmd-claim-name })
   *[second-entry] una primera entrada permite reclamar tablas (/{ cmd-claim-name }), una segunda da tablas de inmediato
}.
explain-rules-promotion-tamerlane = • Coronación: un peón en su última fila se convierte en su pieza; el peón de rey se convierte en príncipe.
explain-rules-pawn-of-pawns = • Peón de peones: la 1.ª llegada lo deja aparcado hasta que se coloca (P@e6) donde { $placement ->
    [loose] ataque a una pieza enemiga
   *[strict] haga una horquilla a dos piezas o ataque a una que no puede moverse
}; la 2.ª llegada lo envía a la casilla de su peón de rey ({ $white }/{ $black }); la 3.ª lo convierte en rey adventicio.
explain-rules-swap = • Intercambio del sha: una vez por partida, K<>d3 intercambia el sha con una pieza propia cuando el sha está atacado{ $swap ->
    [check-only] {""}
   *[any] {" "}o no hay otra jugada
}.
explain-rules-royals = • Piezas reales: sha, príncipe, rey adventicio. Con dos o más, ninguna está sujeta al jaque y cualquiera puede ser capturada; a la última hay que darle mate.
explain-rules-stalemate-loses = • El ahogado pierde. { $bare } { $draws }
explain-rules-bare-loses = Un bando despojado pierde (bare-king=loses).
explain-rules-bare-survives = Un sha despojado no pierde.
explain-rules-draws-none = No hay tablas por repetición ni por número de jugadas.
explain-rules-draws-repetition = La triple repetición da tablas.
explain-rules-draws-move-rule = La regla de las { $moves } jugadas da tablas.
explain-rules-draws-both = La triple repetición y la regla de las { $moves } jugadas dan tablas.
explain-rules-full-extra = • Piezas adicionales: el monstruo marino (S) mueve como el visir; el león (L), el toro (B) y el revelador (Y), según full-pieces. /{ cmd-piece-name } muestra cada una.
explain-rules-pawns-timurid = • Los peones avanzan una o dos casillas desde cualquier fila y capturan en diagonal hacia delante. Al paso: tras el paso doble de un peón o un príncipe, un peón enemigo que ataque la casilla saltada puede capturarlo en la jugada siguiente.
explain-rules-promotes-to = { $from } → { $to }
explain-rules-promotion-timurid = • Coronación en la última fila: { $forced } (obligatoria); el príncipe puede convertirse en dama o seguir siendo príncipe.
explain-rules-succession = • Sucesión del rey: un rey atacado sin otra jugada legal puede intercambiarse con un príncipe propio no atacado (K<>e2), una vez por príncipe.
explain-rules-stalemate-draws = • El ahogado es tablas. { $repetition ->
    [3] La tercera aparición de una posición da tablas.
   *[off] No hay tablas por repetición.
} No hay enroque.
explain-rules-pieces = **Piezas de { $variant }**
explain-rules-piece = • { $piece } ({ $letter }, { $place ->
    [central] central
    [side] lateral
   *[promotion] por coronación
}): { $moves }.
explain-rules-also-timurid = Además: príncipe (I) paso de rey + avance de 2 casillas; elefante (E) 1–2 en diagonal; camello (J) (3,1); cañón (Z) como en el xiangqi. /{ cmd-piece-name } muestra cualquier pieza.

## The rule options' values in /rules.
explain-option-giraffe-min-2 = la jirafa cae como pronto en la 2.ª casilla tras su paso diagonal
explain-option-giraffe-min-3 = la jirafa cae como pronto en la 3.ª casilla tras su paso diagonal
explain-option-citadel-immediate = un sha que entra en la ciudadela rival da tablas de inmediato
explain-option-citadel-claim = mientras su sha esté en la ciudadela rival, su bando puede reclamar tablas en su turno
explain-option-citadel-second-entry = la primera entrada permite reclamar tablas, la segunda da tablas de inmediato
explain-option-bare-king-survives = un sha despojado no pierde
explain-option-bare-king-loses = un bando que solo conserva piezas reales pierde, salvo que despoje al rival de inmediato
explain-option-repetition-off = no hay tablas por repetición
explain-option-repetition-3 = la tercera aparición de una posición da tablas
explain-option-move-rule-n = { $halfmoves } jugadas de un bando sin captura, retirada ni movimiento de peón dan tablas
explain-option-move-rule-unset = sin fijar: no hay tablas por número de jugadas
explain-option-symmetry-rotate = la disposición de las negras es la de las blancas girada 180°
explain-option-symmetry-mirror = la disposición de las negras es la de las blancas reflejada
explain-option-pop-placement-strict = un peón de peones colocado debe hacer una horquilla a dos piezas enemigas o atacar a una que no puede moverse
explain-option-pop-placement-loose = un peón de peones colocado debe atacar al menos a una pieza enemiga
explain-option-swap-any = el sha puede intercambiarse cuando está atacado o cuando no hay otra jugada
explain-option-swap-check-only = el sha solo puede intercambiarse cuando está atacado
explain-option-full-pieces-cazaux = saltadores: león (3,0), toro (3,2), revelador (3,3)
explain-option-full-pieces-forbes = león torre+jirafa, toro atalaya+jirafa, revelador atalaya+torre
explain-option-full-pieces-modern = león caballo+torre, toro caballo+alfil, revelador dama

## Move suggestions.
explain-suggest-label = { $san } · { $notes }
explain-suggest-takes = captura { $piece }
explain-suggest-becomes = corona en { $piece }
explain-suggest-citadel = ciudadela
explain-suggest-en-passant = al paso
explain-suggest-placement = colocación
explain-suggest-removes = retira { $piece }
explain-suggest-swap = intercambio con { $piece }
