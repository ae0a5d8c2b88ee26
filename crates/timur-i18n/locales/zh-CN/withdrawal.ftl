## Withdrawal from a running tournament (issue 32).

game-end-forfeit = { $you ->
    [winner] { $loser } 已退出锦标赛；你不战而胜
    [loser] 你已退出锦标赛；{ $winner } 不战而胜
   *[none] { $loser } 已退出锦标赛；{ $winner } 不战而胜
}
game-end-forfeit-color = { $winner ->
    [white] 黑方已退出锦标赛；白方不战而胜
   *[black] 白方已退出锦标赛；黑方不战而胜
}
community-tournament-withdrew-player = { $player } 已退出 { $name }：其进行中的对局判负，此后不再编排。
game-tournament-player-not-in = { $player } 没有参加 { $name }。
game-tournament-player-already-withdrawn = { $player } 已经退出了 { $name }。
