# Tournaments, ratings, challenges and server administration (Discord commands).

## /tournament: replies to the author. $name: the event (bold).
community-tournament-created = { $name } está creado; su anuncio con el botón Inscribirse aparecerá en este canal.
community-tournament-started = { $name } ha empezado con { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}: { $rounds ->
    [one] { $rounds } ronda
   *[other] { $rounds } rondas
}; los emparejamientos de la ronda 1 aparecerán en su hilo.
community-tournament-closed = La inscripción en { $name } está cerrada; empiézalo con /{ cmd-tournament-name } { cmd-tournament-start-name }.
community-tournament-cancelled = { $name } está cancelado.
community-tournament-withdrawn = Te has retirado de { $name }.
community-tournament-none = Este servidor aún no tiene torneos. Crea uno con /{ cmd-tournament-name } { cmd-tournament-create-name }.
community-tournament-list-line = { $name } · { $format ->
    [swiss] torneo suizo
    [double-round-robin] doble round robin
   *[round-robin] round robin
} · { $status }
community-tournament-list-line-running = { $name } · { $format ->
    [swiss] torneo suizo
    [double-round-robin] doble round robin
   *[round-robin] round robin
} · { $status }, ronda { $round }
community-tournament-leave-button = Darse de baja

## /rating and /leaderboard
community-rating-provisional = `?` = provisional: muy pocas partidas, o una pausa demasiado larga, para que la puntuación esté asentada.
community-rating-heading = Puntuaciones de { $player }
community-rating-pool-unrated = { $pool }: aún no hay partidas puntuables (empieza en 1500?)
community-rating-pool-line = { $pool }: { $rating } · { $record }
community-rating-record = { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}: { $won ->
    [one] { $won } ganada
   *[other] { $won } ganadas
}, { $drawn } en tablas, { $lost ->
    [one] { $lost } perdida
   *[other] { $lost } perdidas
}
community-rating-never = { $player } aún no ha jugado ninguna partida puntuable. Todos empiezan en 1500? (provisional); las partidas puntuables son las desafiadas con `{ cmd-challenge-opt-rated-name }:true` (lo predeterminado cuando hay límite de tiempo).
community-leaderboard-line = { $place }. { $player } { $rating } · { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}
community-leaderboard-line-you = { $place }. { $player } (tú) { $rating } · { $games ->
    [one] { $games } partida
   *[other] { $games } partidas
}
community-leaderboard-empty = En este servidor aún no se ha jugado ninguna partida puntuable de { $pool }, así que la clasificación de { $pool } está vacía. Desafía a alguien con `/{ cmd-challenge-name }` (puntuable cuando hay límite de tiempo).
community-leaderboard-title = Clasificación de { $pool }
community-leaderboard-heading = { $title } (este servidor)
community-leaderboard-ranked = { $count ->
    [one] { $count } jugador clasificado.
   *[other] { $count } jugadores clasificados.
}
community-leaderboard-server-only = La clasificación pertenece a un servidor; usa /{ cmd-leaderboard-name } en uno.

## /admin (server managers)
community-admin-not-manager = Solo los miembros con el permiso Gestionar servidor pueden usar /{ cmd-admin-name } en este servidor.
community-admin-server-only = /{ cmd-admin-name } solo funciona en un servidor.
community-admin-none = Este servidor no tiene partidas ni desafíos abiertos.
community-admin-heading = Partidas y desafíos abiertos de este servidor ({ $count }):
community-admin-line = #{ $id } en { $channel }: { $white } contra { $black }, { $state }
community-admin-challenge-waiting = desafío en espera
community-admin-move = jugada { $number }
community-admin-more = … y { $count ->
    [one] { $count } más.
   *[other] { $count } más.
}

## /notify
community-notify-on = Recibes un mensaje directo cuando te toca mover (como mucho uno por partida y hora).
community-notify-digest = Recibes un mensaje directo al día con las partidas que esperan tu jugada.
community-notify-off = No recibes mensajes directos; el hilo de la partida te menciona cuando te toca mover.
community-notify-closed = { $sentence } Las notificaciones se desactivaron porque tus mensajes directos están cerrados: permite los mensajes directos de los miembros de este servidor y vuelve a elegir /{ cmd-notify-name } { cmd-notify-opt-mode-name }:{ cmd-choice-on }.

## The command rate
community-rate-limited = Estás enviando comandos más rápido de lo que este bot permite ({ $count } por minuto). Vuelve a intentarlo en { $wait }.
