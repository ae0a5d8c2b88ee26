# analysis texts (zh-TW). The English catalog (en-US) is the source; every id here exists there.

analysis-player = { $name }：準確率 { $accuracy }%，欠佳著 { $inaccuracies } 步，錯著 { $mistakes } 步，敗著 { $blunders } 步
analysis-player-no-moves = { $name }：沒有可評判的著法
analysis-mistake-line = • { $played } 錯著；更好的是 { $better }，接著 { $line }
analysis-blunder-line = • { $played } 敗著；更好的是 { $better }，接著 { $line }
analysis-judgement = { $kind ->
        [inaccuracy] 欠佳著
        [mistake] 錯著
       *[blunder] 敗著
    }
analysis-board-caption = { $played } { $judgement } · 更好：{ $better }
analysis-board-alt = { $played }（{ $judgement }）之前的棋盤，{ $side ->
        [white] 白方
       *[black] 黑方
    }走棋，白方在下。紅色箭頭：實際走的著法，從 { $from } 到 { $to }。綠色箭頭：更好的著法 { $better }，從 { $better_from } 到 { $better_to }。
analysis-replay-bar = 白方勝率
analysis-replay-eval = 評估：{ $score }
analysis-replay-best = 電腦的著法：{ $move }
analysis-replay-over = 對局在此結束。
local-analysis-running = 電腦只分析已結束的對局：請先下完這一局。
local-analysis-thinking = 電腦正在分析 { $plies } 個半回合…
local-analysis-written = 錯著的棋盤和帶分析的回放：{ $paths }
