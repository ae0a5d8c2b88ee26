# explain texts (tr). The English catalog (en-US) is the source; every id here exists there.

explain-list-separator = {", "}
explain-list-and = { $init } ve { $last }
explain-list-or = { $init } veya { $last }
explain-sentence-gap = {" "}

explain-refusal-empty-square = { $square } karesinde taş yok
explain-refusal-not-yours = { $square } karesindeki { $piece } sizin değil
explain-refusal-wrong-piece = { $square } karesindeki taş bir { $piece }, { $letters } harfli bir taş değil
explain-refusal-no-such-piece = { $letters } harfli taşınız yok
explain-refusal-parked = { $square } karesindeki piyon piyonunuz park hâlinde; yalnızca yerleştirilebilir (P@kare)
explain-refusal-own-piece = { $square } karesinde kendi taşınız duruyor
explain-refusal-nothing-to-capture = { $square } karesinde alınacak taş yok
explain-refusal-cannot-reach = { $from } karesindeki { $piece } { $to } karesine gidemez
explain-refusal-no-piece-reaches = hiçbir { $piece } taşınız { $to } karesine gidemez
explain-refusal-no-pawn-reaches = hiçbir piyonunuz { $to } karesine gidemez (başka bir taş için harfini ya da karesini yazın: Nc3 veya b1-c3 gibi)
explain-refusal-say-promotion = taşın terfi edip etmediğini belirtin: terfi için =Q ekleyin, kalması için hiçbir şey eklemeyin
explain-refusal-wrong-promotion = bu hamle { $letters } taşına terfi etmez
explain-refusal-royal-attacked = kraliyet taşınız saldırı altında kalırdı
explain-refusal-nothing-to-place = yerleştirilecek park hâlinde piyon piyonunuz yok
explain-refusal-placement-last-rank = piyon piyonu { $square } karesine, kendi son sırasına yerleştirilemez
explain-refusal-placement-occupied = { $square } karesindeki { $piece } yerleştirmeyle kaldırılamaz (kraliyet taşları ve park hâlindeki piyon piyonları kalır)
explain-refusal-placement-strict = piyon piyonu { $square } karesinde ne iki rakip taşa çatal yapar ne de hareket edemeyen bir taşa saldırır
explain-refusal-placement-loose = piyon piyonu { $square } karesinde hiçbir rakip taşa saldırmaz
explain-refusal-relocation = ikinci varışından sonra piyon piyonu yalnızca { $square } karesine gidebilir
explain-refusal-no-swap = şah değişiminiz kullanılamaz (oyunda bir kez, ana tahtadan)
explain-refusal-succession-not-now = kral, yalnızca saldırı altındayken ve başka hamlesi yokken bir şehzadeyle yer değiştirebilir
explain-refusal-swap-check-only = şah yalnızca saldırı altındayken yer değiştirebilir (swap=check-only)
explain-refusal-swap-not-now = şah yalnızca saldırı altındayken veya başka hamle yokken yer değiştirebilir
explain-refusal-swap-partner = { $square } karesindeki taş kraliyet taşınızın yerini alamaz
explain-refusal-no-citadel = şahlarınızdan hiçbiri şu an bir hisara giremez

explain-error-empty = Bir hamle yazın, örneğin e3-e4, Nb2-c3, P@e6, K<>d3 veya citadel.
explain-error-game-over = Oyun bitti; artık hamle yapılamaz.
explain-error-unparseable = '{ $input }' bir hamle olarak okunamadı. Hamleler şöyle yazılır: e3-e4, Nb2-c3, Nc3, P@e6, K<>d3 veya citadel.
explain-error-illegal = '{ $input }' geçerli bir hamle değil: { $reason }{ $note }.{ $closest }
explain-error-in-check = {" "}(şah altındasınız)
explain-error-closest = {" "}En yakın geçerli hamleler: { $moves }.
explain-error-ambiguous = '{ $input }' şunlardan biri olabilir: { $candidates }. Lütfen hangisi olduğunu belirtin.

