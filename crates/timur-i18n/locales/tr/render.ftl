# render texts (tr). The English catalog (en-US) is the source; every id here exists there.

render-side = { $color ->
    [white] Beyaz
   *[black] Siyah
}
render-caption-players = { $white } - { $black }
render-caption-to-move = Hamle sırası: { $side }
render-caption-to-move-check = Hamle sırası: { $side }, şah altında
render-caption = { $players } · { $number }. hamle · { $state }

render-diagram-no-piece = { $variant } oyununda { $piece } yok
render-diagram-title = { $piece } ({ $letter }), { $square } karesinde
render-diagram-reach = gider veya alır
render-diagram-move-only = yalnızca gider
render-diagram-capture-only = yalnızca alır
render-diagram-pass = üzerinden geçer (boş olmalı)
render-diagram-hop = tam bir taşın üzerinden atlayarak alır

render-legend-title = { $variant } — taşlar
render-legend-label = { $piece } ({ $letter })

render-graph-axis = hamle
render-graph-white-better = Beyaz daha iyi
render-graph-black-better = Siyah daha iyi
render-graph-inaccuracy = eksik hamle
render-graph-mistake = hata
render-graph-blunder = büyük hata

render-chart-empty = Henüz puanlı oyun yok

render-standings-player = Oyuncu
render-standings-points = Puan

render-gif-half-size = yarım boyut
render-gif-every = her { $step }. yarım hamle

## The HTML replay page's controls (the key in parentheses, as printed on the keyboard).
render-replay-first = Başa (Home)
render-replay-prev = Geri (←)
render-replay-next = İleri (→)
render-replay-last = Sona (End)
render-replay-flip-title = Tahtayı çevir (F)
render-replay-flip = Çevir
render-replay-ply = yarım hamle { $ply } / { $plies }
