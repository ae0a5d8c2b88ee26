# explain texts (de). The English catalog (en-US) is the source; every id here exists there.

explain-list-separator = {", "}
explain-list-and = { $init } und { $last }
explain-list-or = { $init } oder { $last }
explain-sentence-gap = {" "}

explain-refusal-empty-square = auf { $square } steht keine Figur
explain-refusal-not-yours = die Figur { $piece } auf { $square } gehört nicht dir
explain-refusal-wrong-piece = die Figur auf { $square } ist ein { $piece }, keine Figur mit dem Buchstaben { $letters }
explain-refusal-no-such-piece = du hast keine Figur mit dem Buchstaben { $letters }
explain-refusal-parked = dein Bauernbauer auf { $square } ist geparkt; er kann nur eingesetzt werden (P@Feld)
explain-refusal-own-piece = auf { $square } steht deine eigene Figur
explain-refusal-nothing-to-capture = auf { $square } gibt es nichts zu schlagen
explain-refusal-cannot-reach = die Figur { $piece } auf { $from } kann nicht nach { $to } ziehen
explain-refusal-no-piece-reaches = keine deiner Figuren vom Typ { $piece } kann nach { $to } ziehen
explain-refusal-no-pawn-reaches = keiner deiner Bauern kann nach { $to } ziehen (für eine andere Figur gib ihren Buchstaben oder ihr Feld an, etwa Nc3 oder b1-c3)
explain-refusal-say-promotion = gib an, ob die Figur umgewandelt wird: =Q zum Umwandeln, nichts zum Bleiben
explain-refusal-wrong-promotion = dieser Zug wandelt nicht in { $letters } um
explain-refusal-royal-attacked = deine königliche Figur stünde danach angegriffen
explain-refusal-nothing-to-place = du hast keinen geparkten Bauernbauer zum Einsetzen
explain-refusal-placement-last-rank = der Bauernbauer kann nicht auf { $square } eingesetzt werden, auf seiner eigenen letzten Reihe
explain-refusal-placement-occupied = die Figur { $piece } auf { $square } kann nicht durch Einsetzen entfernt werden (königliche Figuren und geparkte Bauernbauern bleiben)
explain-refusal-placement-strict = auf { $square } würde der Bauernbauer weder zwei gegnerische Figuren gabeln noch eine angreifen, die nicht ziehen kann
explain-refusal-placement-loose = auf { $square } würde der Bauernbauer keine gegnerische Figur angreifen
explain-refusal-relocation = nach seiner zweiten Ankunft kann der Bauernbauer nur nach { $square } gehen
explain-refusal-no-swap = der Tausch deines Schahs ist nicht verfügbar (einmal pro Partie, vom Hauptbrett aus)
explain-refusal-succession-not-now = der König kann nur dann einem Prinzen die Nachfolge überlassen, wenn er angegriffen ist und keinen anderen Zug hat
explain-refusal-swap-check-only = der Schah darf nur tauschen, wenn er angegriffen ist (swap=check-only)
explain-refusal-swap-not-now = der Schah darf nur tauschen, wenn er angegriffen ist oder es keinen anderen Zug gibt
explain-refusal-swap-partner = die Figur auf { $square } kann nicht den Platz deiner königlichen Figur einnehmen
explain-refusal-no-citadel = keiner deiner Könige kann jetzt eine Zitadelle betreten

explain-error-empty = Gib einen Zug ein, etwa e3-e4, Nb2-c3, P@e6, K<>d3 oder citadel.
explain-error-game-over = Die Partie ist beendet; es kann kein Zug mehr gespielt werden.
explain-error-unparseable = „{ $input }“ konnte nicht als Zug gelesen werden. Züge sehen so aus: e3-e4, Nb2-c3, Nc3, P@e6, K<>d3 oder citadel.
explain-error-illegal = „{ $input }“ ist kein legaler Zug: { $reason }{ $note }.{ $closest }
explain-error-in-check = {" "}(du stehst im Schach)
explain-error-closest = {" "}Nächstliegende legale Züge: { $moves }.
explain-error-ambiguous = „{ $input }“ kann { $candidates } bedeuten. Bitte sag, welcher Zug gemeint ist.

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
explain-pieces-text = **Figuren von { $variant }** (Buchstaben für die Notation; Bauern ziehen ohne Buchstaben): { $pieces }. Mit /{ cmd-piece-name } { cmd-piece-opt-name-name }:<Figur> siehst du, wie eine Figur zieht.

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