explain-the-piece-on = { $square } karesindeki { $piece }
explain-removing = {" "}(oradaki { $color ->
    [white] Beyaz
   *[black] Siyah
} { $piece } kaldırılarak)
explain-removing-after = , oradaki { $color ->
    [white] Beyaz
   *[black] Siyah
} { $piece } kaldırılarak
explain-move-relocated = İkinci varış: piyon piyonu { $from } karesinden { $to } karesine gider{ $removal }.
explain-move-placed = Piyon piyonu { $square } karesine yerleştirildi{ $removal }.
explain-move-placed-fork = Piyon piyonu { $square } karesine yerleştirildi{ $removal } ve çatal yaptı: { $pieces }.
explain-move-placed-attack = Piyon piyonu { $square } karesine yerleştirildi{ $removal } ve saldırıyor: { $target }.
explain-move-placed-attack-stuck = Piyon piyonu { $square } karesine yerleştirildi{ $removal } ve saldırıyor: { $target }; onun geçerli hamlesi yok.
explain-move-shah-swap = Şah, { $to } karesindeki { $partner } ile yer değiştirdi (şah { $to } karesine, { $partner } { $from } karesine gider; { $color ->
    [white] Beyaz
   *[black] Siyah
} şah değişimini kullandı).
explain-move-succession = Kralın halefi: kral, { $to } karesindeki { $partner } ile yer değiştirir.
explain-move-en-passant = Geçerken alma: { $square } karesindeki { $piece } alındı.
explain-move-promotion = Terfi: { $piece }.
explain-move-royal-captured = { $color ->
    [white] Beyaz
   *[black] Siyah
} { $piece } alındı.
explain-move-left-citadel = { $color ->
    [white] Beyaz şah Siyahın hisarından çıktı
   *[black] Siyah şah Beyazın hisarından çıktı
}: artık hisar beraberliği istenemez.
explain-move-several-royals = { $color ->
    [white] Beyazın
   *[black] Siyahın
} birden çok kraliyet taşı var (bu yüzden şah yok); saldırı altında: { $pieces }.
explain-move-first-arrival = Piyon piyonu son sırasına ulaştı (ilk varış): yerleştirilene kadar park hâlinde (P@kare).
explain-move-second-arrival = İkinci varış: piyon piyonu { $square } karesine gider{ $removal }.
explain-move-second-arrival-blocked = İkinci varış: { $square } karesinde bir kraliyet taşı var, bu yüzden piyon piyonu oraya gidebilene kadar { $parked } karesinde park hâlinde kalır (P@{ $square }).
explain-move-second-arrival-plain = İkinci varış.
explain-move-third-arrival = Üçüncü varış: piyon piyonu yapma şah olur.
explain-move-own-citadel = { $color ->
    [white] Yapma şah Beyazın kendi hisarına girdi.
   *[black] Yapma şah Siyahın kendi hisarına girdi.
}
explain-move-citadel-draw = { $color ->
    [white] Berabere: Beyaz şah Siyahın hisarına girdi.
   *[black] Berabere: Siyah şah Beyazın hisarına girdi.
}
explain-move-citadel-claim = { $color ->
    [white] Beyaz şah Siyahın hisarında: Beyaz sıradaki hamlesinde beraberlik isteyebilir.
   *[black] Siyah şah Beyazın hisarında: Siyah sıradaki hamlesinde beraberlik isteyebilir.
}
explain-move-citadel-claim-second = { $color ->
    [white] Beyaz şah Siyahın hisarında: Beyaz sıradaki hamlesinde beraberlik isteyebilir (ikinci giriş hemen beraberliktir).
   *[black] Siyah şah Beyazın hisarında: Siyah sıradaki hamlesinde beraberlik isteyebilir (ikinci giriş hemen beraberliktir).
}

