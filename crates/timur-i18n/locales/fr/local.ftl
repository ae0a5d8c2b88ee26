# local texts (fr). The English catalog (en-US) is the source; every id here exists there.
# Local mode (`timur local`). The words typed at the prompt (move, board, resign, ...) stay
# English; `local-yes` is the word accepted besides "yes" to confirm a resignation.

local-help =
    Commandes :
      move <coup>   jouer un coup, p. ex. move e3-e4, move Nb2-c4, move Nc4, move P@e6, move K<>d3, move citadel
      <coup>        la même chose sans le mot 'move'
      board         afficher de nouveau l'échiquier (et écrire son image)
      moves         lister les coups légaux
      resign        le camp au trait abandonne (demande d'abord : répondre oui)
      claim         réclamer la nulle de la citadelle (options citadel=claim / second-entry)
      new [variante] [clé=valeur ...]   commencer une nouvelle partie une fois celle-ci finie
      export [pgn|gif|html]   écrire la partie dans un fichier à côté des échiquiers et afficher son chemin
      analysis      une fois la partie finie : l'analyse par ordinateur (précision, erreurs, échiquiers, rediffusion)
      premove <ligne>   pour le camp qui n'a pas le trait : répondre d'avance au prochain coup adverse,
                    p. ex. premove Nb2xc4 Rd1xc4 (son coup, votre réponse, ... ; 10 demi-coups au plus)
      premove list | premove remove <n> | premove clear   afficher ou retirer les lignes enregistrées
      learn [leçon]   leçons : la marche de chaque pièce et les règles spéciales, avec exercices (la progression est gardée)
      help          ce texte
      quit          quitter (la partie est enregistrée ; relancez `timur local` pour continuer)
local-bad-against = --against prend computer ou computer:N avec N de 1 à 8, pas '{ $value }'
local-bad-color = --color prend white ou black, pas '{ $value }'
local-bad-lang = Langue inconnue '{ $value }' : utilisez l'une de { $tags }
local-cannot-create = impossible de créer { $path } : { $error }
local-game-gif = GIF de la partie
local-no-game-gif = (pas de GIF de la partie : { $error })
local-written = { $label } : { $path }
local-cannot-write = (impossible d'écrire { $path } : { $error })
local-gif-failed = Le GIF n'a pas pu être créé : { $error }.
local-unknown-format = Format d'export inconnu '{ $format }' : utilisez gif, html ou pgn.
local-exported = Exporté
local-picture = Image : { $path }
local-set-aside = La partie '{ $game }' n'avait encore aucun coup : elle est mise de côté et une nouvelle partie commence.
local-resuming = Reprise de la partie '{ $game }' ({ $variant }).
local-last-ended = La dernière partie '{ $game }' est finie : { $end }. Une nouvelle partie commence.
local-type-help = Tapez 'help' pour les commandes.
local-changed-elsewhere = La partie a été modifiée dans une autre fenêtre ; la voici maintenant. Veuillez réessayer.
local-over-result = Cette partie est finie ({ $result }). Tapez 'new' pour en commencer une autre, p. ex. new herat.
local-finished = terminée
local-no-legal-moves = Aucun coup légal.
local-resign-ask = Voulez-vous vraiment abandonner avec les { $side ->
    [white] Blancs
   *[black] Noirs
} ? C'est irréversible. Tapez 'oui' pour abandonner ; toute autre réponse poursuit la partie.
local-yes = oui
local-finish-first = Terminez d'abord cette partie (resign la termine).
local-saved = Partie enregistrée. Relancez `timur local` pour continuer.
local-not-a-line-number = '{ $value }' n'est pas un numéro de ligne ; premove list les affiche.
local-remove-needs-number = Indiquez le numéro de la ligne à retirer : premove remove <n> (premove list affiche les numéros).
local-resign-cancelled = Vous n'avez pas abandonné ; la partie continue.
local-end-with-result = { $end } ({ $result })
local-wanted-computer = une partie contre l'ordinateur au niveau { $level }
local-wanted-variant = une partie de { $variant }
local-wanted-rules = une partie avec d'autres règles
local-opponent-computer = contre l'ordinateur au niveau { $level }
local-opponent-keyboard = deux joueurs au clavier
local-plies = { $count ->
    [one] { $count } demi-coup
   *[other] { $count } demi-coups
}
local-in-progress = La partie '{ $game }' ({ $variant }, { $opponent }, { $plies } joués) est toujours en cours, elle ne peut donc pas devenir { $wanted }. Continuez-la sans { $flag }, abandonnez-la, ou commencez une autre partie avec --game NOM.
local-over = Cette partie est finie. Tapez 'new' pour en commencer une autre.
local-player-white = Blancs
local-player-black = Noirs
local-player-you = Vous
local-anyone = n'importe qui

local-db-cannot-open = La base de parties { $path } ne peut être ni ouverte ni écrite, le mode local ne peut donc pas démarrer. Indiquez avec --db (ou DATABASE_URL) un fichier dans un dossier où vous pouvez écrire.
local-db-not-a-database = { $path } n'est pas une base de parties Timur, le mode local ne peut donc pas démarrer. Indiquez avec --db (ou DATABASE_URL) le chemin d'une base Timur ou un nouveau nom de fichier.
local-delivery-failed = Les dernières annonces de la partie n'ont pas pu être lues dans la base de parties ; elles sont conservées et s'afficheront après votre prochaine commande.
local-computer-failed = L'ordinateur n'a pas pu jouer son coup cette fois-ci. Tapez 'quit' puis relancez `timur local` pour qu'il joue.
local-unknown-variant = Variante inconnue '{ $value }' : utilisez l'une de { $variants }
