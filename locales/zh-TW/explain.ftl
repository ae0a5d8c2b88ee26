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
