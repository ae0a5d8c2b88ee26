# game texts (es-ES). The English catalog (en-US) is the source; every id here exists there.

catalog-plies = { $count ->
    [one] { $count } medio movimiento
   *[other] { $count } medios movimientos
}

## Why the game service refused an action (GameError).
game-error-no-game = Aquí no hay ninguna partida.
game-error-game-over = Esta partida ha terminado.
game-error-no-such-game = Esa partida ya no existe.
game-error-channel-busy = Ya hay una partida o un desafío en curso aquí. Termínalo primero o juega en un hilo.
game-error-self-challenge = No puedes desafiarte a ti mismo.
game-error-bad-position = No se puede usar esa posición inicial: { $reason }
game-error-not-your-game = No juegas en esta partida.
game-error-not-challenged = Solo el jugador desafiado puede responder a este desafío.
game-error-not-challenger = Solo quien lanzó el desafío puede retirarlo.
game-error-challenge-closed = Este desafío ya no está abierto.
game-error-not-started = El desafío aún no ha sido aceptado.
game-error-not-your-turn = No es tu turno; le toca mover a { $opponent }.
game-error-no-claim = Ahora no puedes reclamar tablas por ciudadela: tu Sha debe estar en la ciudadela del rival (opción de reglas citadel=claim o second-entry).
game-error-challenge-expired = Este desafío ha caducado: nadie lo aceptó en 48 horas.
game-error-bad-days = Los días por jugada deben ser 1, 2, 3, 5, 7, 10 o 14 (o ninguno).
game-error-time-up = Se te ha acabado el tiempo para esta jugada; la partida se pierde por tiempo.
game-error-draw-already-offered = Ya has ofrecido tablas; la oferta sigue en pie hasta que tu rival mueva.
game-error-offer-gone = Esta oferta ya no está en pie.
game-error-not-for-you = Solo { $player } puede responder a esto.
game-error-abort-too-late = Una partida solo puede anularse mientras ambos bandos no hayan movido. Abandona u ofrece tablas en su lugar.
game-error-no-takeback = Solo puedes pedir deshacer tu propia última jugada, antes de que tu rival haya respondido.
game-error-takeback-pending = Ya has pedido deshacer tu jugada; espera la respuesta.
game-error-takeback-used = Ya has deshecho una jugada aquí; juega una jugada antes de deshacer otra.
game-error-no-rematch = Una revancha solo puede seguir a una partida terminada entre dos jugadores.
game-error-bad-vacation = Unas vacaciones duran de 1 a 30 días.
game-error-vacation-running = Ya estás de vacaciones; termínalas primero.
game-error-vacation-budget = { $left ->
    [one] Solo te queda { $left } día de vacaciones este año (30 por año natural).
   *[other] Solo te quedan { $left } días de vacaciones este año (30 por año natural).
}
game-error-no-vacation = No estás de vacaciones.
game-error-too-many-open-challenges = Ya tienes { $max } desafíos esperando respuesta, el máximo permitido. Espera a que uno sea respondido o caduque, o retira uno, y vuelve a intentarlo.
game-error-too-many-challenges = Has lanzado { $max } desafíos en la última hora, el máximo permitido. Podrás desafiar de nuevo dentro de { $wait }.
game-error-not-in-this-server = Esa partida no está en este servidor.
game-error-conflict = La partida cambió mientras se procesaba tu acción; no se ha cambiado nada. Vuelve a mirar el tablero.
game-error-position-changed = La posición ha cambiado desde que se mostró esto, así que no se ha jugado nada. Mira el último tablero.
game-error-corrupt = El registro de esta partida está dañado (partida { $game }), así que no puede continuar. Empieza una partida nueva.
game-error-store = La base de datos de partidas ha fallado, no se ha cambiado nada.

game-wait-seconds = { $count ->
    [one] { $count } segundo
   *[other] { $count } segundos
}
game-wait-minutes = { $count ->
    [one] { $count } minuto
   *[other] { $count } minutos
}

