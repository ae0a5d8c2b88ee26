# discord texts (fr). The English catalog (en-US) is the source; every id here exists there.

## Styles and shared parts
discord-anyone = n'importe qui
discord-end-with-result = { $end } ({ $result })
discord-in-channel = {" "}(dans <#{ $channel }>)
discord-the-game-link = La partie : <#{ $channel }>
discord-shared-below = Partagé ci-dessous{ $link }.

## The error handler
discord-generic-failure = Un problème est survenu du côté du bot, rien n'a donc été modifié. Veuillez réessayer dans un instant.
discord-database-down = La base de données des parties du bot est indisponible pour le moment, rien n'a donc été modifié. Veuillez réessayer dans quelques minutes.
discord-corrupt-game = { $error } L'opérateur du bot peut lancer `timur check` pour voir ce qui ne va pas.
discord-vacation-running = Vous êtes déjà en vacances. Terminez-les d'abord avec /{ cmd-vacation-name } { cmd-vacation-end-name }.
discord-options-unreadable = Je n'ai pas pu lire les options de cette commande (une valeur est peut-être hors limites). Veuillez les choisir dans le menu.
discord-guild-only = /{ $command } ne fonctionne que sur un serveur, pas en message privé.
discord-stale-button = Ce bouton n'est plus valable.

## Finding the game
discord-no-game-here = Il n'y a pas de partie dans ce salon. Lancez-en une avec /{ cmd-challenge-name }.
discord-channel-game-over = La partie de ce salon est terminée : { $end }. Lancez-en une nouvelle avec /{ cmd-challenge-name }.
discord-not-your-move-anywhere = Ce n'est votre tour dans aucune de vos parties ({ $games }).
discord-choose-game = Choisissez une partie
discord-which-game = Vous avez { $count } parties ({ $games }). À laquelle s'adresse /{ $command } ?
discord-no-such-game = Il n'y a pas de partie #{ $id }.
discord-game-not-yours = La partie #{ $id } n'a été jouée ni par vous ni sur ce serveur.
discord-name-a-finished-game = Il n'y a pas de partie dans ce salon. Désignez-en une avec { cmd-export-opt-game-name }: (le menu liste vos parties ; /{ cmd-games-name } { cmd-games-opt-finished-name }:true liste les parties terminées).
discord-name-a-game = Vous avez plusieurs parties : désignez-en une avec { cmd-export-opt-game-name }: (le menu liste vos parties).
discord-label-players = { $white } contre { $black }
discord-label-opponent = contre { $opponent }
discord-label-challenge = défi
discord-label-your-move = à vous de jouer
discord-label-their-move = au tour de { $player }
discord-label-over = terminée

## Buttons
discord-button-accept = Accepter
discord-button-decline = Refuser
discord-button-resign = Abandonner
discord-button-rematch = Revanche
discord-button-move = Jouer
discord-button-back = Retour

## Playing
discord-move-too-long = « { $input } » n'est pas un coup : les coups sont courts, comme e3-e4, Nb2-c4, P@e6 ou citadel.
discord-resign-question = Voulez-vous vraiment abandonner cette partie contre { $opponent } ? C'est irréversible.

## The move picker
discord-picker-part = { $name } ({ $part }/{ $parts })
discord-picker-piece = Pièce
discord-picker-piece-option = { $piece } { $square } ({ $count ->
    [one] { $count } coup
   *[other] { $count } coups
})
discord-picker-choose-piece = Choisissez une pièce
discord-picker-pieces = Pièces
discord-picker-pawns = Pions
discord-picker-choose-destination = Choisissez la case d'arrivée
discord-picker-whose = { $color ->
    [white] Blancs
   *[black] Noirs
}, coup { $number }
discord-picker-piece-step = { $note }À vous de jouer en { $variant } ({ $whose }) : choisissez la pièce à jouer.
discord-picker-no-move = La pièce { $piece } en { $square } n'a aucun coup légal.{" "}
discord-picker-destination-step = { $piece } en { $square } : choisissez la case d'arrivée.
discord-picker-game-over = Cette partie est terminée, il n'y a donc rien à jouer.
discord-picker-not-accepted = Ce défi n'a pas encore été accepté.
discord-picker-not-a-player = Seuls les joueurs de cette partie peuvent y jouer un coup.
discord-picker-not-your-move = Ce n'est pas votre tour : c'est à { $player } de jouer. Appuyez sur Jouer sous l'échiquier après son coup.
discord-picker-changed = La position a changé depuis l'ouverture de ce sélecteur, rien n'a donc été joué. Appuyez sur Jouer sous le dernier échiquier.
discord-picker-earlier-board = L'échiquier sur lequel vous avez appuyé montre une position antérieure ; voici la position actuelle.{" "}

## Conditional moves (/premove)
discord-premove-boards-note = Les échiquiers montrent où aboutit chaque ligne. Une ligne n'est jouée que tant que votre adversaire la suit ; tout autre coup l'annule.
discord-premove-boards-shown = (Échiquiers des lignes 1 à { $count }.)
discord-premove-remove = Retirer { $number }
discord-premove-remove-all = Tout retirer
discord-premove-too-long = « { $input } » est trop long pour une ligne : une ligne compte au plus 10 coups, comme « Nb2xc4 Rd1xc4 e7-e6 Rc4-c1 ».
discord-premove-removed-n = { $count ->
    [one] { $count } ligne retirée.
   *[other] { $count } lignes retirées.
}
discord-premove-removed-line = Ligne { $number } retirée.
discord-premove-stored = Enregistrée comme ligne { $number }.
discord-premove-removed-one = Ligne retirée.
discord-premove-removed-all = Toutes vos lignes ont été retirées.

## /settings
discord-settings-board-mine = Les échiquiers affichés pour vous seul (comme /{ cmd-board-name }) sont vus de votre côté ; dans les parties que vous ne jouez pas, les Blancs sont en bas.
discord-settings-board-white = Les échiquiers affichés pour vous seul (comme /{ cmd-board-name }) ont les Blancs en bas.
discord-settings-yours = Vos réglages. Échiquier : { $board }. { $sentence }
discord-settings-server-language = Langue des annonces de ce serveur : { $language }.
discord-settings-saved = Enregistré. { $sentence }
discord-settings-server-only = Les réglages appartiennent à un serveur.
discord-settings-tournaments-manage = Seuls les membres ayant la permission Gérer le serveur peuvent changer qui crée des tournois.
discord-settings-tournaments-role = Désormais, seuls les membres ayant le rôle { $role } (ou Gérer le serveur) peuvent créer des tournois.
discord-settings-tournaments-everyone = Désormais, tous les membres peuvent créer des tournois.
discord-settings-language-manage = Seuls les membres ayant la permission Gérer le serveur peuvent changer la langue de ce serveur.
discord-settings-language-saved = Langue des annonces de ce serveur désormais : { $language }. Les réponses à chaque membre restent dans sa propre langue Discord.

## Tournaments
discord-tournament-joined = Vous êtes inscrit à { $name } ({ $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
} pour l'instant).
discord-tournament-left = Vous avez quitté { $name }.

## /challenge
discord-challenge-bot = Vous ne pouvez pas défier un bot.
discord-challenge-computer-unrated = Les parties contre l'ordinateur ne sont jamais classées ; omettez { cmd-challenge-opt-rated-name }: ou choisissez { cmd-challenge-opt-rated-name }:false.
discord-challenge-where-here = ici
discord-challenge-where-thread = dans <#{ $thread }>
discord-challenge-no-thread-permission = {" "}(La partie se joue dans ce salon : il me manque ici la permission Créer des fils publics.)
discord-challenge-thread-refused = {" "}(La partie se joue dans ce salon : Discord m'a refusé ici la permission de créer un fil.)
discord-challenge-computer = Votre partie contre l'ordinateur (niveau { $level }) commence { $place }.{ $note }
discord-challenge-posted = Votre défi est publié { $place }.{ $note }

## /history and /vacation
discord-history-current = La position actuelle (demi-coup { $total }).
discord-history-start-no-moves = La position initiale (aucun coup n'a encore été joué).
discord-history-start = La position initiale, avant le coup 1.
discord-history-not-played = Le coup { $number } n'a pas été joué : la partie en est au coup { $last }. La position actuelle (demi-coup { $total }).
discord-history-after = La position après le coup { $number } (demi-coup { $ply } sur { $total }).
discord-history-no-moves = Aucun coup pour l'instant.
discord-vacation-started = Vos pendules sont arrêtées jusqu'au { $until } ({ $relative }) : chacune de vos échéances est repoussée de { $days ->
    [one] { $days } jour
   *[other] { $days } jours
}. Jours de vacances utilisés en { $year } : { $used } sur { $allowed }. Terminez-les plus tôt avec /{ cmd-vacation-name } { cmd-vacation-end-name }.
discord-vacation-ended = Bon retour : vos pendules tournent à nouveau. { $count ->
    [one] { $count } jour de vacances inutilisé rendu.
   *[other] { $count } jours de vacances inutilisés rendus.
}

## /games
discord-games-open-challenge = n'importe qui (défi ouvert)
discord-games-challenge-waiting = défi en attente, expire { $expires }
discord-games-never = jamais
discord-games-their-move = à son tour
discord-games-deadline = { $turn }, échéance { $deadline }
discord-games-no-limit = { $turn }, sans limite de temps
discord-games-rated = {" "}(classée)
discord-games-line = • <#{ $channel }> contre { $opponent } · { $variant }{ $rated } · { $state }
discord-games-won = gagnée
discord-games-drawn = nulle
discord-games-lost = perdue
discord-games-finished-line = • <#{ $channel }> #{ $id } contre { $opponent } · { $variant } · { $result }{ $when }
discord-games-no-finished = { $player } n'a encore aucune partie terminée.
discord-games-finished-head = Dernières parties terminées de { $player } (exportez-en une avec /{ cmd-export-name } { cmd-export-opt-game-name }:ID, analysez-la avec /{ cmd-analysis-name } { cmd-analysis-opt-game-name }:ID) :
discord-games-none = { $player } n'a aucune partie en cours.
discord-games-head = Parties de { $player } :
discord-games-more = … et { $count } de plus.
discord-games-on-vacation = En vacances jusqu'au { $until } ({ $relative }) ; pendules arrêtées. { $used } jours de vacances sur { $allowed } utilisés en { $year }.
discord-games-vacation-used = { $used } jours de vacances sur { $allowed } utilisés en { $year }.

## /help
discord-help-title = Timur : les échecs de Tamerlan par correspondance.
discord-help-head = { $title } Commandes :
discord-help-more = Variantes et notation : /{ cmd-help-name } { cmd-help-opt-topic-name }:{ cmd-choice-notation }. Toutes les pièces : /{ cmd-help-name } { cmd-help-opt-topic-name }:{ cmd-choice-pieces }.
discord-help-how-to-play-title = Comment jouer
discord-help-how-to-play =
    • Défiez quelqu'un avec /{ cmd-challenge-name } { cmd-challenge-opt-opponent-name }:@joueur, ou l'ordinateur avec { cmd-challenge-opt-opponent-name }:@Timur { cmd-challenge-opt-level-name }:1-8. La partie a son propre fil.
    • Jouez avec le bouton **Jouer** sous chaque échiquier (choisissez une pièce, puis sa case), ou tapez /{ cmd-move-name } : le menu propose les coups légaux (Nc4, girafe, échange, citadel…).
    • Délais : de 1 à 14 jours par coup, au choix avec `{ cmd-challenge-opt-days-name }:` (3 par défaut) ; un rappel arrive avant l'échéance, et un délai dépassé fait perdre la partie. /{ cmd-vacation-name } met vos pendules en pause.
    • Les commandes trouvent votre partie depuis n'importe quel salon. /{ cmd-games-name } les liste ; /{ cmd-export-name } { cmd-export-opt-game-name }:ID donne le fichier de la partie (PGN, GIF ou HTML).
discord-help-variants-title = Variantes
discord-help-variants =
    • Tamerlan (échiquier 11×10 + deux citadelles) : `Tamerlan` (disposition masculine), `Tamerlan (disposition féminine)`, `Tamerlan (disposition d'Ibn Arabshah)`.
    • Tamerlan complet : le même échiquier avec le Lion, le Taureau, le Révélateur et le Monstre marin, et leurs pions.
    • Timourides (12×12, proches des échecs, avec pions rapides, canons et un Prince) : Hérat, Mirza, Babur, Samarcande et leurs versions sauvages (des Griffons sur les côtés, une pièce centrale plus forte).
discord-help-notation-title = Notation
discord-help-notation =
    • `e3-e4` : un coup de pion (les pions n'ont pas de lettre) ; `Nb2-c4` ou `Nb2xc4` (x = prise).
    • `Nc4`, `b2c4` : les formes courtes marchent quand un seul coup légal correspond.
    • `f9xg10=I` : promotion. `P@e6` : placer le pion de pions. `K<>d3` : échanger le shah avec la pièce en d3.
    • `citadel` : faire entrer votre shah dans la citadelle où il peut aller.
    Les majuscules sont les lettres des pièces ; la réponse à un coup erroné liste les coups légaux les plus proches.

## /piece, /history, /export
discord-piece-unknown = { $variant } n'a pas de pièce appelée « { $name } ». Ses pièces : { $pieces }.
discord-players-line = { $variant } : { $white } contre { $black }.
discord-export-record = La partie { $players }

## /analysis
discord-analysis-running = Analyser une partie en cours serait tricher. Redemandez /{ cmd-analysis-name } quand la partie sera terminée.
discord-analysis-no-moves = Cette partie n'a aucun coup à analyser.
discord-analysis-no-result = sans résultat
discord-analysis-graph-title = { $white } contre { $black } · { $result }
discord-analysis-head = Analyse par ordinateur de { $white } contre { $black } ({ $nodes } nœuds par position) :
discord-analysis-mistake = • { $played } erreur ; il valait mieux { $better }
discord-analysis-blunder = • { $played } gaffe ; il valait mieux { $better }
discord-analysis-no-mistakes = Aucune erreur ni gaffe.

## Descriptions of pictures (alt texts, for screen readers)
discord-alt-legend = Toutes les pièces de { $variant } avec leur nom et leurs lettres : { $pieces }
discord-alt-piece = Diagramme : { $piece } sur un échiquier de { $variant } vide : { $moves }
discord-alt-eval-graph = Graphique d'évaluation de { $white } contre { $black } : les chances de gain des Blancs après chaque coup, de +1 (les Blancs gagnent) à -1 (les Noirs gagnent), sur { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}, erreurs marquées
discord-alt-rating-chart = Courbe de classement de { $name } : le classement après chaque partie classée, par catégorie
discord-alt-pgn = Feuille de partie (texte PGN) de { $white } contre { $black }, { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}
discord-alt-html = Page de relecture (HTML) de { $white } contre { $black }, { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}, à ouvrir dans un navigateur
discord-thread-name = { $variant } : { $challenger } contre { $opponent }
discord-thread-name-open = { $variant } : défi ouvert de { $challenger }
