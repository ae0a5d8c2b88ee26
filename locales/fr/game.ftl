# game texts (fr). The English catalog (en-US) is the source; every id here exists there.

catalog-plies = { $count ->
    [one] { $count } demi-coup
   *[other] { $count } demi-coups
}
