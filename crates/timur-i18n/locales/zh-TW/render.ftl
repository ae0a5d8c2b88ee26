# render texts (zh-TW). The English catalog (en-US) is the source; every id here exists there.

render-side = { $color ->
    [white] 白方
   *[black] 黑方
}
render-caption-players = { $white } 對 { $black }
render-caption-to-move = 輪到{ $side }走棋
render-caption-to-move-check = 輪到{ $side }走棋，被將軍
render-caption = { $players } · 第 { $number } 回合 · { $state }

render-diagram-no-piece = { $variant }中沒有{ $piece }
render-diagram-title = { $piece }（{ $letter }）位於 { $square }
render-diagram-reach = 可走或吃子
render-diagram-move-only = 只能走
render-diagram-capture-only = 只能吃子
render-diagram-pass = 經過（須為空）
render-diagram-hop = 須剛好跳過一子才能吃子

render-legend-title = { $variant } — 棋子
render-legend-label = { $piece }（{ $letter }）

render-graph-axis = 回合
render-graph-white-better = 白方佔優
render-graph-black-better = 黑方佔優
render-graph-inaccuracy = 不精確
render-graph-mistake = 錯著
render-graph-blunder = 敗著

render-chart-empty = 尚無計分對局

render-standings-player = 棋手
render-standings-points = 積分

render-gif-half-size = 尺寸減半
render-gif-every = { $step ->
   *[other] 每 { $step } 步一個畫面
}

## The HTML replay page's controls (the key in parentheses, as printed on the keyboard).
render-replay-first = 開局（Home）
render-replay-prev = 後退（←）
render-replay-next = 前進（→）
render-replay-last = 終局（End）
render-replay-flip-title = 翻轉棋盤（F）
render-replay-flip = 翻轉
render-replay-ply = 第 { $ply } / { $plies } 步
