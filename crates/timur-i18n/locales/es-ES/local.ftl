# local texts (es-ES). The English catalog (en-US) is the source; every id here exists there.
# Local mode (`timur local`). The words typed at the prompt (move, board, resign, ...) stay
# English; `local-yes` is the word accepted besides "yes" to confirm a resignation.

local-help =
    Órdenes:
      move <jugada>   hacer una jugada, p. ej. move e3-e4, move Nb2-c4, move Nc4, move P@e6, move K<>d3, move citadel
      <jugada>        lo mismo sin la palabra 'move'
      board         mostrar otra vez el tablero (y escribir su imagen)
      moves         listar las jugadas legales
      resign        abandona el bando al que le toca (pregunta antes: responde sí)
      claim         reclamar las tablas de la ciudadela (opciones citadel=claim / second-entry)
      new [variante] [clave=valor ...]   empezar una partida nueva cuando esta haya terminado
      export [pgn|gif|html]   escribir la partida en un archivo junto a los tableros y mostrar su ruta
      analysis      al terminar la partida: el análisis por ordenador (precisión, errores, tableros, reproducción)
      premove <línea>   para el bando al que no le toca: responder de antemano a la próxima jugada del rival,
                    p. ej. premove Nb2xc4 Rd1xc4 (su jugada, tu respuesta, ...; como mucho 10 medias jugadas)
      premove list | premove remove <n> | premove clear   mostrar o quitar las líneas guardadas
      learn [lección]   lecciones: cómo se mueve cada pieza y las reglas especiales, con ejercicios (se guarda el progreso)
      help          este texto
      quit          salir (la partida queda guardada; vuelve a ejecutar `timur local` para seguir)
local-bad-against = --against admite computer o computer:N con N de 1 a 8, no '{ $value }'
local-bad-color = --color admite white o black, no '{ $value }'
local-bad-lang = Idioma desconocido '{ $value }': usa uno de { $tags }
local-cannot-create = no se puede crear { $path }: { $error }
local-game-gif = GIF de la partida
local-no-game-gif = (sin GIF de la partida: { $error })
local-written = { $label }: { $path }
local-cannot-write = (no se pudo escribir { $path }: { $error })
local-gif-failed = No se pudo hacer el GIF: { $error }.
local-unknown-format = Formato de exportación desconocido '{ $format }': usa gif, html o pgn.
local-exported = Exportado
local-picture = Imagen: { $path }
local-set-aside = La partida '{ $game }' aún no tenía jugadas: se deja aparte y empieza una partida nueva.
local-resuming = Se reanuda la partida '{ $game }' ({ $variant }).
local-last-ended = La última partida '{ $game }' terminó: { $end }. Empieza una partida nueva.
local-type-help = Escribe 'help' para ver las órdenes.
local-changed-elsewhere = La partida se cambió en otra ventana; así está ahora. Inténtalo de nuevo.
local-over-result = Esta partida ha terminado ({ $result }). Escribe 'new' para empezar otra, p. ej. new herat.
local-finished = terminada
local-no-legal-moves = No hay jugadas legales.
local-resign-ask = ¿De verdad quieres abandonar con { $side ->
    [white] las blancas
   *[black] las negras
}? No se puede deshacer. Escribe 'sí' para abandonar; cualquier otra cosa continúa la partida.
local-yes = sí
local-finish-first = Termina primero esta partida (resign la termina).
local-saved = Partida guardada. Vuelve a ejecutar `timur local` para seguir.
local-not-a-line-number = '{ $value }' no es un número de línea; premove list las muestra.
local-remove-needs-number = Indica el número de la línea que quieres quitar: premove remove <n> (premove list muestra los números).
local-resign-cancelled = No has abandonado; la partida sigue.
local-end-with-result = { $end } ({ $result })
local-wanted-computer = una partida contra el ordenador en el nivel { $level }
local-wanted-variant = una partida de { $variant }
local-wanted-rules = una partida con otras reglas
local-opponent-computer = contra el ordenador en el nivel { $level }
local-opponent-keyboard = dos jugadores ante el teclado
local-plies = { $count ->
    [one] { $count } media jugada
   *[other] { $count } medias jugadas
}
local-in-progress = La partida '{ $game }' ({ $variant }, { $opponent }, { $plies } jugadas) sigue en curso, así que no puede convertirse en { $wanted }. Continúala sin { $flag }, abandónala o empieza otra partida con --game NOMBRE.
local-over = Esta partida ha terminado. Escribe 'new' para empezar otra.
local-player-white = Blancas
local-player-black = Negras
local-player-you = Tú
local-anyone = cualquiera

local-db-cannot-open = No se puede abrir ni escribir la base de datos de partidas { $path }, así que el modo local no puede empezar. Indica con --db (o DATABASE_URL) un archivo en una carpeta en la que puedas escribir.
local-db-not-a-database = { $path } no es una base de datos de partidas de Timur, así que el modo local no puede empezar. Indica con --db (o DATABASE_URL) la ruta de una base de datos de Timur o un nombre de archivo nuevo.
local-delivery-failed = No se pudieron leer de la base de datos los últimos avisos de la partida; se conservan y se mostrarán después de tu próxima orden.
local-computer-failed = El ordenador no ha podido hacer su jugada esta vez. Escribe 'quit' y vuelve a ejecutar `timur local` para que juegue.
local-unknown-variant = Variante desconocida '{ $value }': usa una de { $variants }
