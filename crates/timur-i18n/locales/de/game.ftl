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
game-error-corrupt = Die Aufzeichnung dieser Partie ist beschädigt (Partie { $game }), daher kann sie nicht fortgesetzt werden. Bitte starte eine neue Partie.
game-error-store = Die Partiedatenbank ist ausgefallen, nichts wurde geändert.

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
game-premove-theirs-is-yours = Zug { $index } der Zugfolge, { $move }, zieht eine deiner eigenen Figuren: Eine Zugfolge beginnt mit dem Zug deines Gegners, gefolgt von deiner Antwort.
game-premove-no-longer-legal = { $move } ist dort kein regelgerechter Zug mehr.
game-premove-ends-early = Nach { $move } wäre die Partie beendet, daher kann die Zugfolge danach nicht weitergehen.
game-premove-conflict = Diese Zugfolge beantwortet { $theirs } mit { $yours }, aber deine Zugfolge { $n } ({ $line }) beantwortet ihn mit { $stored }. Entferne zuerst jene Zugfolge oder bleib bei ihrer Antwort.
game-premove-duplicate = Diese Zugfolge ist bereits gespeichert: Zugfolge { $n } ({ $line }).
game-premove-no-such-line = Es gibt keine Zugfolge { $n }: Du hast in dieser Partie { $count } gespeichert.

## How a game ended.
game-end-checkmate = { $you ->
    [winner] Du gewinnst durch Schachmatt
   *[none] { $winner } gewinnt durch Schachmatt
}
game-end-checkmate-color = { $winner ->
    [white] Weiß
   *[black] Schwarz
} gewinnt durch Schachmatt
game-end-stalemate-win = { $you ->
    [winner] Du gewinnst: { $loser } hat keinen regelgerechten Zug (Patt verliert)
    [loser] { $winner } gewinnt: Du hast keinen regelgerechten Zug (Patt verliert)
   *[none] { $winner } gewinnt: { $loser } hat keinen regelgerechten Zug (Patt verliert)
}
game-end-stalemate-win-color = { $winner ->
    [white] Weiß gewinnt: Schwarz
   *[black] Schwarz gewinnt: Weiß
} hat keinen regelgerechten Zug (Patt verliert)
game-end-stalemate-draw = Remis durch Patt
game-end-bare-king-win = { $you ->
    [winner] Du gewinnst: { $loser } hat nur noch königliche Figuren (blanker König)
    [loser] { $winner } gewinnt: Du hast nur noch königliche Figuren (blanker König)
   *[none] { $winner } gewinnt: { $loser } hat nur noch königliche Figuren (blanker König)
}
game-end-bare-king-win-color = { $winner ->
    [white] Weiß gewinnt: Schwarz
   *[black] Schwarz gewinnt: Weiß
} hat nur noch königliche Figuren (blanker König)
game-end-bare-king-draw = Remis: Beide Seiten haben nur noch königliche Figuren
game-end-citadel = Remis: Ein Schah hat die gegnerische Zitadelle betreten
game-end-citadel-claim = { $who ->
    [you] Remis beansprucht von dir: Dein Schah steht in der gegnerischen Zitadelle
   *[name] Remis beansprucht von { $claimant }: Der eigene Schah steht in der gegnerischen Zitadelle
}
game-end-repetition = Remis durch dreifache Stellungswiederholung
game-end-move-rule = Remis durch die Zugregel
game-end-resignation = { $you ->
    [winner] { $loser } hat aufgegeben; du gewinnst
    [loser] Du hast aufgegeben; { $winner } gewinnt
   *[none] { $loser } hat aufgegeben; { $winner } gewinnt
}
game-end-resignation-color = { $winner ->
    [white] Schwarz hat aufgegeben; Weiß gewinnt
   *[black] Weiß hat aufgegeben; Schwarz gewinnt
}
game-end-time = { $you ->
    [winner] { $loser } hat die Zeit überschritten; du gewinnst
    [loser] Du hast die Zeit überschritten; { $winner } gewinnt
   *[none] { $loser } hat die Zeit überschritten; { $winner } gewinnt
}
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

