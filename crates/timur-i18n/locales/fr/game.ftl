# game texts (fr). The English catalog (en-US) is the source; every id here exists there.

catalog-plies = { $count ->
    [one] { $count } demi-coup
   *[other] { $count } demi-coups
}

## Why the game service refused an action (GameError).
game-error-no-game = Il n'y a pas de partie ici.
game-error-game-over = Cette partie est terminée.
game-error-no-such-game = Cette partie n'existe plus.
game-error-channel-busy = Une partie ou un défi est déjà en cours ici. Terminez-le d'abord, ou jouez dans un fil.
game-error-self-challenge = Vous ne pouvez pas vous défier vous-même.
game-error-bad-position = Cette position de départ ne peut pas être utilisée : { $reason }
game-error-not-your-game = Vous ne jouez pas dans cette partie.
game-error-not-challenged = Seul le joueur défié peut répondre à ce défi.
game-error-not-challenger = Seul l'auteur du défi peut le retirer.
game-error-challenge-closed = Ce défi n'est plus ouvert.
game-error-not-started = Le défi n'a pas encore été accepté.
game-error-not-your-turn = Ce n'est pas votre tour ; c'est à { $opponent } de jouer.
game-error-no-claim = Vous ne pouvez pas réclamer la nulle de citadelle maintenant : votre Shah doit se trouver dans la citadelle adverse (option de règle citadel=claim ou second-entry).
game-error-challenge-expired = Ce défi a expiré : il n'a pas été accepté dans les 48 heures.
game-error-bad-days = Le nombre de jours par coup doit être 1, 2, 3, 5, 7, 10 ou 14 (ou aucun).
game-error-time-up = Votre temps pour ce coup est écoulé ; la partie est perdue au temps.
game-error-draw-already-offered = Vous avez déjà proposé la nulle ; la proposition tient jusqu'au prochain coup de votre adversaire.
game-error-offer-gone = Cette proposition n'est plus valable.
game-error-not-for-you = Seul { $player } peut répondre à ceci.
game-error-abort-too-late = Une partie ne peut être annulée que tant que les deux camps n'ont pas joué. Abandonnez ou proposez la nulle à la place.
game-error-no-takeback = Vous ne pouvez demander à reprendre que votre propre dernier coup, avant que votre adversaire ait répondu.
game-error-takeback-pending = Vous avez déjà demandé à reprendre votre coup ; attendez la réponse.
game-error-takeback-used = Vous avez déjà repris un coup ici ; jouez un coup avant la prochaine reprise.
game-error-no-rematch = Une revanche ne peut suivre qu'une partie terminée entre deux joueurs.
game-error-bad-vacation = Des vacances durent de 1 à 30 jours.
game-error-vacation-running = Vous êtes déjà en vacances ; terminez-les d'abord.
game-error-vacation-budget = { $left ->
    [one] Il ne vous reste que { $left } jour de vacances cette année (30 par année civile).
   *[other] Il ne vous reste que { $left } jours de vacances cette année (30 par année civile).
}
game-error-no-vacation = Vous n'êtes pas en vacances.
game-error-too-many-open-challenges = Vous avez déjà { $max } défis en attente de réponse, le maximum autorisé. Attendez qu'un défi reçoive une réponse ou expire, ou retirez-en un, puis réessayez.
game-error-too-many-challenges = Vous avez lancé { $max } défis au cours de la dernière heure, le maximum autorisé. Vous pourrez défier à nouveau dans { $wait }.
game-error-not-in-this-server = Cette partie n'est pas sur ce serveur.
game-error-conflict = La partie a changé pendant le traitement de votre action ; rien n'a été modifié. Regardez à nouveau l'échiquier.
game-error-position-changed = La position a changé depuis cet affichage, donc rien n'a été joué. Regardez le dernier échiquier.
game-error-corrupt = L'enregistrement de cette partie est endommagé (partie { $game }), elle ne peut donc pas continuer. Commencez une nouvelle partie.
game-error-store = La base de données des parties a échoué, rien n'a été modifié.

game-wait-seconds = { $count ->
    [one] { $count } seconde
   *[other] { $count } secondes
}
game-wait-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}

