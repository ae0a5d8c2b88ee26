# explain texts (zh-CN). The English catalog (en-US) is the source; every id here exists there.

explain-list-separator = 、
explain-list-and = { $init }和{ $last }
explain-list-or = { $init }或{ $last }
explain-sentence-gap = {""}

explain-refusal-empty-square = { $square } 上没有棋子
explain-refusal-not-yours = { $square } 上的{ $piece }不是你的
explain-refusal-wrong-piece = { $square } 上的是{ $piece }，不是字母为 { $letters } 的棋子
explain-refusal-no-such-piece = 你没有字母为 { $letters } 的棋子
explain-refusal-parked = 你在 { $square } 的兵的兵正在停驻，只能放置（P@格子）
explain-refusal-own-piece = { $square } 上是你自己的棋子
explain-refusal-nothing-to-capture = { $square } 上没有可吃的棋子
explain-refusal-cannot-reach = { $from } 上的{ $piece }走不到 { $to }
explain-refusal-no-piece-reaches = 你没有能走到 { $to } 的{ $piece }
explain-refusal-no-pawn-reaches = 你没有能走到 { $to } 的兵（其他棋子请写出字母或起点，如 Nc3 或 b1-c3）
explain-refusal-say-promotion = 请说明是否升变：加 =Q 表示升变，不加表示不升变
explain-refusal-wrong-promotion = 这步棋不能升变为 { $letters }
explain-refusal-royal-attacked = 这会使你的王族棋子受到攻击
explain-refusal-nothing-to-place = 你没有停驻中的兵的兵可放置
explain-refusal-placement-last-rank = 兵的兵不能放置在 { $square }，那是它自己的底线
explain-refusal-placement-occupied = 放置不能移除 { $square } 上的{ $piece }（王族棋子和停驻的兵的兵不能移除）
explain-refusal-placement-strict = 兵的兵放在 { $square } 既不能捉双，也不能攻击一枚无法移动的敌子
explain-refusal-placement-loose = 兵的兵放在 { $square } 攻击不到任何敌子
explain-refusal-relocation = 第二次到达底线后，兵的兵只能去 { $square }
explain-refusal-no-swap = 你的国王换位已不可用（每局一次，且只在主棋盘上）
explain-refusal-succession-not-now = 国王只有在被攻击且无其他着法时才能与王子继位交换
explain-refusal-swap-check-only = 国王只有在被攻击时才能换位（swap=check-only）
explain-refusal-swap-not-now = 国王只有在被攻击或无其他着法时才能换位
explain-refusal-swap-partner = { $square } 上的棋子不能与你的王族棋子换位
explain-refusal-no-citadel = 你的国王现在都不能进入堡垒

explain-error-empty = 请输入一步棋，例如 e3-e4、Nb2-c3、P@e6、K<>d3 或 citadel。
explain-error-game-over = 对局已结束，不能再走棋。
explain-error-unparseable = 无法把“{ $input }”识别为着法。着法的写法如 e3-e4、Nb2-c3、Nc3、P@e6、K<>d3 或 citadel。
explain-error-illegal = “{ $input }”不是合法着法：{ $reason }{ $note }。{ $closest }
explain-error-in-check = （你正被将军）
explain-error-closest = 最接近的合法着法：{ $moves }。
explain-error-ambiguous = “{ $input }”可能是 { $candidates }。请说明是哪一步。