## rules::OptionError
game-option-not-key-value = «{ $word }» no tiene la forma clave=valor. Opciones válidas para { $variant }: { $valid }
game-option-unknown-key = opción desconocida «{ $key }». Opciones válidas para { $variant }: { $valid }
game-option-repeated = la opción «{ $key }» aparece dos veces. Opciones válidas para { $variant }: { $valid }
game-option-bad-value = «{ $value }» no es un valor válido para { $key }. Opciones válidas para { $variant }: { $valid }

## PremoveError
game-premove-your-turn = Te toca mover, así que no hay nada que responder por adelantado: haz tu jugada. Las jugadas condicionales responden a la próxima jugada de tu rival.
game-premove-empty = Da una línea de jugadas que empiece por la próxima jugada de tu rival, cada una seguida de tu respuesta, como «Nb2xc4 Rd1xc4».
game-premove-too-long = Una línea tiene como máximo 10 medias jugadas (5 jugadas de tu rival, cada una con tu respuesta); esta tiene { $count }.
game-premove-no-reply = Una línea termina con tu respuesta: añade lo que jugarías después de { $move }.
game-premove-too-many = Ya tienes 16 líneas en esta partida, el máximo permitido. Elimina una primero.
game-premove-illegal-theirs = Jugada { $index } de la línea (jugada de tu rival): { $reason }
game-premove-illegal-yours = Jugada { $index } de la línea (tu respuesta): { $reason }
game-premove-theirs-is-yours = La jugada { $index } de la línea, { $move }, mueve una de tus propias piezas: una línea empieza con la jugada de tu rival, seguida de tu respuesta.
game-premove-no-longer-legal = { $move } ya no es una jugada legal ahí.
game-premove-ends-early = La partida terminaría después de { $move }, así que la línea no puede seguir tras ella.
game-premove-conflict = Esta línea responde a { $theirs } con { $yours }, pero tu línea { $n } ({ $line }) le responde con { $stored }. Elimina primero esa línea o mantén su respuesta.
game-premove-duplicate = Esa línea ya está guardada: línea { $n } ({ $line }).
game-premove-no-such-line = No hay línea { $n }: tienes { $count ->
    [one] { $count } guardada
   *[other] { $count } guardadas
} en esta partida.

## How a game ended.
game-end-checkmate = { $you ->
    [winner] Ganas por jaque mate
   *[none] { $winner } gana por jaque mate
}
game-end-checkmate-color = { $winner ->
    [white] Ganan las blancas
   *[black] Ganan las negras
} por jaque mate
game-end-stalemate-win = { $you ->
    [winner] Ganas: { $loser } no tiene ninguna jugada legal (el ahogado pierde)
    [loser] { $winner } gana: no tienes ninguna jugada legal (el ahogado pierde)
   *[none] { $winner } gana: { $loser } no tiene ninguna jugada legal (el ahogado pierde)
}
game-end-stalemate-win-color = { $winner ->
    [white] Ganan las blancas: las negras no tienen
   *[black] Ganan las negras: las blancas no tienen
} ninguna jugada legal (el ahogado pierde)
game-end-stalemate-draw = Tablas por ahogado
game-end-bare-king-win = { $you ->
    [winner] Ganas: a { $loser } solo le quedan piezas reales (rey desnudo)
    [loser] { $winner } gana: solo te quedan piezas reales (rey desnudo)
   *[none] { $winner } gana: a { $loser } solo le quedan piezas reales (rey desnudo)
}
game-end-bare-king-win-color = { $winner ->
    [white] Ganan las blancas: a las negras
   *[black] Ganan las negras: a las blancas
} solo les quedan piezas reales (rey desnudo)
game-end-bare-king-draw = Tablas: a ambos bandos solo les quedan piezas reales
game-end-citadel = Tablas: un Sha entró en la ciudadela del rival
game-end-citadel-claim = { $who ->
    [white] Tablas reclamadas por las blancas: su Sha está en la ciudadela del rival
    [black] Tablas reclamadas por las negras: su Sha está en la ciudadela del rival
    [you] Tablas reclamadas por ti: tu Sha está en la ciudadela del rival
   *[name] Tablas reclamadas por { $claimant }: su Sha está en la ciudadela del rival
}
game-end-repetition = Tablas por triple repetición
game-end-move-rule = Tablas por la regla de jugadas
game-end-resignation = { $you ->
    [winner] { $loser } abandonó; ganas tú
    [loser] Abandonaste; gana { $winner }
   *[none] { $loser } abandonó; gana { $winner }
}
game-end-resignation-color = { $winner ->
    [white] Las negras abandonaron; ganan las blancas
   *[black] Las blancas abandonaron; ganan las negras
}
game-end-time = { $you ->
    [winner] A { $loser } se le acabó el tiempo; ganas tú
    [loser] Se te acabó el tiempo; gana { $winner }
   *[none] A { $loser } se le acabó el tiempo; gana { $winner }
}
game-end-time-color = { $winner ->
    [white] A las negras se les acabó el tiempo; ganan las blancas
   *[black] A las blancas se les acabó el tiempo; ganan las negras
}
game-end-agreement = Tablas de mutuo acuerdo
game-end-abort = Partida anulada por { $by }
game-end-declined = { $by } rechazó el desafío
game-end-withdrawn = { $by } retiró el desafío
game-end-expired = El desafío caducó sin respuesta tras 48 horas
game-end-other = Partida terminada

