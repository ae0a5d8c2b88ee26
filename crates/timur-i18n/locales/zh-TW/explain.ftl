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
explain-error-unparseable = 無法把「{ $input }」識別為著法。著法的寫法如 e3-e4、Nb2-c3、Nc3、P@e6、K<>d3 或 citadel。
explain-error-illegal = 「{ $input }」不是合法著法：{ $reason }{ $note }。{ $closest }
explain-error-in-check = （你正被將軍）
explain-error-closest = 最接近的合法著法：{ $moves }。
explain-error-ambiguous = 「{ $input }」可能是 { $candidates }。請說明是哪一步。

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
explain-pieces-text = **{ $variant }的棋子**（字母用於記譜；兵走棋不寫字母）：{ $pieces }。輸入 /{ cmd-piece-name } { cmd-piece-opt-name-name }:<棋子> 查看走法。

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

## Variant names and the Tamerlane arrays (/rules).
explain-variant-tamerlane = 帖木兒象棋
explain-variant-tamerlane-feminine = 帖木兒象棋（女性佈局）
explain-variant-tamerlane-arabshah = 帖木兒象棋（伊本·阿拉布沙佈局）
explain-variant-tamerlane-full = 完整帖木兒象棋
explain-variant-herat = 赫拉特
explain-variant-wild-herat = 狂野赫拉特
explain-variant-mirza = 米爾扎
explain-variant-wild-mirza = 狂野米爾扎
explain-variant-babur = 巴布爾
explain-variant-wild-babur = 狂野巴布爾
explain-variant-samarkand = 撒馬爾罕
explain-variant-wild-samarkand = 狂野撒馬爾罕
explain-array-tamerlane = 男性佈局（布蘭德的第一種）
explain-array-tamerlane-feminine = 女性佈局（布蘭德的第二種）
explain-array-tamerlane-arabshah = 伊本·阿拉布沙的第三種佈局
explain-array-tamerlane-full = 第 7322 號抄本的佈局（含附加棋子）

## How a piece moves.
explain-moves-giraffe = 先斜走一格，再沿直線或橫線向外直行，落在斜格之外第 { $min } 格或更遠處；不能越子：落點之前的每一格都必須是空的
explain-moves-picket = 斜走至少 2 格（如同西洋棋主教的走法）：第一個斜格必須是空的，而且永遠不能停在這一格
explain-moves-shah = 向 8 個方向中的任一方向走一格；只有它能進入對方的堡壘，而且每局一次，在被攻擊或沒有其他著法時，可以與己方一枚棋子換位（K<>格子）
explain-moves-king = 向 8 個方向中的任一方向走一格（王族棋子；不能入堡）；被攻擊且沒有其他著法時，可以與己方一個未受攻擊的王子換位（國王繼位，K<>格子）
explain-moves-general = 斜走一格
explain-moves-vizier = 直走或橫走一格
explain-moves-sea-monster = 直走或橫走一格，與大臣相同
explain-moves-knight = (2,1) 跳躍，如同西洋棋的騎士
explain-moves-rook = 沿直線或橫線走任意格數
explain-moves-bishop = 沿斜線走任意格數
explain-moves-queen = 沿直線、橫線或斜線走任意格數
explain-moves-camel = (3,1) 跳躍：朝一個方向走三格、再往旁邊一格，可以越子
explain-moves-elephant-tamerlane = 沿斜線剛好跳兩格 (2,2)，越過中間的一格
explain-moves-elephant = 斜走一格或兩格；走兩格時可以越子
explain-moves-war-engine = 沿直線或橫線剛好跳兩格 (2,0)，越過中間的一格
explain-moves-prince-tamerlane = 向任意方向走一格，與國王相同；它是王族棋子
explain-moves-prince = 向任意方向走一格（不是王族棋子）；另外在任何位置都可以越過一個空格向正前方走兩格（這一步不能吃子）
explain-moves-adventitious-king = 向任意方向走一格；它是王族棋子，而且只有它能進入己方的堡壘並再次離開
explain-moves-lion-cazaux = (3,0) 跳躍：沿直線或橫線跳三格，可以越子（full-pieces=cazaux）
explain-moves-lion-forbes = 走法如同車或長頸鹿（{ $giraffe }）（full-pieces=forbes）
explain-moves-lion-modern = 走法如同馬或車（full-pieces=modern）
explain-moves-bull-cazaux = (3,2) 跳躍，可以越子（full-pieces=cazaux）
explain-moves-bull-forbes = 走法如同警衛或長頸鹿（full-pieces=forbes）
explain-moves-bull-modern = 走法如同馬或主教（full-pieces=modern）
explain-moves-revealer-cazaux = (3,3) 跳躍：沿斜線跳三格，可以越子（full-pieces=cazaux）
explain-moves-revealer-forbes = 走法如同警衛或車（full-pieces=forbes）
explain-moves-revealer-modern = 走法如同皇后：向任意方向走任意格數（full-pieces=modern）
explain-moves-lion = 向任意方向走一格，或跳到距離兩格的任一格子（(2,0)、(2,1)、(2,2)）
explain-moves-pawn = 從任一橫線向正前方的空格走一格或兩格（第一格必須是空的）；斜向前一格吃子，而且可以吃過路兵
explain-moves-cannon = 沿直線或橫線走任意格數；吃子時必須剛好越過一枚棋子（不論顏色），如同象棋的砲
explain-moves-ship = 先斜走一格，再沿直線向上或向下（遠離出發的方向）走任意格數；斜走一格後可以停下，不能越子
explain-moves-griffon = 先斜走一格，再沿直線或橫線向外走任意格數；斜走一格後可以停下，不能越子
explain-moves-squirrel = 跳到距離兩格的任一格子：(2,0)、(2,1) 或 (2,2)
explain-moves-snake = 先向正上或正下走一格，再沿斜線向外走任意格數；走完第一格後可以停下，不能越子
explain-moves-rhinoceros = 先直走或橫走一格，再沿斜線向外走任意格數；走完第一格後可以停下，不能越子
explain-moves-emir = 走法如同駱駝 (3,1)、馬 (2,1) 或將軍（斜走一格）
explain-moves-crowned-rook = 走法如同車，或向任意方向走一格
explain-moves-wizard = 走法如同將軍（斜走一格）或駱駝 (3,1)
explain-moves-tamerlane-pawn = 向前走一格到空格；斜向前一格吃子（不能走兩格，也不能吃過路兵）
explain-moves-other = 如圖所示

