# analysis texts (zh-CN). The English catalog (en-US) is the source; every id here exists there.

analysis-player = { $name }：准确率 { $accuracy }%，欠佳着 { $inaccuracies } 步，错着 { $mistakes } 步，败着 { $blunders } 步
analysis-player-no-moves = { $name }：没有可评判的着法
analysis-mistake-line = • { $played } 错着；更好的是 { $better }，接着 { $line }
analysis-blunder-line = • { $played } 败着；更好的是 { $better }，接着 { $line }
analysis-judgement = { $kind ->
        [inaccuracy] 欠佳着
        [mistake] 错着
       *[blunder] 败着
    }
analysis-board-caption = { $played } { $judgement } · 更好：{ $better }
analysis-board-alt = { $played }（{ $judgement }）之前的棋盘，{ $side ->
        [white] 白方
       *[black] 黑方
    }走棋，白方在下。红色箭头：实际走的着法，从 { $from } 到 { $to }。绿色箭头：更好的着法 { $better }，从 { $better_from } 到 { $better_to }。
analysis-replay-bar = 白方胜率
analysis-replay-eval = 评估：{ $score }
analysis-replay-best = 电脑的着法：{ $move }
analysis-replay-over = 对局在此结束。
local-analysis-running = 电脑只分析已结束的对局：请先下完这一局。
local-analysis-thinking = 电脑正在分析 { $plies } 个半回合…
local-analysis-written = 错着的棋盘和带分析的回放：{ $paths }
