# game texts (de). The English catalog (en-US) is the source; every id here exists there.

catalog-plies = { $count ->
    [one] { $count } Halbzug
   *[other] { $count } Halbzüge
}

## Why the game service refused an action (GameError).
game-error-no-game = Hier läuft keine Partie.
game-error-game-over = Diese Partie ist beendet.
game-error-no-such-game = Diese Partie gibt es nicht mehr.
game-error-channel-busy = Hier läuft bereits eine Partie oder Herausforderung. Beende sie zuerst oder spiele in einem Thread.
game-error-self-challenge = Du kannst dich nicht selbst herausfordern.
game-error-bad-position = Diese Startstellung kann nicht verwendet werden: { $reason }
game-error-not-your-game = Du spielst in dieser Partie nicht mit.
game-error-not-challenged = Nur der herausgeforderte Spieler kann diese Herausforderung beantworten.
game-error-not-challenger = Nur der Herausforderer kann diese Herausforderung zurückziehen.
game-error-challenge-closed = Diese Herausforderung ist nicht mehr offen.
game-error-not-started = Die Herausforderung wurde noch nicht angenommen.
game-error-not-your-turn = Du bist nicht am Zug; { $opponent } ist am Zug.
game-error-no-claim = Du kannst jetzt kein Zitadellen-Remis beanspruchen: Dein Schah muss in der gegnerischen Zitadelle stehen (Regeloption citadel=claim oder second-entry).
game-error-challenge-expired = Diese Herausforderung ist abgelaufen: Sie wurde nicht innerhalb von 48 Stunden angenommen.
game-error-bad-days = Die Tage pro Zug müssen 1, 2, 3, 5, 7, 10 oder 14 sein (oder keine).
game-error-time-up = Deine Zeit für diesen Zug ist abgelaufen; die Partie ist auf Zeit verloren.
game-error-draw-already-offered = Du hast bereits Remis angeboten; das Angebot gilt, bis dein Gegner zieht.
game-error-offer-gone = Dieses Angebot gilt nicht mehr.
game-error-not-for-you = Nur { $player } kann darauf antworten.
game-error-abort-too-late = Eine Partie kann nur abgebrochen werden, solange nicht beide Seiten gezogen haben. Gib stattdessen auf oder biete Remis an.
game-error-no-takeback = Du kannst nur deinen eigenen letzten Zug zurücknehmen lassen, bevor dein Gegner geantwortet hat.
game-error-takeback-pending = Du hast bereits um Zugrücknahme gebeten; warte auf die Antwort.
game-error-takeback-used = Du hast hier bereits einen Zug zurückgenommen; spiele einen Zug vor der nächsten Rücknahme.
game-error-no-rematch = Eine Revanche kann nur auf eine beendete Partie zwischen zwei Spielern folgen.
game-error-bad-vacation = Ein Urlaub dauert 1 bis 30 Tage.
game-error-vacation-running = Du bist bereits im Urlaub; beende ihn zuerst.
game-error-vacation-budget = { $left ->
    [one] Du hast dieses Jahr nur noch { $left } Urlaubstag (30 pro Kalenderjahr).
   *[other] Du hast dieses Jahr nur noch { $left } Urlaubstage (30 pro Kalenderjahr).
}
game-error-no-vacation = Du bist nicht im Urlaub.
game-error-too-many-open-challenges = Du hast bereits { $max } Herausforderungen, die auf Antwort warten – das erlaubte Maximum. Warte, bis eine beantwortet wird oder abläuft, oder ziehe eine zurück, und versuche es dann erneut.
game-error-too-many-challenges = Du hast in der letzten Stunde { $max } Herausforderungen gestellt – das erlaubte Maximum. Du kannst in { $wait } wieder herausfordern.
game-error-not-in-this-server = Diese Partie ist nicht auf diesem Server.
game-error-conflict = Die Partie hat sich geändert, während deine Aktion bearbeitet wurde; nichts wurde geändert. Sieh dir das Brett bitte noch einmal an.
game-error-position-changed = Die Stellung hat sich seit dieser Anzeige geändert, daher wurde nichts gespielt. Sieh dir bitte das neueste Brett an.
game-error-corrupt = Die Aufzeichnung dieser Partie ist beschädigt ({ $what }), daher kann sie nicht fortgesetzt werden. Bitte starte eine neue Partie.
game-error-store = Die Partiedatenbank ist ausgefallen, nichts wurde geändert: { $cause }

game-wait-seconds = { $count ->
    [one] { $count } Sekunde
   *[other] { $count } Sekunden
}
game-wait-minutes = { $count ->
    [one] { $count } Minute
   *[other] { $count } Minuten
}

