# explain texts (de). The English catalog (en-US) is the source; every id here exists there.

explain-list-separator = {", "}
explain-list-and = { $init } und { $last }
explain-list-or = { $init } oder { $last }
explain-sentence-gap = {" "}

explain-refusal-empty-square = auf { $square } steht keine Figur
explain-refusal-not-yours = die Figur { $piece } auf { $square } gehört nicht Ihnen
explain-refusal-wrong-piece = die Figur auf { $square } ist ein { $piece }, keine Figur mit dem Buchstaben { $letters }
explain-refusal-no-such-piece = Sie haben keine Figur mit dem Buchstaben { $letters }
explain-refusal-parked = Ihr Bauernbauer auf { $square } ist geparkt; er kann nur eingesetzt werden (P@Feld)
explain-refusal-own-piece = auf { $square } steht Ihre eigene Figur
explain-refusal-nothing-to-capture = auf { $square } gibt es nichts zu schlagen
explain-refusal-cannot-reach = die Figur { $piece } auf { $from } kann nicht nach { $to } ziehen
explain-refusal-no-piece-reaches = keine Ihrer Figuren vom Typ { $piece } kann nach { $to } ziehen
explain-refusal-no-pawn-reaches = keiner Ihrer Bauern kann nach { $to } ziehen (für eine andere Figur geben Sie ihren Buchstaben oder ihr Feld an, etwa Nc3 oder b1-c3)
explain-refusal-say-promotion = geben Sie an, ob die Figur umgewandelt wird: =Q zum Umwandeln, nichts zum Bleiben
explain-refusal-wrong-promotion = dieser Zug wandelt nicht in { $letters } um
explain-refusal-royal-attacked = Ihre königliche Figur stünde danach angegriffen
explain-refusal-nothing-to-place = Sie haben keinen geparkten Bauernbauer zum Einsetzen
explain-refusal-placement-last-rank = der Bauernbauer kann nicht auf { $square } eingesetzt werden, auf seiner eigenen letzten Reihe
explain-refusal-placement-occupied = die Figur { $piece } auf { $square } kann nicht durch Einsetzen entfernt werden (königliche Figuren und geparkte Bauernbauern bleiben)
explain-refusal-placement-strict = auf { $square } würde der Bauernbauer weder zwei gegnerische Figuren gabeln noch eine angreifen, die nicht ziehen kann
explain-refusal-placement-loose = auf { $square } würde der Bauernbauer keine gegnerische Figur angreifen
explain-refusal-relocation = nach seiner zweiten Ankunft kann der Bauernbauer nur nach { $square } gehen
explain-refusal-no-swap = der Tausch Ihres Schahs ist nicht verfügbar (einmal pro Partie, vom Hauptbrett aus)
explain-refusal-succession-not-now = der König kann nur dann einem Prinzen die Nachfolge überlassen, wenn er angegriffen ist und keinen anderen Zug hat
explain-refusal-swap-check-only = der Schah darf nur tauschen, wenn er angegriffen ist (swap=check-only)
explain-refusal-swap-not-now = der Schah darf nur tauschen, wenn er angegriffen ist oder es keinen anderen Zug gibt
explain-refusal-swap-partner = die Figur auf { $square } kann nicht den Platz Ihrer königlichen Figur einnehmen
explain-refusal-no-citadel = keiner Ihrer Könige kann jetzt eine Zitadelle betreten

explain-error-empty = Geben Sie einen Zug ein, etwa e3-e4, Nb2-c3, P@e6, K<>d3 oder citadel.
explain-error-game-over = Die Partie ist beendet; es kann kein Zug mehr gespielt werden.
explain-error-unparseable = „{ $input }“ konnte nicht als Zug gelesen werden. Züge sehen so aus: e3-e4, Nb2-c3, Nc3, P@e6, K<>d3 oder citadel.
explain-error-illegal = „{ $input }“ ist kein legaler Zug: { $reason }{ $note }.{ $closest }
explain-error-in-check = {" "}(Sie stehen im Schach)
explain-error-closest = {" "}Nächstliegende legale Züge: { $moves }.
explain-error-ambiguous = „{ $input }“ kann { $candidates } bedeuten. Bitte sagen Sie, welcher Zug gemeint ist.

