# discord texts (es-ES). The English catalog (en-US) is the source; every id here exists there.

## Styles and shared parts
discord-anyone = cualquiera
discord-end-with-result = { $end } ({ $result })
discord-in-channel = {" "}(en <#{ $channel }>)
discord-the-game-link = La partida: <#{ $channel }>
discord-shared-below = Compartido abajo{ $link }.

## The error handler
discord-generic-failure = Algo ha fallado por parte del bot, así que no se ha cambiado nada. Inténtalo de nuevo en un momento.
discord-database-down = La base de datos de partidas del bot no está disponible ahora mismo, así que no se ha cambiado nada. Inténtalo de nuevo dentro de unos minutos.
discord-corrupt-game = { $error } El operador del bot puede ejecutar `timur check` para ver qué falla.
discord-vacation-running = Ya estás de vacaciones. Termínalas primero con /{ cmd-vacation-name } { cmd-vacation-end-name }.
discord-options-unreadable = No he podido leer las opciones de este comando (puede que un valor esté fuera de rango). Elígelas en el menú, por favor.
discord-guild-only = /{ $command } solo funciona en un servidor, no en mensajes directos.
discord-stale-button = Este botón ya no es válido.

## Finding the game
discord-no-game-here = No hay ninguna partida en este canal. Empieza una con /{ cmd-challenge-name }.
discord-channel-game-over = La partida de este canal ha terminado: { $end }. Empieza una nueva con /{ cmd-challenge-name }.
discord-not-your-move-anywhere = No te toca mover en ninguna de tus partidas ({ $games }).
discord-choose-game = Elige una partida
discord-which-game = Tienes { $count } partidas ({ $games }). ¿Para cuál es /{ $command }?
discord-no-such-game = No existe la partida #{ $id }.
discord-game-not-yours = La partida #{ $id } no la has jugado tú ni se ha jugado en este servidor.
discord-name-a-finished-game = No hay ninguna partida en este canal. Indica una con { cmd-export-opt-game-name }: (el menú muestra tus partidas; /{ cmd-games-name } { cmd-games-opt-finished-name }:true muestra las terminadas).
discord-name-a-game = Tienes varias partidas: indica una con { cmd-export-opt-game-name }: (el menú muestra tus partidas).
discord-label-players = { $white } contra { $black }
discord-label-opponent = contra { $opponent }
discord-label-challenge = desafío
discord-label-your-move = te toca
discord-label-their-move = le toca a { $player }
discord-label-over = terminada

## Buttons
discord-button-accept = Aceptar
discord-button-decline = Rechazar
discord-button-resign = Abandonar
discord-button-rematch = Revancha
discord-button-move = Mover
discord-button-back = Atrás

## Playing
discord-move-too-long = «{ $input }» no es una jugada: las jugadas son cortas, como e3-e4, Nb2-c4, P@e6 o citadel.
discord-resign-question = ¿Seguro que quieres abandonar esta partida contra { $opponent }? No se puede deshacer.

## The move picker
discord-picker-part = { $name } ({ $part }/{ $parts })
discord-picker-piece = Pieza
discord-picker-piece-option = { $piece } { $square } ({ $count ->
    [one] { $count } jugada
   *[other] { $count } jugadas
})
discord-picker-choose-piece = Elige una pieza
discord-picker-pieces = Piezas
discord-picker-pawns = Peones
discord-picker-choose-destination = Elige adónde va
discord-picker-whose = { $color ->
    [white] Blancas
   *[black] Negras
}, jugada { $number }
discord-picker-piece-step = { $note }Te toca mover en { $variant } ({ $whose }): elige la pieza que vas a mover.
discord-picker-no-move = La pieza { $piece } de { $square } no tiene jugadas legales.{" "}
discord-picker-destination-step = { $piece } en { $square }: elige adónde va.
discord-picker-game-over = Esta partida ha terminado, así que no hay nada que mover.
discord-picker-not-accepted = Este desafío aún no se ha aceptado.
discord-picker-not-a-player = Solo los jugadores de esta partida pueden mover en ella.
discord-picker-not-your-move = No te toca mover: le toca a { $player }. Pulsa Mover en el tablero después de su jugada.
discord-picker-changed = La posición ha cambiado desde que se abrió este selector, así que no se ha jugado nada. Pulsa Mover en el último tablero.
discord-picker-earlier-board = El tablero que has pulsado es de una posición anterior; esta es la posición actual.{" "}

## Conditional moves (/premove)
discord-premove-boards-note = Los tableros muestran dónde termina cada línea. Una línea solo se juega mientras tu rival la siga; cualquier otra jugada la descarta.
discord-premove-boards-shown = (Tableros de las líneas 1 a { $count }.)
discord-premove-remove = Quitar { $number }
discord-premove-remove-all = Quitar todas
discord-premove-too-long = «{ $input }» es demasiado larga para una línea: una línea tiene como mucho 10 jugadas, como «Nb2xc4 Rd1xc4 e7-e6 Rc4-c1».
discord-premove-removed-n = { $count ->
    [one] Se ha quitado { $count } línea.
   *[other] Se han quitado { $count } líneas.
}
discord-premove-removed-line = Se ha quitado la línea { $number }.
discord-premove-stored = Guardada como línea { $number }.
discord-premove-removed-one = Se ha quitado la línea.
discord-premove-removed-all = Se han quitado todas tus líneas.

## /settings
discord-settings-board-mine = Los tableros que solo ves tú (como /{ cmd-board-name }) se dibujan desde tu lado; en las partidas que no juegas, las blancas están abajo.
discord-settings-board-white = Los tableros que solo ves tú (como /{ cmd-board-name }) tienen las blancas abajo.
discord-settings-yours = Tus ajustes. Tablero: { $board }. { $sentence }
discord-settings-server-language = Idioma de los anuncios de este servidor: { $language }.
discord-settings-saved = Guardado. { $sentence }
discord-settings-server-only = Los ajustes pertenecen a un servidor.
discord-settings-tournaments-manage = Solo los miembros con el permiso Gestionar servidor pueden cambiar quién crea torneos.
discord-settings-tournaments-role = Ahora solo los miembros con el rol { $role } (o Gestionar servidor) pueden crear torneos.
discord-settings-tournaments-everyone = Ahora cualquier miembro puede crear torneos.
discord-settings-language-manage = Solo los miembros con el permiso Gestionar servidor pueden cambiar el idioma de este servidor.
discord-settings-language-saved = Idioma de los anuncios de este servidor a partir de ahora: { $language }. Las respuestas a cada miembro siguen en su propio idioma de Discord.

## Tournaments
discord-tournament-joined = Te has inscrito en { $name } ({ $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
} por ahora).
discord-tournament-left = Has salido de { $name }.

## /challenge
discord-challenge-bot = No puedes desafiar a un bot.
discord-challenge-computer-unrated = Las partidas contra el ordenador nunca son puntuables; omite { cmd-challenge-opt-rated-name }: o elige { cmd-challenge-opt-rated-name }:false.
discord-challenge-where-here = aquí
discord-challenge-where-thread = en <#{ $thread }>
discord-challenge-no-thread-permission = {" "}(La partida se juega en este canal: aquí me falta el permiso Crear hilos públicos.)
discord-challenge-thread-refused = {" "}(La partida se juega en este canal: Discord me ha denegado aquí el permiso para crear un hilo.)
discord-challenge-computer = Tu partida contra el ordenador (nivel { $level }) empieza { $place }.{ $note }
discord-challenge-posted = Tu desafío está publicado { $place }.{ $note }

## /history and /vacation
discord-history-current = La posición actual (medio movimiento { $total }).
discord-history-start-no-moves = La posición inicial (aún no se ha jugado ninguna jugada).
discord-history-start = La posición inicial, antes de la jugada 1.
discord-history-not-played = La jugada { $number } no se ha jugado: la partida va por la jugada { $last }. La posición actual (medio movimiento { $total }).
discord-history-after = La posición tras la jugada { $number } (medio movimiento { $ply } de { $total }).
discord-history-no-moves = Aún no hay jugadas.
discord-vacation-started = Tus relojes están en pausa hasta el { $until } ({ $relative }): cada uno de tus plazos se retrasa { $days ->
    [one] { $days } día
   *[other] { $days } días
}. Has usado { $used } de { $allowed } días de vacaciones en { $year }. Termínalas antes con /{ cmd-vacation-name } { cmd-vacation-end-name }.
discord-vacation-ended = Bienvenido de nuevo: tus relojes vuelven a correr. { $count ->
    [one] Se te devuelve { $count } día de vacaciones sin usar.
   *[other] Se te devuelven { $count } días de vacaciones sin usar.
}

## /games
discord-games-open-challenge = cualquiera (desafío abierto)
discord-games-challenge-waiting = desafío pendiente, caduca { $expires }
discord-games-never = nunca
discord-games-their-move = le toca al rival
discord-games-deadline = { $turn }, plazo { $deadline }
discord-games-no-limit = { $turn }, sin límite de tiempo
discord-games-rated = {" "}(puntuable)
discord-games-line = • <#{ $channel }> contra { $opponent } · { $variant }{ $rated } · { $state }
discord-games-won = ganada
discord-games-drawn = tablas
discord-games-lost = perdida
discord-games-finished-line = • <#{ $channel }> #{ $id } contra { $opponent } · { $variant } · { $result }{ $when }
discord-games-no-finished = { $player } aún no tiene partidas terminadas.
discord-games-finished-head = Últimas partidas terminadas de { $player } (exporta una con /{ cmd-export-name } { cmd-export-opt-game-name }:ID, analízala con /{ cmd-analysis-name } { cmd-analysis-opt-game-name }:ID):
discord-games-none = { $player } no tiene partidas en curso.
discord-games-head = Partidas de { $player }:
discord-games-more = … y { $count } más.
discord-games-on-vacation = De vacaciones hasta el { $until } ({ $relative }); relojes en pausa. { $used } de { $allowed } días de vacaciones usados en { $year }.
discord-games-vacation-used = { $used } de { $allowed } días de vacaciones usados en { $year }.

## /help
discord-help-title = Timur: ajedrez de Tamerlán por correspondencia.
discord-help-head = { $title } Comandos:
discord-help-more = Variantes y notación: /{ cmd-help-name } { cmd-help-opt-topic-name }:{ cmd-choice-notation }. Todas las piezas: /{ cmd-help-name } { cmd-help-opt-topic-name }:{ cmd-choice-pieces }.
discord-help-how-to-play-title = Cómo se juega
discord-help-how-to-play =
    • Reta a alguien con /{ cmd-challenge-name } { cmd-challenge-opt-opponent-name }:@usuario, o al ordenador con { cmd-challenge-opt-opponent-name }:@Timur { cmd-challenge-opt-level-name }:1-8. La partida tiene su propio hilo.
    • Juega con el botón **Mover** bajo cada tablero (elige una pieza y luego su casilla), o escribe /{ cmd-move-name }: el menú sugiere jugadas legales (Nc4, jirafa, intercambio, citadel…).
    • Plazos: de 1 a 14 días por jugada, elegidos con `{ cmd-challenge-opt-days-name }:` (3 por defecto); llega un recordatorio antes del plazo, y un plazo vencido pierde la partida. /{ cmd-vacation-name } pausa tus relojes.
    • Los comandos encuentran tu partida desde cualquier canal. /{ cmd-games-name } las lista; /{ cmd-export-name } { cmd-export-opt-game-name }:ID da el archivo de la partida (PGN, GIF o HTML).
discord-help-variants-title = Variantes
discord-help-variants =
    • Tamerlán (tablero de 11×10 + dos ciudadelas): `Tamerlán` (disposición masculina), `Tamerlán (disposición femenina)`, `Tamerlán (disposición de Ibn Arabshah)`.
    • Tamerlán completo: el mismo tablero con el León, el Toro, el Revelador y el Monstruo marino y sus peones.
    • Timúridas (12×12, parecidas al ajedrez, con peones rápidos, cañones y un Príncipe): Herat, Mirza, Babur, Samarcanda y sus versiones salvajes (Grifos en los flancos, una pieza central más fuerte).
discord-help-notation-title = Notación
discord-help-notation =
    • `e3-e4`: una jugada de peón (los peones no tienen letra); `Nb2-c4` o `Nb2xc4` (x = captura).
    • `Nc4`, `b2c4`: las formas cortas valen cuando solo coincide una jugada legal.
    • `f9xg10=I`: coronación. `P@e6`: colocar el peón de peones. `K<>d3`: intercambiar el sha con la pieza de d3.
    • `citadel`: llevar tu sha a la ciudadela en la que puede entrar.
    Las mayúsculas son las letras de las piezas; la respuesta a una jugada errónea lista las jugadas legales más parecidas.

## /piece, /history, /export
discord-piece-unknown = { $variant } no tiene ninguna pieza llamada «{ $name }». Sus piezas: { $pieces }.
discord-players-line = { $variant }: { $white } contra { $black }.
discord-export-record = La partida { $players }

## /analysis
discord-analysis-running = Analizar una partida en curso sería hacer trampa. Vuelve a pedirlo con /{ cmd-analysis-name } cuando la partida termine.
discord-analysis-no-moves = Esta partida no tiene jugadas que analizar.
discord-analysis-no-result = sin resultado
discord-analysis-graph-title = { $white } contra { $black } · { $result }
discord-analysis-head = Análisis por ordenador de { $white } contra { $black } ({ $nodes } nodos por posición):
discord-analysis-mistake = • { $played } error; era mejor { $better }
discord-analysis-blunder = • { $played } error grave; era mejor { $better }
discord-analysis-no-mistakes = Ni errores ni errores graves.

## Descriptions of pictures (alt texts, for screen readers)
discord-alt-legend = Todas las piezas de { $variant } con su nombre y sus letras: { $pieces }
discord-alt-piece = Diagrama: { $piece } en un tablero de { $variant } vacío: { $moves }
discord-alt-eval-graph = Gráfico de evaluación de { $white } contra { $black }: las posibilidades de ganar de las blancas tras cada jugada, de +1 (ganan las blancas) a -1 (ganan las negras), a lo largo de { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}, con los errores marcados
discord-alt-rating-chart = Gráfico de puntuación de { $name }: la puntuación tras cada partida puntuable, por categoría
discord-alt-pgn = Planilla de la partida (texto PGN) de { $white } contra { $black }, { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}
discord-alt-html = Página de reproducción (HTML) de { $white } contra { $black }, { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
}, para abrir en un navegador
discord-thread-name = { $variant }: { $challenger } contra { $opponent }
discord-thread-name-open = { $variant }: reto abierto de { $challenger }
