# discord texts (ru). The English catalog (en-US) is the source; every id here exists there.
