# game texts (es-ES). The English catalog (en-US) is the source; every id here exists there.

catalog-plies = { $count ->
    [one] { $count } medio movimiento
   *[other] { $count } medios movimientos
}