explain-status-swap-now = { $color ->
    [white] Beyaz
   *[black] Siyah
} şimdi şah değişimini kullanabilir (K<>kare, oyunda bir kez).
explain-status-swap-white-only = Şah değişimi yalnızca Beyaz için duruyor.
explain-status-swap-black-only = Şah değişimi yalnızca Siyah için duruyor.
explain-status-swap-neither = Şah değişimi iki taraf için de kalmadı.
explain-status-arrivals = Piyon piyonu varışları: Beyaz { $white }, Siyah { $black } (üçüncüsü yapma şah yapar).
explain-status-citadel-claim = { $color ->
    [white] Beyaz şah Siyahın hisarında: Beyaz hamle yapmak yerine beraberlik isteyebilir.
   *[black] Siyah şah Beyazın hisarında: Siyah hamle yapmak yerine beraberlik isteyebilir.
}

explain-piece-label = { $piece } ({ $letter })
explain-pieces-text = **{ $variant } taşları** (harfler notasyon içindir; piyonlar harfsiz oynar): { $pieces }. Bir taşın nasıl gittiğini görmek için /piece name:<taş> yazın.

## Piece names: the name as a legend or a title shows it; .lower inside a sentence.
explain-piece-shah = Şah
    .lower = şah
explain-piece-king = Kral
    .lower = kral
explain-piece-general = Ferz
    .lower = ferz
explain-piece-vizier = Vezir
    .lower = vezir
explain-piece-giraffe = Zürafa
    .lower = zürafa
explain-piece-picket = Öncü
    .lower = öncü
explain-piece-knight = At
    .lower = at
explain-piece-rook = Kale
    .lower = kale
explain-piece-camel = Deve
    .lower = deve
explain-piece-elephant = Fil
    .lower = fil
explain-piece-war-engine = Debbabe
    .lower = debbabe
explain-piece-prince = Şehzade
    .lower = şehzade
explain-piece-adventitious-king = Yapma şah
    .lower = yapma şah
explain-piece-sea-monster = Deniz canavarı
    .lower = deniz canavarı
explain-piece-lion = Aslan
    .lower = aslan
explain-piece-bull = Boğa
    .lower = boğa
explain-piece-revealer = Kâşif
    .lower = kâşif
explain-piece-pawn-of-kings = Şah piyonu
    .lower = şah piyonu
explain-piece-pawn-of-generals = Ferz piyonu
    .lower = ferz piyonu
explain-piece-pawn-of-viziers = Vezir piyonu
    .lower = vezir piyonu
explain-piece-pawn-of-giraffes = Zürafa piyonu
    .lower = zürafa piyonu
explain-piece-pawn-of-pickets = Öncü piyonu
    .lower = öncü piyonu
explain-piece-pawn-of-knights = At piyonu
    .lower = at piyonu
explain-piece-pawn-of-rooks = Kale piyonu
    .lower = kale piyonu
explain-piece-pawn-of-camels = Deve piyonu
    .lower = deve piyonu
explain-piece-pawn-of-elephants = Fil piyonu
    .lower = fil piyonu
explain-piece-pawn-of-war-engines = Debbabe piyonu
    .lower = debbabe piyonu
explain-piece-pawn-of-pawns = Piyon piyonu
    .lower = piyon piyonu
explain-piece-pawn-of-lions = Aslan piyonu
    .lower = aslan piyonu
explain-piece-pawn-of-bulls = Boğa piyonu
    .lower = boğa piyonu
explain-piece-pawn-of-revealers = Kâşif piyonu
    .lower = kâşif piyonu
explain-piece-pawn-of-sea-monsters = Deniz canavarı piyonu
    .lower = deniz canavarı piyonu
explain-piece-pawn = Piyon
    .lower = piyon
explain-piece-queen = Kraliçe
    .lower = kraliçe
explain-piece-bishop = Piskopos
    .lower = piskopos
explain-piece-cannon = Top
    .lower = top
explain-piece-ship = Gemi
    .lower = gemi
explain-piece-griffon = Grifon
    .lower = grifon
explain-piece-squirrel = Sincap
    .lower = sincap
explain-piece-snake = Yılan
    .lower = yılan
explain-piece-rhinoceros = Gergedan
    .lower = gergedan
explain-piece-emir = Emir
    .lower = emir
explain-piece-crowned-rook = Taçlı kale
    .lower = taçlı kale
explain-piece-wizard = Büyücü
    .lower = büyücü
