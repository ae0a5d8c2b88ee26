# game texts (en-US). The English catalog (en-US) is the source; every id here exists there.

# Shared by the catalog's own tests: plural selection by CLDR rules.
catalog-plies = { $count ->
    [one] { $count } ply
   *[other] { $count } plies
}

## Why the game service refused an action (GameError).
game-error-no-game = There is no game here.
game-error-game-over = This game is over.
game-error-no-such-game = That game no longer exists.
game-error-channel-busy = A game or challenge is already running here. Finish it first, or play in a thread.
game-error-self-challenge = You cannot challenge yourself.
# $reason: why the position was refused (a sentence).
game-error-bad-position = That start position cannot be used: { $reason }
game-error-not-your-game = You are not playing in this game.
game-error-not-challenged = Only the challenged player can answer this challenge.
game-error-not-challenger = Only the challenger can withdraw this challenge.
game-error-challenge-closed = This challenge is no longer open.
game-error-not-started = The challenge has not been accepted yet.
# $opponent: the player to move.
game-error-not-your-turn = It is not your turn; { $opponent } is to move.
game-error-no-claim = You cannot claim a citadel draw now: your Shah must stand in the opponent's citadel (rule option citadel=claim or second-entry).
game-error-challenge-expired = This challenge has expired: it was not accepted within 48 hours.
game-error-bad-days = Days per move must be one of 1, 2, 3, 5, 7, 10 or 14 (or none).
game-error-time-up = Your time for this move has run out; the game is lost on time.
game-error-draw-already-offered = You have already offered a draw; it stands until your opponent moves.
game-error-offer-gone = This offer is no longer open.
# $player: who may answer.
game-error-not-for-you = Only { $player } can answer this.
game-error-abort-too-late = A game can only be aborted until both sides have made a move. Resign or offer a draw instead.
game-error-no-takeback = You can only ask to take back your own last move, before your opponent has replied.
game-error-takeback-pending = You have already asked to take back your move; wait for the answer.
game-error-takeback-used = You have already taken back a move here; play a move before the next takeback.
game-error-no-rematch = A rematch can only follow a finished game between two players.
game-error-bad-vacation = A vacation lasts from 1 to 30 days.
game-error-vacation-running = You are already on vacation; end it first.
# $left: days left (a number).
game-error-vacation-budget = You have only { $left } vacation days left this year (30 per calendar year).
game-error-no-vacation = You are not on vacation.
# $max: the limit (a number).
game-error-too-many-open-challenges = You already have { $max } challenges waiting for an answer, the most allowed. Wait until one is answered or expires, or withdraw one, then try again.
# $max: the limit (a number); $wait: how long to wait (game-wait-seconds or game-wait-minutes).
game-error-too-many-challenges = You have made { $max } challenges in the last hour, the most allowed. You can challenge again in { $wait }.
game-error-not-in-this-server = That game is not in this server.
game-error-conflict = The game changed while your action was being processed; nothing was changed. Please look at the board again.
game-error-position-changed = The position has changed since this was shown, so nothing was played. Please look at the latest board.
# $what: what is wrong with the record (a technical detail, English).
game-error-corrupt = This game's record is damaged (game { $game }), so it cannot continue. Please start a new game.
# The cause (sqlx's English text) is for operators only: logged (Discord), on stderr (local).
game-error-store = The game database failed, so nothing was changed.

# A wait before the next challenge ($count: seconds or whole minutes).
game-wait-seconds = { $count ->
    [one] { $count } second
   *[other] { $count } seconds
}
game-wait-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}

## The rules' refusal of a rule options text (rules::OptionError).
# $word: the word given; $variant: the variant id; $valid: the valid forms (notation).
game-option-not-key-value = '{ $word }' is not of the form key=value. Valid options for { $variant }: { $valid }
game-option-unknown-key = unknown option '{ $key }'. Valid options for { $variant }: { $valid }
game-option-repeated = option '{ $key }' is given twice. Valid options for { $variant }: { $valid }
game-option-bad-value = '{ $value }' is not a valid value for { $key }. Valid options for { $variant }: { $valid }

