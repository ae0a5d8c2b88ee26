# local texts (de). The English catalog (en-US) is the source; every id here exists there.
# Local mode (`timur local`). The words typed at the prompt (move, board, resign, ...) stay
# English; `local-yes` is the word accepted besides "yes" to confirm a resignation.

local-help =
    Befehle:
      move <Zug>    einen Zug spielen, z. B. move e3-e4, move Nb2-c4, move Nc4, move P@e6, move K<>d3, move citadel
      <Zug>         dasselbe ohne das Wort 'move'
      board         das Brett erneut zeigen (und sein Bild schreiben)
      moves         die legalen Züge auflisten
      resign        die Seite am Zug gibt auf (fragt vorher: mit ja antworten)
      claim         Remis durch Zitadelle beanspruchen (Optionen citadel=claim / second-entry)
      new [Variante] [Schlüssel=Wert ...]   eine neue Partie beginnen, wenn diese vorbei ist
      export [pgn|gif|html]   die Partie als Datei neben die Bretter schreiben und den Pfad zeigen
      analysis      nach der Partie: die Computeranalyse (Genauigkeit, Fehler, Bretter, Wiedergabe)
      premove <Zugfolge> für die Seite, die nicht am Zug ist: den nächsten Zug des Gegners im Voraus beantworten,
                    z. B. premove Nb2xc4 Rd1xc4 (sein Zug, deine Antwort, ...; höchstens 10 Halbzüge)
      premove list | premove remove <n> | premove clear   gespeicherte Zugfolgen zeigen oder entfernen
      learn [Lektion]   Lektionen: wie jede Figur zieht und die Sonderregeln, mit Aufgaben (der Fortschritt bleibt gespeichert)
      help          dieser Text
      quit          beenden (die Partie ist gespeichert; `timur local` erneut starten, um fortzusetzen)
local-bad-against = --against nimmt computer oder computer:N mit N von 1 bis 8, nicht '{ $value }'
local-bad-color = --color nimmt white oder black, nicht '{ $value }'
local-bad-lang = Unbekannte Sprache '{ $value }': eine von { $tags } verwenden
local-cannot-create = { $path } kann nicht angelegt werden: { $error }
local-game-gif = Partie-GIF
local-no-game-gif = (kein Partie-GIF: { $error })
local-written = { $label }: { $path }
local-cannot-write = ({ $path } konnte nicht geschrieben werden: { $error })
local-gif-failed = Das GIF konnte nicht erstellt werden: { $error }.
local-unknown-format = Unbekanntes Exportformat '{ $format }': gif, html oder pgn verwenden.
local-exported = Exportiert
local-picture = Bild: { $path }
local-set-aside = Partie '{ $game }' hatte noch keine Züge: Sie wird beiseitegelegt und eine neue Partie beginnt.
local-resuming = Partie '{ $game }' wird fortgesetzt ({ $variant }).
local-last-ended = Die letzte Partie '{ $game }' ist beendet: { $end }. Eine neue Partie beginnt.
local-type-help = Gib 'help' ein, um die Befehle zu sehen.
local-changed-elsewhere = Die Partie wurde in einem anderen Fenster geändert; hier ist sie jetzt. Bitte noch einmal versuchen.
local-over-result = Diese Partie ist vorbei ({ $result }). 'new' eingeben, um eine weitere zu beginnen, z. B. new herat.
local-finished = beendet
local-no-legal-moves = Keine legalen Züge.
local-resign-ask = Willst du wirklich als { $side ->
    [white] Weiß
   *[black] Schwarz
} aufgeben? Das lässt sich nicht rückgängig machen. 'ja' eingeben, um aufzugeben; alles andere setzt die Partie fort.
local-yes = ja
local-finish-first = Erst diese Partie beenden (resign beendet sie).
local-saved = Partie gespeichert. `timur local` erneut starten, um fortzusetzen.
local-not-a-line-number = '{ $value }' ist keine Nummer einer Zugfolge; premove list zeigt sie.
local-remove-needs-number = Gib die Nummer der Zugfolge an, die entfernt werden soll: premove remove <n> (premove list zeigt die Nummern).
local-resign-cancelled = Du hast nicht aufgegeben; die Partie geht weiter.
local-end-with-result = { $end } ({ $result })
local-wanted-computer = eine Partie gegen den Computer auf Stufe { $level }
local-wanted-variant = eine Partie { $variant }
local-wanted-rules = eine Partie mit anderen Regeln
local-opponent-computer = gegen den Computer auf Stufe { $level }
local-opponent-keyboard = zwei Spieler an der Tastatur
local-plies = { $count ->
    [one] { $count } Halbzug
   *[other] { $count } Halbzüge
}
local-in-progress = Partie '{ $game }' ({ $variant }, { $opponent }, { $plies } gespielt) läuft noch und kann daher nicht { $wanted } werden. Setze sie ohne { $flag } fort, gib sie auf oder beginne eine andere Partie mit --game NAME.
local-over = Diese Partie ist vorbei. 'new' eingeben, um eine weitere zu beginnen.
local-player-white = Weiß
local-player-black = Schwarz
local-player-you = Du
local-anyone = beliebig

local-db-cannot-open = Die Partiedatenbank { $path } kann nicht geöffnet oder beschrieben werden, daher kann der lokale Modus nicht starten. Gib mit --db (oder DATABASE_URL) eine Datei in einem Ordner an, in den du schreiben darfst.
local-db-not-a-database = { $path } ist keine Timur-Partiedatenbank, daher kann der lokale Modus nicht starten. Gib mit --db (oder DATABASE_URL) den Pfad einer Timur-Datenbank oder einen neuen Dateinamen an.
local-delivery-failed = Die neuesten Meldungen der Partie konnten nicht aus der Partiedatenbank gelesen werden; sie bleiben erhalten und werden nach deinem nächsten Befehl angezeigt.
local-computer-failed = Der Computer konnte diesmal nicht ziehen. 'quit' eingeben und `timur local` erneut starten, damit er zieht.
local-unknown-variant = Unbekannte Variante '{ $value }': eine von { $variants } verwenden
