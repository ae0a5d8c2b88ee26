## Withdrawal from a running tournament (issue 32).

# The end of the running game of a player who withdrew; $winner, $loser and $you as in
# game-end-resignation.
game-end-forfeit = { $you ->
    [winner] { $loser } withdrew from the tournament; you win by forfeit
    [loser] You withdrew from the tournament; { $winner } wins by forfeit
   *[none] { $loser } withdrew from the tournament; { $winner } wins by forfeit
}
game-end-forfeit-color = { $winner ->
    [white] Black withdrew from the tournament; White wins by forfeit
   *[black] White withdrew from the tournament; Black wins by forfeit
}
# A server manager (or the creator) withdrew $player from $name (both written already).
community-tournament-withdrew-player = { $player } is withdrawn from { $name }: their running game is lost by forfeit and they are paired no more.
game-tournament-player-not-in = { $player } is not playing in { $name }.
game-tournament-player-already-withdrawn = { $player } has already withdrawn from { $name }.