## rules::OptionError
game-option-not-key-value = « { $word } » n'est pas de la forme clé=valeur. Options valides pour { $variant } : { $valid }
game-option-unknown-key = option inconnue « { $key } ». Options valides pour { $variant } : { $valid }
game-option-repeated = l'option « { $key } » est donnée deux fois. Options valides pour { $variant } : { $valid }
game-option-bad-value = « { $value } » n'est pas une valeur valide pour { $key }. Options valides pour { $variant } : { $valid }

## PremoveError
game-premove-your-turn = C'est à vous de jouer, il n'y a donc rien à anticiper : jouez votre coup. Les coups conditionnels répondent au prochain coup de votre adversaire.
game-premove-empty = Donnez une suite de coups commençant par le prochain coup de votre adversaire, chacun suivi de votre réponse, par exemple « Nb2xc4 Rd1xc4 ».
game-premove-too-long = Une ligne compte au plus 10 demi-coups (5 coups de votre adversaire, chacun avec votre réponse) ; celle-ci en a { $count }.
game-premove-no-reply = Une ligne se termine par votre réponse : ajoutez ce que vous joueriez après { $move }.
game-premove-too-many = Vous avez déjà 16 lignes dans cette partie, le maximum autorisé. Supprimez-en une d'abord.
game-premove-illegal-theirs = Coup { $index } de la ligne (coup de votre adversaire) : { $reason }
game-premove-illegal-yours = Coup { $index } de la ligne (votre réponse) : { $reason }
game-premove-theirs-is-yours = Le coup { $index } de la ligne, { $move }, déplace une de vos propres pièces : une ligne commence par le coup de votre adversaire, suivi de votre réponse.
game-premove-no-longer-legal = { $move } n'est plus un coup légal à cet endroit.
game-premove-ends-early = La partie serait terminée après { $move }, la ligne ne peut donc pas continuer au-delà.
game-premove-conflict = Cette ligne répond à { $theirs } par { $yours }, mais votre ligne { $n } ({ $line }) y répond par { $stored }. Supprimez d'abord cette ligne, ou gardez sa réponse.
game-premove-duplicate = Cette ligne est déjà enregistrée : ligne { $n } ({ $line }).
game-premove-no-such-line = Il n'y a pas de ligne { $n } : vous en avez { $count ->
    [one] { $count } enregistrée
   *[other] { $count } enregistrées
} dans cette partie.

## How a game ended.
game-end-checkmate = { $you ->
    [winner] Vous gagnez par échec et mat
   *[none] { $winner } gagne par échec et mat
}
game-end-checkmate-color = { $winner ->
    [white] Les Blancs gagnent
   *[black] Les Noirs gagnent
} par échec et mat
game-end-stalemate-win = { $you ->
    [winner] Vous gagnez : { $loser } n'a aucun coup légal (le pat perd)
    [loser] { $winner } gagne : vous n'avez aucun coup légal (le pat perd)
   *[none] { $winner } gagne : { $loser } n'a aucun coup légal (le pat perd)
}
game-end-stalemate-win-color = { $winner ->
    [white] Les Blancs gagnent : les Noirs n'ont
   *[black] Les Noirs gagnent : les Blancs n'ont
} aucun coup légal (le pat perd)
game-end-stalemate-draw = Nulle par pat
game-end-bare-king-win = { $you ->
    [winner] Vous gagnez : il ne reste à { $loser } que des pièces royales (roi dépouillé)
    [loser] { $winner } gagne : il ne vous reste que des pièces royales (roi dépouillé)
   *[none] { $winner } gagne : il ne reste à { $loser } que des pièces royales (roi dépouillé)
}
game-end-bare-king-win-color = { $winner ->
    [white] Les Blancs gagnent : il ne reste aux Noirs
   *[black] Les Noirs gagnent : il ne reste aux Blancs
} que des pièces royales (roi dépouillé)
game-end-bare-king-draw = Nulle : il ne reste aux deux camps que des pièces royales
game-end-citadel = Nulle : un Shah est entré dans la citadelle adverse
game-end-citadel-claim = { $who ->
    [white] Nulle réclamée par les Blancs : leur Shah se trouve dans la citadelle adverse
    [black] Nulle réclamée par les Noirs : leur Shah se trouve dans la citadelle adverse
    [you] Nulle réclamée par vous : votre Shah se trouve dans la citadelle adverse
   *[name] Nulle réclamée par { $claimant } : son Shah se trouve dans la citadelle adverse
}
game-end-repetition = Nulle par triple répétition
game-end-move-rule = Nulle par la règle des coups
game-end-resignation = { $you ->
    [winner] { $loser } abandonne ; vous gagnez
    [loser] Vous abandonnez ; { $winner } gagne
   *[none] { $loser } abandonne ; { $winner } gagne
}
game-end-resignation-color = { $winner ->
    [white] Les Noirs abandonnent ; les Blancs gagnent
   *[black] Les Blancs abandonnent ; les Noirs gagnent
}
game-end-time = { $you ->
    [winner] { $loser } a dépassé le temps ; vous gagnez
    [loser] Vous avez dépassé le temps ; { $winner } gagne
   *[none] { $loser } a dépassé le temps ; { $winner } gagne
}
game-end-time-color = { $winner ->
    [white] Les Noirs ont dépassé le temps ; les Blancs gagnent
   *[black] Les Blancs ont dépassé le temps ; les Noirs gagnent
}
game-end-agreement = Nulle par accord mutuel
game-end-abort = Partie annulée par { $by }
game-end-declined = { $by } a refusé le défi
game-end-withdrawn = { $by } a retiré le défi
game-end-expired = Le défi a expiré sans réponse au bout de 48 heures
game-end-other = Partie terminée