game-result-line = Partida terminada: { $sentence } ({ $code }).
game-result-line-no-result = { $sentence }.

## The lines announcements are made of.
game-variant-default = { $variant } (reglas por defecto)
game-variant-options = { $variant } (opciones: { $options })
game-time-control = { $days ->
    [0] sin límite de tiempo
    [one] { $days } día por jugada
   *[other] { $days } días por jugada
}
game-color = { $color ->
    [white] Blancas
   *[black] Negras
}
game-player-color = { $player } ({ $color ->
    [white] blancas
   *[black] negras
})
game-sides = Blancas: { $white }, negras: { $black }.
game-deadline = Plazo para { $player }: { $time }.
game-challenge-tail = { $days ->
    [0] Sin límite de tiempo
    [one] { $days } día por jugada
   *[other] { $days } días por jugada
}; el desafío caduca { $expires }.
game-challenge-rated = Partida puntuable.
game-challenge-casual = Partida amistosa (no puntuable).
game-challenge-open = { $challenger } lanza un desafío abierto a una partida de { $variant }: cualquiera puede aceptarlo. { $rated_challenger } juega con { $color ->
    [white] blancas
   *[black] negras
}. { $tail }
game-challenge-direct = { $challenged }, { $challenger } te desafía a una partida de { $variant }. { $sides } { $tail }
game-turn = { $who ->
    [white] Mueven las blancas.
    [black] Mueven las negras.
    [you] Te toca mover.
   *[name] { $player }, te toca mover.
}
game-turn-check = { $who ->
    [white] ¡Jaque! Mueven las blancas.
    [black] ¡Jaque! Mueven las negras.
    [you] ¡Jaque! Te toca mover.
   *[name] ¡Jaque! { $player }, te toca mover.
}
game-played = { $who ->
    [white] Las blancas jugaron { $move }.
    [black] Las negras jugaron { $move }.
    [you] Jugaste { $move }.
   *[name] { $player } jugó { $move }.
}
game-played-conditional = { $who ->
    [white] Las blancas jugaron { $move } (jugada condicional).
    [black] Las negras jugaron { $move } (jugada condicional).
    [you] Jugaste { $move } (jugada condicional).
   *[name] { $player } jugó { $move } (jugada condicional).
}
game-board-head = { $black_who ->
    [you] { $variant }: { $white } contra ti (negras).
   *[name] { $variant }: { $white } contra { $black }.
}
game-board-challenge = El desafío aún no ha sido aceptado.
game-board-last-move = Última jugada: { $move }.
game-board-turn = { $who ->
    [white] Jugada { $number }, mueven las blancas.
    [black] Jugada { $number }, mueven las negras.
    [you] Jugada { $number }, te toca mover.
   *[name] Jugada { $number }, mueve { $player }.
}