## Why a conditional line or an edit of the lines was refused (PremoveError).
game-premove-your-turn = It is your move, so there is nothing to answer in advance: play your move. Conditional moves answer your opponent's next move.
game-premove-empty = Give a line of moves starting with your opponent's next move, each followed by your reply, such as 'Nb2xc4 Rd1xc4'.
# $count: the plies given (a number).
game-premove-too-long = A line holds at most 10 plies (5 moves of your opponent, each with your reply); this one has { $count }.
# $move: the opponent's last move of the line.
game-premove-no-reply = A line ends with your reply: add what you would play after { $move }.
game-premove-too-many = You already have 16 lines in this game, the most allowed. Remove one first.
# $index: the move's place in the line (1-based); $reason: why it is not legal (a sentence).
game-premove-illegal-theirs = Move { $index } of the line (your opponent's move): { $reason }
game-premove-illegal-yours = Move { $index } of the line (your reply): { $reason }
# The opponent's move of a line moves a piece of the line's owner. $move: as typed.
game-premove-theirs-is-yours = Move { $index } of the line, { $move }, moves one of your own pieces: a line starts with your opponent's move, followed by your reply.
# $move: a move of the line that is no longer legal.
game-premove-no-longer-legal = { $move } is no longer a legal move there.
# $move: the move that would end the game.
game-premove-ends-early = The game would be over after { $move }, so the line cannot go on after it.
# $theirs: the opponent's move; $yours: this line's reply; $stored: the stored reply; $n: the stored line's number; $line: its text.
game-premove-conflict = This line answers { $theirs } with { $yours }, but your line { $n } ({ $line }) answers it with { $stored }. Remove that line first, or keep to its reply.
game-premove-duplicate = That line is already stored: line { $n } ({ $line }).
# $n: the number asked for; $count: how many lines are stored.
game-premove-no-such-line = There is no line { $n }: you have { $count } stored in this game.

## How a game ended, without the final stop. $winner, $loser: the players (mentions on
## Discord); in the `-color` messages $winner is the winner's colour, `white` or `black`.
## $you: `winner` or `loser` when that player is the one addressed (local mode against the
## computer: second-person forms, "You resigned"), `none` otherwise.
game-end-checkmate = { $you ->
    [winner] You win by checkmate
   *[none] { $winner } wins by checkmate
}
game-end-checkmate-color = { $winner ->
    [white] White
   *[black] Black
} wins by checkmate
game-end-stalemate-win = { $you ->
    [winner] You win: { $loser } has no legal move (stalemate loses)
    [loser] { $winner } wins: you have no legal move (stalemate loses)
   *[none] { $winner } wins: { $loser } has no legal move (stalemate loses)
}
game-end-stalemate-win-color = { $winner ->
    [white] White wins: Black
   *[black] Black wins: White
} has no legal move (stalemate loses)
game-end-stalemate-draw = Draw by stalemate
game-end-bare-king-win = { $you ->
    [winner] You win: { $loser } has only royals left (bare king)
    [loser] { $winner } wins: you have only royals left (bare king)
   *[none] { $winner } wins: { $loser } has only royals left (bare king)
}
game-end-bare-king-win-color = { $winner ->
    [white] White wins: Black
   *[black] Black wins: White
} has only royals left (bare king)
game-end-bare-king-draw = Draw: both sides have only royals left
game-end-citadel = Draw: a Shah entered the opponent's citadel
# $claimant: the player who claimed the draw; $who: how to name them (see game-played).
game-end-citadel-claim = { $who ->
    [you] Draw claimed by you: your Shah stands in the opponent's citadel
   *[name] Draw claimed by { $claimant }: their Shah stands in the opponent's citadel
}
game-end-repetition = Draw by threefold repetition
game-end-move-rule = Draw by the move rule
game-end-resignation = { $you ->
    [winner] { $loser } resigned; you win
    [loser] You resigned; { $winner } wins
   *[none] { $loser } resigned; { $winner } wins
}
game-end-resignation-color = { $winner ->
    [white] Black resigned; White wins
   *[black] White resigned; Black wins
}
game-end-time = { $you ->
    [winner] { $loser } ran out of time; you win
    [loser] You ran out of time; { $winner } wins
   *[none] { $loser } ran out of time; { $winner } wins
}
game-end-time-color = { $winner ->
    [white] Black ran out of time; White wins
   *[black] White ran out of time; Black wins
}
game-end-agreement = Draw agreed
# $by: the player who aborted, declined or withdrew.
game-end-abort = Game aborted by { $by }
game-end-declined = { $by } declined the challenge
game-end-withdrawn = { $by } withdrew the challenge
game-end-expired = The challenge expired unanswered after 48 hours
game-end-other = Game over
# Only the result is known (a pasted PGN's result): $winner is `white` or `black`.
game-end-won-color = { $winner ->
    [white] White wins
   *[black] Black wins
}
game-end-drawn = Draw

# The result line of an announcement (the style makes it bold). $sentence: a game-end-… text; $code: 1-0, 0-1 or 1/2-1/2.
game-result-line = Game over: { $sentence } ({ $code }).
game-result-line-no-result = { $sentence }.

## The lines announcements are made of. $color: `white` or `black`.
## $who (with a player, $player or $claimant; $challenger_who with $challenger): how the
## sentence names that player: `white` or `black` for a player named after their own side
## (local mode's two players: use the side's own grammatical forms, "Les Blancs ont joué"),
## `you` for the player addressed (local mode against the computer: second-person forms),
## `name` for anyone else.
# $variant: the variant's name (bold); $options: the rule options (notation, e.g. citadel=claim).
game-variant-default = { $variant } (default rules)
game-variant-options = { $variant } (options: { $options })
# $days: days per move, 0 for no time limit.
game-time-control = { $days ->
    [0] no time limit
    [one] { $days } day per move
   *[other] { $days } days per move
}
game-color = { $color ->
    [white] White
   *[black] Black
}
# $player: a player (a mention on Discord).
game-player-color = { $player } ({ $color ->
    [white] White
   *[black] Black
})
# $white, $black: the players (with their ratings in a challenge).
game-sides = White: { $white }, Black: { $black }.
# $player: game-player-color; $time: when the deadline is (a Discord timestamp).
game-deadline = Deadline for { $player }: { $time }.
# The end of a challenge: the time control and when it expires. $days: days per move, 0 for none.
game-challenge-tail = { $days ->
    [0] No time limit
    [one] { $days } day per move
   *[other] { $days } days per move
}; the challenge expires { $expires }.
game-challenge-rated = Rated game.
game-challenge-casual = Casual game (not rated).
# $challenger: the challenger; $rated_challenger: the same with their rating; $variant: game-variant-…; $tail: game-challenge-tail (and rated or casual).
game-challenge-open = { $challenger } posts an open challenge to a game of { $variant }: anyone may accept. { $rated_challenger } plays { $color ->
    [white] White
   *[black] Black
}. { $tail }
# $challenged: the player challenged; $sides: game-sides.
game-challenge-direct = { $challenged }, { $challenger } challenges you to a game of { $variant }. { $sides } { $tail }
# $player: game-player-color of the side to move.
game-turn = { $who ->
    [you] Your move.
   *[name] { $player }, your move.
}
game-turn-check = { $who ->
    [you] Check! Your move.
   *[name] Check! { $player }, your move.
}
# $player: game-player-color of the mover; $move: the numbered move (bold).
game-played = { $who ->
    [you] You played { $move }.
   *[name] { $player } played { $move }.
}
game-played-conditional = { $who ->
    [you] You played { $move } (conditional move).
   *[name] { $player } played { $move } (conditional move).
}
# The text above a board shown on request. $black_who: how the black player is named (see $who above).
game-board-head = { $black_who ->
   *[name] { $variant }: { $white } vs { $black }.
}
game-board-challenge = The challenge has not been accepted yet.
game-board-last-move = Last move: { $move }.
# $number: the move number; $player: game-player-color of the side to move.
game-board-turn = { $who ->
    [you] Move { $number }, your move.
   *[name] Move { $number }, { $player } to move.
}

## Answers offered with an announcement (buttons on Discord).
game-action-accept = Accept
game-action-decline = Decline
game-action-resign = Resign
game-action-rematch = Rematch
game-action-move = Move

## Announcements. $player: the player who acted (a mention on Discord); $opponent: the other one.
game-start-begins = The game begins: { $variant }.
# $challenger: who made the challenge; $variant: game-variant-….
game-start-accepted = { $challenger_who ->
    [you] { $player } accepted your challenge: the game of { $variant } begins.
   *[name] { $player } accepted the challenge from { $challenger }: the game of { $variant } begins.
}
game-start-computer-first = The computer moves first; the board follows with its move.
# $player: game-player-color.
game-takeback-computer = { $player } took back their last move (against the computer: one takeback per move).
game-takeback-agreed = { $player } agreed to take back the last move.
game-draw-offer = { $player } offers a draw. { $opponent }, do you accept?
game-takeback-request = { $player } asks to take back their last move. { $opponent }, do you agree?
game-draw-declined = { $player } declined the draw offer. The game goes on.
game-takeback-declined = { $player } declined the takeback. The game goes on.
# $player: the player to move; $variant: game-variant-…; $time: the deadline (a Discord timestamp).
game-reminder = { $player }, a reminder: it is your move in { $variant }. Move, or the game is lost on time.
game-reminder-deadline = { $player }, a reminder: it is your move in { $variant }. Move before { $time }, or the game is lost on time.
game-over-plain = Game over.
game-challenge-expired-notice = { $player }, your challenge expired unanswered after 48 hours.
# $white, $black: each player with the new rating and its change ("Alice 1632 (+14)").
game-ratings-line = Ratings: { $white } · { $black }
# $move: the move (bold).
game-move-unposted = You played { $move }. Its board could not be posted in the channel; /{ cmd-board-name } shows it.

## What the author of an action is told once it is stored. $move: the move (bold).
game-receipt-move = You played { $move }. The board follows in the channel.
game-receipt-move-final = You played { $move }. The game is over; the board and result follow.
game-receipt-draw-offer = You offered a draw. Your opponent can accept or decline; the offer lapses when they move.
game-receipt-takeback-request = You asked to take back your last move; your opponent answers.
game-receipt-abort = You aborted the game. It ends without a result.
game-receipt-citadel-claim = You claimed the citadel draw: the game is drawn.
game-receipt-agreement = Your opponent had offered a draw, so the game is drawn.
game-receipt-resigned = You resigned.
game-answer-accepted = You accepted the challenge: the game begins, and the board follows.
game-answer-declined = You declined the challenge.
game-answer-withdrawn = You withdrew your challenge.
game-answer-draw-accepted = You accepted the draw: the game is drawn.
game-answer-draw-declined = You declined the draw offer.
game-answer-takeback-allowed = You allowed the takeback: the move is taken back, and the board follows.
game-answer-takeback-declined = You declined the takeback.
game-answer-rematch-asked = You asked for a rematch, colours swapped: your challenge is posted.
game-answer-rematch-accepted = You accepted the rematch: the game begins, and the board follows.
game-receipt-computer-thinking = You played { $move }. The computer is thinking; its answer and the board follow.

## A question's text once it is no longer open: the question in the past tense, then what
## became of it (the style makes that part bold). $by: who answered.
game-retired-open-challenge = { $challenger } posted an open challenge to a game of { $variant }.
game-retired-challenge = { $challenger } challenged { $challenged } to a game of { $variant }.
game-retired-challenge-accepted = { $by } accepted: the game has begun.
game-retired-declined = { $by } declined.
game-retired-withdrawn = { $by } withdrew the challenge.
game-retired-expired = The challenge expired unanswered.
game-retired-challenge-closed = The challenge is no longer open.
game-retired-draw-accepted = { $by } accepted: the game is drawn.
game-retired-takeback-accepted = { $by } agreed: the move was taken back.
game-retired-offer-lapsed = The offer lapsed with the next move.
game-retired-request-lapsed = The request lapsed with the next move.
game-retired-game-ended = The game ended before an answer.
# $player: who asked.
game-retired-draw-offer = { $player } offered a draw.
game-retired-takeback-request = { $player } asked to take back their last move.
game-retired-question-closed = This question is no longer open.

## Direct messages about games waiting for a move.
# $opponent: the opponent's name; $variant: the variant (bold); $number: the move number.
game-notify-turn = Your move against { $opponent } in { $variant } (move { $number }).
# $count: the games waiting.
game-notify-digest = { $count ->
    [one] Your daily digest: { $count } game waits for your move.
   *[other] Your daily digest: { $count } games wait for your move.
}
game-notify-digest-more = and { $count } more.

## Descriptions of pictures (alt text), parts joined by game-alt-separator.
# $move: the numbered move (notation).
game-alt-board-after = Board after { $move }
game-alt-board-start = Board at the start
# $code: 1-0, 0-1 or 1/2-1/2.
game-alt-board-result = game over: { $code }
game-alt-board-over = game over
game-alt-board-turn = { $color ->
    [white] White
   *[black] Black
} to move
game-alt-board-check = in check
game-alt-board-from-black = seen from Black
game-alt-separator = {", "}
game-alt-standings = Standings table of { $name }: { $lines }
game-alt-standings-cross = Standings table and crosstable of { $name }: { $lines }
# $white, $black: the players' names; $count: the plies; $code: the result.
game-alt-animation = The whole game { $white } vs { $black }, { $count ->
    [one] { $count } ply
   *[other] { $count } plies
}, as an animation
game-alt-animation-result = The whole game { $white } vs { $black }, { $count ->
    [one] { $count } ply
   *[other] { $count } plies
}, as an animation ending { $code }

## The list of a player's conditional moves. $note: the stored note (the reply and why it was refused).
game-premove-dropped = A line of yours was dropped: its reply { $note }
game-premove-none = You have no conditional moves stored in this game.
# $count: the lines stored; $max: the most allowed.
game-premove-list = Your conditional moves in this game ({ $count } of { $max }; only you see them):
# One stored line in that list. $n: its number (for remove); $line: its numbered moves.
game-premove-list-line = Line { $n }: { $line }

## The caption above a board picture. $white, $black: each player (the name shortened) with
## their side (game-player-color), or the side's name alone (game-color) for a player named after
## their own side, as local mode's players are.
game-caption-players = { $white } vs { $black }
# $number: the move number.
game-caption-turn = move { $number }, { $color ->
    [white] White
   *[black] Black
} to move

## Why a tournament action was refused (TournamentError). $name: the event (bold).
game-tournament-no-such = There is no tournament of that name in this server.
game-tournament-bad-name = A tournament name has 1 to 50 characters.
game-tournament-name-taken = This server already has an open tournament called { $name }; choose another name.
game-tournament-too-many-players = A { $format ->
    [swiss] swiss
    [double-round-robin] double-round-robin
   *[round-robin] round-robin
} takes at most { $max } players.
game-tournament-too-few-allowed = A { $format ->
    [swiss] swiss
    [double-round-robin] double-round-robin
   *[round-robin] round-robin
} needs at least { $min } players.
game-tournament-bad-rounds = A Swiss has 1 to 15 rounds (a round-robin's rounds follow from its players).
game-tournament-signup-closed = Sign-up for { $name } is closed.
game-tournament-full = { $name } is full.
game-tournament-already-in = You are already signed up for { $name }.
game-tournament-not-in = You are not signed up for { $name }.
game-tournament-not-organizer = Only the tournament's creator or a server manager can do that.
game-tournament-not-enough-players = { $name } needs at least { $min } players to start; it has { $have }.
game-tournament-wrong-status = { $name } is { $status ->
    [signup] open for sign-up
    [closed] closed for sign-up
    [running] running
    [finished] finished
   *[cancelled] cancelled
}, so that cannot be done now.
game-tournament-already-withdrawn = You have already withdrawn from { $name }.
game-tournament-start-in-past = The start time must be in the future.
game-tournament-role-required = In this server only members with the <@&{ $role }> role (or Manage Server) can create tournaments.

# A tournament's status as players read it.
game-tournament-status = { $status ->
    [signup] open for sign-up
    [closed] closed for sign-up
    [running] running
    [finished] finished
   *[cancelled] cancelled
}

## Tournament posts. $name: the event (bold).
game-tournament-header = 🏆 { $name } · { $variant } · { $format } · { $days ->
    [0] no time limit
    [one] { $days } day per move
   *[other] { $days } days per move
} · { $rated ->
    [yes] rated
   *[no] casual
}
game-tournament-join = Join
game-tournament-open = Open for sign-up ({ $count } of at most { $max } players; it starts with at least { $min }). Press { $join } to play.
game-tournament-open-at = Open for sign-up ({ $count } of at most { $max } players; it starts with at least { $min }, by itself { $time }). Press { $join } to play.
game-tournament-closed = Sign-up is closed; it starts soon.
game-tournament-running = Running: round { $round } of { $rounds }.
game-tournament-finished = Finished.
game-tournament-cancelled = Cancelled.
game-tournament-no-players = No players yet.
game-tournament-players = Players: { $players }
game-tournament-separator = {", "}
game-tournament-round = { $name } · round { $round } of { $rounds }: the games start now, each in its own thread.
game-tournament-bye = Bye (1 point): { $player }
game-tournament-board = { $board }. { $white } – { $black }
game-tournament-forfeit = { $board }. { $white } – { $black } (forfeit, { $result })
game-tournament-and = {" and "}
game-tournament-over = 🏆 { $name } is over. Winner: { $winners }.
game-tournament-final-standings = Final standings:
game-tournament-standings-after = { $name } · standings after { $round } of { $rounds } rounds' games so far:
game-tournament-sb = SB { $value }
game-tournament-bh = BH-1 { $cut }, BH { $full }
game-tournament-line = { $rank }. { $name } { $score } ({ $tiebreaks })
game-tournament-withdrew = { $name } (withdrew)
game-tournament-game = { $name } · round { $round }, board { $board }: { $white } (White) vs { $black } (Black)
game-tournament-thread = { $name } R{ $round }: { $white } vs { $black }
game-tournament-cancelled-post = { $name } was cancelled. Games already running are played out as ordinary games.

## A game's replay (the GIF, the HTML page): frame captions, the result line, the page title.
# $white, $black: the players' names.
game-replay-players = { $white } vs { $black }
# $players: game-replay-players; $variant: the variant's name.
game-replay-start = { $players } · { $variant } · start
# $move: the numbered move (notation), e.g. 12... Kk3-x1.
game-replay-ply = { $players } · { $move }
# $result: game-replay-result or game-replay-in-progress; $move: the last numbered move.
game-replay-end = { $players } · { $result } after { $move }
game-replay-end-no-moves = { $players } · { $result }
# $code: 1-0, 0-1 or 1/2-1/2; $sentence: a game-end-… text naming the sides by colour.
game-replay-result = { $code } · { $sentence }
game-replay-in-progress = game in progress
# $white, $black: the players with their sides, as in game-caption-players; $variant: the variant's name.
game-replay-title = { $white } vs { $black } · { $variant }

## The computer player's name, stored as its side's name when a game against it starts. $level: 1 to 8.
game-computer-name = Timur (computer, level { $level })
# A dropped conditional line, told to its owner once: $reply the reply's move text, $reason why
# it could not be played (illegal, ambiguous, unreadable, game-over, empty).
game-premove-dropped-reply = A line of yours was dropped: its reply { $reply } { $reason ->
    [illegal] was not a legal move in that position.
    [ambiguous] could mean several moves.
    [unreadable] could not be read as a move.
    [game-over] was not played: the game was over.
   *[other] could not be played.
}

# Between two sentences of one announcement: a space, or nothing where sentences end in 。.
game-sentence-gap = {" "}
