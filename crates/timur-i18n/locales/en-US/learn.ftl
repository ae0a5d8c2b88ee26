# learn texts (en-US). The English catalog (en-US) is the source; every id here exists there.
# Lessons (issue 34): /learn on Discord and `learn` in local mode. Lessons are data in
# src/learn/lessons.rs; a piece's lesson takes its name and movement from explain.ftl.

## A lesson's text. $piece: "Giraffe (G)"; $moves: explain-moves-… (a clause, lower case).
learn-piece-intro = The { $piece } moves like this: { $moves }.
# A Timurid lesson names its variant first. $variant: "Herat"; $text: the introduction.
learn-in-variant = { $variant }: { $text }
learn-heading = { $title } · lesson { $lesson } of { $lessons } · task { $task } of { $tasks }
# $goal: one of learn-goal-… (lower case first, with its full stop).
learn-task = Task: { $goal }

## The rules' lessons: title and introduction.
learn-pawns-title = Pawns and promotion
learn-pawns-intro = Each Tamerlane pawn belongs to a piece and is named after it: the pawn of rooks, of knights, of giraffes… It steps one square straight forward, captures one square diagonally forward, and on its last rank becomes its piece. There is no double step and no en passant.
learn-prince-title = The Prince and several royals
learn-prince-intro = The pawn of kings becomes a Prince on its last rank. The Prince steps like the Shah and is royal too. A side with two or more royals is not bound by check: its Shah may be left attacked, and only the last royal must be mated.
learn-mate-title = Check and mate
learn-mate-intro = A side is in check when its only royal, the Shah, is attacked; it must get out of check at once. In check with no legal move is checkmate, and the game is lost.
learn-citadel-title = The citadels
learn-citadel-intro = Beside the board stand two citadels: x1, White's, next to k2, and x2, Black's, next to a9. Only a Shah may enter the opponent's citadel, and by default that draws the game at once. A piece in a citadel cannot be captured.
learn-swap-title = The Shah's swap
learn-swap-intro = Once per game a Shah on the board may exchange squares with any piece of its own, written K<>square: when it is attacked, or when its side has no other legal move. After the swap the Shah must not be attacked.
learn-pop-title = Pawn of pawns: parking and placing
learn-pop-intro = The pawn of pawns (PP) counts its arrivals on its last rank. The first time it gets there, it is parked: it cannot move and cannot be captured. On a later turn its owner may place it (P@square) where, as a pawn, it attacks two or more enemy pieces, or one that then has no legal move.
learn-pop-later-title = Pawn of pawns: second and third arrival
learn-pop-later-intro = On its second arrival the pawn of pawns goes on at once to its side's pawn of kings' start square (f3 for White here). On its third arrival it becomes an Adventitious king: a royal that may also enter its own side's citadel.
learn-stalemate-title = Stalemate wins
learn-stalemate-intro = In Tamerlane a side without a legal move loses, whether it is in check (checkmate) or not (stalemate). Leaving the opponent without a move is a win, not a draw.
learn-bare-title = Bare king
learn-bare-intro = With the option bare-king=loses, chosen when challenging, a side left with royals only loses, unless its very next move bares the other side too. By default a bare Shah does not lose.
learn-succession-title = The King's succession
learn-succession-intro = A Timurid King that is attacked and has no other legal move may exchange squares with an own Prince that is not attacked (K<>square), once per Prince.

## What a task asks. $piece: the piece's name inside a sentence ("war engine"); for
## learn-goal-promote its name as a title ("Adventitious king").
learn-goal-take = capture an enemy piece with your { $piece }.
learn-goal-capture = capture the piece on { $square } with your { $piece }.
learn-goal-reach = move your { $piece } to { $square }.
learn-goal-promote = promote a piece to { $piece }.
learn-goal-mate = mate in one: find the move that checkmates.
learn-goal-stalemate = win by stalemate: leave the opponent without a legal move, and not in check.
learn-goal-bare = bare the opponent: capture the last piece they have besides their royals.
learn-goal-citadel = save the game: step into the opponent's citadel with your Shah.
learn-goal-swap = your king is attacked and cannot step away: save it by exchanging it with one of your pieces (K<>square).
learn-goal-place = place your parked pawn of pawns (P@square) where it attacks two enemy pieces.
learn-goal-en-passant = capture en passant the pawn that has just made a double step.

## Why a legal move misses the task. $move: the move as played ("Gc3-d7", "Ra9-a10+");
## $reply: a move the opponent can answer with.
learn-wrong-take = { $move } is a legal move, but it does not capture anything with your { $piece }.
learn-wrong-capture = { $move } is a legal move, but it does not capture the piece on { $square } with your { $piece }.
learn-wrong-reach = { $move } is a legal move, but it does not bring your { $piece } to { $square }.
learn-wrong-promote = { $move } is a legal move, but it does not promote anything to { $piece }.
learn-wrong-no-check = { $move } is a legal move, but it gives no check.
learn-wrong-escape = { $move } gives check, but the opponent escapes with { $reply }.
learn-wrong-stalemate-check = { $move } gives check; a stalemate leaves the opponent without a move while not in check.
learn-wrong-stalemate = { $move } is a legal move, but the opponent can still move, for example { $reply }.
learn-wrong-bare = { $move } is a legal move, but the opponent keeps a piece besides their royals.
learn-wrong-citadel = { $move } is a legal move, but your Shah does not enter the opponent's citadel.
learn-wrong-swap = { $move } is a legal move, but it is not the exchange of your king.
learn-wrong-place = { $move } is a legal move, but it is not a placement of the pawn of pawns.
learn-wrong-en-passant = { $move } is a legal move, but it is not the en passant capture.

## Answers and progress.
learn-right = Right: { $move }.
learn-lesson-done = Lesson finished: { $title } ✓
learn-all-done = You have finished every lesson. Well done! Open any lesson to play it again.
learn-list-heading = Lessons ({ $done } of { $count } finished):
learn-list-tamerlane = Tamerlane:
learn-list-timurid = Timurid (12×12):
learn-list-done = ✓ { $number }. { $title }
learn-list-begun = · { $number }. { $title } ({ $solved }/{ $tasks })
learn-list-todo = · { $number }. { $title }
learn-continue = Continue with: { $title }, task { $task } of { $tasks }.
# $value: what was typed (cut short).
learn-unknown = There is no lesson "{ $value }"; the list shows them all.

## The board picture: its caption and its description (alt text).
learn-caption = Lesson: { $title } · task { $task } of { $tasks }
# $white, $black: the pieces with their squares (learn-alt-piece, joined).
learn-alt = Lesson board "{ $title }", task { $task } of { $tasks }, { $color ->
    [white] White
   *[black] Black
} to move. White: { $white }. Black: { $black }.
learn-alt-piece = { $piece } { $square }
learn-alt-marked = { " " }Marked squares: { $squares }.

## Discord: buttons and menus of /learn.
learn-button-next = Next
learn-button-lessons = Lessons
learn-button-continue = Continue
learn-open-lesson = Open a lesson
learn-open-lesson-part = Open a lesson ({ $part }/{ $parts })

## Local mode: the prompt in lessons.
learn-local-hint = Type a move to answer (e.g. Gc3xg4), 'next' to skip this task, 'lessons' for the list, 'learn <lesson>' to open another, 'back' to return to your game.
learn-local-back = Back to your game.
