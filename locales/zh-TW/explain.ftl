# explain texts (zh-TW). The English catalog (en-US) is the source; every id here exists there.

explain-list-separator = 、
explain-list-and = { $init }和{ $last }
explain-list-or = { $init }或{ $last }
explain-sentence-gap = {""}

explain-refusal-empty-square = { $square } 上沒有棋子
explain-refusal-not-yours = { $square } 上的{ $piece }不是你的
explain-refusal-wrong-piece = { $square } 上的是{ $piece }，不是字母為 { $letters } 的棋子
explain-refusal-no-such-piece = 你沒有字母為 { $letters } 的棋子
explain-refusal-parked = 你在 { $square } 的兵的兵正在停駐，只能放置（P@格子）
explain-refusal-own-piece = { $square } 上是你自己的棋子
explain-refusal-nothing-to-capture = { $square } 上沒有可吃的棋子
explain-refusal-cannot-reach = { $from } 上的{ $piece }走不到 { $to }
explain-refusal-no-piece-reaches = 你沒有能走到 { $to } 的{ $piece }
explain-refusal-no-pawn-reaches = 你沒有能走到 { $to } 的兵（其他棋子請寫出字母或起點，如 Nc3 或 b1-c3）
explain-refusal-say-promotion = 請說明是否升變：加 =Q 表示升變，不加表示不升變
explain-refusal-wrong-promotion = 這步棋不能升變為 { $letters }
explain-refusal-royal-attacked = 這會使你的王族棋子受到攻擊
explain-refusal-nothing-to-place = 你沒有停駐中的兵的兵可放置
explain-refusal-placement-last-rank = 兵的兵不能放置在 { $square }，那是它自己的底線
explain-refusal-placement-occupied = 放置不能移除 { $square } 上的{ $piece }（王族棋子和停駐的兵的兵不能移除）
explain-refusal-placement-strict = 兵的兵放在 { $square } 既不能捉雙，也不能攻擊一枚無法移動的敵子
explain-refusal-placement-loose = 兵的兵放在 { $square } 攻擊不到任何敵子
explain-refusal-relocation = 第二次到達底線後，兵的兵只能去 { $square }
explain-refusal-no-swap = 你的國王換位已不可用（每局一次，且只在主棋盤上）
explain-refusal-succession-not-now = 國王只有在被攻擊且無其他著法時才能與王子繼位交換
explain-refusal-swap-check-only = 國王只有在被攻擊時才能換位（swap=check-only）
explain-refusal-swap-not-now = 國王只有在被攻擊或無其他著法時才能換位
explain-refusal-swap-partner = { $square } 上的棋子不能與你的王族棋子換位
explain-refusal-no-citadel = 你的國王現在都不能進入堡壘

explain-error-empty = 請輸入一步棋，例如 e3-e4、Nb2-c3、P@e6、K<>d3 或 citadel。
explain-error-game-over = 對局已結束，不能再走棋。
explain-error-unparseable = 無法把“{ $input }”識別為著法。著法的寫法如 e3-e4、Nb2-c3、Nc3、P@e6、K<>d3 或 citadel。
explain-error-illegal = “{ $input }”不是合法著法：{ $reason }{ $note }。{ $closest }
explain-error-in-check = （你正被將軍）
explain-error-closest = 最接近的合法著法：{ $moves }。
explain-error-ambiguous = “{ $input }”可能是 { $candidates }。請說明是哪一步。

