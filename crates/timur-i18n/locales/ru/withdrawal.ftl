## Withdrawal from a running tournament (issue 32).

game-end-forfeit = { $you ->
    [winner] { $loser } выбывает из турнира; вам засчитана победа
    [loser] Вы выбыли из турнира; победа засчитана { $winner }
   *[none] { $loser } выбывает из турнира; победа засчитана { $winner }
}
game-end-forfeit-color = { $winner ->
    [white] Чёрные выбыли из турнира; белым засчитана победа
   *[black] Белые выбыли из турнира; чёрным засчитана победа
}
community-tournament-withdrew-player = { $player } снят с турнира { $name }: текущая партия засчитана как поражение, в жеребьёвку он больше не попадает.
game-tournament-player-not-in = { $player } не играет в турнире { $name }.
game-tournament-player-already-withdrawn = { $player } уже выбыл из турнира { $name }.