game-result-line = Partie terminée : { $sentence } ({ $code }).
game-result-line-no-result = { $sentence }.

## The lines announcements are made of.
game-variant-default = { $variant } (règles par défaut)
game-variant-options = { $variant } (options : { $options })
game-time-control = { $days ->
    [0] sans limite de temps
    [one] { $days } jour par coup
   *[other] { $days } jours par coup
}
game-color = { $color ->
    [white] Blancs
   *[black] Noirs
}
game-player-color = { $player } ({ $color ->
    [white] Blancs
   *[black] Noirs
})
game-sides = Blancs : { $white }, Noirs : { $black }.
game-deadline = Échéance pour { $player } : { $time }.
game-challenge-tail = { $days ->
    [0] Sans limite de temps
    [one] { $days } jour par coup
   *[other] { $days } jours par coup
} ; le défi expire { $expires }.
game-challenge-rated = Partie classée.
game-challenge-casual = Partie amicale (non classée).
game-challenge-open = { $challenger } lance un défi ouvert pour une partie de { $variant } : tout le monde peut l'accepter. { $rated_challenger } joue les { $color ->
    [white] Blancs
   *[black] Noirs
}. { $tail }
game-challenge-direct = { $challenged }, { $challenger } vous défie pour une partie de { $variant }. { $sides } { $tail }
game-turn = { $who ->
    [white] Aux Blancs de jouer.
    [black] Aux Noirs de jouer.
    [you] À vous de jouer.
   *[name] { $player }, à vous de jouer.
}
game-turn-check = { $who ->
    [white] Échec ! Aux Blancs de jouer.
    [black] Échec ! Aux Noirs de jouer.
    [you] Échec ! À vous de jouer.
   *[name] Échec ! { $player }, à vous de jouer.
}
game-played = { $who ->
    [white] Les Blancs ont joué { $move }.
    [black] Les Noirs ont joué { $move }.
    [you] Vous avez joué { $move }.
   *[name] { $player } a joué { $move }.
}
game-played-conditional = { $who ->
    [white] Les Blancs ont joué { $move } (coup conditionnel).
    [black] Les Noirs ont joué { $move } (coup conditionnel).
    [you] Vous avez joué { $move } (coup conditionnel).
   *[name] { $player } a joué { $move } (coup conditionnel).
}
game-board-head = { $black_who ->
    [you] { $variant } : { $white } contre vous (Noirs).
   *[name] { $variant } : { $white } contre { $black }.
}
game-board-challenge = Le défi n'a pas encore été accepté.
game-board-last-move = Dernier coup : { $move }.
game-board-turn = { $who ->
    [white] Coup { $number }, trait aux Blancs.
    [black] Coup { $number }, trait aux Noirs.
    [you] Coup { $number }, à vous de jouer.
   *[name] Coup { $number }, { $player } au trait.
}