explain-the-piece-on = { $piece } auf { $square }
explain-removing = {" "}(entfernt dort { $color ->
    [white] den weißen
   *[black] den schwarzen
} { $piece })
explain-removing-after = , entfernt dort { $color ->
    [white] den weißen
   *[black] den schwarzen
} { $piece }
explain-move-relocated = Zweite Ankunft: der Bauernbauer zieht von { $from } nach { $to }{ $removal }.
explain-move-placed = Bauernbauer auf { $square } eingesetzt{ $removal }.
explain-move-placed-fork = Bauernbauer auf { $square } eingesetzt{ $removal }, Gabel gegen { $pieces }.
explain-move-placed-attack = Bauernbauer auf { $square } eingesetzt{ $removal }, greift { $target } an.
explain-move-placed-attack-stuck = Bauernbauer auf { $square } eingesetzt{ $removal }, greift { $target } an, die keinen legalen Zug hat.
explain-move-shah-swap = Der Schah tauscht mit { $partner } auf { $to } (der Schah geht nach { $to }, { $partner } nach { $from }; der Tausch von { $color ->
    [white] Weiß
   *[black] Schwarz
} ist verbraucht).
explain-move-succession = Nachfolge des Königs: der König tauscht mit { $partner } auf { $to }.
explain-move-en-passant = En passant: { $piece } auf { $square } wird geschlagen.
explain-move-promotion = Umwandlung in { $piece }.
explain-move-royal-captured = { $color ->
    [white] Der weiße
   *[black] Der schwarze
} { $piece } wird geschlagen.
explain-move-left-citadel = { $color ->
    [white] Der weiße Schah hat die schwarze Zitadelle verlassen
   *[black] Der schwarze Schah hat die weiße Zitadelle verlassen
}: ein Zitadellen-Remis kann jetzt nicht mehr beansprucht werden.
explain-move-several-royals = { $color ->
    [white] Weiß
   *[black] Schwarz
} hat mehrere königliche Figuren (also kein Schach); angegriffen: { $pieces }.
explain-move-first-arrival = Der Bauernbauer erreicht seine letzte Reihe (erste Ankunft): er bleibt geparkt, bis er eingesetzt wird (P@Feld).
explain-move-second-arrival = Zweite Ankunft: der Bauernbauer zieht nach { $square }{ $removal }.
explain-move-second-arrival-blocked = Zweite Ankunft: auf { $square } steht eine königliche Figur, daher bleibt der Bauernbauer auf { $parked } geparkt, bis er dorthin ziehen kann (P@{ $square }).
explain-move-second-arrival-plain = Zweite Ankunft.
explain-move-third-arrival = Dritte Ankunft: der Bauernbauer wird ein Ersatzkönig.
explain-move-own-citadel = { $color ->
    [white] Der Ersatzkönig hat die eigene Zitadelle von Weiß betreten.
   *[black] Der Ersatzkönig hat die eigene Zitadelle von Schwarz betreten.
}
explain-move-citadel-draw = { $color ->
    [white] Remis: der weiße Schah hat die schwarze Zitadelle betreten.
   *[black] Remis: der schwarze Schah hat die weiße Zitadelle betreten.
}
explain-move-citadel-claim = { $color ->
    [white] Der weiße Schah steht in der schwarzen Zitadelle: Weiß kann im nächsten Zug Remis beanspruchen.
   *[black] Der schwarze Schah steht in der weißen Zitadelle: Schwarz kann im nächsten Zug Remis beanspruchen.
}
explain-move-citadel-claim-second = { $color ->
    [white] Der weiße Schah steht in der schwarzen Zitadelle: Weiß kann im nächsten Zug Remis beanspruchen (ein zweites Betreten ist sofort remis).
   *[black] Der schwarze Schah steht in der weißen Zitadelle: Schwarz kann im nächsten Zug Remis beanspruchen (ein zweites Betreten ist sofort remis).
}