explain-the-piece-on = { $square } 上的{ $piece }
explain-removing = （移除{ $color ->
    [white] 白方
   *[black] 黑方
}在该处的{ $piece }）
explain-removing-after = ，移除{ $color ->
    [white] 白方
   *[black] 黑方
}在该处的{ $piece }
explain-move-relocated = 第二次到达：兵的兵从 { $from } 移到 { $to }{ $removal }。
explain-move-placed = 兵的兵放置在 { $square }{ $removal }。
explain-move-placed-fork = 兵的兵放置在 { $square }{ $removal }，捉双{ $pieces }。
explain-move-placed-attack = 兵的兵放置在 { $square }{ $removal }，攻击{ $target }。
explain-move-placed-attack-stuck = 兵的兵放置在 { $square }{ $removal }，攻击{ $target }，该子无合法着法。
explain-move-shah-swap = 国王与 { $to } 上的{ $partner }换位（国王到 { $to }，{ $partner }到 { $from }；{ $color ->
    [white] 白方
   *[black] 黑方
}的换位已用掉）。
explain-move-succession = 国王继位：国王与 { $to } 上的{ $partner }交换位置。
explain-move-en-passant = 吃过路兵：吃掉 { $square } 上的{ $piece }。
explain-move-promotion = 升变为{ $piece }。
explain-move-royal-captured = { $color ->
    [white] 白方
   *[black] 黑方
}的{ $piece }被吃掉。
explain-move-left-citadel = { $color ->
    [white] 白方国王离开了黑方堡垒
   *[black] 黑方国王离开了白方堡垒
}：现在不能再要求堡垒和棋。
explain-move-several-royals = { $color ->
    [white] 白方
   *[black] 黑方
}有多枚王族棋子（因此不算将军）；受攻击的：{ $pieces }。
explain-move-first-arrival = 兵的兵到达底线（第一次到达）：它停驻在此，直到被放置（P@格子）。
explain-move-second-arrival = 第二次到达：兵的兵移到 { $square }{ $removal }。
explain-move-second-arrival-blocked = 第二次到达：{ $square } 上有王族棋子，兵的兵继续停驻在 { $parked }，直到能移过去（P@{ $square }）。
explain-move-second-arrival-plain = 第二次到达。
explain-move-third-arrival = 第三次到达：兵的兵成为亲王。
explain-move-own-citadel = { $color ->
    [white] 亲王进入了白方自己的堡垒。
   *[black] 亲王进入了黑方自己的堡垒。
}
explain-move-citadel-draw = { $color ->
    [white] 和棋：白方国王进入了黑方堡垒。
   *[black] 和棋：黑方国王进入了白方堡垒。
}
explain-move-citadel-claim = { $color ->
    [white] 白方国王位于黑方堡垒：白方下一回合可以要求和棋。
   *[black] 黑方国王位于白方堡垒：黑方下一回合可以要求和棋。
}
explain-move-citadel-claim-second = { $color ->
    [white] 白方国王位于黑方堡垒：白方下一回合可以要求和棋（第二次进入立即和棋）。
   *[black] 黑方国王位于白方堡垒：黑方下一回合可以要求和棋（第二次进入立即和棋）。
}

explain-status-swap-now = { $color ->
    [white] 白方
   *[black] 黑方
}现在可以使用国王换位（K<>格子，每局一次）。
explain-status-swap-white-only = 只有白方还能使用国王换位。
explain-status-swap-black-only = 只有黑方还能使用国王换位。
explain-status-swap-neither = 双方都已不能使用国王换位。
explain-status-arrivals = 兵的兵到达次数：白方 { $white }，黑方 { $black }（第三次成为亲王）。
explain-status-citadel-claim = { $color ->
    [white] 白方国王位于黑方堡垒：白方可以要求和棋，而不走棋。
   *[black] 黑方国王位于白方堡垒：黑方可以要求和棋，而不走棋。
}

explain-piece-label = { $piece }（{ $letter }）
explain-pieces-text = **{ $variant }的棋子**（字母用于记谱；兵走棋不写字母）：{ $pieces }。输入 /{ cmd-piece-name } { cmd-piece-opt-name-name }:<棋子> 查看走法。

## Piece names: the name as a legend or a title shows it; .lower inside a sentence.
explain-piece-shah = 国王
    .lower = 国王
explain-piece-king = 国王
    .lower = 国王
explain-piece-general = 将军
    .lower = 将军
explain-piece-vizier = 大臣
    .lower = 大臣
explain-piece-giraffe = 长颈鹿
    .lower = 长颈鹿
explain-piece-picket = 警卫
    .lower = 警卫
explain-piece-knight = 马
    .lower = 马