## Variant names and the Tamerlane arrays (/rules).
explain-variant-tamerlane = Tamerlan
explain-variant-tamerlane-feminine = Tamerlan (weibliche Aufstellung)
explain-variant-tamerlane-arabshah = Tamerlan (Aufstellung nach Ibn Arabschah)
explain-variant-tamerlane-full = Voller Tamerlan
explain-variant-herat = Herat
explain-variant-wild-herat = Wildes Herat
explain-variant-mirza = Mirza
explain-variant-wild-mirza = Wilder Mirza
explain-variant-babur = Babur
explain-variant-wild-babur = Wilder Babur
explain-variant-samarkand = Samarkand
explain-variant-wild-samarkand = Wildes Samarkand
explain-array-tamerlane = männliche Aufstellung (Blands erste)
explain-array-tamerlane-feminine = weibliche Aufstellung (Blands zweite)
explain-array-tamerlane-arabshah = dritte Aufstellung nach Ibn Arabschah
explain-array-tamerlane-full = Aufstellung der Handschrift 7322 (zusätzliche Figuren)

## How a piece moves.
explain-moves-giraffe = ein Schritt diagonal, dann gerade nach außen entlang der Linie oder Reihe, wobei sie frühestens auf dem { $min }. Feld nach dem diagonalen landet; sie springt nicht: jedes Feld vor dem Zielfeld muss leer sein
explain-moves-picket = ein Läuferzug von mindestens 2 Feldern: das erste diagonale Feld muss leer sein und ist nie ein Zielfeld
explain-moves-shah = ein Schritt in jede der 8 Richtungen; nur er darf die gegnerische Zitadelle betreten, und einmal pro Partie darf er mit einer eigenen Figur den Platz tauschen (K<>Feld), wenn er angegriffen ist oder keinen anderen Zug hat
explain-moves-king = ein Schritt in jede der 8 Richtungen (königlich; keine Rochade); angegriffen und ohne anderen Zug darf er mit einem nicht angegriffenen eigenen Prinzen tauschen (Nachfolge des Königs, K<>Feld)
explain-moves-general = ein Schritt diagonal
explain-moves-vizier = ein Schritt orthogonal
explain-moves-sea-monster = ein Schritt orthogonal, wie der Wesir
explain-moves-knight = ein (2,1)-Sprung, wie der Springer im Schach
explain-moves-rook = beliebig viele Felder entlang einer Linie oder Reihe
explain-moves-bishop = beliebig viele Felder diagonal
explain-moves-queen = beliebig viele Felder entlang einer Linie, Reihe oder Diagonale
explain-moves-camel = ein (3,1)-Sprung: drei Felder in eine Richtung und eines zur Seite, springend
explain-moves-elephant-tamerlane = ein Sprung um genau zwei Felder diagonal (2,2), über das Feld dazwischen hinweg
explain-moves-elephant = ein oder zwei Felder diagonal; der Zug um zwei Felder springt
explain-moves-war-engine = ein Sprung um genau zwei Felder entlang einer Linie oder Reihe (2,0), über das Feld dazwischen hinweg
explain-moves-prince-tamerlane = ein Schritt in jede Richtung, wie der Schah; er ist königlich
explain-moves-prince = ein Schritt in jede Richtung (nicht königlich), dazu ein nicht schlagender Zug zwei Felder geradeaus nach vorn über ein leeres Feld, von überall aus
explain-moves-adventitious-king = ein Schritt in jede Richtung; er ist königlich, und nur er darf die Zitadelle der eigenen Seite betreten und wieder verlassen
explain-moves-lion-cazaux = ein (3,0)-Sprung: drei Felder entlang einer Linie oder Reihe, springend (full-pieces=cazaux)
explain-moves-lion-forbes = wie ein Turm oder wie eine Giraffe ({ $giraffe }) (full-pieces=forbes)
explain-moves-lion-modern = wie ein Springer oder ein Turm (full-pieces=modern)
explain-moves-bull-cazaux = ein (3,2)-Sprung, springend (full-pieces=cazaux)
explain-moves-bull-forbes = wie ein Späher oder wie eine Giraffe (full-pieces=forbes)
explain-moves-bull-modern = wie ein Springer oder ein Läufer (full-pieces=modern)
explain-moves-revealer-cazaux = ein (3,3)-Sprung: drei Felder diagonal, springend (full-pieces=cazaux)
explain-moves-revealer-forbes = wie ein Späher oder ein Turm (full-pieces=forbes)
explain-moves-revealer-modern = wie eine Dame: beliebig viele Felder in jede Richtung (full-pieces=modern)
explain-moves-lion = ein Schritt in jede Richtung oder ein Sprung auf jedes zwei Felder entfernte Feld ((2,0), (2,1), (2,2))
explain-moves-pawn = ein oder zwei Felder geradeaus nach vorn auf leere Felder, von jeder Reihe aus (das erste muss leer sein); er schlägt ein Feld diagonal nach vorn und darf en passant schlagen
explain-moves-cannon = beliebig viele Felder entlang einer Linie oder Reihe; sie schlägt nur, indem sie genau eine Figur beliebiger Farbe überspringt, wie die Kanone im Xiangqi
explain-moves-ship = ein Schritt diagonal, dann beliebig viele Felder weiter geradeaus nach oben oder unten (weg von seinem Ausgangsfeld); es darf nach dem diagonalen Schritt anhalten und springt nicht
explain-moves-griffon = ein Schritt diagonal, dann beliebig viele Felder weiter nach außen entlang der Linie oder Reihe; er darf nach dem diagonalen Schritt anhalten und springt nicht
explain-moves-squirrel = ein Sprung auf jedes zwei Felder entfernte Feld: (2,0), (2,1) oder (2,2)
explain-moves-snake = ein Schritt geradeaus nach oben oder unten, dann beliebig viele Felder diagonal nach außen; sie darf nach dem ersten Schritt anhalten und springt nicht
explain-moves-rhinoceros = ein orthogonaler Schritt, dann beliebig viele Felder diagonal nach außen; es darf nach dem ersten Schritt anhalten und springt nicht
explain-moves-emir = wie ein Kamel (3,1), ein Springer (2,1) oder ein Ferz (ein Schritt diagonal)
explain-moves-crowned-rook = wie ein Turm oder ein Schritt in jede Richtung
explain-moves-wizard = wie ein Ferz (ein Schritt diagonal) oder ein Kamel (3,1)
explain-moves-tamerlane-pawn = ein Schritt nach vorn auf ein leeres Feld; er schlägt einen Schritt diagonal nach vorn (kein Doppelschritt, kein en passant)
explain-moves-other = wie im Diagramm gezeigt

