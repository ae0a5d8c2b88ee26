# local texts (en-US). The English catalog (en-US) is the source; every id here exists there.
# Local mode (`timur local`): two players at one keyboard, or one against the computer.
# The words typed at the prompt (move, board, resign, yes, ...) stay English in every locale.

local-help =
    Commands:
      move <move>   play a move, e.g. move e3-e4, move Nb2-c4, move Nc4, move P@e6, move K<>d3, move citadel
      <move>        the same without the word 'move'
      board         show the board again (and write its picture)
      moves         list the legal moves
      resign        the side to move resigns (asks first: answer yes)
      claim         claim a citadel draw (options citadel=claim / second-entry)
      new [variant] [key=value ...]   start a new game once this one is over
      export [pgn|gif|html]   write the game as a file next to the boards and print its path
      analysis      once the game is over: the computer's analysis (accuracy, mistakes, boards, replay)
      premove <line>   for the side not to move: answer its opponent's next move in advance,
                    e.g. premove Nb2xc4 Rd1xc4 (their move, your reply, ...; at most 10 plies)
      premove list | premove remove <n> | premove clear   show or remove stored lines
      learn [lesson]   lessons: how each piece moves and the special rules, with tasks (progress is kept)
      help          this text
      quit          leave (the game is saved; run `timur local` again to continue)
local-bad-against = --against takes computer or computer:N with N from 1 to 8, not '{ $value }'
local-bad-color = --color takes white or black, not '{ $value }'
local-bad-lang = Unknown language '{ $value }': use one of { $tags }
local-cannot-create = cannot create { $path }: { $error }
local-game-gif = Game GIF
local-no-game-gif = (no game GIF: { $error })
local-written = { $label }: { $path }
local-cannot-write = (could not write { $path }: { $error })
local-gif-failed = The GIF could not be made: { $error }.
local-unknown-format = Unknown export format '{ $format }': use gif, html or pgn.
local-exported = Exported
local-picture = Picture: { $path }
local-set-aside = Game '{ $game }' had no moves yet: it is set aside and a new game starts.
local-resuming = Resuming game '{ $game }' ({ $variant }).
local-last-ended = The last game '{ $game }' ended: { $end }. Starting a new game.
local-type-help = Type 'help' for commands.
local-changed-elsewhere = The game was changed in another window; here it is now. Please try again.
local-over-result = This game is over ({ $result }). Type 'new' to start another, e.g. new herat.
local-finished = finished
local-no-legal-moves = No legal moves.
local-resign-ask = Do you really want to resign as { $side ->
    [white] White
   *[black] Black
}? This cannot be undone. Type 'yes' to resign; anything else goes on with the game.
local-yes = yes
local-finish-first = Finish this game first (resign ends it).
local-saved = Game saved. Run `timur local` again to continue.
local-not-a-line-number = '{ $value }' is not a line number; premove list shows them.
local-remove-needs-number = Give the number of the line to remove: premove remove <n> (premove list shows the numbers).
local-resign-cancelled = You did not resign; the game goes on.
local-end-with-result = { $end } ({ $result })
local-wanted-computer = a game against the computer at level { $level }
local-wanted-variant = a game of { $variant }
local-wanted-rules = a game with other rules
local-opponent-computer = against the computer at level { $level }
local-opponent-keyboard = two players at the keyboard
local-plies = { $count ->
    [one] { $count } ply
   *[other] { $count } plies
}
local-in-progress = Game '{ $game }' ({ $variant }, { $opponent }, { $plies } played) is still in progress, so it cannot become { $wanted }. Continue it without { $flag }, resign it, or start another game with --game NAME.
local-over = This game is over. Type 'new' to start another.
local-player-white = White
local-player-black = Black
local-player-you = You
local-anyone = anyone

## Refusals before a game starts, and failures of the delivery and of the computer (the cause
## goes to stderr apart, in English, for whoever runs the program).
# $path: the database as given with --db or DATABASE_URL.
local-db-cannot-open = The game database { $path } cannot be opened or written, so local mode cannot start. Give a file in a folder you can write to with --db (or DATABASE_URL).
local-db-not-a-database = { $path } is not a Timur game database, so local mode cannot start. Give the path of a Timur database, or a new file name, with --db (or DATABASE_URL).
local-delivery-failed = The latest announcements of the game could not be read from the game database; they are kept and will be shown after your next command.
local-computer-failed = The computer could not make its move this time. Type 'quit' and run `timur local` again to let it move.
# $value: the variant typed (cut to 24 characters); $variants: the variants' ids.
local-unknown-variant = Unknown variant '{ $value }': use one of { $variants }