## Answers offered with an announcement.
game-action-accept = Aceptar
game-action-decline = Rechazar
game-action-resign = Abandonar
game-action-rematch = Revancha
game-action-move = Mover

## Announcements.
game-start-begins = Empieza la partida: { $variant }.
game-start-accepted = { $challenger_who ->
    [you] { $player } aceptó tu desafío: empieza la partida de { $variant }.
   *[name] { $player } aceptó el desafío de { $challenger }: empieza la partida de { $variant }.
}
game-start-computer-first = El ordenador mueve primero; el tablero llegará con su jugada.
game-takeback-computer = { $player } deshizo su última jugada (contra el ordenador: se puede deshacer una vez por jugada).
game-takeback-agreed = { $player } aceptó deshacer la última jugada.
game-draw-offer = { $player } ofrece tablas. { $opponent }, ¿aceptas?
game-takeback-request = { $player } pide deshacer su última jugada. { $opponent }, ¿estás de acuerdo?
game-draw-declined = { $player } rechazó la oferta de tablas. La partida continúa.
game-takeback-declined = { $player } rechazó deshacer la jugada. La partida continúa.
game-reminder = { $player }, un recordatorio: te toca mover en { $variant }. Mueve o perderás la partida por tiempo.
game-reminder-deadline = { $player }, un recordatorio: te toca mover en { $variant }. Mueve antes de { $time } o perderás la partida por tiempo.
game-over-plain = Partida terminada.
game-challenge-expired-notice = { $player }, tu desafío caducó sin respuesta tras 48 horas.
game-ratings-line = Puntuaciones: { $white } · { $black }
game-move-unposted = Jugaste { $move }. Su tablero no se pudo publicar en el canal; /{ cmd-board-name } lo muestra.

## What the author of an action is told.
game-receipt-move = Jugaste { $move }. El tablero llegará al canal.
game-receipt-move-final = Jugaste { $move }. La partida ha terminado; el tablero y el resultado llegarán a continuación.
game-receipt-draw-offer = Ofreciste tablas. Tu rival puede aceptar o rechazar; la oferta caduca cuando mueva.
game-receipt-takeback-request = Pediste deshacer tu última jugada; tu rival responderá.
game-receipt-abort = Anulaste la partida. Termina sin resultado.
game-receipt-citadel-claim = Reclamaste tablas por ciudadela: la partida termina en tablas.
game-receipt-agreement = Tu rival había ofrecido tablas, así que la partida termina en tablas.
game-receipt-resigned = Abandonaste.
game-answer-accepted = Aceptaste el desafío: empieza la partida y el tablero llegará a continuación.
game-answer-declined = Rechazaste el desafío.
game-answer-withdrawn = Retiraste tu desafío.
game-answer-draw-accepted = Aceptaste las tablas: la partida termina en tablas.
game-answer-draw-declined = Rechazaste la oferta de tablas.
game-answer-takeback-allowed = Permitiste deshacer la jugada: se ha deshecho y el tablero llegará a continuación.
game-answer-takeback-declined = Rechazaste deshacer la jugada.
game-answer-rematch-asked = Pediste la revancha con los colores cambiados: tu desafío está publicado.
game-answer-rematch-accepted = Aceptaste la revancha: empieza la partida y el tablero llegará a continuación.
game-receipt-computer-thinking = Jugaste { $move }. El ordenador está pensando; su respuesta y el tablero llegarán a continuación.

## A question's text once it is no longer open.
game-retired-open-challenge = { $challenger } lanzó un desafío abierto a una partida de { $variant }.
game-retired-challenge = { $challenger } desafió a { $challenged } a una partida de { $variant }.
game-retired-challenge-accepted = { $by } aceptó: la partida ha empezado.
game-retired-declined = { $by } rechazó.
game-retired-withdrawn = { $by } retiró el desafío.
game-retired-expired = El desafío caducó sin respuesta.
game-retired-challenge-closed = El desafío ya no está abierto.
game-retired-draw-accepted = { $by } aceptó: la partida termina en tablas.
game-retired-takeback-accepted = { $by } aceptó: la jugada se deshizo.
game-retired-offer-lapsed = La oferta caducó con la siguiente jugada.
game-retired-request-lapsed = La petición caducó con la siguiente jugada.
game-retired-game-ended = La partida terminó antes de una respuesta.
game-retired-draw-offer = { $player } ofreció tablas.
game-retired-takeback-request = { $player } pidió deshacer su última jugada.
game-retired-question-closed = Esta pregunta ya no está abierta.