## What a piece promotes to and from.
explain-promotion-pawn-of-pawns = 到達底線時：第一次到達時停駐（之後用 P@格子 放到能捉雙或能攻擊一枚無法移動的棋子的格子上）；第二次到達時移到己方國王的兵的起始格；第三次到達時成為親王。
explain-promotion-forced = 到達底線時升變為{ $piece }。
explain-promotion-optional = 走到底線的一步棋可以讓它升變為{ $piece }，也可以維持不變。
explain-promotion-to-adventitious-king = 兵的兵（PP）第三次到達底線時成為親王。
explain-promotion-from-first = { $piece }（{ $letter }）
explain-promotion-from-next = { $piece }（{ $letter }）
explain-promotion-from-forced = 在底線升變為此棋子的有：{ $pieces }。
explain-promotion-from-optional = 在底線可以升變為此棋子的有：{ $pieces }。
explain-promotion-from-both = 在底線升變為此棋子的有：{ $forced }；可以升變為此棋子的有：{ $optional }。

## /piece.
explain-piece-text = { $variant }中的{ $label }：{ $moves }。{ $promotion }
explain-piece-diagram-key = 圖中的綠點是它從所在格能到達的格子；灰色菱形是它必須經過的格子，這些格子必須是空的。

## /rules.
explain-rules-title-tamerlane = { $variant }（`{ $id }`）：11×10 棋盤，有兩座堡壘（x1 屬於白方，在 k2 旁；x2 屬於黑方，在 a9 旁）；{ $array }。
explain-rules-title-timurid = { $variant }（`{ $id }`）：12×12 帖木兒王朝棋盤；中央棋子為{ $central }（g2、g11），兩側棋子為{ $side }（d2、i2 / d11、i11）。
explain-rules-options = **規則選項**（在 /{ cmd-challenge-name } 中選擇）
explain-rules-option-default = • { $option }：{ $meaning }（預設）
explain-rules-option-chosen = • { $option }：{ $meaning }（已選）
explain-rules-special = **特殊規則**
explain-rules-citadels = • 堡壘：只有國王能進入對方的堡壘，只有親王能進入己方的堡壘；堡壘中的棋子不能被吃；{ $citadel ->
    [immediate] 進入對方堡壘立即和棋
    [claim] 國王位於對方堡壘時，己方可以用 /{ cmd-claim-name } 要求和棋
   *[second-entry] 第一次進入後可以用 /{ cmd-claim-name } 要求和棋，第二次進入立即和棋
}。
explain-rules-promotion-tamerlane = • 升變：兵到達底線時變成它所屬的棋子；國王的兵變成王子。
explain-rules-pawn-of-pawns = • 兵的兵：第一次到達底線時停駐，直到被放置（P@e6）到{ $placement ->
    [loose] 能攻擊一枚敵子
   *[strict] 能捉雙或能攻擊一枚無法移動的棋子
}的格子上；第二次到達時移到己方國王的兵的起始格（{ $white }/{ $black }）；第三次到達時成為親王。
explain-rules-swap = • 國王換位：每局一次，當國王被攻擊{ $swap ->
    [check-only] {""}
   *[any] 或沒有其他著法
}時，可以用 K<>d3 讓國王與己方一枚棋子交換位置。
explain-rules-royals = • 王族棋子：國王、王子、親王。一方有兩枚或更多王族棋子時，它們都不受將軍的限制，任何一枚都可以被吃；最後一枚必須被將死。
explain-rules-stalemate-loses = • 無子可動（逼和）的一方判負。{ $bare }{ $draws }
explain-rules-bare-loses = 只剩王族棋子的一方判負（bare-king=loses）。
explain-rules-bare-survives = 只剩國王（光王）不判負。
explain-rules-draws-none = 沒有重複局面和棋，也沒有步數和棋。
explain-rules-draws-repetition = 三次重複局面為和棋。
explain-rules-draws-move-rule = { $moves } 回合規則判和。
explain-rules-draws-both = 三次重複局面和 { $moves } 回合規則都判和。
explain-rules-full-extra = • 附加棋子：海怪（S）走法如同大臣；獅子（L）、公牛（B）和啟示者（Y）的走法由 full-pieces 決定。/{ cmd-piece-name } 可查看每一種。
explain-rules-pawns-timurid = • 兵可以從任一橫線向前走一格或兩格，斜向前吃子。吃過路兵：兵或王子走兩格之後，攻擊它所越過格子的敵方兵可以在下一步把它吃掉。
explain-rules-promotes-to = { $from } → { $to }
explain-rules-promotion-timurid = • 在底線升變：{ $forced }（必須升變）；王子可以升變為皇后，也可以維持為王子。
explain-rules-succession = • 國王繼位：被攻擊且沒有其他合法著法的國王，可以與己方一個未受攻擊的王子交換位置（K<>e2），每個王子一次。
explain-rules-stalemate-draws = • 逼和為和棋。{ $repetition ->
    [3] 同一局面第三次出現為和棋。
   *[off] 沒有重複局面和棋。
}不能入堡。
explain-rules-pieces = **{ $variant }的棋子**
explain-rules-piece = • { $piece }（{ $letter }，{ $place ->
    [central] 中央
    [side] 兩側
   *[promotion] 由升變而來
}）：{ $moves }。
explain-rules-also-timurid = 另有：王子（I）走國王的一步，另可向前走兩格；大象（E）斜走 1–2 格；駱駝（J）(3,1)；砲（Z）如同象棋。/{ cmd-piece-name } 可查看任何棋子。

