## Withdrawal from a running tournament (issue 32).

game-end-forfeit = { $you ->
    [winner] { $loser } hat sich vom Turnier zurückgezogen; du gewinnst kampflos
    [loser] Du hast dich vom Turnier zurückgezogen; { $winner } gewinnt kampflos
   *[none] { $loser } hat sich vom Turnier zurückgezogen; { $winner } gewinnt kampflos
}
game-end-forfeit-color = { $winner ->
    [white] Schwarz hat sich vom Turnier zurückgezogen; Weiß gewinnt kampflos
   *[black] Weiß hat sich vom Turnier zurückgezogen; Schwarz gewinnt kampflos
}
community-tournament-withdrew-player = { $player } ist von { $name } abgemeldet: die laufende Partie ist kampflos verloren, weitere Paarungen gibt es nicht.
game-tournament-player-not-in = { $player } spielt nicht in { $name } mit.
game-tournament-player-already-withdrawn = { $player } hat sich bereits von { $name } zurückgezogen.
