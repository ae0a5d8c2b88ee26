# discord texts (de). The English catalog (en-US) is the source; every id here exists there.

## Styles and shared parts
discord-anyone = jeder
discord-end-with-result = { $end } ({ $result })
discord-in-channel = {" "}(in <#{ $channel }>)
discord-the-game-link = Die Partie: <#{ $channel }>
discord-shared-below = Unten geteilt{ $link }.

## The error handler
discord-generic-failure = Beim Bot ist etwas schiefgegangen, daher wurde nichts geändert. Bitte versuche es gleich noch einmal.
discord-database-down = Die Partiedatenbank des Bots ist gerade nicht erreichbar, daher wurde nichts geändert. Bitte versuche es in ein paar Minuten noch einmal.
discord-corrupt-game = { $error } Der Betreiber des Bots kann mit `timur check` nachsehen, was nicht stimmt.
discord-vacation-running = Du bist bereits im Urlaub. Beende ihn zuerst mit /{ cmd-vacation-name } { cmd-vacation-end-name }.
discord-options-unreadable = Ich konnte die Optionen dieses Befehls nicht lesen (vielleicht liegt ein Wert außerhalb des erlaubten Bereichs). Bitte wähle sie aus dem Menü.
discord-guild-only = /{ $command } funktioniert nur auf einem Server, nicht in Direktnachrichten.
discord-stale-button = Dieser Knopf ist nicht mehr gültig.

## Finding the game
discord-no-game-here = In diesem Kanal läuft keine Partie. Starte eine mit /{ cmd-challenge-name }.
discord-channel-game-over = Die Partie in diesem Kanal ist beendet: { $end }. Starte eine neue mit /{ cmd-challenge-name }.
discord-not-your-move-anywhere = Du bist in keiner deiner Partien am Zug ({ $games }).
discord-choose-game = Wähle eine Partie
discord-which-game = Du hast { $count } Partien ({ $games }). Für welche ist /{ $command } gedacht?
discord-no-such-game = Es gibt keine Partie #{ $id }.
discord-game-not-yours = Partie #{ $id } wurde weder von dir noch auf diesem Server gespielt.
discord-name-a-finished-game = In diesem Kanal läuft keine Partie. Nenne eine mit { cmd-export-opt-game-name }: (das Menü listet deine Partien; /{ cmd-games-name } { cmd-games-opt-finished-name }:true listet die beendeten).
discord-name-a-game = Du hast mehrere Partien: Nenne eine mit { cmd-export-opt-game-name }: (das Menü listet deine Partien).
discord-label-players = { $white } gegen { $black }
discord-label-opponent = gegen { $opponent }
discord-label-challenge = Herausforderung
discord-label-your-move = du bist am Zug
discord-label-their-move = { $player } ist am Zug
discord-label-over = beendet

## Buttons
discord-button-accept = Annehmen
discord-button-decline = Ablehnen
discord-button-resign = Aufgeben
discord-button-rematch = Revanche
discord-button-move = Ziehen
discord-button-back = Zurück

## Playing
discord-move-too-long = „{ $input }“ ist kein Zug: Züge sind kurz, etwa e3-e4, Nb2-c4, P@e6 oder citadel.
discord-resign-question = Willst du diese Partie gegen { $opponent } wirklich aufgeben? Das lässt sich nicht rückgängig machen.

## The move picker
discord-picker-part = { $name } ({ $part }/{ $parts })
discord-picker-piece = Figur
discord-picker-piece-option = { $piece } { $square } ({ $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
})
discord-picker-choose-piece = Wähle eine Figur
discord-picker-pieces = Figuren
discord-picker-pawns = Bauern
discord-picker-choose-destination = Wähle das Zielfeld
discord-picker-whose = { $color ->
    [white] Weiß
   *[black] Schwarz
}, Zug { $number }
discord-picker-piece-step = { $note }Du bist am Zug in { $variant } ({ $whose }): Wähle die Figur, die ziehen soll.
discord-picker-no-move = { $piece } auf { $square } hat keinen legalen Zug.{" "}
discord-picker-destination-step = { $piece } auf { $square }: Wähle das Zielfeld.
discord-picker-game-over = Diese Partie ist beendet, es gibt also nichts zu ziehen.
discord-picker-not-accepted = Diese Herausforderung wurde noch nicht angenommen.
discord-picker-not-a-player = Nur die Spieler dieser Partie können darin ziehen.
discord-picker-not-your-move = Du bist nicht am Zug: { $player } ist am Zug. Drücke nach dessen Zug auf Ziehen unter dem Brett.
discord-picker-changed = Die Stellung hat sich geändert, seit diese Auswahl geöffnet wurde, daher wurde nichts gezogen. Drücke auf Ziehen unter dem neuesten Brett.
discord-picker-earlier-board = Das Brett, auf dem du gedrückt hast, zeigt eine frühere Stellung; dies ist die aktuelle Stellung.{" "}

## Conditional moves (/premove)
discord-premove-boards-note = Die Bretter zeigen, wo jede Zugfolge endet. Eine Zugfolge wird nur gespielt, solange dein Gegner sich an sie hält; jeder andere Zug verwirft sie.
discord-premove-boards-shown = (Bretter der Zugfolgen 1 bis { $count }.)
discord-premove-remove = { $number } entfernen
discord-premove-remove-all = Alle entfernen
discord-premove-too-long = „{ $input }“ ist zu lang für eine Zugfolge: Eine Zugfolge hat höchstens 10 Züge, etwa „Nb2xc4 Rd1xc4 e7-e6 Rc4-c1“.
discord-premove-removed-n = { $count ->
    [one] { $count } Zugfolge entfernt.
   *[other] { $count } Zugfolgen entfernt.
}
discord-premove-removed-line = Zugfolge { $number } entfernt.
discord-premove-stored = Als Zugfolge { $number } gespeichert.
discord-premove-removed-one = Die Zugfolge wurde entfernt.
discord-premove-removed-all = Alle deine Zugfolgen wurden entfernt.

## /settings
discord-settings-board-mine = Bretter, die nur dir gezeigt werden (etwa /{ cmd-board-name }), sind von deiner Seite aus gezeichnet; in Partien, die du nicht spielst, ist Weiß unten.
discord-settings-board-white = Bretter, die nur dir gezeigt werden (etwa /{ cmd-board-name }), haben Weiß unten.
discord-settings-yours = Deine Einstellungen. Brett: { $board }. { $sentence }
discord-settings-server-language = Sprache der Ankündigungen dieses Servers: { $language }.
discord-settings-saved = Gespeichert. { $sentence }
discord-settings-server-only = Einstellungen gehören zu einem Server.
discord-settings-tournaments-manage = Nur Mitglieder mit der Berechtigung „Server verwalten“ können ändern, wer Turniere erstellt.
discord-settings-tournaments-role = Ab jetzt können nur Mitglieder mit der Rolle { $role } (oder „Server verwalten“) Turniere erstellen.
discord-settings-tournaments-everyone = Ab jetzt kann jedes Mitglied Turniere erstellen.
discord-settings-language-manage = Nur Mitglieder mit der Berechtigung „Server verwalten“ können die Sprache dieses Servers ändern.
discord-settings-language-saved = Sprache der Ankündigungen dieses Servers ab jetzt: { $language }. Antworten an einzelne Mitglieder bleiben in deren eigener Discord-Sprache.

## Tournaments
discord-tournament-joined = Du bist für { $name } angemeldet (bisher { $count ->
    [one] { $count } Spieler
   *[other] { $count } Spieler
}).
discord-tournament-left = Du hast { $name } verlassen.

## /challenge
discord-challenge-bot = Du kannst keinen Bot herausfordern.
discord-challenge-computer-unrated = Partien gegen den Computer werden nie gewertet; lass { cmd-challenge-opt-rated-name }: weg oder wähle { cmd-challenge-opt-rated-name }:false.
discord-challenge-where-here = hier
discord-challenge-where-thread = in <#{ $thread }>
discord-challenge-no-thread-permission = {" "}(Die Partie wird in diesem Kanal gespielt: Mir fehlt hier die Berechtigung „Öffentliche Threads erstellen“.)
discord-challenge-thread-refused = {" "}(Die Partie wird in diesem Kanal gespielt: Discord hat mir hier verweigert, einen Thread zu erstellen.)
discord-challenge-computer = Deine Partie gegen den Computer (Stufe { $level }) beginnt { $place }.{ $note }
discord-challenge-posted = Deine Herausforderung ist { $place } veröffentlicht.{ $note }

## /history and /vacation
discord-history-current = Die aktuelle Stellung (Halbzug { $total }).
discord-history-start-no-moves = Die Ausgangsstellung (es wurde noch kein Zug gespielt).
discord-history-start = Die Ausgangsstellung, vor Zug 1.
discord-history-not-played = Zug { $number } wurde nicht gespielt: Die Partie steht bei Zug { $last }. Die aktuelle Stellung (Halbzug { $total }).
discord-history-after = Die Stellung nach Zug { $number } (Halbzug { $ply } von { $total }).
discord-history-no-moves = Noch keine Züge.
discord-vacation-started = Deine Uhren sind bis { $until } ({ $relative }) angehalten: Jede deiner Fristen verschiebt sich um { $days ->
    [one] { $days } Tag
   *[other] { $days } Tage
}. { $used } von { $allowed } Urlaubstagen in { $year } verbraucht. Beende den Urlaub vorzeitig mit /{ cmd-vacation-name } { cmd-vacation-end-name }.
discord-vacation-ended = Willkommen zurück: Deine Uhren laufen wieder. { $count ->
    [one] { $count } ungenutzter Urlaubstag gutgeschrieben.
   *[other] { $count } ungenutzte Urlaubstage gutgeschrieben.
}

## /games
discord-games-open-challenge = jeder (offene Herausforderung)
discord-games-challenge-waiting = Herausforderung wartet, läuft ab { $expires }
discord-games-never = nie
discord-games-their-move = Gegner am Zug
discord-games-deadline = { $turn }, Frist { $deadline }
discord-games-no-limit = { $turn }, ohne Zeitlimit
discord-games-rated = {" "}(gewertet)
discord-games-line = • <#{ $channel }> gegen { $opponent } · { $variant }{ $rated } · { $state }
discord-games-won = gewonnen
discord-games-drawn = remis
discord-games-lost = verloren
discord-games-finished-line = • <#{ $channel }> #{ $id } gegen { $opponent } · { $variant } · { $result }{ $when }
discord-games-no-finished = { $player } hat noch keine beendeten Partien.
discord-games-finished-head = Letzte beendete Partien von { $player } (exportiere eine mit /{ cmd-export-name } { cmd-export-opt-game-name }:ID, analysiere sie mit /{ cmd-analysis-name } { cmd-analysis-opt-game-name }:ID):
discord-games-none = { $player } hat keine laufenden Partien.
discord-games-head = Partien von { $player }:
discord-games-more = … und { $count } weitere.
discord-games-on-vacation = Im Urlaub bis { $until } ({ $relative }); Uhren angehalten. { $used } von { $allowed } Urlaubstagen in { $year } verbraucht.
discord-games-vacation-used = { $used } von { $allowed } Urlaubstagen in { $year } verbraucht.

## /help
discord-help-title = Timur: Tamerlan-Schach als Fernschach.
discord-help-head = { $title } Befehle:
discord-help-more = Varianten und Notation: /{ cmd-help-name } { cmd-help-opt-topic-name }:{ cmd-choice-notation }. Alle Figuren: /{ cmd-help-name } { cmd-help-opt-topic-name }:{ cmd-choice-pieces }.
discord-help-how-to-play-title = So wird gespielt
discord-help-how-to-play =
    • Fordere jemanden mit /{ cmd-challenge-name } { cmd-challenge-opt-opponent-name }:@Spieler heraus, oder den Computer mit { cmd-challenge-opt-opponent-name }:@Timur { cmd-challenge-opt-level-name }:1-8. Die Partie bekommt einen eigenen Thread.
    • Zieh mit dem Knopf **Ziehen** unter jedem Brett (wähle eine Figur, dann ihr Feld), oder tippe /{ cmd-move-name }: das Menü schlägt legale Züge vor (Nc4, Giraffe, Tausch, citadel…).
    • Bedenkzeit: 1 bis 14 Tage pro Zug, gewählt mit `{ cmd-challenge-opt-days-name }:` (Standard 3); vor Ablauf kommt eine Erinnerung, eine verpasste Frist verliert die Partie. /{ cmd-vacation-name } hält deine Uhren an.
    • Befehle finden deine Partie aus jedem Kanal. /{ cmd-games-name } listet sie auf; /{ cmd-export-name } { cmd-export-opt-game-name }:ID liefert die Partiedatei (PGN, GIF oder HTML).
discord-help-variants-title = Varianten
discord-help-variants =
    • Tamerlan (11×10-Brett + zwei Zitadellen): `Tamerlan` (männliche Aufstellung), `Tamerlan (weibliche Aufstellung)`, `Tamerlan (Aufstellung nach Ibn Arabschah)`.
    • Voller Tamerlan: dasselbe Brett mit Löwe, Stier, Enthüller und Seeungeheuer und ihren Bauern.
    • Timuriden (12×12, schachähnlich mit schnellen Bauern, Kanonen und einem Prinzen): Herat, Mirza, Babur, Samarkand und ihre wilden Fassungen (Greife an den Seiten, eine stärkere Mittelfigur).
discord-help-notation-title = Notation
discord-help-notation =
    • `e3-e4`: ein Bauernzug (Bauern haben keinen Buchstaben); `Nb2-c4` oder `Nb2xc4` (x = schlägt).
    • `Nc4`, `b2c4`: Kurzformen gehen, wenn nur ein legaler Zug passt.
    • `f9xg10=I`: Umwandlung. `P@e6`: den Bauernbauern einsetzen. `K<>d3`: den Schah mit der Figur auf d3 tauschen.
    • `citadel`: deinen Schah in die Zitadelle ziehen, die er betreten kann.
    Großbuchstaben sind Figurenbuchstaben; die Antwort auf einen falschen Zug nennt die ähnlichsten legalen Züge.

## /piece, /history, /export
discord-piece-unknown = { $variant } hat keine Figur namens „{ $name }“. Seine Figuren: { $pieces }.
discord-players-line = { $variant }: { $white } gegen { $black }.
discord-export-record = Die Partie { $players }

## /analysis
discord-analysis-running = Eine laufende Partie zu analysieren wäre Betrug. Frag wieder mit /{ cmd-analysis-name }, wenn die Partie vorbei ist.
discord-analysis-no-moves = Diese Partie hat keine Züge zum Analysieren.
discord-analysis-no-result = kein Ergebnis
discord-analysis-graph-title = { $white } gegen { $black } · { $result }
discord-analysis-head = Computeranalyse von { $white } gegen { $black } ({ $nodes } Knoten pro Stellung):
discord-analysis-mistake = • { $played } Fehler; besser war { $better }
discord-analysis-blunder = • { $played } grober Fehler; besser war { $better }
discord-analysis-no-mistakes = Keine Fehler und keine groben Fehler.

## Descriptions of pictures (alt texts, for screen readers)
discord-alt-legend = Alle Figuren von { $variant } mit Namen und Buchstaben: { $pieces }
discord-alt-piece = Diagramm: { $piece } auf einem leeren { $variant }-Brett: { $moves }
discord-alt-eval-graph = Bewertungskurve von { $white } gegen { $black }: die Gewinnchancen von Weiß nach jedem Zug, von +1 (Weiß gewinnt) bis -1 (Schwarz gewinnt), über { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}, Fehler markiert
discord-alt-rating-chart = Wertungsverlauf von { $name }: die Wertung nach jeder gewerteten Partie, je Wertungsliste
discord-alt-pgn = Partienotation (PGN-Text) von { $white } gegen { $black }, { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}
discord-alt-html = Wiedergabeseite (HTML) von { $white } gegen { $black }, { $moves ->
    [one] { $moves } Zug
   *[other] { $moves } Züge
}, zum Öffnen im Browser
discord-thread-name = { $variant }: { $challenger } gegen { $opponent }
discord-thread-name-open = { $variant }: offene Herausforderung von { $challenger }