## The rule options' values in /rules.
explain-option-giraffe-min-2 = 長頸鹿斜走一格後，最近落在第 2 格
explain-option-giraffe-min-3 = 長頸鹿斜走一格後，最近落在第 3 格
explain-option-citadel-immediate = 國王進入對方堡壘立即和棋
explain-option-citadel-claim = 國王位於對方堡壘期間，己方可以在自己的回合要求和棋
explain-option-citadel-second-entry = 第一次進入可以要求和棋，第二次進入立即和棋
explain-option-bare-king-survives = 光王不判負
explain-option-bare-king-loses = 只剩王族棋子的一方判負，除非它能立即讓對方也只剩王族棋子
explain-option-repetition-off = 沒有重複局面和棋
explain-option-repetition-3 = 同一局面第三次出現為和棋
explain-option-move-rule-n = 連續 { $halfmoves } 步沒有吃子、移除棋子或走兵即為和棋
explain-option-move-rule-unset = 未設定：沒有步數和棋
explain-option-symmetry-rotate = 黑方佈局是白方佈局旋轉 180°
explain-option-symmetry-mirror = 黑方佈局是白方佈局的鏡像
explain-option-pop-placement-strict = 放置的兵的兵必須捉雙，或攻擊一枚無法移動的棋子
explain-option-pop-placement-loose = 放置的兵的兵必須至少攻擊一枚敵子
explain-option-swap-any = 國王在被攻擊或沒有其他著法時可以換位
explain-option-swap-check-only = 國王只有在被攻擊時才能換位
explain-option-full-pieces-cazaux = 跳躍棋子：獅子 (3,0)、公牛 (3,2)、啟示者 (3,3)
explain-option-full-pieces-forbes = 獅子＝車＋長頸鹿，公牛＝警衛＋長頸鹿，啟示者＝警衛＋車
explain-option-full-pieces-modern = 獅子＝馬＋車，公牛＝馬＋主教，啟示者＝皇后

## Move suggestions.
explain-suggest-label = { $san } · { $notes }
explain-suggest-takes = 吃{ $piece }
explain-suggest-becomes = 升變為{ $piece }
explain-suggest-citadel = 堡壘
explain-suggest-en-passant = 吃過路兵
explain-suggest-placement = 放置
explain-suggest-removes = 移除{ $piece }
explain-suggest-swap = 與{ $piece }換位