## The lines announcements are made of.
game-variant-default = { $variant } (Standardregeln)
game-variant-options = { $variant } (Optionen: { $options })
game-time-control = { $days ->
    [0] ohne Zeitlimit
    [one] { $days } Tag pro Zug
   *[other] { $days } Tage pro Zug
}
game-color = { $color ->
    [white] Weiß
   *[black] Schwarz
}
game-player-color = { $player } ({ $color ->
    [white] Weiß
   *[black] Schwarz
})
game-sides = Weiß: { $white }, Schwarz: { $black }.
game-deadline = Frist für { $player }: { $time }.
game-challenge-tail = { $days ->
    [0] Ohne Zeitlimit
    [one] { $days } Tag pro Zug
   *[other] { $days } Tage pro Zug
}; die Herausforderung läuft { $expires } ab.
game-challenge-rated = Gewertete Partie.
game-challenge-casual = Freie Partie (nicht gewertet).
game-challenge-open = { $challenger } stellt eine offene Herausforderung zu einer Partie { $variant }: Jeder kann annehmen. { $rated_challenger } spielt { $color ->
    [white] Weiß
   *[black] Schwarz
}. { $tail }
game-challenge-direct = { $challenged }, { $challenger } fordert dich zu einer Partie { $variant } heraus. { $sides } { $tail }
game-turn = { $who ->
    [you] Du bist am Zug.
   *[name] { $player }, du bist am Zug.
}
game-turn-check = { $who ->
    [you] Schach! Du bist am Zug.
   *[name] Schach! { $player }, du bist am Zug.
}
game-played = { $who ->
    [you] Du hast { $move } gespielt.
   *[name] { $player } spielte { $move }.
}
game-played-conditional = { $who ->
    [you] Du hast { $move } gespielt (bedingter Zug).
   *[name] { $player } spielte { $move } (bedingter Zug).
}
game-board-head = { $black_who ->
    [you] { $variant }: { $white } gegen dich (Schwarz).
   *[name] { $variant }: { $white } gegen { $black }.
}
game-board-challenge = Die Herausforderung wurde noch nicht angenommen.
game-board-last-move = Letzter Zug: { $move }.
game-board-turn = { $who ->
    [you] Zug { $number }, du bist am Zug.
   *[name] Zug { $number }, { $player } ist am Zug.
}

## Answers offered with an announcement.
game-action-accept = Annehmen
game-action-decline = Ablehnen
game-action-resign = Aufgeben
game-action-rematch = Revanche
game-action-move = Ziehen

## Announcements.
game-start-begins = Die Partie beginnt: { $variant }.
game-start-accepted = { $challenger_who ->
    [you] { $player } hat deine Herausforderung angenommen: Die Partie { $variant } beginnt.
   *[name] { $player } hat die Herausforderung von { $challenger } angenommen: Die Partie { $variant } beginnt.
}
game-start-computer-first = Der Computer zieht zuerst; das Brett folgt mit seinem Zug.
game-takeback-computer = { $player } hat den letzten Zug zurückgenommen (gegen den Computer: eine Rücknahme pro Zug).
game-takeback-agreed = { $player } hat der Rücknahme des letzten Zuges zugestimmt.
game-draw-offer = { $player } bietet Remis an. { $opponent }, nimmst du an?
game-takeback-request = { $player } bittet darum, den letzten Zug zurückzunehmen. { $opponent }, bist du einverstanden?
game-draw-declined = { $player } hat das Remisangebot abgelehnt. Die Partie geht weiter.
game-takeback-declined = { $player } hat die Zugrücknahme abgelehnt. Die Partie geht weiter.
game-reminder = { $player }, eine Erinnerung: Du bist in { $variant } am Zug. Ziehe, sonst ist die Partie auf Zeit verloren.
game-reminder-deadline = { $player }, eine Erinnerung: Du bist in { $variant } am Zug. Ziehe vor { $time }, sonst ist die Partie auf Zeit verloren.
game-over-plain = Partie beendet.
game-challenge-expired-notice = { $player }, deine Herausforderung ist nach 48 Stunden unbeantwortet abgelaufen.
game-ratings-line = Wertungen: { $white } · { $black }
game-move-unposted = Du hast { $move } gespielt. Das Brett konnte nicht im Kanal gepostet werden; /{ cmd-board-name } zeigt es.

