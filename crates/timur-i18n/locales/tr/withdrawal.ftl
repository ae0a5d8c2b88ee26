## Withdrawal from a running tournament (issue 32).

game-end-forfeit = { $you ->
    [winner] Turnuvadan çekilen: { $loser }; hükmen kazandınız
    [loser] Turnuvadan çekildiniz; hükmen kazanan: { $winner }
   *[none] Turnuvadan çekilen: { $loser }; hükmen kazanan: { $winner }
}
game-end-forfeit-color = { $winner ->
    [white] Siyah turnuvadan çekildi; Beyaz hükmen kazandı
   *[black] Beyaz turnuvadan çekildi; Siyah hükmen kazandı
}
community-tournament-withdrew-player = { $player }, { $name } turnuvasından çekildi: süren oyunu hükmen kaybedildi ve artık eşleştirilmeyecek.
game-tournament-player-not-in = { $player }, { $name } turnuvasında oynamıyor.
game-tournament-player-already-withdrawn = { $player } zaten { $name } turnuvasından çekildi.