explain-the-piece-on = { $square } 上的{ $piece }
explain-removing = （移除{ $color ->
    [white] 白方
   *[black] 黑方
}在該處的{ $piece }）
explain-removing-after = ，移除{ $color ->
    [white] 白方
   *[black] 黑方
}在該處的{ $piece }
explain-move-relocated = 第二次到達：兵的兵從 { $from } 移到 { $to }{ $removal }。
explain-move-placed = 兵的兵放置在 { $square }{ $removal }。
explain-move-placed-fork = 兵的兵放置在 { $square }{ $removal }，捉雙{ $pieces }。
explain-move-placed-attack = 兵的兵放置在 { $square }{ $removal }，攻擊{ $target }。
explain-move-placed-attack-stuck = 兵的兵放置在 { $square }{ $removal }，攻擊{ $target }，該子無合法著法。
explain-move-shah-swap = 國王與 { $to } 上的{ $partner }換位（國王到 { $to }，{ $partner }到 { $from }；{ $color ->
    [white] 白方
   *[black] 黑方
}的換位已用掉）。
explain-move-succession = 國王繼位：國王與 { $to } 上的{ $partner }交換位置。
explain-move-en-passant = 吃過路兵：吃掉 { $square } 上的{ $piece }。
explain-move-promotion = 升變為{ $piece }。
explain-move-royal-captured = { $color ->
    [white] 白方
   *[black] 黑方
}的{ $piece }被吃掉。
explain-move-left-citadel = { $color ->
    [white] 白方國王離開了黑方堡壘
   *[black] 黑方國王離開了白方堡壘
}：現在不能再要求堡壘和棋。
explain-move-several-royals = { $color ->
    [white] 白方
   *[black] 黑方
}有多枚王族棋子（因此不算將軍）；受攻擊的：{ $pieces }。
explain-move-first-arrival = 兵的兵到達底線（第一次到達）：它停駐在此，直到被放置（P@格子）。
explain-move-second-arrival = 第二次到達：兵的兵移到 { $square }{ $removal }。
explain-move-second-arrival-blocked = 第二次到達：{ $square } 上有王族棋子，兵的兵繼續停駐在 { $parked }，直到能移過去（P@{ $square }）。
explain-move-second-arrival-plain = 第二次到達。
explain-move-third-arrival = 第三次到達：兵的兵成為親王。
explain-move-own-citadel = { $color ->
    [white] 親王進入了白方自己的堡壘。
   *[black] 親王進入了黑方自己的堡壘。
}
explain-move-citadel-draw = { $color ->
    [white] 和棋：白方國王進入了黑方堡壘。
   *[black] 和棋：黑方國王進入了白方堡壘。
}
explain-move-citadel-claim = { $color ->
    [white] 白方國王位於黑方堡壘：白方下一回合可以要求和棋。
   *[black] 黑方國王位於白方堡壘：黑方下一回合可以要求和棋。
}
explain-move-citadel-claim-second = { $color ->
    [white] 白方國王位於黑方堡壘：白方下一回合可以要求和棋（第二次進入立即和棋）。
   *[black] 黑方國王位於白方堡壘：黑方下一回合可以要求和棋（第二次進入立即和棋）。
}

explain-status-swap-now = { $color ->
    [white] 白方
   *[black] 黑方
}現在可以使用國王換位（K<>格子，每局一次）。
explain-status-swap-white-only = 只有白方還能使用國王換位。
explain-status-swap-black-only = 只有黑方還能使用國王換位。
explain-status-swap-neither = 雙方都已不能使用國王換位。
explain-status-arrivals = 兵的兵到達次數：白方 { $white }，黑方 { $black }（第三次成為親王）。
explain-status-citadel-claim = { $color ->
    [white] 白方國王位於黑方堡壘：白方可以要求和棋，而不走棋。
   *[black] 黑方國王位於白方堡壘：黑方可以要求和棋，而不走棋。
}

explain-piece-label = { $piece }（{ $letter }）
explain-pieces-text = **{ $variant }的棋子**（字母用於記譜；兵走棋不寫字母）：{ $pieces }。輸入 /piece name:<棋子> 查看走法。

## Piece names: the name as a legend or a title shows it; .lower inside a sentence.
explain-piece-shah = 國王
    .lower = 國王
explain-piece-king = 國王
    .lower = 國王
explain-piece-general = 將軍
    .lower = 將軍
explain-piece-vizier = 大臣
    .lower = 大臣
explain-piece-giraffe = 長頸鹿
    .lower = 長頸鹿
explain-piece-picket = 警衛
    .lower = 警衛
explain-piece-knight = 馬
    .lower = 馬
