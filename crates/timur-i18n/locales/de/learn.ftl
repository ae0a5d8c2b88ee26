# learn texts (de). Lektionen (issue 34): /learn auf Discord und `learn` im lokalen Modus.

## Der Text einer Lektion.
learn-piece-intro = Die Figur { $piece } zieht so: { $moves }.
learn-in-variant = { $variant }: { $text }
learn-heading = { $title } · Lektion { $lesson } von { $lessons } · Aufgabe { $task } von { $tasks }
learn-task = Aufgabe: { $goal }

## Die Lektionen zu den Regeln: Titel und Einführung.
learn-pawns-title = Bauern und Umwandlung
learn-pawns-intro = Jeder Bauer im Tamerlan gehört zu einer Figur und ist nach ihr benannt: Turmbauer, Springerbauer, Giraffenbauer … Er zieht ein Feld geradeaus, schlägt ein Feld schräg nach vorn und wird auf seiner letzten Reihe zu seiner Figur. Es gibt keinen Doppelschritt und kein Schlagen en passant.
learn-prince-title = Der Prinz und mehrere königliche Figuren
learn-prince-intro = Der Königsbauer wird auf seiner letzten Reihe zum Prinzen. Der Prinz zieht wie der Schah und ist ebenfalls königlich. Eine Seite mit zwei oder mehr königlichen Figuren ist nicht an das Schachgebot gebunden: Ihr Schah darf angegriffen bleiben, und nur die letzte königliche Figur muss mattgesetzt werden.
learn-mate-title = Schach und Matt
learn-mate-intro = Eine Seite steht im Schach, wenn ihre einzige königliche Figur, der Schah, angegriffen ist; sie muss das Schach sofort abwehren. Im Schach ohne legalen Zug ist Schachmatt, und die Partie ist verloren.
learn-citadel-title = Die Zitadellen
learn-citadel-intro = Neben dem Brett liegen zwei Zitadellen: x1, die von Weiß, neben k2, und x2, die von Schwarz, neben a9. Nur ein Schah darf die gegnerische Zitadelle betreten, und standardmäßig ist die Partie dann sofort remis. Eine Figur in einer Zitadelle kann nicht geschlagen werden.
learn-swap-title = Der Tausch des Schahs
learn-swap-intro = Einmal pro Partie darf ein Schah auf dem Brett mit einer beliebigen eigenen Figur die Felder tauschen, geschrieben K<>Feld: wenn er angegriffen ist oder wenn seine Seite keinen anderen legalen Zug hat. Nach dem Tausch darf der Schah nicht angegriffen sein.
learn-pop-title = Bauernbauer: Parken und Einsetzen
learn-pop-intro = Der Bauernbauer (PP) zählt, wie oft er seine letzte Reihe erreicht. Beim ersten Mal bleibt er dort geparkt stehen: Er kann weder ziehen noch geschlagen werden. In einem späteren Zug darf sein Besitzer ihn einsetzen (P@Feld), wo er als Bauer zwei oder mehr gegnerische Figuren angreift oder eine, die danach keinen legalen Zug hat.
learn-pop-later-title = Bauernbauer: zweite und dritte Ankunft
learn-pop-later-intro = Bei seiner zweiten Ankunft zieht der Bauernbauer sofort weiter auf das Ausgangsfeld des Königsbauern seiner Seite (hier f3 für Weiß). Bei seiner dritten Ankunft wird er zum Ersatzkönig: einer königlichen Figur, die auch die Zitadelle der eigenen Seite betreten darf.
learn-stalemate-title = Patt gewinnt
learn-stalemate-intro = Im Tamerlan verliert eine Seite ohne legalen Zug, ob sie im Schach steht (Matt) oder nicht (Patt). Den Gegner ohne Zug zu lassen ist also ein Sieg, kein Remis.
learn-bare-title = Der entblößte König
learn-bare-intro = Mit der Option bare-king=loses, die beim Herausfordern gewählt wird, verliert eine Seite, der nur noch königliche Figuren bleiben, außer ihr nächster Zug entblößt auch die andere Seite. Standardmäßig verliert ein entblößter Schah nicht.
learn-succession-title = Die Thronfolge des Königs
learn-succession-intro = Ein timuridischer König, der angegriffen ist und keinen anderen legalen Zug hat, darf mit einem eigenen, nicht angegriffenen Prinzen die Felder tauschen (K<>Feld), einmal je Prinz.

