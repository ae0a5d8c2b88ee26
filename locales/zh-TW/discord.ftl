# discord texts (zh-TW). The English catalog (en-US) is the source; every id here exists there.