## What a piece promotes to and from.
explain-promotion-pawn-of-pawns = Auf seiner letzten Reihe wird er geparkt (1. Ankunft; später mit P@Feld dort eingesetzt, wo er gabelt oder eine Figur angreift, die nicht ziehen kann), auf das Feld seines Königsbauern geschickt (2. Ankunft) oder zum Ersatzkönig (3. Ankunft).
explain-promotion-forced = Auf seiner letzten Reihe wird er in die Figur { $piece } umgewandelt.
explain-promotion-optional = Bei einem Zug auf seine letzte Reihe darf er in die Figur { $piece } umgewandelt werden oder bleiben, was er ist.
explain-promotion-to-adventitious-king = Der Bauernbauer (PP) wird bei seiner dritten Ankunft auf der letzten Reihe zum Ersatzkönig.
explain-promotion-from-first = { $piece } ({ $letter })
explain-promotion-from-next = { $piece } ({ $letter })
explain-promotion-from-forced = Umwandlung in diese Figur auf der letzten Reihe: { $pieces }.
explain-promotion-from-optional = Wahlweise Umwandlung in diese Figur auf der letzten Reihe: { $pieces }.
explain-promotion-from-both = Umwandlung in diese Figur auf der letzten Reihe: { $forced }; wahlweise: { $optional }.