## Was eine Aufgabe verlangt.
learn-goal-take = schlage eine gegnerische Figur mit der Figur { $piece }.
learn-goal-capture = schlage die Figur auf { $square } mit der Figur { $piece }.
learn-goal-reach = ziehe die Figur { $piece } nach { $square }.
learn-goal-promote = wandle eine Figur in { $piece } um.
learn-goal-mate = Matt in einem Zug: finde den Zug, der mattsetzt.
learn-goal-stalemate = gewinne durch Patt: lass dem Gegner keinen legalen Zug, ohne Schach zu geben.
learn-goal-bare = entblöße den Gegner: schlage die letzte Figur, die er außer seinen königlichen Figuren hat.
learn-goal-citadel = rette die Partie: zieh mit deinem Schah in die gegnerische Zitadelle.
learn-goal-swap = dein König ist angegriffen und kann nicht ausweichen: rette ihn, indem du ihn mit einer deiner Figuren tauschst (K<>Feld).
learn-goal-place = setze deinen geparkten Bauernbauern (P@Feld) so ein, dass er zwei gegnerische Figuren angreift.
learn-goal-en-passant = schlage den Bauern, der gerade einen Doppelschritt gemacht hat, en passant.

## Warum ein legaler Zug die Aufgabe verfehlt.
learn-wrong-take = { $move } ist ein legaler Zug, aber er schlägt nichts mit der Figur { $piece }.
learn-wrong-capture = { $move } ist ein legaler Zug, aber er schlägt die Figur auf { $square } nicht mit der Figur { $piece }.
learn-wrong-reach = { $move } ist ein legaler Zug, aber er bringt die Figur { $piece } nicht nach { $square }.
learn-wrong-promote = { $move } ist ein legaler Zug, aber er wandelt nichts in { $piece } um.
learn-wrong-no-check = { $move } ist ein legaler Zug, aber er gibt kein Schach.
learn-wrong-escape = { $move } gibt Schach, aber der Gegner entkommt mit { $reply }.
learn-wrong-stalemate-check = { $move } gibt Schach; ein Patt lässt den Gegner ohne Zug, während er nicht im Schach steht.
learn-wrong-stalemate = { $move } ist ein legaler Zug, aber der Gegner kann noch ziehen, zum Beispiel { $reply }.
learn-wrong-bare = { $move } ist ein legaler Zug, aber der Gegner behält außer seinen königlichen Figuren noch eine Figur.
learn-wrong-citadel = { $move } ist ein legaler Zug, aber dein Schah betritt die gegnerische Zitadelle nicht.
learn-wrong-swap = { $move } ist ein legaler Zug, aber es ist nicht der Tausch deines Königs.
learn-wrong-place = { $move } ist ein legaler Zug, aber es ist kein Einsetzen des Bauernbauern.
learn-wrong-en-passant = { $move } ist ein legaler Zug, aber es ist nicht das Schlagen en passant.

## Antworten und Fortschritt.
learn-right = Richtig: { $move }.
learn-lesson-done = Lektion abgeschlossen: { $title } ✓
learn-all-done = Du hast alle Lektionen abgeschlossen. Gut gemacht! Öffne eine beliebige Lektion, um sie noch einmal zu spielen.
learn-list-heading = Lektionen ({ $done } von { $count } abgeschlossen):
learn-list-tamerlane = Tamerlan:
learn-list-timurid = Timuridisch (12×12):
learn-list-done = ✓ { $number }. { $title }
learn-list-begun = · { $number }. { $title } ({ $solved }/{ $tasks })
learn-list-todo = · { $number }. { $title }
learn-continue = Weiter mit: { $title }, Aufgabe { $task } von { $tasks }.
learn-unknown = Es gibt keine Lektion „{ $value }“; die Liste zeigt sie alle.

## Das Brettbild: Beschriftung und Beschreibung.
learn-caption = Lektion: { $title } · Aufgabe { $task } von { $tasks }
learn-alt = Brett der Lektion „{ $title }“, Aufgabe { $task } von { $tasks }, { $color ->
    [white] Weiß
   *[black] Schwarz
} am Zug. Weiß: { $white }. Schwarz: { $black }.
learn-alt-piece = { $piece } { $square }
learn-alt-marked = { " " }Markierte Felder: { $squares }.

## Discord: Knöpfe und Menüs von /learn.
learn-button-next = Weiter
learn-button-lessons = Lektionen
learn-button-continue = Fortsetzen
learn-open-lesson = Lektion öffnen
learn-open-lesson-part = Lektion öffnen ({ $part }/{ $parts })

## Lokaler Modus: die Eingabe in den Lektionen.
learn-local-hint = Tippe einen Zug als Antwort (z. B. Gc3xg4), 'next' überspringt die Aufgabe, 'lessons' zeigt die Liste, 'learn <Lektion>' öffnet eine andere, 'back' führt zurück zu deiner Partie.
learn-local-back = Zurück zu deiner Partie.
