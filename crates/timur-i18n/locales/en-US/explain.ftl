# explain texts (en-US). The English catalog (en-US) is the source; every id here exists there.

## Lists: "a, b and c", "a, b or c".
explain-list-separator = {", "}
explain-list-and = { $init } and { $last }
explain-list-or = { $init } or { $last }
# Between two sentences of an explanation.
explain-sentence-gap = {" "}

## Refused moves: the reason, without a full stop (docs/rules.md §6.2).
explain-refusal-empty-square = there is no piece on { $square }
explain-refusal-not-yours = the { $piece } on { $square } is not yours
explain-refusal-wrong-piece = the piece on { $square } is a { $piece }, not a piece with the letter { $letters }
explain-refusal-no-such-piece = you have no piece with the letter { $letters }
explain-refusal-parked = your pawn of pawns on { $square } is parked; it can only be placed (P@square)
explain-refusal-own-piece = your own piece stands on { $square }
explain-refusal-nothing-to-capture = there is nothing to capture on { $square }
explain-refusal-cannot-reach = a { $piece } on { $from } cannot move to { $to }
explain-refusal-no-piece-reaches = no { $piece } of yours can move to { $to }
explain-refusal-no-pawn-reaches = no pawn of yours can move to { $to } (for another piece give its letter or square, as in Nc3 or b1-c3)
explain-refusal-say-promotion = say whether the piece promotes: add =Q to promote, or nothing to stay
explain-refusal-wrong-promotion = this move does not promote to { $letters }
explain-refusal-royal-attacked = it would leave your royal piece attacked
explain-refusal-nothing-to-place = you have no parked pawn of pawns to place
explain-refusal-placement-last-rank = the pawn of pawns cannot be placed on { $square }, on its own last rank
explain-refusal-placement-occupied = the { $piece } on { $square } cannot be removed by a placement (royals and parked pawns of pawns stay)
explain-refusal-placement-strict = on { $square } the pawn of pawns would neither fork two enemy pieces nor attack one that cannot move
explain-refusal-placement-loose = on { $square } the pawn of pawns would attack no enemy piece
explain-refusal-relocation = after its second arrival the pawn of pawns can only go to { $square }
explain-refusal-no-swap = your Shah's swap is not available (once per game, from the main board)
explain-refusal-succession-not-now = the King may succeed with a Prince only when it is attacked and has no other move
explain-refusal-swap-check-only = the Shah may swap only when it is attacked (swap=check-only)
explain-refusal-swap-not-now = the Shah may swap only when it is attacked or there is no other move
explain-refusal-swap-partner = the piece on { $square } cannot take your royal's place
explain-refusal-no-citadel = none of your kings can enter a citadel now

## Refused moves: the whole sentence.
explain-error-empty = Type a move, such as e3-e4, Nb2-c3, P@e6, K<>d3 or citadel.
explain-error-game-over = The game is over; no more moves can be played.
explain-error-unparseable = I could not read '{ $input }' as a move. Moves look like e3-e4, Nb2-c3, Nc3, P@e6, K<>d3 or citadel.
explain-error-illegal = '{ $input }' is not a legal move: { $reason }{ $note }.{ $closest }
explain-error-in-check = {" "}(you are in check)
explain-error-closest = {" "}Closest legal moves: { $moves }.
explain-error-ambiguous = '{ $input }' could mean { $candidates }. Please say which.