## Answers offered with an announcement.
game-action-accept = Accepter
game-action-decline = Refuser
game-action-resign = Abandonner
game-action-rematch = Revanche
game-action-move = Jouer

## Announcements.
game-start-begins = La partie commence : { $variant }.
game-start-accepted = { $challenger_who ->
    [you] { $player } a accepté votre défi : la partie de { $variant } commence.
   *[name] { $player } a accepté le défi de { $challenger } : la partie de { $variant } commence.
}
game-start-computer-first = L'ordinateur joue en premier ; l'échiquier suit avec son coup.
game-takeback-computer = { $player } a repris son dernier coup (contre l'ordinateur : une reprise par coup).
game-takeback-agreed = { $player } a accepté de reprendre le dernier coup.
game-draw-offer = { $player } propose la nulle. { $opponent }, acceptez-vous ?
game-takeback-request = { $player } demande à reprendre son dernier coup. { $opponent }, êtes-vous d'accord ?
game-draw-declined = { $player } a refusé la proposition de nulle. La partie continue.
game-takeback-declined = { $player } a refusé la reprise. La partie continue.
game-reminder = { $player }, un rappel : c'est à vous de jouer dans { $variant }. Jouez, sinon la partie sera perdue au temps.
game-reminder-deadline = { $player }, un rappel : c'est à vous de jouer dans { $variant }. Jouez avant { $time }, sinon la partie sera perdue au temps.
game-over-plain = Partie terminée.
game-challenge-expired-notice = { $player }, votre défi a expiré sans réponse au bout de 48 heures.
game-ratings-line = Classements : { $white } · { $black }
game-move-unposted = Vous avez joué { $move }. Son échiquier n'a pas pu être publié dans le salon ; /{ cmd-board-name } l'affiche.

## What the author of an action is told.
game-receipt-move = Vous avez joué { $move }. L'échiquier suit dans le salon.
game-receipt-move-final = Vous avez joué { $move }. La partie est terminée ; l'échiquier et le résultat suivent.
game-receipt-draw-offer = Vous avez proposé la nulle. Votre adversaire peut accepter ou refuser ; la proposition tombe lorsqu'il joue.
game-receipt-takeback-request = Vous avez demandé à reprendre votre dernier coup ; votre adversaire répond.
game-receipt-abort = Vous avez annulé la partie. Elle se termine sans résultat.
game-receipt-citadel-claim = Vous avez réclamé la nulle de citadelle : la partie est nulle.
game-receipt-agreement = Votre adversaire avait proposé la nulle, la partie est donc nulle.
game-receipt-resigned = Vous avez abandonné.
game-answer-accepted = Vous avez accepté le défi : la partie commence et l'échiquier suit.
game-answer-declined = Vous avez refusé le défi.
game-answer-withdrawn = Vous avez retiré votre défi.
game-answer-draw-accepted = Vous avez accepté la nulle : la partie est nulle.
game-answer-draw-declined = Vous avez refusé la proposition de nulle.
game-answer-takeback-allowed = Vous avez accepté la reprise : le coup est repris et l'échiquier suit.
game-answer-takeback-declined = Vous avez refusé la reprise.
game-answer-rematch-asked = Vous avez demandé une revanche, couleurs inversées : votre défi est publié.
game-answer-rematch-accepted = Vous avez accepté la revanche : la partie commence et l'échiquier suit.
game-receipt-computer-thinking = Vous avez joué { $move }. L'ordinateur réfléchit ; sa réponse et l'échiquier suivent.

## A question's text once it is no longer open.
game-retired-open-challenge = { $challenger } a lancé un défi ouvert pour une partie de { $variant }.
game-retired-challenge = { $challenger } a défié { $challenged } pour une partie de { $variant }.
game-retired-challenge-accepted = { $by } a accepté : la partie a commencé.
game-retired-declined = { $by } a refusé.
game-retired-withdrawn = { $by } a retiré le défi.
game-retired-expired = Le défi a expiré sans réponse.
game-retired-challenge-closed = Le défi n'est plus ouvert.
game-retired-draw-accepted = { $by } a accepté : la partie est nulle.
game-retired-takeback-accepted = { $by } a accepté : le coup a été repris.
game-retired-offer-lapsed = La proposition est tombée au coup suivant.
game-retired-request-lapsed = La demande est tombée au coup suivant.
game-retired-game-ended = La partie s'est terminée avant une réponse.
game-retired-draw-offer = { $player } a proposé la nulle.
game-retired-takeback-request = { $player } a demandé à reprendre son dernier coup.
game-retired-question-closed = Cette question n'est plus ouverte.

## Direct messages about games waiting for a move.
game-notify-turn = À vous de jouer contre { $opponent } dans { $variant } (coup { $number }).
game-notify-digest = { $count ->
    [one] Votre résumé du jour : { $count } partie attend votre coup.
   *[other] Votre résumé du jour : { $count } parties attendent votre coup.
}
game-notify-digest-more = { $count ->
    [one] et { $count } autre.
   *[other] et { $count } autres.
}

## Descriptions of pictures (alt text).
game-alt-board-after = Échiquier après { $move }
game-alt-board-start = Échiquier au départ
game-alt-board-result = partie terminée : { $code }
game-alt-board-over = partie terminée
game-alt-board-turn = { $color ->
    [white] les Blancs
   *[black] les Noirs
} au trait
game-alt-board-check = en échec
game-alt-board-from-black = vu du côté des Noirs
game-alt-separator = {", "}
game-alt-standings = Classement de { $name } : { $lines }
game-alt-standings-cross = Classement et grille croisée de { $name } : { $lines }
game-alt-animation = Toute la partie { $white } contre { $black }, { $count ->
    [one] { $count } demi-coup
   *[other] { $count } demi-coups
}, en animation
game-alt-animation-result = Toute la partie { $white } contre { $black }, { $count ->
    [one] { $count } demi-coup
   *[other] { $count } demi-coups
}, en animation, résultat { $code }

## The list of a player's conditional moves.
game-premove-dropped = Une de vos lignes a été supprimée : sa réponse { $note }
game-premove-none = Vous n'avez aucun coup conditionnel enregistré dans cette partie.
game-premove-list = Vos coups conditionnels dans cette partie ({ $count } sur { $max } ; vous seul les voyez) :
game-premove-list-line = Ligne { $n } : { $line }

## The caption above a board picture.
game-caption-players = { $white } contre { $black }
game-caption-turn = coup { $number }, { $color ->
    [white] les Blancs
   *[black] les Noirs
} au trait

## Why a tournament action was refused (TournamentError). $name: the event (bold).
game-tournament-no-such = Il n'y a pas de tournoi de ce nom sur ce serveur.
game-tournament-bad-name = Le nom d'un tournoi compte de 1 à 50 caractères.
game-tournament-name-taken = Ce serveur a déjà un tournoi ouvert nommé { $name } ; choisissez un autre nom.
game-tournament-too-many-players = Un { $format ->
    [swiss] tournoi suisse
    [double-round-robin] double toutes-rondes
   *[round-robin] toutes-rondes
} accepte au plus { $max } joueurs.
game-tournament-too-few-allowed = Un { $format ->
    [swiss] tournoi suisse
    [double-round-robin] double toutes-rondes
   *[round-robin] toutes-rondes
} demande au moins { $min } joueurs.
game-tournament-bad-rounds = Un tournoi suisse compte de 1 à 15 rondes (les rondes d'un toutes-rondes découlent du nombre de joueurs).
game-tournament-signup-closed = Les inscriptions à { $name } sont closes.
game-tournament-full = { $name } est complet.
game-tournament-already-in = Vous êtes déjà inscrit à { $name }.
game-tournament-not-in = Vous n'êtes pas inscrit à { $name }.
game-tournament-not-organizer = Seul le créateur du tournoi ou un gestionnaire du serveur peut faire cela.
game-tournament-not-enough-players = { $name } a besoin d'au moins { $min } joueurs pour commencer ; il en a { $have }.
game-tournament-wrong-status = { $name } est { $status ->
    [signup] ouvert aux inscriptions
    [closed] fermé aux inscriptions
    [running] en cours
    [finished] terminé
   *[cancelled] annulé
}, cela n'est donc pas possible maintenant.
game-tournament-already-withdrawn = Vous vous êtes déjà retiré de { $name }.
game-tournament-start-in-past = L'heure de début doit être dans le futur.
game-tournament-role-required = Sur ce serveur, seuls les membres ayant le rôle <@&{ $role }> (ou Gérer le serveur) peuvent créer des tournois.

game-tournament-status = { $status ->
    [signup] ouvert aux inscriptions
    [closed] inscriptions closes
    [running] en cours
    [finished] terminé
   *[cancelled] annulé
}

## Tournament posts. $name: the event (bold).
game-tournament-header = 🏆 { $name } · { $variant } · { $format ->
    [swiss] tournoi suisse
    [double-round-robin] double toutes-rondes
   *[round-robin] toutes-rondes
} · { $days ->
    [0] sans limite de temps
    [one] { $days } jour par coup
   *[other] { $days } jours par coup
} · { $rated ->
    [yes] classé
   *[no] amical
}
game-tournament-join = S'inscrire
game-tournament-open = Inscriptions ouvertes (inscrits : { $count }, au plus { $max } ; il faut au moins { $min } joueurs pour commencer). Appuyez sur { $join } pour jouer.
game-tournament-open-at = Inscriptions ouvertes (inscrits : { $count }, au plus { $max } ; avec au moins { $min } joueurs, il commence de lui-même { $time }). Appuyez sur { $join } pour jouer.
game-tournament-closed = Les inscriptions sont closes ; le tournoi commence bientôt.
game-tournament-running = En cours : ronde { $round } sur { $rounds }.
game-tournament-finished = Terminé.
game-tournament-cancelled = Annulé.
game-tournament-no-players = Aucun joueur pour l'instant.
game-tournament-players = Joueurs : { $players }
game-tournament-separator = {", "}
game-tournament-round = { $name } · ronde { $round } sur { $rounds } : les parties commencent maintenant, chacune dans son propre fil.
game-tournament-bye = Exempt (1 point) : { $player }
game-tournament-board = { $board }. { $white } – { $black }
game-tournament-forfeit = { $board }. { $white } – { $black } (forfait, { $result })
game-tournament-and = {" et "}
game-tournament-over = 🏆 { $name } est terminé. Vainqueur : { $winners }.
game-tournament-final-standings = Classement final :
game-tournament-standings-after = { $name } · classement d'après les parties jouées jusqu'ici (ronde { $round } sur { $rounds }) :
game-tournament-sb = SB { $value }
game-tournament-bh = BH-1 { $cut }, BH { $full }
game-tournament-line = { $rank }. { $name } { $score } ({ $tiebreaks })
game-tournament-withdrew = { $name } (retiré)
game-tournament-game = { $name } · ronde { $round }, échiquier { $board } : { $white } (Blancs) contre { $black } (Noirs)
game-tournament-thread = { $name } R{ $round } : { $white } contre { $black }
game-tournament-cancelled-post = { $name } a été annulé. Les parties déjà en cours se jouent jusqu'au bout comme des parties ordinaires.

## Only the result is known (a pasted PGN's result).
game-end-won-color = { $winner ->
    [white] Les Blancs gagnent
   *[black] Les Noirs gagnent
}
game-end-drawn = Nulle

## A game's replay (the GIF, the HTML page): frame captions, the result line, the page title.
game-replay-players = { $white } contre { $black }
game-replay-start = { $players } · { $variant } · position initiale
game-replay-ply = { $players } · { $move }
game-replay-end = { $players } · { $result } après { $move }
game-replay-end-no-moves = { $players } · { $result }
game-replay-result = { $code } · { $sentence }
game-replay-in-progress = partie en cours
game-replay-title = { $white } contre { $black } · { $variant }

## The computer player's name, stored when a game against it starts.
game-computer-name = Timur (ordinateur, niveau { $level })
game-premove-dropped-reply = Une de vos lignes a été supprimée : sa réponse { $reply } { $reason ->
    [illegal] n'était pas un coup légal dans cette position.
    [ambiguous] pouvait désigner plusieurs coups.
    [unreadable] ne se lisait pas comme un coup.
    [game-over] n'a pas été jouée : la partie était finie.
   *[other] n'a pas pu être jouée.
}

game-sentence-gap = {" "}