explain-piece-rook = 车
    .lower = 车
explain-piece-camel = 骆驼
    .lower = 骆驼
explain-piece-elephant = 大象
    .lower = 大象
explain-piece-war-engine = 洞屋
    .lower = 洞屋
explain-piece-prince = 王子
    .lower = 王子
explain-piece-adventitious-king = 亲王
    .lower = 亲王
explain-piece-sea-monster = 海怪
    .lower = 海怪
explain-piece-lion = 狮子
    .lower = 狮子
explain-piece-bull = 公牛
    .lower = 公牛
explain-piece-revealer = 启示者
    .lower = 启示者
explain-piece-pawn-of-kings = 国王的兵
    .lower = 国王的兵
explain-piece-pawn-of-generals = 将军的兵
    .lower = 将军的兵
explain-piece-pawn-of-viziers = 大臣的兵
    .lower = 大臣的兵
explain-piece-pawn-of-giraffes = 长颈鹿的兵
    .lower = 长颈鹿的兵
explain-piece-pawn-of-pickets = 警卫的兵
    .lower = 警卫的兵
explain-piece-pawn-of-knights = 马的兵
    .lower = 马的兵
explain-piece-pawn-of-rooks = 车的兵
    .lower = 车的兵
explain-piece-pawn-of-camels = 骆驼的兵
    .lower = 骆驼的兵
explain-piece-pawn-of-elephants = 大象的兵
    .lower = 大象的兵
explain-piece-pawn-of-war-engines = 洞屋的兵
    .lower = 洞屋的兵
explain-piece-pawn-of-pawns = 兵的兵
    .lower = 兵的兵
explain-piece-pawn-of-lions = 狮子的兵
    .lower = 狮子的兵
explain-piece-pawn-of-bulls = 公牛的兵
    .lower = 公牛的兵
explain-piece-pawn-of-revealers = 启示者的兵
    .lower = 启示者的兵
explain-piece-pawn-of-sea-monsters = 海怪的兵
    .lower = 海怪的兵
explain-piece-pawn = 兵
    .lower = 兵
explain-piece-queen = 皇后
    .lower = 皇后
explain-piece-bishop = 主教
    .lower = 主教
explain-piece-cannon = 炮
    .lower = 炮
explain-piece-ship = 船
    .lower = 船
explain-piece-griffon = 狮鹫
    .lower = 狮鹫
explain-piece-squirrel = 松鼠
    .lower = 松鼠
explain-piece-snake = 蛇
    .lower = 蛇
explain-piece-rhinoceros = 犀牛
    .lower = 犀牛
explain-piece-emir = 埃米尔
    .lower = 埃米尔
explain-piece-crowned-rook = 王冠车
    .lower = 王冠车
explain-piece-wizard = 巫师
    .lower = 巫师

## Variant names and the Tamerlane arrays (/rules).
explain-variant-tamerlane = 帖木儿象棋
explain-variant-tamerlane-feminine = 帖木儿象棋（女性布局）
explain-variant-tamerlane-arabshah = 帖木儿象棋（伊本·阿拉布沙布局）
explain-variant-tamerlane-full = 完整帖木儿象棋
explain-variant-herat = 赫拉特
explain-variant-wild-herat = 狂野赫拉特
explain-variant-mirza = 米尔扎
explain-variant-wild-mirza = 狂野米尔扎
explain-variant-babur = 巴布尔
explain-variant-wild-babur = 狂野巴布尔
explain-variant-samarkand = 撒马尔罕
explain-variant-wild-samarkand = 狂野撒马尔罕
explain-array-tamerlane = 男性布局（布兰德的第一种）
explain-array-tamerlane-feminine = 女性布局（布兰德的第二种）
explain-array-tamerlane-arabshah = 伊本·阿拉布沙的第三种布局
explain-array-tamerlane-full = 第 7322 号抄本的布局（含附加棋子）