## What a special move did (docs/rules.md §4, §5): one sentence each.
explain-the-piece-on = the { $piece } on { $square }
explain-removing = {" "}(removing { $color ->
    [white] White's
   *[black] Black's
} { $piece } there)
explain-removing-after = , removing { $color ->
    [white] White's
   *[black] Black's
} { $piece } there
explain-move-relocated = Second arrival: the pawn of pawns moves from { $from } to { $to }{ $removal }.
explain-move-placed = Pawn of pawns placed on { $square }{ $removal }.
explain-move-placed-fork = Pawn of pawns placed on { $square }{ $removal }, forking { $pieces }.
explain-move-placed-attack = Pawn of pawns placed on { $square }{ $removal }, attacking { $target }.
explain-move-placed-attack-stuck = Pawn of pawns placed on { $square }{ $removal }, attacking { $target }, which has no legal move.
explain-move-shah-swap = Shah swapped with the { $partner } on { $to } (the Shah goes to { $to }, the { $partner } to { $from }; { $color ->
    [white] White's
   *[black] Black's
} swap is now used).
explain-move-succession = King's succession: the King swaps with the { $partner } on { $to }.
explain-move-en-passant = En passant: the { $piece } on { $square } is captured.
explain-move-promotion = Promotion to { $piece }.
explain-move-royal-captured = { $color ->
    [white] White's
   *[black] Black's
} { $piece } is captured.
explain-move-left-citadel = { $color ->
    [white] White's Shah left Black's citadel
   *[black] Black's Shah left White's citadel
}: no citadel draw can be claimed now.
explain-move-several-royals = { $color ->
    [white] White
   *[black] Black
} has several royals (so no check); under attack: { $pieces }.
explain-move-first-arrival = Pawn of pawns reached its last rank (first arrival): it is parked until placed (P@square).
explain-move-second-arrival = Second arrival: the pawn of pawns moves to { $square }{ $removal }.
explain-move-second-arrival-blocked = Second arrival: a royal stands on { $square }, so the pawn of pawns stays parked on { $parked } until it can move there (P@{ $square }).
explain-move-second-arrival-plain = Second arrival.
explain-move-third-arrival = Third arrival: the pawn of pawns becomes an Adventitious king.
explain-move-own-citadel = { $color ->
    [white] The Adventitious king entered White's own citadel.
   *[black] The Adventitious king entered Black's own citadel.
}
explain-move-citadel-draw = { $color ->
    [white] Draw: White's Shah entered Black's citadel.
   *[black] Draw: Black's Shah entered White's citadel.
}
explain-move-citadel-claim = { $color ->
    [white] White's Shah stands in Black's citadel: White may claim a draw on their next turn.
   *[black] Black's Shah stands in White's citadel: Black may claim a draw on their next turn.
}
explain-move-citadel-claim-second = { $color ->
    [white] White's Shah stands in Black's citadel: White may claim a draw on their next turn (a second entry draws at once).
   *[black] Black's Shah stands in White's citadel: Black may claim a draw on their next turn (a second entry draws at once).
}

## Reminders after a move (docs/rules.md §4.2, §4.4, §4.5).
explain-status-swap-now = { $color ->
    [white] White
   *[black] Black
} may use the Shah's swap now (K<>square, once per game).
explain-status-swap-white-only = Shah's swap still available to White only.
explain-status-swap-black-only = Shah's swap still available to Black only.
explain-status-swap-neither = Shah's swap still available to neither side.
explain-status-arrivals = Pawn-of-pawns arrivals: White { $white }, Black { $black } (3rd makes an Adventitious king).
explain-status-citadel-claim = { $color ->
    [white] White's Shah stands in Black's citadel: White may claim a draw instead of moving.
   *[black] Black's Shah stands in White's citadel: Black may claim a draw instead of moving.
}

## /piece and /help pieces.
explain-piece-label = { $piece } ({ $letter })
explain-pieces-text = **Pieces of { $variant }** (letters for notation; pawns move without a letter): { $pieces }. Type /{ cmd-piece-name } { cmd-piece-opt-name-name }:<piece> to see how one moves.

## Piece names: the name as a legend or a title shows it; .lower inside a sentence.
explain-piece-shah = Shah
    .lower = shah
explain-piece-king = King
    .lower = king
explain-piece-general = General
    .lower = general
explain-piece-vizier = Vizier
    .lower = vizier
explain-piece-giraffe = Giraffe
    .lower = giraffe
explain-piece-picket = Picket
    .lower = picket
explain-piece-knight = Knight
    .lower = knight
explain-piece-rook = Rook
    .lower = rook
explain-piece-camel = Camel
    .lower = camel
explain-piece-elephant = Elephant
    .lower = elephant
explain-piece-war-engine = War engine
    .lower = war engine
explain-piece-prince = Prince
    .lower = prince
