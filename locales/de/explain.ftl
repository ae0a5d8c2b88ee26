# explain texts (de). The English catalog (en-US) is the source; every id here exists there.
