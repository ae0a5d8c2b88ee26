# discord texts (es-ES). The English catalog (en-US) is the source; every id here exists there.
