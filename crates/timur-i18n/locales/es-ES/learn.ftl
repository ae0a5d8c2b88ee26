# learn texts (es-ES). Lecciones (issue 34): /learn en Discord y `learn` en el modo local.

## El texto de una lección.
learn-piece-intro = La pieza { $piece } se mueve así: { $moves }.
learn-in-variant = { $variant }: { $text }
learn-heading = { $title } · lección { $lesson } de { $lessons } · ejercicio { $task } de { $tasks }
learn-task = Ejercicio: { $goal }

## Las lecciones de las reglas: título e introducción.
learn-pawns-title = Los peones y la promoción
learn-pawns-intro = Cada peón del Tamerlán pertenece a una pieza y lleva su nombre: el peón de torres, de caballos, de jirafas… Avanza una casilla en línea recta, captura una casilla en diagonal hacia delante y, en su última fila, se convierte en su pieza. No hay paso doble ni captura al paso.
learn-prince-title = El príncipe y las piezas reales
learn-prince-intro = El peón de rey se convierte en príncipe en su última fila. El príncipe se mueve como el sha y también es real. Un bando con dos o más piezas reales no está obligado por el jaque: su sha puede quedar atacado, y solo hay que dar mate a la última pieza real.
learn-mate-title = Jaque y mate
learn-mate-intro = Un bando está en jaque cuando su única pieza real, el sha, está atacada; debe salir del jaque enseguida. En jaque y sin ninguna jugada legal es jaque mate, y la partida está perdida.
learn-citadel-title = Las ciudadelas
learn-citadel-intro = Junto al tablero hay dos ciudadelas: x1, la de las blancas, al lado de k2, y x2, la de las negras, al lado de a9. Solo un sha puede entrar en la ciudadela rival, y por defecto la partida queda entonces en tablas al instante. Una pieza en una ciudadela no puede ser capturada.
learn-swap-title = El intercambio del sha
learn-swap-intro = Una vez por partida, un sha que está en el tablero puede intercambiar su casilla con cualquier pieza propia, escrito K<>casilla: cuando está atacado o cuando su bando no tiene otra jugada legal. Después del intercambio, el sha no puede quedar atacado.
learn-pop-title = Peón de peones: la parada y la colocación
learn-pop-intro = El peón de peones (PP) cuenta sus llegadas a su última fila. La primera vez se queda allí parado: no puede moverse ni ser capturado. En un turno posterior, su bando puede colocarlo (P@casilla) donde, como peón, ataque dos o más piezas rivales, o una que entonces no tenga ninguna jugada legal.
learn-pop-later-title = Peón de peones: segunda y tercera llegada
learn-pop-later-intro = En su segunda llegada, el peón de peones pasa enseguida a la casilla inicial del peón de rey de su bando (aquí f3 para las blancas). En su tercera llegada se convierte en rey adventicio: una pieza real que además puede entrar en la ciudadela de su propio bando.
learn-stalemate-title = El ahogado gana
learn-stalemate-intro = En el Tamerlán, un bando sin ninguna jugada legal pierde, esté en jaque (mate) o no (ahogado). Dejar al rival sin jugadas es una victoria, no unas tablas.
learn-bare-title = El rey desnudo
learn-bare-intro = Con la opción bare-king=loses, elegida al desafiar, un bando al que solo le quedan piezas reales pierde, salvo que su siguiente jugada deje desnudo también al otro bando. Por defecto, un sha desnudo no pierde.
learn-succession-title = La sucesión del rey
learn-succession-intro = Un rey timúrida atacado que no tiene otra jugada legal puede intercambiar su casilla con un príncipe propio que no esté atacado (K<>casilla), una vez por príncipe.