explain-piece-rook = 車
    .lower = 車
explain-piece-camel = 駱駝
    .lower = 駱駝
explain-piece-elephant = 大象
    .lower = 大象
explain-piece-war-engine = 洞屋
    .lower = 洞屋
explain-piece-prince = 王子
    .lower = 王子
explain-piece-adventitious-king = 親王
    .lower = 親王
explain-piece-sea-monster = 海怪
    .lower = 海怪
explain-piece-lion = 獅子
    .lower = 獅子
explain-piece-bull = 公牛
    .lower = 公牛
explain-piece-revealer = 啟示者
    .lower = 啟示者
explain-piece-pawn-of-kings = 國王的兵
    .lower = 國王的兵
explain-piece-pawn-of-generals = 將軍的兵
    .lower = 將軍的兵
explain-piece-pawn-of-viziers = 大臣的兵
    .lower = 大臣的兵
explain-piece-pawn-of-giraffes = 長頸鹿的兵
    .lower = 長頸鹿的兵
explain-piece-pawn-of-pickets = 警衛的兵
    .lower = 警衛的兵
explain-piece-pawn-of-knights = 馬的兵
    .lower = 馬的兵
explain-piece-pawn-of-rooks = 車的兵
    .lower = 車的兵
explain-piece-pawn-of-camels = 駱駝的兵
    .lower = 駱駝的兵
explain-piece-pawn-of-elephants = 大象的兵
    .lower = 大象的兵
explain-piece-pawn-of-war-engines = 洞屋的兵
    .lower = 洞屋的兵
explain-piece-pawn-of-pawns = 兵的兵
    .lower = 兵的兵
explain-piece-pawn-of-lions = 獅子的兵
    .lower = 獅子的兵
explain-piece-pawn-of-bulls = 公牛的兵
    .lower = 公牛的兵
explain-piece-pawn-of-revealers = 啟示者的兵
    .lower = 啟示者的兵
explain-piece-pawn-of-sea-monsters = 海怪的兵
    .lower = 海怪的兵
explain-piece-pawn = 兵
    .lower = 兵
explain-piece-queen = 皇后
    .lower = 皇后
explain-piece-bishop = 主教
    .lower = 主教
explain-piece-cannon = 砲
    .lower = 砲
explain-piece-ship = 船
    .lower = 船
explain-piece-griffon = 獅鷲
    .lower = 獅鷲
explain-piece-squirrel = 松鼠
    .lower = 松鼠
explain-piece-snake = 蛇
    .lower = 蛇
explain-piece-rhinoceros = 犀牛
    .lower = 犀牛
explain-piece-emir = 埃米爾
    .lower = 埃米爾
explain-piece-crowned-rook = 王冠車
    .lower = 王冠車
explain-piece-wizard = 巫師
    .lower = 巫師

# NOT YET TRANSLATED: the English texts below stand in until the translation is written
# (same ids and variables; the parity test passes, the reader sees English).
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
explain-rules-options = **Options** (chosen in /challenge)
# $option: key=value (notation); $meaning: explain-option-*.
explain-rules-option-default = • { $option }: { $meaning } (default)
explain-rules-option-chosen = • { $option }: { $meaning } (chosen)
explain-rules-special = **Special rules**
# $citadel: the citadel option's value.
explain-rules-citadels = • Citadels: only a Shah enters the opponent's citadel, only an Adventitious king its own; a citadel's occupant cannot be captured; { $citadel ->
    [immediate] entering the opponent's citadel draws at once
    [claim] a Shah in the opponent's citadel lets its owner /claim a draw
   *[second-entry] a first entry lets its owner /claim a draw, a second draws at once
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
explain-rules-full-extra = • Extra pieces: Sea monster (S) moves as the Vizier; Lion (L), Bull (B) and Revealer (Y) as full-pieces says. /piece shows each.
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
explain-rules-also-timurid = Also: Prince (I) king step + 2-square forward move; Elephant (E) 1–2 diagonal; Camel (J) (3,1); Cannon (Z) as in xiangqi. /piece shows any piece.

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