explain-status-swap-now = { $color ->
    [white] Weiß
   *[black] Schwarz
} kann jetzt den Tausch des Schahs nutzen (K<>Feld, einmal pro Partie).
explain-status-swap-white-only = Der Tausch des Schahs steht nur noch Weiß zu.
explain-status-swap-black-only = Der Tausch des Schahs steht nur noch Schwarz zu.
explain-status-swap-neither = Der Tausch des Schahs steht keiner Seite mehr zu.
explain-status-arrivals = Ankünfte des Bauernbauern: Weiß { $white }, Schwarz { $black } (die 3. ergibt einen Ersatzkönig).
explain-status-citadel-claim = { $color ->
    [white] Der weiße Schah steht in der schwarzen Zitadelle: Weiß kann statt zu ziehen Remis beanspruchen.
   *[black] Der schwarze Schah steht in der weißen Zitadelle: Schwarz kann statt zu ziehen Remis beanspruchen.
}

explain-piece-label = { $piece } ({ $letter })
explain-pieces-text = **Figuren von { $variant }** (Buchstaben für die Notation; Bauern ziehen ohne Buchstaben): { $pieces }. Mit /piece name:<Figur> sehen Sie, wie eine Figur zieht.

## Piece names: the name as a legend or a title shows it; .lower inside a sentence.
explain-piece-shah = Schah
    .lower = Schah
explain-piece-king = König
    .lower = König
explain-piece-general = Ferz
    .lower = Ferz
explain-piece-vizier = Wesir
    .lower = Wesir
explain-piece-giraffe = Giraffe
    .lower = Giraffe
explain-piece-picket = Späher
    .lower = Späher
explain-piece-knight = Springer
    .lower = Springer
explain-piece-rook = Turm
    .lower = Turm
explain-piece-camel = Kamel
    .lower = Kamel
explain-piece-elephant = Elefant
    .lower = Elefant
explain-piece-war-engine = Kriegsmaschine
    .lower = Kriegsmaschine
explain-piece-prince = Prinz
    .lower = Prinz
explain-piece-adventitious-king = Ersatzkönig
    .lower = Ersatzkönig
explain-piece-sea-monster = Seeungeheuer
    .lower = Seeungeheuer
explain-piece-lion = Löwe
    .lower = Löwe
explain-piece-bull = Stier
    .lower = Stier
explain-piece-revealer = Enthüller
    .lower = Enthüller
explain-piece-pawn-of-kings = Königsbauer
    .lower = Königsbauer
explain-piece-pawn-of-generals = Ferzbauer
    .lower = Ferzbauer
explain-piece-pawn-of-viziers = Wesirbauer
    .lower = Wesirbauer
explain-piece-pawn-of-giraffes = Giraffenbauer
    .lower = Giraffenbauer
explain-piece-pawn-of-pickets = Späherbauer
    .lower = Späherbauer
explain-piece-pawn-of-knights = Springerbauer
    .lower = Springerbauer
explain-piece-pawn-of-rooks = Turmbauer
    .lower = Turmbauer
explain-piece-pawn-of-camels = Kamelbauer
    .lower = Kamelbauer
explain-piece-pawn-of-elephants = Elefantenbauer
    .lower = Elefantenbauer
explain-piece-pawn-of-war-engines = Kriegsmaschinenbauer
    .lower = Kriegsmaschinenbauer
explain-piece-pawn-of-pawns = Bauernbauer
    .lower = Bauernbauer
explain-piece-pawn-of-lions = Löwenbauer
    .lower = Löwenbauer
explain-piece-pawn-of-bulls = Stierbauer
    .lower = Stierbauer
explain-piece-pawn-of-revealers = Enthüllerbauer
    .lower = Enthüllerbauer
explain-piece-pawn-of-sea-monsters = Seeungeheuerbauer
    .lower = Seeungeheuerbauer
explain-piece-pawn = Bauer
    .lower = Bauer
explain-piece-queen = Dame
    .lower = Dame
explain-piece-bishop = Läufer
    .lower = Läufer
explain-piece-cannon = Kanone
    .lower = Kanone
explain-piece-ship = Schiff
    .lower = Schiff
explain-piece-griffon = Greif
    .lower = Greif
explain-piece-squirrel = Eichhörnchen
    .lower = Eichhörnchen
explain-piece-snake = Schlange
    .lower = Schlange
explain-piece-rhinoceros = Nashorn
    .lower = Nashorn
explain-piece-emir = Emir
    .lower = Emir
explain-piece-crowned-rook = Gekrönter Turm
    .lower = Gekrönter Turm
explain-piece-wizard = Zauberer
    .lower = Zauberer