explain-piece-adventitious-king = Adventitious king
    .lower = adventitious king
explain-piece-sea-monster = Sea monster
    .lower = sea monster
explain-piece-lion = Lion
    .lower = lion
explain-piece-bull = Bull
    .lower = bull
explain-piece-revealer = Revealer
    .lower = revealer
explain-piece-pawn-of-kings = Pawn of kings
    .lower = pawn of kings
explain-piece-pawn-of-generals = Pawn of generals
    .lower = pawn of generals
explain-piece-pawn-of-viziers = Pawn of viziers
    .lower = pawn of viziers
explain-piece-pawn-of-giraffes = Pawn of giraffes
    .lower = pawn of giraffes
explain-piece-pawn-of-pickets = Pawn of pickets
    .lower = pawn of pickets
explain-piece-pawn-of-knights = Pawn of knights
    .lower = pawn of knights
explain-piece-pawn-of-rooks = Pawn of rooks
    .lower = pawn of rooks
explain-piece-pawn-of-camels = Pawn of camels
    .lower = pawn of camels
explain-piece-pawn-of-elephants = Pawn of elephants
    .lower = pawn of elephants
explain-piece-pawn-of-war-engines = Pawn of war engines
    .lower = pawn of war engines
explain-piece-pawn-of-pawns = Pawn of pawns
    .lower = pawn of pawns
explain-piece-pawn-of-lions = Pawn of lions
    .lower = pawn of lions
explain-piece-pawn-of-bulls = Pawn of bulls
    .lower = pawn of bulls
explain-piece-pawn-of-revealers = Pawn of revealers
    .lower = pawn of revealers
explain-piece-pawn-of-sea-monsters = Pawn of sea monsters
    .lower = pawn of sea monsters
explain-piece-pawn = Pawn
    .lower = pawn
explain-piece-queen = Queen
    .lower = queen
explain-piece-bishop = Bishop
    .lower = bishop
explain-piece-cannon = Cannon
    .lower = cannon
explain-piece-ship = Ship
    .lower = ship
explain-piece-griffon = Griffon
    .lower = griffon
explain-piece-squirrel = Squirrel
    .lower = squirrel
explain-piece-snake = Snake
    .lower = snake
explain-piece-rhinoceros = Rhinoceros
    .lower = rhinoceros
explain-piece-emir = Emir
    .lower = emir
explain-piece-crowned-rook = Crowned rook
    .lower = crowned rook
explain-piece-wizard = Wizard
    .lower = wizard

