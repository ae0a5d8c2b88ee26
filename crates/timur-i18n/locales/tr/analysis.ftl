# analysis texts (tr). The English catalog (en-US) is the source; every id here exists there.

analysis-player = { $name }: doğruluk %{ $accuracy }, { $inaccuracies } isabetsiz hamle, { $mistakes } hata, { $blunders } büyük hata
analysis-player-no-moves = { $name }: değerlendirilecek hamle yok
analysis-mistake-line = • { $played } hata; daha iyisi { $better } idi, ardından { $line }
analysis-blunder-line = • { $played } büyük hata; daha iyisi { $better } idi, ardından { $line }
analysis-judgement = { $kind ->
        [inaccuracy] isabetsiz hamle
        [mistake] hata
       *[blunder] büyük hata
    }
analysis-board-caption = { $played } { $judgement } · daha iyisi: { $better }
analysis-board-alt = { $played } hamlesinden önceki tahta ({ $judgement }), sıra { $side ->
        [white] Beyaz'da
       *[black] Siyah'ta
    }, Beyaz altta. Kırmızı ok: oynanan hamle, { $from } karesinden { $to } karesine. Yeşil ok: daha iyi hamle { $better }, { $better_from } karesinden { $better_to } karesine.
analysis-replay-bar = Beyaz'ın kazanma şansı
analysis-replay-eval = Değerlendirme: { $score }
analysis-replay-best = Bilgisayarın hamlesi: { $move }
analysis-replay-over = Oyun burada bitti.
local-analysis-running = Bilgisayar yalnızca biten oyunları analiz eder: önce bu oyunu bitirin.
local-analysis-thinking = Bilgisayar { $plies } yarım hamleyi analiz ediyor…
local-analysis-written = Hataların tahtaları ve analizli tekrar: { $paths }