## How a piece moves.
explain-moves-giraffe = 先斜走一格，再沿直线或横线向外直行，落在斜格之外第 { $min } 格或更远处；不能越子：落点之前的每一格都必须是空的
explain-moves-picket = 斜走至少 2 格（同国际象棋中象的走法）：第一个斜格必须是空的，而且永远不能停在这一格
explain-moves-shah = 向 8 个方向中的任意一个走一格；只有它能进入对方的堡垒，并且每局一次，在被攻击或没有其他着法时，可以与己方一枚棋子换位（K<>格子）
explain-moves-king = 向 8 个方向中的任意一个走一格（王族棋子；不能王车易位）；被攻击且没有其他着法时，可以与己方一个未受攻击的王子换位（国王继位，K<>格子）
explain-moves-general = 斜走一格
explain-moves-vizier = 直走或横走一格
explain-moves-sea-monster = 直走或横走一格，与大臣相同
explain-moves-knight = (2,1) 跳跃，同国际象棋的马
explain-moves-rook = 沿直线或横线走任意格数
explain-moves-bishop = 沿斜线走任意格数
explain-moves-queen = 沿直线、横线或斜线走任意格数
explain-moves-camel = (3,1) 跳跃：朝一个方向走三格、再向旁边一格，可以越子
explain-moves-elephant-tamerlane = 沿斜线恰好跳两格 (2,2)，越过中间的一格
explain-moves-elephant = 斜走一格或两格；走两格时可以越子
explain-moves-war-engine = 沿直线或横线恰好跳两格 (2,0)，越过中间的一格
explain-moves-prince-tamerlane = 向任意方向走一格，与国王相同；它是王族棋子
explain-moves-prince = 向任意方向走一格（不是王族棋子）；另外在任何位置都可以越过一个空格向正前方走两格（这一步不能吃子）
explain-moves-adventitious-king = 向任意方向走一格；它是王族棋子，而且只有它能进入己方的堡垒并再次离开
explain-moves-lion-cazaux = (3,0) 跳跃：沿直线或横线跳三格，可以越子（full-pieces=cazaux）
explain-moves-lion-forbes = 走法同车或同长颈鹿（{ $giraffe }）（full-pieces=forbes）
explain-moves-lion-modern = 走法同马或车（full-pieces=modern）
explain-moves-bull-cazaux = (3,2) 跳跃，可以越子（full-pieces=cazaux）
explain-moves-bull-forbes = 走法同警卫或同长颈鹿（full-pieces=forbes）
explain-moves-bull-modern = 走法同马或主教（full-pieces=modern）
explain-moves-revealer-cazaux = (3,3) 跳跃：沿斜线跳三格，可以越子（full-pieces=cazaux）
explain-moves-revealer-forbes = 走法同警卫或车（full-pieces=forbes）
explain-moves-revealer-modern = 走法同皇后：向任意方向走任意格数（full-pieces=modern）
explain-moves-lion = 向任意方向走一格，或跳到距离两格的任意格子（(2,0)、(2,1)、(2,2)）
explain-moves-pawn = 从任意横线向正前方的空格走一格或两格（第一格必须是空的）；斜向前一格吃子，并且可以吃过路兵
explain-moves-cannon = 沿直线或横线走任意格数；吃子时必须恰好越过一枚棋子（不论颜色），同中国象棋的炮
explain-moves-ship = 先斜走一格，再沿直线向上或向下（远离出发的方向）走任意格数；斜走一格后可以停下，不能越子
explain-moves-griffon = 先斜走一格，再沿直线或横线向外走任意格数；斜走一格后可以停下，不能越子
explain-moves-squirrel = 跳到距离两格的任意格子：(2,0)、(2,1) 或 (2,2)
explain-moves-snake = 先向正上或正下走一格，再沿斜线向外走任意格数；走完第一格后可以停下，不能越子
explain-moves-rhinoceros = 先直走或横走一格，再沿斜线向外走任意格数；走完第一格后可以停下，不能越子
explain-moves-emir = 走法同骆驼 (3,1)、马 (2,1) 或将军（斜走一格）
explain-moves-crowned-rook = 走法同车，或向任意方向走一格
explain-moves-wizard = 走法同将军（斜走一格）或骆驼 (3,1)
explain-moves-tamerlane-pawn = 向前走一格到空格；斜向前一格吃子（不能走两格，也不能吃过路兵）
explain-moves-other = 如图所示