## What the author of an action is told.
game-receipt-move = Du hast { $move } gespielt. Das Brett folgt im Kanal.
game-receipt-move-final = Du hast { $move } gespielt. Die Partie ist beendet; Brett und Ergebnis folgen.
game-receipt-draw-offer = Du hast Remis angeboten. Dein Gegner kann annehmen oder ablehnen; das Angebot erlischt, wenn er zieht.
game-receipt-takeback-request = Du hast um Rücknahme deines letzten Zuges gebeten; dein Gegner antwortet.
game-receipt-abort = Du hast die Partie abgebrochen. Sie endet ohne Ergebnis.
game-receipt-citadel-claim = Du hast das Zitadellen-Remis beansprucht: Die Partie endet remis.
game-receipt-agreement = Dein Gegner hatte Remis angeboten, daher endet die Partie remis.
game-receipt-resigned = Du hast aufgegeben.
game-answer-accepted = Du hast die Herausforderung angenommen: Die Partie beginnt, das Brett folgt.
game-answer-declined = Du hast die Herausforderung abgelehnt.
game-answer-withdrawn = Du hast deine Herausforderung zurückgezogen.
game-answer-draw-accepted = Du hast das Remis angenommen: Die Partie endet remis.
game-answer-draw-declined = Du hast das Remisangebot abgelehnt.
game-answer-takeback-allowed = Du hast die Rücknahme erlaubt: Der Zug ist zurückgenommen, das Brett folgt.
game-answer-takeback-declined = Du hast die Zugrücknahme abgelehnt.
game-answer-rematch-asked = Du hast um eine Revanche mit getauschten Farben gebeten: Deine Herausforderung ist gepostet.
game-answer-rematch-accepted = Du hast die Revanche angenommen: Die Partie beginnt, das Brett folgt.
game-receipt-computer-thinking = Du hast { $move } gespielt. Der Computer denkt nach; seine Antwort und das Brett folgen.

## A question's text once it is no longer open.
game-retired-open-challenge = { $challenger } stellte eine offene Herausforderung zu einer Partie { $variant }.
game-retired-challenge = { $challenger } forderte { $challenged } zu einer Partie { $variant } heraus.
game-retired-challenge-accepted = { $by } hat angenommen: Die Partie hat begonnen.
game-retired-declined = { $by } hat abgelehnt.
game-retired-withdrawn = { $by } hat die Herausforderung zurückgezogen.
game-retired-expired = Die Herausforderung ist unbeantwortet abgelaufen.
game-retired-challenge-closed = Die Herausforderung ist nicht mehr offen.
game-retired-draw-accepted = { $by } hat angenommen: Die Partie endet remis.
game-retired-takeback-accepted = { $by } hat zugestimmt: Der Zug wurde zurückgenommen.
game-retired-offer-lapsed = Das Angebot ist mit dem nächsten Zug erloschen.
game-retired-request-lapsed = Die Bitte ist mit dem nächsten Zug erloschen.
game-retired-game-ended = Die Partie endete vor einer Antwort.
game-retired-draw-offer = { $player } bot Remis an.
game-retired-takeback-request = { $player } bat darum, den letzten Zug zurückzunehmen.
game-retired-question-closed = Diese Frage ist nicht mehr offen.

## Direct messages about games waiting for a move.
game-notify-turn = Du bist am Zug gegen { $opponent } in { $variant } (Zug { $number }).
game-notify-digest = { $count ->
    [one] Deine tägliche Übersicht: { $count } Partie wartet auf deinen Zug.
   *[other] Deine tägliche Übersicht: { $count } Partien warten auf deinen Zug.
}
game-notify-digest-more = { $count ->
    [one] und { $count } weitere.
   *[other] und { $count } weitere.
}

