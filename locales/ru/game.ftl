# game texts (ru). The English catalog (en-US) is the source; every id here exists there.

catalog-plies = { $count ->
    [one] { $count } полуход
    [few] { $count } полухода
   *[many] { $count } полуходов
}
