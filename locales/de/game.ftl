# game texts (de). The English catalog (en-US) is the source; every id here exists there.

catalog-plies = { $count ->
    [one] { $count } Halbzug
   *[other] { $count } Halbzüge
}
