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
game-error-corrupt = This game's record is damaged ({ $what }), so it cannot continue. Please start a new game.
# $cause: the database's error (technical, English).
game-error-store = The game database failed, so nothing was changed: { $cause }

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
game-end-checkmate = { $winner } wins by checkmate
game-end-checkmate-color = { $winner ->
    [white] White
   *[black] Black
} wins by checkmate
game-end-stalemate-win = { $winner } wins: { $loser } has no legal move (stalemate loses)
game-end-stalemate-win-color = { $winner ->
    [white] White wins: Black
   *[black] Black wins: White
} has no legal move (stalemate loses)
game-end-stalemate-draw = Draw by stalemate
game-end-bare-king-win = { $winner } wins: { $loser } has only royals left (bare king)
game-end-bare-king-win-color = { $winner ->
    [white] White wins: Black
   *[black] Black wins: White
} has only royals left (bare king)
game-end-bare-king-draw = Draw: both sides have only royals left
game-end-citadel = Draw: a Shah entered the opponent's citadel
# $claimant: the player who claimed the draw.
game-end-citadel-claim = Draw claimed by { $claimant }: their Shah stands in the opponent's citadel
game-end-repetition = Draw by threefold repetition
game-end-move-rule = Draw by the move rule
game-end-resignation = { $loser } resigned; { $winner } wins
game-end-resignation-color = { $winner ->
    [white] Black resigned; White wins
   *[black] White resigned; Black wins
}
game-end-time = { $loser } ran out of time; { $winner } wins
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

# The result line of an announcement (the style makes it bold). $sentence: a game-end-… text; $code: 1-0, 0-1 or 1/2-1/2.
game-result-line = Game over: { $sentence } ({ $code }).
game-result-line-no-result = { $sentence }.

## The lines announcements are made of. $color: `white` or `black`.
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
game-turn = { $player }, your move.
game-turn-check = Check! { $player }, your move.
# $player: game-player-color of the mover; $move: the numbered move (bold).
game-played = { $player } played { $move }.
game-played-conditional = { $player } played { $move } (conditional move).
# The text above a board shown on request.
game-board-head = { $variant }: { $white } vs { $black }.
game-board-challenge = The challenge has not been accepted yet.
game-board-last-move = Last move: { $move }.
# $number: the move number; $player: game-player-color of the side to move.
game-board-turn = Move { $number }, { $player } to move.