## /piece.
explain-piece-text = { $label } in { $variant }: { $moves }. { $promotion }
explain-piece-diagram-key = Im Diagramm zeigen grüne Punkte die Felder, die die Figur von ihrem Feld aus erreichen kann; graue Rauten sind Felder, die sie überqueren muss und die leer sein müssen.

## /rules.
explain-rules-title-tamerlane = { $variant } (`{ $id }`): 11×10-Brett mit zwei Zitadellen (x1, die weiße, neben k2; x2, die schwarze, neben a9); { $array }.
explain-rules-title-timurid = { $variant } (`{ $id }`): timuridisches 12×12-Brett; Mittelfigur { $central } (g2, g11), Seitenfiguren: { $side } (d2, i2 / d11, i11).
explain-rules-options = **Optionen** (gewählt in /{ cmd-challenge-name })
explain-rules-option-default = • { $option }: { $meaning } (Standard)
explain-rules-option-chosen = • { $option }: { $meaning } (gewählt)
explain-rules-special = **Besondere Regeln**
explain-rules-citadels = • Zitadellen: nur ein Schah betritt die gegnerische Zitadelle, nur ein Ersatzkönig die eigene; eine Figur in einer Zitadelle kann nicht geschlagen werden; { $citadel ->
    [immediate] das Betreten der gegnerischen Zitadelle ist sofort remis
    [claim] ein Schah in der gegnerischen Zitadelle erlaubt seiner Seite, Remis zu beanspruchen (/{ cmd-claim-name })
   *[second-entry] ein erstes Betreten erlaubt, Remis zu beanspruchen (/{ cmd-claim-name }), ein zweites ist sofort remis
}.
explain-rules-promotion-tamerlane = • Umwandlung: ein Bauer auf seiner letzten Reihe wird zu seiner Figur; der Königsbauer wird ein Prinz.
explain-rules-pawn-of-pawns = • Bauernbauer: die 1. Ankunft parkt ihn, bis er dort eingesetzt wird (P@e6), wo er { $placement ->
    [loose] eine gegnerische Figur angreift
   *[strict] zwei Figuren gabelt oder eine angreift, die nicht ziehen kann
}; die 2. Ankunft schickt ihn auf das Feld seines Königsbauern ({ $white }/{ $black }); die 3. macht ihn zum Ersatzkönig.
explain-rules-swap = • Tausch des Schahs: einmal pro Partie tauscht K<>d3 den Schah mit einer eigenen Figur, wenn der Schah angegriffen ist{ $swap ->
    [check-only] {""}
   *[any] {" "}oder es keinen anderen Zug gibt
}.
explain-rules-royals = • Königliche Figuren: Schah, Prinz, Ersatzkönig. Bei zwei oder mehr ist keine an das Schach gebunden und jede darf geschlagen werden; die letzte muss mattgesetzt werden.
explain-rules-stalemate-loses = • Patt verliert. { $bare } { $draws }
explain-rules-bare-loses = Eine Seite mit blankem König verliert (bare-king=loses).
explain-rules-bare-survives = Ein blanker Schah verliert nicht.
explain-rules-draws-none = Kein Remis durch Wiederholung oder Zugzahl.
explain-rules-draws-repetition = Dreifache Stellungswiederholung ist remis.
explain-rules-draws-move-rule = Die { $moves }-Züge-Regel führt zum Remis.
explain-rules-draws-both = Dreifache Stellungswiederholung und die { $moves }-Züge-Regel führen zum Remis.
explain-rules-full-extra = • Zusätzliche Figuren: das Seeungeheuer (S) zieht wie der Wesir; Löwe (L), Stier (B) und Enthüller (Y), wie full-pieces es festlegt. /{ cmd-piece-name } zeigt jede.
explain-rules-pawns-timurid = • Bauern ziehen von jeder Reihe aus ein oder zwei Felder vorwärts und schlagen diagonal nach vorn. En passant: nach einem Doppelschritt eines Bauern oder Prinzen darf ein gegnerischer Bauer, der das übersprungene Feld angreift, ihn im nächsten Zug schlagen.
explain-rules-promotes-to = { $from } → { $to }
explain-rules-promotion-timurid = • Umwandlung auf der letzten Reihe: { $forced } (Pflicht); der Prinz darf Dame werden oder Prinz bleiben.
explain-rules-succession = • Nachfolge des Königs: ein angegriffener König ohne anderen legalen Zug darf mit einem nicht angegriffenen eigenen Prinzen tauschen (K<>e2), einmal pro Prinz.
explain-rules-stalemate-draws = • Patt ist remis. { $repetition ->
    [3] Das dritte Auftreten einer Stellung ist remis.
   *[off] Kein Remis durch Wiederholung.
} Keine Rochade.
explain-rules-pieces = **Figuren von { $variant }**
explain-rules-piece = • { $piece } ({ $letter }, { $place ->
    [central] Mitte
    [side] Seite
   *[promotion] durch Umwandlung
}): { $moves }.
explain-rules-also-timurid = Außerdem: Prinz (I) Königsschritt + 2-Felder-Zug nach vorn; Elefant (E) 1–2 diagonal; Kamel (J) (3,1); Kanone (Z) wie im Xiangqi. /{ cmd-piece-name } zeigt jede Figur.