## What a piece promotes to and from.
explain-promotion-pawn-of-pawns = 到达底线时：第一次到达时停驻（之后用 P@格子 放到能捉双或能攻击一枚无法移动的棋子的格子上）；第二次到达时移到己方国王的兵的起始格；第三次到达时成为亲王。
explain-promotion-forced = 到达底线时升变为{ $piece }。
explain-promotion-optional = 走到底线的一步棋可以使它升变为{ $piece }，也可以保持不变。
explain-promotion-to-adventitious-king = 兵的兵（PP）第三次到达底线时成为亲王。
explain-promotion-from-first = { $piece }（{ $letter }）
explain-promotion-from-next = { $piece }（{ $letter }）
explain-promotion-from-forced = 在底线升变为此棋子的有：{ $pieces }。
explain-promotion-from-optional = 在底线可以升变为此棋子的有：{ $pieces }。
explain-promotion-from-both = 在底线升变为此棋子的有：{ $forced }；可以升变为此棋子的有：{ $optional }。

## /piece.
explain-piece-text = { $variant }中的{ $label }：{ $moves }。{ $promotion }
explain-piece-diagram-key = 图中的绿点是它从所在格能到达的格子；灰色菱形是它必须经过的格子，这些格子必须是空的。

## /rules.
explain-rules-title-tamerlane = { $variant }（`{ $id }`）：11×10 棋盘，有两个堡垒（x1 属白方，在 k2 旁；x2 属黑方，在 a9 旁）；{ $array }。
explain-rules-title-timurid = { $variant }（`{ $id }`）：12×12 帖木儿王朝棋盘；中央棋子为{ $central }（g2、g11），两侧棋子为{ $side }（d2、i2 / d11、i11）。
explain-rules-options = **规则选项**（在 /{ cmd-challenge-name } 中选择）
explain-rules-option-default = • { $option }：{ $meaning }（默认）
explain-rules-option-chosen = • { $option }：{ $meaning }（已选）
explain-rules-special = **特殊规则**
explain-rules-citadels = • 堡垒：只有国王能进入对方的堡垒，只有亲王能进入己方的堡垒；堡垒中的棋子不能被吃；{ $citadel ->
    [immediate] 进入对方堡垒立即和棋
    [claim] 国王位于对方堡垒时，己方可以用 /{ cmd-claim-name } 要求和棋
   *[second-entry] 第一次进入后可以用 /{ cmd-claim-name } 要求和棋，第二次进入立即和棋
}。
explain-rules-promotion-tamerlane = • 升变：兵到达底线时变成它所属的棋子；国王的兵变成王子。
explain-rules-pawn-of-pawns = • 兵的兵：第一次到达底线时停驻，直到被放置（P@e6）到{ $placement ->
    [loose] 能攻击一枚敌子
   *[strict] 能捉双或能攻击一枚无法移动的棋子
}的格子上；第二次到达时移到己方国王的兵的起始格（{ $white }/{ $black }）；第三次到达时成为亲王。
explain-rules-swap = • 国王换位：每局一次，当国王被攻击{ $swap ->
    [check-only] {""}
   *[any] 或没有其他着法
}时，可以用 K<>d3 让国王与己方一枚棋子交换位置。
explain-rules-royals = • 王族棋子：国王、王子、亲王。一方有两枚或更多王族棋子时，它们都不受将军的限制，任何一枚都可以被吃；最后一枚必须被将死。
explain-rules-stalemate-loses = • 无子可动（逼和）的一方判负。{ $bare }{ $draws }
explain-rules-bare-loses = 只剩王族棋子的一方判负（bare-king=loses）。
explain-rules-bare-survives = 只剩国王（光王）不判负。
explain-rules-draws-none = 没有重复局面和棋，也没有步数和棋。
explain-rules-draws-repetition = 三次重复局面为和棋。
explain-rules-draws-move-rule = { $moves } 回合规则判和。
explain-rules-draws-both = 三次重复局面和 { $moves } 回合规则均判和。
explain-rules-full-extra = • 附加棋子：海怪（S）走法同大臣；狮子（L）、公牛（B）和启示者（Y）的走法由 full-pieces 决定。/{ cmd-piece-name } 可查看每一种。
explain-rules-pawns-timurid = • 兵可以从任意横线向前走一格或两格，斜向前吃子。吃过路兵：兵或王子走两格之后，攻击它所越过格子的敌方兵可以在下一步把它吃掉。
explain-rules-promotes-to = { $from } → { $to }
explain-rules-promotion-timurid = • 在底线升变：{ $forced }（必须升变）；王子可以升变为皇后，也可以保持为王子。
explain-rules-succession = • 国王继位：被攻击且没有其他合法着法的国王，可以与己方一个未受攻击的王子交换位置（K<>e2），每个王子一次。
explain-rules-stalemate-draws = • 逼和为和棋。{ $repetition ->
    [3] 同一局面第三次出现为和棋。
   *[off] 没有重复局面和棋。
}不能王车易位。
explain-rules-pieces = **{ $variant }的棋子**
explain-rules-piece = • { $piece }（{ $letter }，{ $place ->
    [central] 中央
    [side] 两侧
   *[promotion] 由升变而来
}）：{ $moves }。
explain-rules-also-timurid = 另有：王子（I）走国王的一步，另可向前走两格；大象（E）斜走 1–2 格；骆驼（J）(3,1)；炮（Z）同中国象棋。/{ cmd-piece-name } 可查看任何棋子。

