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
explain-pieces-text = **Pieces of { $variant }** (letters for notation; pawns move without a letter): { $pieces }. Type /piece name:<piece> to see how one moves.

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
