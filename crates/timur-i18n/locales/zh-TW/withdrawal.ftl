## Withdrawal from a running tournament (issue 32).

game-end-forfeit = { $you ->
    [winner] { $loser } 已退出錦標賽；你不戰而勝
    [loser] 你已退出錦標賽；{ $winner } 不戰而勝
   *[none] { $loser } 已退出錦標賽；{ $winner } 不戰而勝
}
game-end-forfeit-color = { $winner ->
    [white] 黑方已退出錦標賽；白方不戰而勝
   *[black] 白方已退出錦標賽；黑方不戰而勝
}
community-tournament-withdrew-player = { $player } 已退出 { $name }：其進行中的對局判負，此後不再編排。
game-tournament-player-not-in = { $player } 沒有參加 { $name }。
game-tournament-player-already-withdrawn = { $player } 已經退出了 { $name }。