## The rule options' values in /rules.
explain-option-giraffe-min-2 = 长颈鹿斜走一格后，最近落在第 2 格
explain-option-giraffe-min-3 = 长颈鹿斜走一格后，最近落在第 3 格
explain-option-citadel-immediate = 国王进入对方堡垒立即和棋
explain-option-citadel-claim = 国王位于对方堡垒期间，己方可以在自己的回合要求和棋
explain-option-citadel-second-entry = 第一次进入可以要求和棋，第二次进入立即和棋
explain-option-bare-king-survives = 光王不判负
explain-option-bare-king-loses = 只剩王族棋子的一方判负，除非它能立即让对方也只剩王族棋子
explain-option-repetition-off = 没有重复局面和棋
explain-option-repetition-3 = 同一局面第三次出现为和棋
explain-option-move-rule-n = 连续 { $halfmoves } 步没有吃子、移除棋子或走兵即为和棋
explain-option-move-rule-unset = 未设置：没有步数和棋
explain-option-symmetry-rotate = 黑方布局是白方布局旋转 180°
explain-option-symmetry-mirror = 黑方布局是白方布局的镜像
explain-option-pop-placement-strict = 放置的兵的兵必须捉双，或攻击一枚无法移动的棋子
explain-option-pop-placement-loose = 放置的兵的兵必须至少攻击一枚敌子
explain-option-swap-any = 国王在被攻击或没有其他着法时可以换位
explain-option-swap-check-only = 国王只有在被攻击时才能换位
explain-option-full-pieces-cazaux = 跳跃棋子：狮子 (3,0)、公牛 (3,2)、启示者 (3,3)
explain-option-full-pieces-forbes = 狮子＝车＋长颈鹿，公牛＝警卫＋长颈鹿，启示者＝警卫＋车
explain-option-full-pieces-modern = 狮子＝马＋车，公牛＝马＋主教，启示者＝皇后

## Move suggestions.
explain-suggest-label = { $san } · { $notes }
explain-suggest-takes = 吃{ $piece }
explain-suggest-becomes = 升变为{ $piece }
explain-suggest-citadel = 堡垒
explain-suggest-en-passant = 吃过路兵
explain-suggest-placement = 放置
explain-suggest-removes = 移除{ $piece }
explain-suggest-swap = 与{ $piece }换位
