# Tournaments, ratings, challenges and server administration (Discord commands).

## /tournament: replies to the author. $name: the event (bold).
community-tournament-created = { $name } ist erstellt; die Ankündigung mit dem Anmelden-Knopf folgt in diesem Kanal.
community-tournament-started = { $name } hat mit { $count } Spielern begonnen: { $rounds ->
    [one] { $rounds } Runde
   *[other] { $rounds } Runden
}; die Paarungen der 1. Runde folgen in seinem Thread.
community-tournament-closed = Die Anmeldung für { $name } ist geschlossen; starte es mit /{ cmd-tournament-name } { cmd-tournament-start-name }.
community-tournament-cancelled = { $name } ist abgesagt.
community-tournament-withdrawn = Du hast dich von { $name } zurückgezogen.
community-tournament-none = Dieser Server hat noch keine Turniere. Erstelle eins mit /{ cmd-tournament-name } { cmd-tournament-create-name }.
community-tournament-list-line = { $name } · { $format ->
    [swiss] Schweizer System
    [double-round-robin] doppelrundiges Rundenturnier
   *[round-robin] Rundenturnier
} · { $status }
community-tournament-list-line-running = { $name } · { $format ->
    [swiss] Schweizer System
    [double-round-robin] doppelrundiges Rundenturnier
   *[round-robin] Rundenturnier
} · { $status }, Runde { $round }
community-tournament-leave-button = Abmelden

## /rating and /leaderboard
community-rating-provisional = `?` = vorläufig: zu wenige Partien oder eine zu lange Pause, als dass die Wertung schon feststünde.
community-rating-heading = Wertungen von { $player }
community-rating-pool-unrated = { $pool }: noch keine gewerteten Partien (Start bei 1500?)
community-rating-pool-line = { $pool }: { $rating } · { $record }
community-rating-record = { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}: { $won } gewonnen, { $drawn } remis, { $lost } verloren
community-rating-never = { $player } hat noch keine gewertete Partie gespielt. Alle beginnen bei 1500? (vorläufig); gewertet sind Partien, die mit `{ cmd-challenge-opt-rated-name }:true` gefordert wurden (der Standard, wenn es ein Zeitlimit gibt).
community-leaderboard-line = { $place }. { $player } { $rating } · { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}
community-leaderboard-line-you = { $place }. { $player } (du) { $rating } · { $games ->
    [one] { $games } Partie
   *[other] { $games } Partien
}
community-leaderboard-empty = Auf diesem Server wurden noch keine gewerteten { $pool }-Partien gespielt, daher ist die { $pool }-Rangliste leer. Fordere jemanden mit `/{ cmd-challenge-name }` heraus (gewertet, wenn es ein Zeitlimit gibt).
community-leaderboard-title = { $pool }-Rangliste
community-leaderboard-heading = { $title } (dieser Server)
community-leaderboard-ranked = { $count ->
    [one] { $count } Spieler in der Rangliste.
   *[other] { $count } Spieler in der Rangliste.
}
community-leaderboard-server-only = Die Rangliste gehört zu einem Server; benutze /{ cmd-leaderboard-name } auf einem Server.

## /admin (server managers)
community-admin-not-manager = Nur Mitglieder mit der Berechtigung „Server verwalten“ können /{ cmd-admin-name } auf diesem Server benutzen.
community-admin-server-only = /{ cmd-admin-name } funktioniert nur auf einem Server.
community-admin-none = Dieser Server hat keine offenen Partien oder Herausforderungen.
community-admin-heading = Offene Partien und Herausforderungen dieses Servers ({ $count }):
community-admin-line = #{ $id } in { $channel }: { $white } gegen { $black }, { $state }
community-admin-challenge-waiting = Herausforderung wartet
community-admin-move = Zug { $number }
community-admin-more = … und { $count } weitere.

## /notify
community-notify-on = Du bekommst eine Direktnachricht, wenn du am Zug bist (höchstens eine pro Partie und Stunde).
community-notify-digest = Du bekommst einmal am Tag eine Direktnachricht mit den Partien, die auf deinen Zug warten.
community-notify-off = Du bekommst keine Direktnachrichten; der Thread der Partie erwähnt dich, wenn du am Zug bist.
community-notify-closed = { $sentence } Die Benachrichtigungen wurden abgeschaltet, weil deine Direktnachrichten geschlossen sind: Erlaube Direktnachrichten von Mitgliedern dieses Servers und wähle dann erneut /{ cmd-notify-name } { cmd-notify-opt-mode-name }:{ cmd-choice-on }.

## The command rate
community-rate-limited = Du sendest Befehle schneller, als dieser Bot erlaubt ({ $count } pro Minute). Bitte versuche es in { $wait } noch einmal.
