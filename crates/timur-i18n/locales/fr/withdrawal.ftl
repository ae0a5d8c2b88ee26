## Withdrawal from a running tournament (issue 32).

game-end-forfeit = { $you ->
    [winner] { $loser } s'est retiré du tournoi ; vous gagnez par forfait
    [loser] Vous vous êtes retiré du tournoi ; { $winner } gagne par forfait
   *[none] { $loser } s'est retiré du tournoi ; { $winner } gagne par forfait
}
game-end-forfeit-color = { $winner ->
    [white] Les Noirs se sont retirés du tournoi ; les Blancs gagnent par forfait
   *[black] Les Blancs se sont retirés du tournoi ; les Noirs gagnent par forfait
}
community-tournament-withdrew-player = { $player } est retiré de { $name } : sa partie en cours est perdue par forfait et il ne sera plus apparié.
game-tournament-player-not-in = { $player } ne joue pas dans { $name }.
game-tournament-player-already-withdrawn = { $player } s'est déjà retiré de { $name }.
