# render texts (fr). The English catalog (en-US) is the source; every id here exists there.