## The rule options' values in /rules.
explain-option-giraffe-min-2 = die Giraffe landet frühestens auf dem 2. Feld nach ihrem diagonalen Schritt
explain-option-giraffe-min-3 = die Giraffe landet frühestens auf dem 3. Feld nach ihrem diagonalen Schritt
explain-option-citadel-immediate = ein Schah, der die gegnerische Zitadelle betritt, erzielt sofort Remis
explain-option-citadel-claim = solange ihr Schah in der gegnerischen Zitadelle steht, darf seine Seite am Zug Remis beanspruchen
explain-option-citadel-second-entry = das erste Betreten erlaubt, Remis zu beanspruchen, das zweite ist sofort remis
explain-option-bare-king-survives = ein blanker Schah verliert nicht
explain-option-bare-king-loses = eine Seite, die nur noch königliche Figuren hat, verliert, sofern sie den Gegner nicht sofort ebenso entblößt
explain-option-repetition-off = kein Remis durch Wiederholung
explain-option-repetition-3 = das dritte Auftreten einer Stellung ist remis
explain-option-move-rule-n = { $halfmoves } Halbzüge ohne Schlagen, Entfernen oder Bauernzug sind remis
explain-option-move-rule-unset = nicht gesetzt: kein Remis durch Zugzahl
explain-option-symmetry-rotate = die schwarze Aufstellung ist die weiße, um 180° gedreht
explain-option-symmetry-mirror = die schwarze Aufstellung ist die weiße, gespiegelt
explain-option-pop-placement-strict = ein eingesetzter Bauernbauer muss zwei gegnerische Figuren gabeln oder eine angreifen, die nicht ziehen kann
explain-option-pop-placement-loose = ein eingesetzter Bauernbauer muss mindestens eine gegnerische Figur angreifen
explain-option-swap-any = der Schah darf tauschen, wenn er angegriffen ist oder es keinen anderen Zug gibt
explain-option-swap-check-only = der Schah darf nur tauschen, wenn er angegriffen ist
explain-option-full-pieces-cazaux = Sprungfiguren Löwe (3,0), Stier (3,2), Enthüller (3,3)
explain-option-full-pieces-forbes = Löwe Turm+Giraffe, Stier Späher+Giraffe, Enthüller Späher+Turm
explain-option-full-pieces-modern = Löwe Springer+Turm, Stier Springer+Läufer, Enthüller Dame

## Move suggestions.
explain-suggest-label = { $san } · { $notes }
explain-suggest-takes = schlägt { $piece }
explain-suggest-becomes = wird { $piece }
explain-suggest-citadel = Zitadelle
explain-suggest-en-passant = en passant
explain-suggest-placement = Einsetzen
explain-suggest-removes = entfernt { $piece }
explain-suggest-swap = Tausch mit { $piece }