## Descriptions of pictures (alt text).
game-alt-board-after = Brett nach { $move }
game-alt-board-start = Brett zu Beginn
game-alt-board-result = Partie beendet: { $code }
game-alt-board-over = Partie beendet
game-alt-board-turn = { $color ->
    [white] Weiß
   *[black] Schwarz
} am Zug
game-alt-board-check = im Schach
game-alt-board-from-black = aus Sicht von Schwarz
game-alt-separator = {", "}
game-alt-standings = Tabelle von { $name }: { $lines }
game-alt-standings-cross = Tabelle und Kreuztabelle von { $name }: { $lines }
game-alt-animation = Die ganze Partie { $white } gegen { $black }, { $count ->
    [one] { $count } Halbzug
   *[other] { $count } Halbzüge
}, als Animation
game-alt-animation-result = Die ganze Partie { $white } gegen { $black }, { $count ->
    [one] { $count } Halbzug
   *[other] { $count } Halbzüge
}, als Animation mit dem Ergebnis { $code }

## The list of a player's conditional moves.
game-premove-dropped = Eine deiner Zugfolgen wurde entfernt: ihre Antwort { $note }
game-premove-none = Du hast in dieser Partie keine bedingten Züge gespeichert.
game-premove-list = Deine bedingten Züge in dieser Partie ({ $count } von { $max }; nur du siehst sie):
game-premove-list-line = Zugfolge { $n }: { $line }

## The caption above a board picture.
game-caption-players = { $white } gegen { $black }
game-caption-turn = Zug { $number }, { $color ->
    [white] Weiß
   *[black] Schwarz
} am Zug

## Why a tournament action was refused (TournamentError). $name: the event (bold).
game-tournament-no-such = Auf diesem Server gibt es kein Turnier mit diesem Namen.
game-tournament-bad-name = Ein Turniername hat 1 bis 50 Zeichen.
game-tournament-name-taken = Dieser Server hat bereits ein offenes Turnier namens { $name }; wähle einen anderen Namen.
game-tournament-too-many-players = Ein { $format ->
    [swiss] Schweizer-System-Turnier
    [double-round-robin] doppelrundiges Rundenturnier
   *[round-robin] Rundenturnier
} hat höchstens { $max } Spieler.
game-tournament-too-few-allowed = Ein { $format ->
    [swiss] Schweizer-System-Turnier
    [double-round-robin] doppelrundiges Rundenturnier
   *[round-robin] Rundenturnier
} braucht mindestens { $min } Spieler.
game-tournament-bad-rounds = Ein Schweizer-System-Turnier hat 1 bis 15 Runden (die Runden eines Rundenturniers ergeben sich aus den Spielern).
game-tournament-signup-closed = Die Anmeldung für { $name } ist geschlossen.
game-tournament-full = { $name } ist voll.
game-tournament-already-in = Du bist bereits für { $name } angemeldet.
game-tournament-not-in = Du bist nicht für { $name } angemeldet.
game-tournament-not-organizer = Nur der Ersteller des Turniers oder ein Serververwalter kann das tun.
game-tournament-not-enough-players = { $name } braucht mindestens { $min } Spieler zum Start; angemeldet sind { $have }.
game-tournament-wrong-status = { $name } ist { $status ->
    [signup] offen für Anmeldungen
    [closed] geschlossen für Anmeldungen
    [running] im Gange
    [finished] beendet
   *[cancelled] abgesagt
}, daher geht das jetzt nicht.
game-tournament-already-withdrawn = Du hast dich bereits von { $name } zurückgezogen.
game-tournament-start-in-past = Die Startzeit muss in der Zukunft liegen.
game-tournament-role-required = Auf diesem Server können nur Mitglieder mit der Rolle <@&{ $role }> (oder Server verwalten) Turniere erstellen.

