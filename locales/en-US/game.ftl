# game texts (en-US). The English catalog (en-US) is the source; every id here exists there.

# Shared by the catalog's own tests: plural selection by CLDR rules.
catalog-plies = { $count ->
    [one] { $count } ply
   *[other] { $count } plies
}
