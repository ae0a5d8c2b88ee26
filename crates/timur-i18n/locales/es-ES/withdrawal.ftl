## Withdrawal from a running tournament (issue 32).

game-end-forfeit = { $you ->
    [winner] { $loser } se retiró del torneo; ganas tú por incomparecencia
    [loser] Te retiraste del torneo; gana { $winner } por incomparecencia
   *[none] { $loser } se retiró del torneo; gana { $winner } por incomparecencia
}
game-end-forfeit-color = { $winner ->
    [white] Las negras se retiraron del torneo; ganan las blancas por incomparecencia
   *[black] Las blancas se retiraron del torneo; ganan las negras por incomparecencia
}
community-tournament-withdrew-player = { $player } queda retirado de { $name }: pierde por incomparecencia su partida en curso y no se le empareja más.
game-tournament-player-not-in = { $player } no juega en { $name }.
game-tournament-player-already-withdrawn = { $player } ya se retiró de { $name }.