## rules::OptionError
game-option-not-key-value = „{ $word }“ hat nicht die Form Schlüssel=Wert. Gültige Optionen für { $variant }: { $valid }
game-option-unknown-key = unbekannte Option „{ $key }“. Gültige Optionen für { $variant }: { $valid }
game-option-repeated = Option „{ $key }“ ist doppelt angegeben. Gültige Optionen für { $variant }: { $valid }
game-option-bad-value = „{ $value }“ ist kein gültiger Wert für { $key }. Gültige Optionen für { $variant }: { $valid }

## PremoveError
game-premove-your-turn = Du bist am Zug, es gibt also nichts im Voraus zu beantworten: Spiel deinen Zug. Bedingte Züge antworten auf den nächsten Zug deines Gegners.
game-premove-empty = Gib eine Zugfolge an, die mit dem nächsten Zug deines Gegners beginnt, jeweils gefolgt von deiner Antwort, etwa „Nb2xc4 Rd1xc4“.
game-premove-too-long = Eine Zugfolge umfasst höchstens 10 Halbzüge (5 Züge deines Gegners, jeder mit deiner Antwort); diese hat { $count }.
game-premove-no-reply = Eine Zugfolge endet mit deiner Antwort: Ergänze, was du nach { $move } spielen würdest.
game-premove-too-many = Du hast in dieser Partie bereits 16 Zugfolgen, das erlaubte Maximum. Entferne zuerst eine.
game-premove-illegal-theirs = Zug { $index } der Zugfolge (Zug deines Gegners): { $reason }
game-premove-illegal-yours = Zug { $index } der Zugfolge (deine Antwort): { $reason }
game-premove-no-longer-legal = { $move } ist dort kein regelgerechter Zug mehr.
game-premove-ends-early = Nach { $move } wäre die Partie beendet, daher kann die Zugfolge danach nicht weitergehen.
game-premove-conflict = Diese Zugfolge beantwortet { $theirs } mit { $yours }, aber deine Zugfolge { $n } ({ $line }) beantwortet ihn mit { $stored }. Entferne zuerst jene Zugfolge oder bleib bei ihrer Antwort.
game-premove-duplicate = Diese Zugfolge ist bereits gespeichert: Zugfolge { $n } ({ $line }).
game-premove-no-such-line = Es gibt keine Zugfolge { $n }: Du hast in dieser Partie { $count } gespeichert.

## How a game ended.
game-end-checkmate = { $winner } gewinnt durch Schachmatt
game-end-checkmate-color = { $winner ->
    [white] Weiß
   *[black] Schwarz
} gewinnt durch Schachmatt
game-end-stalemate-win = { $winner } gewinnt: { $loser } hat keinen regelgerechten Zug (Patt verliert)
game-end-stalemate-win-color = { $winner ->
    [white] Weiß gewinnt: Schwarz
   *[black] Schwarz gewinnt: Weiß
} hat keinen regelgerechten Zug (Patt verliert)
game-end-stalemate-draw = Remis durch Patt
game-end-bare-king-win = { $winner } gewinnt: { $loser } hat nur noch königliche Figuren (blanker König)
game-end-bare-king-win-color = { $winner ->
    [white] Weiß gewinnt: Schwarz
   *[black] Schwarz gewinnt: Weiß
} hat nur noch königliche Figuren (blanker König)
game-end-bare-king-draw = Remis: Beide Seiten haben nur noch königliche Figuren
game-end-citadel = Remis: Ein Schah hat die gegnerische Zitadelle betreten
game-end-citadel-claim = Remis beansprucht von { $claimant }: Der eigene Schah steht in der gegnerischen Zitadelle
game-end-repetition = Remis durch dreifache Stellungswiederholung
game-end-move-rule = Remis durch die Zugregel
game-end-resignation = { $loser } hat aufgegeben; { $winner } gewinnt
game-end-resignation-color = { $winner ->
    [white] Schwarz hat aufgegeben; Weiß gewinnt
   *[black] Weiß hat aufgegeben; Schwarz gewinnt
}
game-end-time = { $loser } hat die Zeit überschritten; { $winner } gewinnt
game-end-time-color = { $winner ->
    [white] Schwarz hat die Zeit überschritten; Weiß gewinnt
   *[black] Weiß hat die Zeit überschritten; Schwarz gewinnt
}
game-end-agreement = Remis vereinbart
game-end-abort = Partie abgebrochen von { $by }
game-end-declined = { $by } hat die Herausforderung abgelehnt
game-end-withdrawn = { $by } hat die Herausforderung zurückgezogen
game-end-expired = Die Herausforderung ist nach 48 Stunden unbeantwortet abgelaufen
game-end-other = Partie beendet

game-result-line = Partie beendet: { $sentence } ({ $code }).
game-result-line-no-result = { $sentence }.