game-tournament-status = { $status ->
    [signup] offen für Anmeldungen
    [closed] Anmeldung geschlossen
    [running] läuft
    [finished] beendet
   *[cancelled] abgesagt
}

## Tournament posts. $name: the event (bold).
game-tournament-header = 🏆 { $name } · { $variant } · { $format ->
    [swiss] Schweizer System
    [double-round-robin] doppelrundiges Rundenturnier
   *[round-robin] Rundenturnier
} · { $days ->
    [0] ohne Zeitlimit
    [one] { $days } Tag pro Zug
   *[other] { $days } Tage pro Zug
} · { $rated ->
    [yes] gewertet
   *[no] ungewertet
}
game-tournament-join = Anmelden
game-tournament-open = Anmeldung offen ({ $count } von höchstens { $max } Spielern; es beginnt mit mindestens { $min }). Drücke { $join }, um mitzuspielen.
game-tournament-open-at = Anmeldung offen ({ $count } von höchstens { $max } Spielern; mit mindestens { $min } beginnt es von selbst { $time }). Drücke { $join }, um mitzuspielen.
game-tournament-closed = Die Anmeldung ist geschlossen; das Turnier beginnt bald.
game-tournament-running = Läuft: Runde { $round } von { $rounds }.
game-tournament-finished = Beendet.
game-tournament-cancelled = Abgesagt.
game-tournament-no-players = Noch keine Spieler.
game-tournament-players = Spieler: { $players }
game-tournament-separator = {", "}
game-tournament-round = { $name } · Runde { $round } von { $rounds }: Die Partien beginnen jetzt, jede in ihrem eigenen Thread.
game-tournament-bye = Spielfrei (1 Punkt): { $player }
game-tournament-board = { $board }. { $white } – { $black }
game-tournament-forfeit = { $board }. { $white } – { $black } (kampflos, { $result })
game-tournament-and = {" und "}
game-tournament-over = 🏆 { $name } ist beendet. Sieger: { $winners }.
game-tournament-final-standings = Endstand:
game-tournament-standings-after = { $name } · Stand nach den bisher gespielten Partien (Runde { $round } von { $rounds }):
game-tournament-sb = SB { $value }
game-tournament-bh = BH-1 { $cut }, BH { $full }
game-tournament-line = { $rank }. { $name } { $score } ({ $tiebreaks })
game-tournament-withdrew = { $name } (zurückgezogen)
game-tournament-game = { $name } · Runde { $round }, Brett { $board }: { $white } (Weiß) gegen { $black } (Schwarz)
game-tournament-thread = { $name } R{ $round }: { $white } gegen { $black }
game-tournament-cancelled-post = { $name } wurde abgesagt. Bereits laufende Partien werden als normale Partien zu Ende gespielt.

## Only the result is known (a pasted PGN's result).
game-end-won-color = { $winner ->
    [white] Weiß gewinnt
   *[black] Schwarz gewinnt
}
game-end-drawn = Remis

## A game's replay (the GIF, the HTML page): frame captions, the result line, the page title.
game-replay-players = { $white } gegen { $black }
game-replay-start = { $players } · { $variant } · Ausgangsstellung
game-replay-ply = { $players } · { $move }
game-replay-end = { $players } · { $result } nach { $move }
game-replay-end-no-moves = { $players } · { $result }
game-replay-result = { $code } · { $sentence }
game-replay-in-progress = Partie läuft
game-replay-title = { $white } gegen { $black } · { $variant }

## The computer player's name, stored when a game against it starts.
game-computer-name = Timur (Computer, Stufe { $level })
game-premove-dropped-reply = Eine deiner Zugfolgen wurde entfernt: ihre Antwort { $reply } { $reason ->
    [illegal] war in dieser Stellung kein regelgerechter Zug.
    [ambiguous] konnte mehrere Züge bedeuten.
    [unreadable] war nicht als Zug lesbar.
    [game-over] wurde nicht gespielt: Die Partie war schon beendet.
   *[other] konnte nicht gespielt werden.
}

game-sentence-gap = {" "}
