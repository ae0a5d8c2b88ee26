# game texts (tr). The English catalog (en-US) is the source; every id here exists there.

catalog-plies = { $count ->
    [one] { $count } hamle
   *[other] { $count } hamle
}