## Direct messages about games waiting for a move.
game-notify-turn = Te toca mover contra { $opponent } en { $variant } (jugada { $number }).
game-notify-digest = { $count ->
    [one] Tu resumen diario: { $count } partida espera tu jugada.
   *[other] Tu resumen diario: { $count } partidas esperan tu jugada.
}
game-notify-digest-more = { $count ->
    [one] y { $count } más.
   *[other] y { $count } más.
}

## Descriptions of pictures (alt text).
game-alt-board-after = Tablero tras { $move }
game-alt-board-start = Tablero al inicio
game-alt-board-result = partida terminada: { $code }
game-alt-board-over = partida terminada
game-alt-board-turn = { $color ->
    [white] mueven las blancas
   *[black] mueven las negras
}
game-alt-board-check = en jaque
game-alt-board-from-black = visto desde las negras
game-alt-separator = {", "}
game-alt-standings = Clasificación de { $name }: { $lines }
game-alt-standings-cross = Clasificación y tabla cruzada de { $name }: { $lines }
game-alt-animation = La partida entera { $white } contra { $black }, { $count ->
    [one] { $count } media jugada
   *[other] { $count } medias jugadas
}, en animación
game-alt-animation-result = La partida entera { $white } contra { $black }, { $count ->
    [one] { $count } media jugada
   *[other] { $count } medias jugadas
}, en animación, resultado { $code }

## The list of a player's conditional moves.
game-premove-dropped = Se eliminó una de tus líneas: su respuesta { $note }
game-premove-none = No tienes jugadas condicionales guardadas en esta partida.
game-premove-list = Tus jugadas condicionales en esta partida ({ $count } de { $max }; solo tú las ves):
game-premove-list-line = Línea { $n }: { $line }

## The caption above a board picture.
game-caption-players = { $white } contra { $black }
game-caption-turn = jugada { $number }, { $color ->
    [white] mueven las blancas
   *[black] mueven las negras
}

## Why a tournament action was refused (TournamentError). $name: the event (bold).
game-tournament-no-such = No hay ningún torneo con ese nombre en este servidor.
game-tournament-bad-name = El nombre de un torneo tiene de 1 a 50 caracteres.
game-tournament-name-taken = Este servidor ya tiene un torneo abierto llamado { $name }; elige otro nombre.
game-tournament-too-many-players = Un { $format ->
    [swiss] torneo suizo
    [double-round-robin] doble round robin
   *[round-robin] round robin
} admite como máximo { $max } jugadores.
game-tournament-too-few-allowed = Un { $format ->
    [swiss] torneo suizo
    [double-round-robin] doble round robin
   *[round-robin] round robin
} necesita al menos { $min } jugadores.
game-tournament-bad-rounds = Un torneo suizo tiene de 1 a 15 rondas (las rondas de un round robin dependen de los jugadores).
game-tournament-signup-closed = La inscripción en { $name } está cerrada.
game-tournament-full = { $name } está completo.
game-tournament-already-in = Ya estás inscrito en { $name }.
game-tournament-not-in = No estás inscrito en { $name }.
game-tournament-not-organizer = Solo el creador del torneo o un administrador del servidor puede hacer eso.
game-tournament-not-enough-players = { $name } necesita al menos { $min } jugadores para empezar; tiene { $have }.
game-tournament-wrong-status = { $name } está { $status ->
    [signup] abierto a inscripciones
    [closed] cerrado a inscripciones
    [running] en curso
    [finished] terminado
   *[cancelled] cancelado
}, así que eso no se puede hacer ahora.
game-tournament-already-withdrawn = Ya te has retirado de { $name }.
game-tournament-start-in-past = La hora de inicio debe estar en el futuro.
game-tournament-role-required = En este servidor solo los miembros con el rol <@&{ $role }> (o Gestionar servidor) pueden crear torneos.