## Variant names ($-less: the variant's name as menus show it) and the Tamerlane arrays (/rules).
explain-variant-tamerlane = Tamerlane
explain-variant-tamerlane-feminine = Tamerlane (feminine array)
explain-variant-tamerlane-arabshah = Tamerlane (Ibn Arabshah's array)
explain-variant-tamerlane-full = Full Tamerlane
explain-variant-herat = Herat
explain-variant-wild-herat = Wild Herat
explain-variant-mirza = Mirza
explain-variant-wild-mirza = Wild Mirza
explain-variant-babur = Babur
explain-variant-wild-babur = Wild Babur
explain-variant-samarkand = Samarkand
explain-variant-wild-samarkand = Wild Samarkand
explain-array-tamerlane = masculine array (Bland's first)
explain-array-tamerlane-feminine = feminine array (Bland's second)
explain-array-tamerlane-arabshah = Ibn Arabshah's third array
explain-array-tamerlane-full = array of manuscript 7322 (extra pieces)

## How a piece moves (/piece, /rules, the diagram's description): one clause, no full stop,
## lower case first (docs/rules.md §2.2, §2.3, §5).
# $min: the Giraffe's first landing square after its diagonal step (2 or 3).
explain-moves-giraffe = one diagonal step, then straight outward along the file or rank, landing on the { $min ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $min }th
} square beyond the diagonal one or further; it cannot jump: every square before the landing square must be empty
explain-moves-picket = a bishop move of at least 2 squares: the first diagonal square must be empty and is never a destination
explain-moves-shah = one step in any of the 8 directions; it alone may step into the opponent's citadel, and once per game it may swap places with an own piece (K<>square) when attacked or without another move
explain-moves-king = one step in any of the 8 directions (royal; no castling); when attacked with no other move it may swap with an unattacked own Prince (King's succession, K<>square)
explain-moves-general = one step diagonally
explain-moves-vizier = one step orthogonally
explain-moves-sea-monster = one step orthogonally, like the Vizier
explain-moves-knight = a (2,1) leap, as the chess knight
explain-moves-rook = any number of squares along a file or rank
explain-moves-bishop = any number of squares diagonally
explain-moves-queen = any number of squares along a file, rank or diagonal
explain-moves-camel = a (3,1) leap: three squares one way and one to the side, jumping
explain-moves-elephant-tamerlane = a leap of exactly two squares diagonally (2,2), jumping the square between
explain-moves-elephant = one or two squares diagonally; the two-square move jumps
explain-moves-war-engine = a leap of exactly two squares along a file or rank (2,0), jumping the square between
explain-moves-prince-tamerlane = one step in any direction, like the Shah; it is royal
explain-moves-prince = one step in any direction (not royal), plus a non-capturing move two squares straight forward over an empty square, from anywhere
explain-moves-adventitious-king = one step in any direction; it is royal, and it alone may enter its own side's citadel and leave it again
explain-moves-lion-cazaux = a (3,0) leap: three squares along a file or rank, jumping (full-pieces=cazaux)
# $giraffe: explain-moves-giraffe.
explain-moves-lion-forbes = as a Rook or as a Giraffe ({ $giraffe }) (full-pieces=forbes)
explain-moves-lion-modern = as a Knight or a Rook (full-pieces=modern)
explain-moves-bull-cazaux = a (3,2) leap, jumping (full-pieces=cazaux)
explain-moves-bull-forbes = as a Picket or as a Giraffe (full-pieces=forbes)
explain-moves-bull-modern = as a Knight or a bishop (full-pieces=modern)
explain-moves-revealer-cazaux = a (3,3) leap: three squares diagonally, jumping (full-pieces=cazaux)
explain-moves-revealer-forbes = as a Picket or a Rook (full-pieces=forbes)
explain-moves-revealer-modern = as a queen: any number of squares in any direction (full-pieces=modern)
explain-moves-lion = one step in any direction, or a leap to any square two away ((2,0), (2,1), (2,2))
explain-moves-pawn = one or two squares straight forward to empty squares from any rank (the first must be empty); it captures one square diagonally forward, and may capture en passant
explain-moves-cannon = any number of squares along a file or rank; it captures only by jumping exactly one piece of either colour, as the xiangqi cannon
explain-moves-ship = one diagonal step, then any number of squares further straight up or down (away from where it came); it may stop after the diagonal step and cannot jump
explain-moves-griffon = one diagonal step, then any number of squares further outward along the file or the rank; it may stop after the diagonal step and cannot jump
explain-moves-squirrel = a leap to any square two away: (2,0), (2,1) or (2,2)
explain-moves-snake = one step straight up or down, then any number of squares diagonally outward; it may stop after the first step and cannot jump
explain-moves-rhinoceros = one orthogonal step, then any number of squares diagonally outward; it may stop after the first step and cannot jump
explain-moves-emir = as a Camel (3,1), a Knight (2,1) or a General (one diagonal step)
explain-moves-crowned-rook = as a Rook, or one step in any direction
explain-moves-wizard = as a General (one diagonal step) or a Camel (3,1)
explain-moves-tamerlane-pawn = one step forward to an empty square; it captures one step diagonally forward (no double step, no en passant)
explain-moves-other = as shown in the diagram

## What a piece promotes to and from (/piece): whole sentences.
explain-promotion-pawn-of-pawns = On its last rank it is parked (1st arrival; later placed with P@square where it forks or attacks a piece that cannot move), sent to its pawn of kings' square (2nd arrival), or becomes an Adventitious king (3rd arrival).
# $piece: the piece it becomes (explain-piece-*).
explain-promotion-forced = On its last rank it becomes { $piece ->
    [Elephant] an Elephant
    [Emir] an Emir
   *[other] a { $piece }
}.
explain-promotion-optional = A move ending on its last rank may promote it to { $piece ->
    [Elephant] an Elephant
    [Emir] an Emir
   *[other] a { $piece }
} or leave it as it is.
explain-promotion-to-adventitious-king = The pawn of pawns (PP) becomes one on its third arrival on its last rank.
# A piece that promotes to this one: the first of a list, then the others (.lower names).
explain-promotion-from-first = The { $piece } ({ $letter })
explain-promotion-from-next = the { $piece } ({ $letter })
# $pieces: explain-promotion-from-first / -next joined by explain-list-or.
explain-promotion-from-forced = { $pieces } promotes to it on the last rank.
explain-promotion-from-optional = { $pieces } may promote to it on the last rank.
# $forced, $optional: the lists of those that must and those that may.
explain-promotion-from-both = { $forced } promotes to it on the last rank; { $optional } may.

## /piece: the piece's text, then the key to the diagram.
# $label: explain-piece-label (bold); $variant: explain-variant-*; $moves: explain-moves-*; $promotion: explain-promotion-* sentences (may be empty).
explain-piece-text = { $label } in { $variant }: { $moves }. { $promotion }
explain-piece-diagram-key = In the diagram, green dots are the squares it can reach from its square; grey diamonds are squares it must pass over, which must be empty.

## /rules: the rules of a game under its options.
# $variant: the variant's name (bold); $id: its id (notation); $array: explain-array-*.
explain-rules-title-tamerlane = { $variant } (`{ $id }`): 11×10 board with two citadels (x1, White's, beside k2; x2, Black's, beside a9); { $array }.
# $central, $side: piece names.
explain-rules-title-timurid = { $variant } (`{ $id }`): 12×12 Timurid board; central piece { $central } (g2, g11), side pieces { $side }s (d2, i2 / d11, i11).
explain-rules-options = **Options** (chosen in /{ cmd-challenge-name })
# $option: key=value (notation); $meaning: explain-option-*.
explain-rules-option-default = • { $option }: { $meaning } (default)
explain-rules-option-chosen = • { $option }: { $meaning } (chosen)
explain-rules-special = **Special rules**
# $citadel: the citadel option's value.
explain-rules-citadels = • Citadels: only a Shah enters the opponent's citadel, only an Adventitious king its own; a citadel's occupant cannot be captured; { $citadel ->
    [immediate] entering the opponent's citadel draws at once
    [claim] a Shah in the opponent's citadel lets its owner /{ cmd-claim-name } a draw
   *[second-entry] a first entry lets its owner /{ cmd-claim-name } a draw, a second draws at once
}.
explain-rules-promotion-tamerlane = • Promotion: a pawn on its last rank becomes its piece; the pawn of kings becomes a Prince.
# $placement: the pop-placement option's value; $white, $black: the pawns of kings' squares.
explain-rules-pawn-of-pawns = • Pawn of pawns: 1st arrival parks it until placed (P@e6) where it { $placement ->
    [loose] attacks an enemy piece
   *[strict] forks two pieces or attacks one that cannot move
}; 2nd arrival sends it to its pawn of kings' square ({ $white }/{ $black }); 3rd makes it an Adventitious king.
# $swap: the swap option's value.
explain-rules-swap = • Shah's swap: once per game, K<>d3 exchanges the Shah with an own piece when the Shah is attacked{ $swap ->
    [check-only] {""}
   *[any] {" "}or there is no other move
}.
explain-rules-royals = • Royals: Shah, Prince, Adventitious king. With two or more, none is bound by check and any may be captured; the last one must be mated.
# $bare: explain-rules-bare-*; $draws: explain-rules-draws-*.
explain-rules-stalemate-loses = • Stalemate loses. { $bare } { $draws }
explain-rules-bare-loses = A bare side loses (bare-king=loses).
explain-rules-bare-survives = A bare Shah does not lose.
explain-rules-draws-none = No draw by repetition or move count.
explain-rules-draws-repetition = Threefold repetition draws.
# $moves: the move rule's number of moves.
explain-rules-draws-move-rule = The { $moves }-move rule draws.
explain-rules-draws-both = Threefold repetition and the { $moves }-move rule draw.
explain-rules-full-extra = • Extra pieces: Sea monster (S) moves as the Vizier; Lion (L), Bull (B) and Revealer (Y) as full-pieces says. /{ cmd-piece-name } shows each.
explain-rules-pawns-timurid = • Pawns step one or two squares forward from any rank and capture diagonally forward. En passant: after a Pawn or Prince double step, an enemy Pawn attacking the passed square may take it on the next move.
# One forced promotion of a Timurid variant: piece names.
explain-rules-promotes-to = { $from } → { $to }
# $forced: explain-rules-promotes-to joined by explain-list-separator.
explain-rules-promotion-timurid = • Promotion on the last rank: { $forced } (forced); the Prince may become a Queen or stay a Prince.
explain-rules-succession = • King's succession: a King attacked with no other legal move may swap with an unattacked own Prince (K<>e2), once per Prince.
# $repetition: the repetition option's value (3 or off).
explain-rules-stalemate-draws = • Stalemate draws. { $repetition ->
    [3] The third occurrence of a position draws.
   *[off] No draw by repetition.
} No castling.
# $variant: the variant's name.
explain-rules-pieces = **Pieces of { $variant }**
# $piece: its name; $letter: its letter; $place: central, side or promotion; $moves: explain-moves-*.
explain-rules-piece = • { $piece } ({ $letter }, { $place ->
    [central] central
    [side] side
   *[promotion] by promotion
}): { $moves }.
explain-rules-also-timurid = Also: Prince (I) king step + 2-square forward move; Elephant (E) 1–2 diagonal; Camel (J) (3,1); Cannon (Z) as in xiangqi. /{ cmd-piece-name } shows any piece.

## The rule options' values in /rules (docs/rules.md §7): explain-option-<key>-<value>.
explain-option-giraffe-min-2 = the Giraffe lands from the 2nd square after its diagonal step
explain-option-giraffe-min-3 = the Giraffe lands from the 3rd square after its diagonal step
explain-option-citadel-immediate = a Shah entering the opponent's citadel draws at once
explain-option-citadel-claim = while his Shah stands in the opponent's citadel, its owner may claim a draw on his turn
explain-option-citadel-second-entry = the first entry allows a draw claim, the second draws at once
explain-option-bare-king-survives = a bare Shah does not lose
explain-option-bare-king-loses = a side left with royals only loses unless it bares the opponent at once
explain-option-repetition-off = no draw by repetition
explain-option-repetition-3 = the third occurrence of a position draws
# $halfmoves: twice the option's number.
explain-option-move-rule-n = { $halfmoves } half-moves without capture, removal or pawn move draw
explain-option-move-rule-unset = not set: no draw by move count
explain-option-symmetry-rotate = Black's array is White's turned 180°
explain-option-symmetry-mirror = Black's array is White's reflected
explain-option-pop-placement-strict = a placed pawn of pawns must fork two enemy pieces or attack one that cannot move
explain-option-pop-placement-loose = a placed pawn of pawns must attack at least one enemy piece
explain-option-swap-any = the Shah may swap when attacked or when there is no other move
explain-option-swap-check-only = the Shah may swap only when attacked
explain-option-full-pieces-cazaux = Lion (3,0), Bull (3,2), Revealer (3,3) leapers
explain-option-full-pieces-forbes = Lion Rook+Giraffe, Bull Picket+Giraffe, Revealer Picket+Rook
explain-option-full-pieces-modern = Lion Knight+Rook, Bull Knight+Bishop, Revealer Queen

## Move suggestions (autocomplete, the picker): "Nb2xc4+ · takes Giraffe, becomes …".
# $san: the move (notation); $notes: the notes below joined by explain-list-separator.
explain-suggest-label = { $san } · { $notes }
# $piece: a piece name.
explain-suggest-takes = takes { $piece }
explain-suggest-becomes = becomes { $piece }
explain-suggest-citadel = citadel
explain-suggest-en-passant = en passant
explain-suggest-placement = placement
explain-suggest-removes = removes { $piece }
explain-suggest-swap = swap with { $piece }
