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
explain-move-succession = Taht veraseti: kral, { $to } karesindeki { $partner } ile yer değiştirir.
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
explain-pieces-text = **{ $variant } taşları** (harfler notasyon içindir; piyonlar harfsiz oynar): { $pieces }. Bir taşın nasıl gittiğini görmek için /{ cmd-piece-name } { cmd-piece-opt-name-name }:<taş> yazın.

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

## Variant names and the Tamerlane arrays (/rules).
explain-variant-tamerlane = Timur satrancı
explain-variant-tamerlane-feminine = Timur satrancı (kadın dizilişi)
explain-variant-tamerlane-arabshah = Timur satrancı (İbn Arapşah dizilişi)
explain-variant-tamerlane-full = Tam Timur satrancı
explain-variant-herat = Herat
explain-variant-wild-herat = Vahşi Herat
explain-variant-mirza = Mirza
explain-variant-wild-mirza = Vahşi Mirza
explain-variant-babur = Babür
explain-variant-wild-babur = Vahşi Babür
explain-variant-samarkand = Semerkant
explain-variant-wild-samarkand = Vahşi Semerkant
explain-array-tamerlane = erkek dizilişi (Bland'in birincisi)
explain-array-tamerlane-feminine = kadın dizilişi (Bland'in ikincisi)
explain-array-tamerlane-arabshah = İbn Arapşah'ın üçüncü dizilişi
explain-array-tamerlane-full = 7322 numaralı yazmanın dizilişi (ek taşlarla)

## How a piece moves.
explain-moves-giraffe = bir çapraz adım atar, ardından dikey ya da yatay boyunca dışarıya doğru dümdüz gider ve çapraz kareden sonraki { $min }. kareye ya da daha ileriye konar; sıçrayamaz: konacağı kareden önceki bütün kareler boş olmalıdır
explain-moves-picket = en az 2 karelik çapraz bir hamle (satranç filinin hamlesi gibi): ilk çapraz kare boş olmalıdır ve hiçbir zaman varış karesi olamaz
explain-moves-shah = 8 yönden herhangi birine bir adım; rakibin hisarına yalnızca o girebilir ve oyunda bir kez, saldırı altındayken ya da başka hamlesi yokken kendi taşlarından biriyle yer değiştirebilir (K<>kare)
explain-moves-king = 8 yönden herhangi birine bir adım (kraliyet taşı; rok yok); saldırı altındayken başka hamlesi yoksa saldırı altında olmayan kendi şehzadelerinden biriyle yer değiştirebilir (taht veraseti, K<>kare)
explain-moves-general = çapraz bir adım
explain-moves-vizier = dikey ya da yatay bir adım
explain-moves-sea-monster = vezir gibi dikey ya da yatay bir adım
explain-moves-knight = satrançtaki at gibi (2,1) sıçrama
explain-moves-rook = dikey ya da yatay boyunca istediği kadar kare
explain-moves-bishop = çapraz boyunca istediği kadar kare
explain-moves-queen = dikey, yatay ya da çapraz boyunca istediği kadar kare
explain-moves-camel = (3,1) sıçrama: bir yöne üç, yana bir kare, taşların üzerinden atlayarak
explain-moves-elephant-tamerlane = çapraz olarak tam iki karelik (2,2) sıçrama, aradaki karenin üzerinden atlayarak
explain-moves-elephant = çapraz olarak bir ya da iki kare; iki karelik hamlede atlar
explain-moves-war-engine = dikey ya da yatay olarak tam iki karelik (2,0) sıçrama, aradaki karenin üzerinden atlayarak
explain-moves-prince-tamerlane = şah gibi herhangi bir yöne bir adım; kraliyet taşıdır
explain-moves-prince = herhangi bir yöne bir adım (kraliyet taşı değildir); ayrıca her yerden, boş bir karenin üzerinden düz ileriye iki kare gidebilir (bu hamleyle taş alamaz)
explain-moves-adventitious-king = herhangi bir yöne bir adım; kraliyet taşıdır ve kendi tarafının hisarına yalnızca o girip yeniden çıkabilir
explain-moves-lion-cazaux = (3,0) sıçrama: dikey ya da yatay boyunca üç kare, taşların üzerinden atlayarak (full-pieces=cazaux)
explain-moves-lion-forbes = kale gibi ya da zürafa gibi ({ $giraffe }) (full-pieces=forbes)
explain-moves-lion-modern = at ya da kale gibi (full-pieces=modern)
explain-moves-bull-cazaux = taşların üzerinden atlayan (3,2) sıçrama (full-pieces=cazaux)
explain-moves-bull-forbes = öncü gibi ya da zürafa gibi (full-pieces=forbes)
explain-moves-bull-modern = at ya da piskopos gibi (full-pieces=modern)
explain-moves-revealer-cazaux = (3,3) sıçrama: çapraz olarak üç kare, taşların üzerinden atlayarak (full-pieces=cazaux)
explain-moves-revealer-forbes = öncü ya da kale gibi (full-pieces=forbes)
explain-moves-revealer-modern = kraliçe gibi: herhangi bir yönde istediği kadar kare (full-pieces=modern)
explain-moves-lion = herhangi bir yöne bir adım ya da iki kare uzaktaki herhangi bir kareye sıçrama ((2,0), (2,1), (2,2))
explain-moves-pawn = her sıradan, boş karelere düz ileriye bir ya da iki kare (ilk kare boş olmalıdır); çapraz ileriye bir kare alır ve geçerken alabilir
explain-moves-cannon = dikey ya da yatay boyunca istediği kadar kare; yalnızca, renginden bağımsız tam bir taşın üzerinden atlayarak alır, Çin satrancının (xiangqi) topu gibi
explain-moves-ship = bir çapraz adım, ardından geldiği yönden uzaklaşarak düz yukarı ya da aşağı istediği kadar kare; çapraz adımdan sonra durabilir, sıçrayamaz
explain-moves-griffon = bir çapraz adım, ardından dikey ya da yatay boyunca dışarıya doğru istediği kadar kare; çapraz adımdan sonra durabilir, sıçrayamaz
explain-moves-squirrel = iki kare uzaktaki herhangi bir kareye sıçrama: (2,0), (2,1) ya da (2,2)
explain-moves-snake = düz yukarı ya da aşağı bir adım, ardından çapraz olarak dışarıya doğru istediği kadar kare; ilk adımdan sonra durabilir, sıçrayamaz
explain-moves-rhinoceros = dikey ya da yatay bir adım, ardından çapraz olarak dışarıya doğru istediği kadar kare; ilk adımdan sonra durabilir, sıçrayamaz
explain-moves-emir = deve (3,1), at (2,1) ya da ferz (bir çapraz adım) gibi
explain-moves-crowned-rook = kale gibi ya da herhangi bir yöne bir adım
explain-moves-wizard = ferz (bir çapraz adım) ya da deve (3,1) gibi
explain-moves-tamerlane-pawn = ileriye, boş bir kareye bir adım; çapraz ileriye bir adımla alır (çift adım ve geçerken alma yoktur)
explain-moves-other = diyagramda gösterildiği gibi

## What a piece promotes to and from.
explain-promotion-pawn-of-pawns = Son sırasında park edilir (1. varış; sonra P@kare ile çatal yaptığı ya da hareket edemeyen bir taşa saldırdığı bir kareye yerleştirilir), kendi şah piyonunun karesine gönderilir (2. varış) ya da yapma şah olur (3. varış).
explain-promotion-forced = Son sırasında { $piece } olur.
explain-promotion-optional = Son sırasına varan bir hamleyle { $piece } olarak terfi edebilir ya da olduğu gibi kalabilir.
explain-promotion-to-adventitious-king = Piyon piyonu (PP), son sırasına üçüncü varışında bu taşa dönüşür.
explain-promotion-from-first = { $piece } ({ $letter })
explain-promotion-from-next = { $piece } ({ $letter })
explain-promotion-from-forced = Son sırada bu taşa terfi eder: { $pieces }.
explain-promotion-from-optional = Son sırada bu taşa terfi edebilir: { $pieces }.
explain-promotion-from-both = Son sırada bu taşa terfi eder: { $forced }; terfi edebilir: { $optional }.

## /piece.
explain-piece-text = { $label } — { $variant }: { $moves }. { $promotion }
explain-piece-diagram-key = Diyagramda yeşil noktalar taşın kendi karesinden ulaşabildiği kareleri, gri eşkenar dörtgenler ise üzerinden geçmesi gereken ve boş olması gereken kareleri gösterir.

## /rules.
explain-rules-title-tamerlane = { $variant } (`{ $id }`): iki hisarlı 11×10 tahta (x1 Beyazın, k2'nin yanında; x2 Siyahın, a9'un yanında); { $array }.
explain-rules-title-timurid = { $variant } (`{ $id }`): 12×12 Timurlu tahtası; merkez taşı { $central } (g2, g11), yan taşlar { $side } (d2, i2 / d11, i11).
explain-rules-options = **Seçenekler** (/{ cmd-challenge-name } ile seçilir)
explain-rules-option-default = • { $option }: { $meaning } (varsayılan)
explain-rules-option-chosen = • { $option }: { $meaning } (seçilen)
explain-rules-special = **Özel kurallar**
explain-rules-citadels = • Hisarlar: rakibin hisarına yalnızca şah, kendi hisarına yalnızca yapma şah girer; hisardaki taş alınamaz; { $citadel ->
    [immediate] rakibin hisarına girmek hemen beraberliktir
    [claim] rakibin hisarındaki şah, sahibine /{ cmd-claim-name } ile beraberlik isteme hakkı verir
   *[second-entry] ilk giriş sahibine /{ cmd-claim-name } ile beraberlik isteme hakkı verir, ikinci giriş hemen beraberliktir
}.
explain-rules-promotion-tamerlane = • Terfi: son sırasına ulaşan piyon kendi taşı olur; şah piyonu şehzade olur.
explain-rules-pawn-of-pawns = • Piyon piyonu: 1. varışta, { $placement ->
    [loose] bir rakip taşa saldırdığı
   *[strict] iki taşa çatal yaptığı ya da hareket edemeyen bir taşa saldırdığı
} bir kareye yerleştirilene (P@e6) kadar park edilir; 2. varış onu kendi şah piyonunun karesine gönderir ({ $white }/{ $black }); 3. varış onu yapma şah yapar.
explain-rules-swap = • Şah değişimi: oyunda bir kez, şah saldırı altındayken{ $swap ->
    [check-only] {""}
   *[any] {" "}ya da başka hamle yokken
} K<>d3 yazarak kendi taşlarından biriyle yer değiştirebilir.
explain-rules-royals = • Kraliyet taşları: şah, şehzade, yapma şah. İki ya da daha fazlası varken hiçbiri şah kuralına bağlı değildir ve herhangi biri alınabilir; sonuncusu mat edilmelidir.
explain-rules-stalemate-loses = • Pat kaybettirir. { $bare } { $draws }
explain-rules-bare-loses = Çıplak kalan taraf kaybeder (bare-king=loses).
explain-rules-bare-survives = Çıplak şah kaybetmez.
explain-rules-draws-none = Tekrar ya da hamle sayısıyla beraberlik yoktur.
explain-rules-draws-repetition = Üç kez tekrar beraberliktir.
explain-rules-draws-move-rule = { $moves } hamle kuralı beraberlik getirir.
explain-rules-draws-both = Üç kez tekrar ve { $moves } hamle kuralı beraberlik getirir.
explain-rules-full-extra = • Ek taşlar: deniz canavarı (S) vezir gibi oynar; aslan (L), boğa (B) ve kâşif (Y) full-pieces seçeneğine göre oynar. /{ cmd-piece-name } her birini gösterir.
explain-rules-pawns-timurid = • Piyonlar her sıradan bir ya da iki kare ileri gider ve çapraz ileriye alır. Geçerken alma: bir piyon ya da şehzade çift adım attıktan sonra, geçilen kareye saldıran rakip piyon onu hemen sonraki hamlede alabilir.
explain-rules-promotes-to = { $from } → { $to }
explain-rules-promotion-timurid = • Son sırada terfi: { $forced } (zorunlu); şehzade kraliçe olabilir ya da şehzade kalabilir.
explain-rules-succession = • Taht veraseti: saldırı altında olup başka geçerli hamlesi olmayan kral, saldırı altında olmayan kendi şehzadelerinden biriyle yer değiştirebilir (K<>e2); her şehzadeyle bir kez.
explain-rules-stalemate-draws = • Pat beraberliktir. { $repetition ->
    [3] Bir konumun üçüncü kez oluşması beraberliktir.
   *[off] Tekrarla beraberlik yoktur.
} Rok yoktur.
explain-rules-pieces = **{ $variant } taşları**
explain-rules-piece = • { $piece } ({ $letter }, { $place ->
    [central] merkez
    [side] yan
   *[promotion] terfiyle
}): { $moves }.
explain-rules-also-timurid = Ayrıca: şehzade (I) kral adımı + 2 kare ileri hamle; fil (E) 1–2 kare çapraz; deve (J) (3,1); top (Z) Çin satrancındaki gibi. /{ cmd-piece-name } her taşı gösterir.

## The rule options' values in /rules.
explain-option-giraffe-min-2 = zürafa, çapraz adımından sonraki 2. kareden itibaren konar
explain-option-giraffe-min-3 = zürafa, çapraz adımından sonraki 3. kareden itibaren konar
explain-option-citadel-immediate = rakibin hisarına giren şah hemen beraberlik getirir
explain-option-citadel-claim = şahı rakibin hisarında durduğu sürece sahibi kendi sırasında beraberlik isteyebilir
explain-option-citadel-second-entry = ilk giriş beraberlik isteme hakkı verir, ikinci giriş hemen beraberliktir
explain-option-bare-king-survives = çıplak şah kaybetmez
explain-option-bare-king-loses = elinde yalnızca kraliyet taşları kalan taraf, rakibini de hemen çıplak bırakmadıkça kaybeder
explain-option-repetition-off = tekrarla beraberlik yok
explain-option-repetition-3 = bir konumun üçüncü kez oluşması beraberliktir
explain-option-move-rule-n = taş alma, taş kaldırma ya da piyon hamlesi olmadan geçen { $halfmoves } yarım hamle beraberliktir
explain-option-move-rule-unset = belirlenmemiş: hamle sayısıyla beraberlik yok
explain-option-symmetry-rotate = Siyahın dizilişi, Beyazınkinin 180° döndürülmüş hâlidir
explain-option-symmetry-mirror = Siyahın dizilişi, Beyazınkinin ayna görüntüsüdür
explain-option-pop-placement-strict = yerleştirilen piyon piyonu iki rakip taşa çatal yapmalı ya da hareket edemeyen bir taşa saldırmalıdır
explain-option-pop-placement-loose = yerleştirilen piyon piyonu en az bir rakip taşa saldırmalıdır
explain-option-swap-any = şah, saldırı altındayken ya da başka hamle yokken yer değiştirebilir
explain-option-swap-check-only = şah yalnızca saldırı altındayken yer değiştirebilir
explain-option-full-pieces-cazaux = sıçrayan taşlar: aslan (3,0), boğa (3,2), kâşif (3,3)
explain-option-full-pieces-forbes = aslan kale+zürafa, boğa öncü+zürafa, kâşif öncü+kale
explain-option-full-pieces-modern = aslan at+kale, boğa at+piskopos, kâşif kraliçe

## Move suggestions.
explain-suggest-label = { $san } · { $notes }
explain-suggest-takes = alınan: { $piece }
explain-suggest-becomes = { $piece } olur
explain-suggest-citadel = hisar
explain-suggest-en-passant = geçerken alma
explain-suggest-placement = yerleştirme
explain-suggest-removes = kaldırılan: { $piece }
explain-suggest-swap = { $piece } ile yer değiştirme
