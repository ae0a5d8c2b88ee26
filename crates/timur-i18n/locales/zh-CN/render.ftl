# render texts (zh-CN). The English catalog (en-US) is the source; every id here exists there.

render-side = { $color ->
    [white] 白方
   *[black] 黑方
}
render-caption-players = { $white } 对 { $black }
render-caption-to-move = 轮到{ $side }走棋
render-caption-to-move-check = 轮到{ $side }走棋，被将军
render-caption = { $players } · 第 { $number } 回合 · { $state }

render-diagram-no-piece = { $variant }中没有{ $piece }
render-diagram-title = { $piece }（{ $letter }）位于 { $square }
render-diagram-reach = 可走或吃子
render-diagram-move-only = 只能走
render-diagram-capture-only = 只能吃子
render-diagram-pass = 经过（须为空）
render-diagram-hop = 须跳过恰好一子才能吃子

render-legend-title = { $variant } — 棋子
render-legend-label = { $piece }（{ $letter }）

render-graph-axis = 回合
render-graph-white-better = 白方占优
render-graph-black-better = 黑方占优
render-graph-inaccuracy = 不精确
render-graph-mistake = 错着
render-graph-blunder = 败着

render-chart-empty = 尚无计分对局

render-standings-player = 棋手
render-standings-points = 积分

render-gif-half-size = 尺寸减半
render-gif-every = { $step ->
   *[other] 每 { $step } 步一帧
}

## The HTML replay page's controls (the key in parentheses, as printed on the keyboard).
render-replay-first = 开局（Home）
render-replay-prev = 后退（←）
render-replay-next = 前进（→）
render-replay-last = 终局（End）
render-replay-flip-title = 翻转棋盘（F）
render-replay-flip = 翻转
render-replay-ply = 第 { $ply } / { $plies } 步
