# discord texts (en-US). The English catalog (en-US) is the source; every id here exists there.
# Replies to one user are written in that user's Discord language; public posts (their
# buttons) in the server's (/settings language:).

## Styles and shared parts
discord-anyone = anyone
discord-end-with-result = { $end } ({ $result })
discord-in-channel = {" "}(in <#{ $channel }>)
discord-the-game-link = The game: <#{ $channel }>
discord-shared-below = Shared below{ $link }.

## The error handler
discord-generic-failure = Something went wrong on the bot's side, so nothing was changed. Please try again in a moment.
discord-database-down = The bot's game database is not available right now, so nothing was changed. Please try again in a few minutes.
discord-corrupt-game = { $error } The bot's operator can run `timur check` to see what is wrong.
discord-vacation-running = You are already on vacation. End it with /{ cmd-vacation-name } { cmd-vacation-end-name } first.
discord-options-unreadable = I could not read this command's options (a value may be out of range). Please pick them from the menu.
# A command that needs a server, sent in direct messages. $command: its localized name (with subcommand).
discord-guild-only = /{ $command } works in a server only, not in direct messages.
discord-stale-button = This button is no longer valid.

## Finding the game
discord-no-game-here = There is no game in this channel. Start one with /{ cmd-challenge-name }.
discord-channel-game-over = The game in this channel is over: { $end }. Start a new one with /{ cmd-challenge-name }.
discord-not-your-move-anywhere = It is not your move in any of your games ({ $games }).
discord-choose-game = Choose a game
discord-which-game = You have { $count } games ({ $games }). Which one is /{ $command } for?
discord-no-such-game = There is no game #{ $id }.
discord-game-not-yours = Game #{ $id } was not played by you or on this server.
discord-name-a-finished-game = There is no game in this channel. Name one with { cmd-export-opt-game-name }: (the menu lists your games; /{ cmd-games-name } { cmd-games-opt-finished-name }:true lists the finished ones).
discord-name-a-game = You have several games: name one with { cmd-export-opt-game-name }: (the menu lists your games).
discord-label-players = { $white } vs { $black }
discord-label-opponent = vs { $opponent }
discord-label-challenge = challenge
discord-label-your-move = your move
discord-label-their-move = { $player }'s move
discord-label-over = over

## Buttons
discord-button-accept = Accept
discord-button-decline = Decline
discord-button-resign = Resign
discord-button-rematch = Rematch
discord-button-move = Move
discord-button-back = Back

## Playing
discord-move-too-long = '{ $input }' is not a move: moves are short, such as e3-e4, Nb2-c4, P@e6 or citadel.
discord-resign-question = Do you really want to resign this game against { $opponent }? This cannot be undone.

## The move picker
discord-picker-part = { $name } ({ $part }/{ $parts })
discord-picker-piece = Piece
discord-picker-piece-option = { $piece } { $square } ({ $count ->
    [one] { $count } move
   *[other] { $count } moves
})
discord-picker-choose-piece = Choose a piece
discord-picker-pieces = Pieces
discord-picker-pawns = Pawns
discord-picker-choose-destination = Choose where it goes
discord-picker-whose = { $color ->
    [white] White
   *[black] Black
}, move { $number }
discord-picker-piece-step = { $note }Your move in { $variant } ({ $whose }): choose the piece to move.
discord-picker-no-move = The { $piece } on { $square } has no legal move.{" "}
discord-picker-destination-step = { $piece } on { $square }: choose where it goes.
discord-picker-game-over = This game is over, so there is nothing to move.
discord-picker-not-accepted = This challenge has not been accepted yet.
discord-picker-not-a-player = Only the players of this game can move in it.
discord-picker-not-your-move = It is not your move: { $player } is to move. Press Move on the board after their move.
discord-picker-changed = The position has changed since this picker was opened, so nothing was played. Press Move on the latest board.
discord-picker-earlier-board = The board you pressed is from an earlier position; this is the position now.{" "}

## Conditional moves (/premove)
discord-premove-boards-note = The boards show where each line ends. A line is played only while your opponent keeps to it; any other move drops it.
discord-premove-boards-shown = (Boards of lines 1 to { $count }.)
discord-premove-remove = Remove { $number }
discord-premove-remove-all = Remove all
discord-premove-too-long = '{ $input }' is too long for a line: a line has at most 10 moves, such as 'Nb2xc4 Rd1xc4 e7-e6 Rc4-c1'.
discord-premove-removed-n = Removed { $count } line(s).
discord-premove-removed-line = Removed line { $number }.
discord-premove-stored = Stored as line { $number }.
discord-premove-removed-one = Removed the line.
discord-premove-removed-all = Removed all your lines.

## /settings
discord-settings-board-mine = Boards shown to you alone (such as /{ cmd-board-name }) are drawn from your side; in games you do not play, White is at the bottom.
discord-settings-board-white = Boards shown to you alone (such as /{ cmd-board-name }) have White at the bottom.
discord-settings-yours = Your settings. Board: { $board }. { $sentence }
discord-settings-server-language = Language of this server's announcements: { $language }.
discord-settings-saved = Saved. { $sentence }
discord-settings-server-only = Settings belong to a server.
discord-settings-tournaments-manage = Only members with the Manage Server permission can change who creates tournaments.
discord-settings-tournaments-role = Only members with the { $role } role (or Manage Server) can create tournaments now.
discord-settings-tournaments-everyone = Every member can create tournaments now.
discord-settings-language-manage = Only members with the Manage Server permission can change this server's language.
discord-settings-language-saved = Language of this server's announcements from now on: { $language }. Replies to each member stay in their own Discord language.

## Tournaments
discord-tournament-joined = You are signed up for { $name } ({ $count } players so far).
discord-tournament-left = You have left { $name }.

## /challenge
discord-challenge-bot = You cannot challenge a bot.
discord-challenge-computer-unrated = Games against the computer are never rated; leave out { cmd-challenge-opt-rated-name }: or choose { cmd-challenge-opt-rated-name }:false.
discord-challenge-where-here = here
discord-challenge-where-thread = in <#{ $thread }>
discord-challenge-no-thread-permission = {" "}(The game is played in this channel: I lack the Create Public Threads permission here.)
discord-challenge-thread-refused = {" "}(The game is played in this channel: Discord refused me permission to create a thread here.)
discord-challenge-computer = Your game against the computer (level { $level }) starts { $place }.{ $note }
discord-challenge-posted = Your challenge is posted { $place }.{ $note }

## /history and /vacation
discord-history-current = The current position (ply { $total }).
discord-history-start-no-moves = The start position (no move has been played yet).
discord-history-start = The start position, before move 1.
discord-history-not-played = Move { $number } has not been played: the game is at move { $last }. The current position (ply { $total }).
discord-history-after = The position after move { $number } (ply { $ply } of { $total }).
discord-history-no-moves = No moves yet.
discord-vacation-started = Your clocks are paused until { $until } ({ $relative }): every deadline of yours moves by { $days ->
    [one] { $days } day
   *[other] { $days } days
}. { $used } of { $allowed } vacation days used in { $year }. End it early with /{ cmd-vacation-name } { cmd-vacation-end-name }.
discord-vacation-ended = Welcome back: your clocks run again. { $count ->
    [one] { $count } unused vacation day refunded.
   *[other] { $count } unused vacation days refunded.
}

## /games
discord-games-open-challenge = anyone (open challenge)
discord-games-challenge-waiting = challenge waiting, expires { $expires }
discord-games-never = never
discord-games-their-move = their move
discord-games-deadline = { $turn }, deadline { $deadline }
discord-games-no-limit = { $turn }, no time limit
discord-games-rated = {" "}(rated)
discord-games-line = • <#{ $channel }> vs { $opponent } · { $variant }{ $rated } · { $state }
discord-games-won = won
discord-games-drawn = drawn
discord-games-lost = lost
discord-games-finished-line = • <#{ $channel }> #{ $id } vs { $opponent } · { $variant } · { $result }{ $when }
discord-games-no-finished = { $player } has no finished games yet.
discord-games-finished-head = Last finished games of { $player } (export one with /{ cmd-export-name } { cmd-export-opt-game-name }:ID, analyse it with /{ cmd-analysis-name } { cmd-analysis-opt-game-name }:ID):
discord-games-none = { $player } has no active games.
discord-games-head = Games of { $player }:
discord-games-more = … and { $count } more.
discord-games-on-vacation = On vacation until { $until } ({ $relative }); clocks paused. { $used } of { $allowed } vacation days used in { $year }.
discord-games-vacation-used = { $used } of { $allowed } vacation days used in { $year }.

## /help
discord-help-title = Timur: Tamerlane chess by correspondence.
discord-help-head = { $title } Commands:
discord-help-more = Variants and notation: /{ cmd-help-name } { cmd-help-opt-topic-name }:{ cmd-choice-notation }. Every piece: /{ cmd-help-name } { cmd-help-opt-topic-name }:{ cmd-choice-pieces }.
discord-help-how-to-play-title = How to play
discord-help-how-to-play =
    • Challenge someone with /{ cmd-challenge-name } { cmd-challenge-opt-opponent-name }:@user, or the computer with { cmd-challenge-opt-opponent-name }:@Timur { cmd-challenge-opt-level-name }:1-8. The game gets its own thread.
    • Move with the **Move** button under each board (pick a piece, then its square), or type /{ cmd-move-name }: the menu suggests legal moves (Nc4, giraffe, swap, citadel…).
    • Deadlines: 1 to 14 days per move, chosen with `{ cmd-challenge-opt-days-name }:` (default 3); a reminder comes before the deadline, a missed one loses the game. /{ cmd-vacation-name } pauses your clocks.
    • Commands find your game from any channel. /{ cmd-games-name } lists them; /{ cmd-export-name } { cmd-export-opt-game-name }:ID gives the game file (PGN, GIF or HTML).
discord-help-variants-title = Variants
discord-help-variants =
    • Tamerlane (11×10 board + two citadels): `Tamerlane` (masculine array), `Tamerlane (feminine array)`, `Tamerlane (Ibn Arabshah's array)`.
    • Full Tamerlane: the same board with the Lion, Bull, Revealer and Sea monster and their pawns.
    • Timurid (12×12, chess-like with rapid pawns, cannons and a Prince): Herat, Mirza, Babur, Samarkand and their Wild versions (Griffons on the side, a stronger central piece).
discord-help-notation-title = Notation
discord-help-notation =
    • `e3-e4`: a pawn move (pawns have no letter); `Nb2-c4` or `Nb2xc4` (x = capture).
    • `Nc4`, `b2c4`: short forms work when only one legal move matches.
    • `f9xg10=I`: promotion. `P@e6`: place the pawn of pawns. `K<>d3`: swap the Shah with the piece on d3.
    • `citadel`: move your Shah into the citadel it can enter.
    Capitals are piece letters; the reply to a wrong move lists the closest legal moves.

## /piece, /history, /export
discord-piece-unknown = { $variant } has no piece called '{ $name }'. Its pieces: { $pieces }.
discord-players-line = { $variant }: { $white } vs { $black }.
discord-export-record = The record of { $players }

## /analysis
discord-analysis-running = Analysis during a running game would be cheating. Ask again with /{ cmd-analysis-name } when the game is over.
discord-analysis-no-moves = This game has no moves to analyse.
discord-analysis-no-result = no result
discord-analysis-graph-title = { $white } vs { $black } · { $result }
discord-analysis-head = Computer analysis of { $white } vs { $black } ({ $nodes } nodes a position):
discord-analysis-mistake = • { $played } mistake; better was { $better }
discord-analysis-blunder = • { $played } blunder; better was { $better }
discord-analysis-no-mistakes = No mistakes or blunders.

## Descriptions of pictures (alt texts, for screen readers)
discord-alt-legend = Every piece of { $variant } with its name and letters: { $pieces }
discord-alt-piece = Diagram of the { $piece } on an empty { $variant } board: { $moves }
discord-alt-eval-graph = Evaluation graph of { $white } vs { $black }: White's winning chances after each move, from +1 (White wins) to -1 (Black wins), over { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}, with mistakes marked
discord-alt-rating-chart = Rating chart of { $name }: rating after each rated game, per pool
discord-alt-pgn = Game record (PGN text) of { $white } vs { $black }, { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}
discord-alt-html = Replay page (HTML) of { $white } vs { $black }, { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
}, to open in a browser
# The name of a game's thread (in the server's language): $variant the variant's name,
# $challenger and $opponent the players' names; -open for an open challenge.
discord-thread-name = { $variant }: { $challenger } vs { $opponent }
discord-thread-name-open = { $variant }: { $challenger } vs anyone
