# Tournaments, ratings, challenges and server administration (Discord commands).

## /tournament: replies to the author. $name: the event (bold).
community-tournament-created = Le tournoi { $name } est créé ; son annonce avec le bouton S'inscrire va suivre dans ce salon.
community-tournament-started = Le tournoi { $name } a commencé avec { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
} : { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
} ; les appariements de la ronde 1 vont suivre dans son fil.
community-tournament-closed = Les inscriptions à { $name } sont closes ; lancez-le avec /{ cmd-tournament-name } { cmd-tournament-start-name }.
community-tournament-cancelled = Le tournoi { $name } est annulé.
community-tournament-withdrawn = Vous vous êtes retiré de { $name }.
community-tournament-none = Ce serveur n'a pas encore de tournoi. Créez-en un avec /{ cmd-tournament-name } { cmd-tournament-create-name }.
community-tournament-list-line = { $name } · { $format ->
    [swiss] tournoi suisse
    [double-round-robin] double toutes-rondes
   *[round-robin] toutes-rondes
} · { $status }
community-tournament-list-line-running = { $name } · { $format ->
    [swiss] tournoi suisse
    [double-round-robin] double toutes-rondes
   *[round-robin] toutes-rondes
} · { $status }, ronde { $round }
community-tournament-leave-button = Se désinscrire

## /rating and /leaderboard
community-rating-provisional = `?` = provisoire : trop peu de parties, ou une trop longue pause, pour que le classement soit établi.
community-rating-heading = Classements de { $player }
community-rating-pool-unrated = { $pool } : aucune partie classée pour l'instant (départ à 1500?)
community-rating-pool-line = { $pool } : { $rating } · { $record }
community-rating-record = { $games ->
    [one] { $games } partie
   *[other] { $games } parties
} : { $won ->
    [one] { $won } gagnée
   *[other] { $won } gagnées
}, { $drawn ->
    [one] { $drawn } nulle
   *[other] { $drawn } nulles
}, { $lost ->
    [one] { $lost } perdue
   *[other] { $lost } perdues
}
community-rating-never = { $player } n'a encore joué aucune partie classée. Tout le monde commence à 1500? (provisoire) ; les parties classées sont celles lancées avec `{ cmd-challenge-opt-rated-name }:true` (par défaut quand il y a une limite de temps).
community-leaderboard-line = { $place }. { $player } { $rating } · { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}
community-leaderboard-line-you = { $place }. { $player } (vous) { $rating } · { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}
community-leaderboard-empty = Aucune partie classée de { $pool } n'a encore été jouée sur ce serveur : le palmarès { $pool } est donc vide. Défiez quelqu'un avec `/{ cmd-challenge-name }` (classée quand il y a une limite de temps).
community-leaderboard-title = Palmarès { $pool }
community-leaderboard-heading = { $title } (ce serveur)
community-leaderboard-ranked = { $count ->
    [one] { $count } joueur classé.
   *[other] { $count } joueurs classés.
}
community-leaderboard-server-only = Le palmarès appartient à un serveur ; utilisez /{ cmd-leaderboard-name } dans un serveur.

## /admin (server managers)
community-admin-not-manager = Seuls les membres ayant la permission Gérer le serveur peuvent utiliser /{ cmd-admin-name } sur ce serveur.
community-admin-server-only = /{ cmd-admin-name } ne fonctionne que sur un serveur.
community-admin-none = Ce serveur n'a aucune partie ni aucun défi en cours.
community-admin-heading = Parties et défis en cours sur ce serveur ({ $count }) :
community-admin-line = #{ $id } dans { $channel } : { $white } contre { $black }, { $state }
community-admin-challenge-waiting = défi en attente
community-admin-move = coup { $number }
community-admin-more = … et { $count ->
    [one] { $count } autre.
   *[other] { $count } autres.
}

## /notify
community-notify-on = Vous recevez un message privé quand c'est à vous de jouer (au plus un par partie et par heure).
community-notify-digest = Vous recevez un message privé par jour listant les parties qui attendent votre coup.
community-notify-off = Vous ne recevez aucun message privé ; le fil de la partie vous mentionne quand c'est à vous de jouer.
community-notify-closed = { $sentence } Les notifications ont été désactivées parce que vos messages privés sont fermés : autorisez les messages privés des membres de ce serveur, puis choisissez à nouveau /{ cmd-notify-name } { cmd-notify-opt-mode-name }:{ cmd-choice-on }.

## The command rate
community-rate-limited = Vous envoyez des commandes plus vite que ce bot ne le permet ({ $count } par minute). Veuillez réessayer dans { $wait }.
