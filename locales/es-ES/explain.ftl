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
explain-refusal-no-piece-reaches = ninguna pieza { $piece } tuya puede ir a { $to }
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
explain-pieces-text = **Piezas de { $variant }** (letras para la notación; los peones juegan sin letra): { $pieces }. Escribe /piece name:<pieza> para ver cómo se mueve una.

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