game-tournament-status = { $status ->
    [signup] abierto a inscripciones
    [closed] inscripciones cerradas
    [running] en curso
    [finished] terminado
   *[cancelled] cancelado
}

## Tournament posts. $name: the event (bold).
game-tournament-header = 🏆 { $name } · { $variant } · { $format ->
    [swiss] torneo suizo
    [double-round-robin] doble round robin
   *[round-robin] round robin
} · { $days ->
    [0] sin límite de tiempo
    [one] { $days } día por jugada
   *[other] { $days } días por jugada
} · { $rated ->
    [yes] puntuable
   *[no] amistoso
}
game-tournament-join = Inscribirse
game-tournament-open = Inscripción abierta ({ $count } de un máximo de { $max } jugadores; empieza con al menos { $min }). Pulsa { $join } para jugar.
game-tournament-open-at = Inscripción abierta ({ $count } de un máximo de { $max } jugadores; con al menos { $min }, empieza automáticamente { $time }). Pulsa { $join } para jugar.
game-tournament-closed = La inscripción está cerrada; el torneo empieza pronto.
game-tournament-running = En curso: ronda { $round } de { $rounds }.
game-tournament-finished = Terminado.
game-tournament-cancelled = Cancelado.
game-tournament-no-players = Aún no hay jugadores.
game-tournament-players = Jugadores: { $players }
game-tournament-separator = {", "}
game-tournament-round = { $name } · ronda { $round } de { $rounds }: las partidas empiezan ahora, cada una en su propio hilo.
game-tournament-bye = Descansa (1 punto): { $player }
game-tournament-board = { $board }. { $white } – { $black }
game-tournament-forfeit = { $board }. { $white } – { $black } (incomparecencia, { $result })
game-tournament-and = {" y "}
game-tournament-over = 🏆 { $name } ha terminado. Ganador: { $winners }.
game-tournament-final-standings = Clasificación final:
game-tournament-standings-after = { $name } · clasificación según las partidas jugadas hasta ahora (ronda { $round } de { $rounds }):
game-tournament-sb = SB { $value }
game-tournament-bh = BH-1 { $cut }, BH { $full }
game-tournament-line = { $rank }. { $name } { $score } ({ $tiebreaks })
game-tournament-withdrew = { $name } (retirado)
game-tournament-game = { $name } · ronda { $round }, tablero { $board }: { $white } (blancas) contra { $black } (negras)
game-tournament-thread = { $name } R{ $round }: { $white } contra { $black }
game-tournament-cancelled-post = { $name } se ha cancelado. Las partidas ya en curso se juegan hasta el final como partidas normales.

## Only the result is known (a pasted PGN's result).
game-end-won-color = { $winner ->
    [white] Ganan las blancas
   *[black] Ganan las negras
}
game-end-drawn = Tablas

## A game's replay (the GIF, the HTML page): frame captions, the result line, the page title.
game-replay-players = { $white } contra { $black }
game-replay-start = { $players } · { $variant } · posición inicial
game-replay-ply = { $players } · { $move }
game-replay-end = { $players } · { $result } tras { $move }
game-replay-end-no-moves = { $players } · { $result }
game-replay-result = { $code } · { $sentence }
game-replay-in-progress = partida en curso
game-replay-title = { $white } contra { $black } · { $variant }

## The computer player's name, stored when a game against it starts.
game-computer-name = Timur (ordenador, nivel { $level })
game-premove-dropped-reply = Se eliminó una de tus líneas: su respuesta { $reply } { $reason ->
    [illegal] no era una jugada legal en esa posición.
    [ambiguous] podía significar varias jugadas.
    [unreadable] no se podía leer como una jugada.
    [game-over] no se jugó: la partida ya había terminado.
   *[other] no se pudo jugar.
}

game-sentence-gap = {" "}
