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
explain-pieces-text = **{ $variant }的棋子**（字母用于记谱；兵走棋不写字母）：{ $pieces }。输入 /piece name:<棋子> 查看走法。

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