## Lo que pide un ejercicio.
learn-goal-take = captura una pieza rival con tu { $piece }.
learn-goal-capture = captura la pieza de { $square } con tu { $piece }.
learn-goal-reach = lleva tu { $piece } a { $square }.
learn-goal-promote = promociona una pieza a { $piece }.
learn-goal-mate = mate en uno: encuentra la jugada que da mate.
learn-goal-stalemate = gana por ahogado: deja al rival sin ninguna jugada legal y sin darle jaque.
learn-goal-bare = deja desnudo al rival: captura la última pieza que le queda aparte de sus piezas reales.
learn-goal-citadel = salva la partida: entra con tu sha en la ciudadela rival.
learn-goal-swap = tu rey está atacado y no puede apartarse: sálvalo intercambiándolo con una de tus piezas (K<>casilla).
learn-goal-place = coloca tu peón de peones parado (P@casilla) donde ataque dos piezas rivales.
learn-goal-en-passant = captura al paso el peón que acaba de dar un paso doble.

## Por qué una jugada legal no cumple el ejercicio.
learn-wrong-take = { $move } es una jugada legal, pero no captura nada con tu { $piece }.
learn-wrong-capture = { $move } es una jugada legal, pero no captura la pieza de { $square } con tu { $piece }.
learn-wrong-reach = { $move } es una jugada legal, pero no lleva tu { $piece } a { $square }.
learn-wrong-promote = { $move } es una jugada legal, pero no promociona nada a { $piece }.
learn-wrong-no-check = { $move } es una jugada legal, pero no da jaque.
learn-wrong-escape = { $move } da jaque, pero el rival se escapa con { $reply }.
learn-wrong-stalemate-check = { $move } da jaque; el ahogado deja al rival sin jugadas sin estar en jaque.
learn-wrong-stalemate = { $move } es una jugada legal, pero el rival todavía puede mover, por ejemplo { $reply }.
learn-wrong-bare = { $move } es una jugada legal, pero al rival le queda una pieza además de sus piezas reales.
learn-wrong-citadel = { $move } es una jugada legal, pero tu sha no entra en la ciudadela rival.
learn-wrong-swap = { $move } es una jugada legal, pero no es el intercambio de tu rey.
learn-wrong-place = { $move } es una jugada legal, pero no es una colocación del peón de peones.
learn-wrong-en-passant = { $move } es una jugada legal, pero no es la captura al paso.

## Respuestas y progreso.
learn-right = Correcto: { $move }.
learn-lesson-done = Lección terminada: { $title } ✓
learn-all-done = Has terminado todas las lecciones. ¡Muy bien! Abre cualquier lección para repetirla.
learn-list-heading = Lecciones ({ $done } de { $count } terminadas):
learn-list-tamerlane = Tamerlán:
learn-list-timurid = Timúrida (12×12):
learn-list-done = ✓ { $number }. { $title }
learn-list-begun = · { $number }. { $title } ({ $solved }/{ $tasks })
learn-list-todo = · { $number }. { $title }
learn-continue = Sigue con: { $title }, ejercicio { $task } de { $tasks }.
learn-unknown = No hay ninguna lección «{ $value }»; la lista las muestra todas.

## La imagen del tablero: leyenda y descripción.
learn-caption = Lección: { $title } · ejercicio { $task } de { $tasks }
learn-alt = Tablero de la lección «{ $title }», ejercicio { $task } de { $tasks }, juegan { $color ->
    [white] las blancas
   *[black] las negras
}. Blancas: { $white }. Negras: { $black }.
learn-alt-piece = { $piece } { $square }
learn-alt-marked = { " " }Casillas marcadas: { $squares }.

## Discord: botones y menús de /learn.
learn-button-next = Siguiente
learn-button-lessons = Lecciones
learn-button-continue = Continuar
learn-open-lesson = Abrir una lección
learn-open-lesson-part = Abrir una lección ({ $part }/{ $parts })

## Modo local: el indicador durante las lecciones.
learn-local-hint = Escribe una jugada para responder (p. ej. Gc3xg4), 'next' para saltar este ejercicio, 'lessons' para ver la lista, 'learn <lección>' para abrir otra, 'back' para volver a tu partida.
learn-local-back = De vuelta a tu partida.
