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

# NOT YET TRANSLATED: the English texts below stand in until the translation is written
# (same ids and variables; the parity test passes, the reader sees English).
## Variant names ($-less: the variant's name as menus show it) and the Tamerlane arrays (/rules).
explain-variant-tamerlane = Tamerlane
explain-variant-tamerlane-feminine = Tamerlane (feminine array)
explain-variant-tamerlane-arabshah = Tamerlane (Ibn Arabshah's array)
explain-variant-tamerlane-full = Full Tamerlane
explain-variant-herat = Herat
explain-variant-wild-herat = Wild Herat
explain-variant-mirza = Mirza
explain-variant-wild-mirza = Wild Mirza
explain-variant-babur = Babur
explain-variant-wild-babur = Wild Babur
explain-variant-samarkand = Samarkand
explain-variant-wild-samarkand = Wild Samarkand
explain-array-tamerlane = masculine array (Bland's first)
explain-array-tamerlane-feminine = feminine array (Bland's second)
explain-array-tamerlane-arabshah = Ibn Arabshah's third array
explain-array-tamerlane-full = array of manuscript 7322 (extra pieces)

## How a piece moves (/piece, /rules, the diagram's description): one clause, no full stop,
## lower case first (docs/rules.md §2.2, §2.3, §5).
# $min: the Giraffe's first landing square after its diagonal step (2 or 3).
explain-moves-giraffe = one diagonal step, then straight outward along the file or rank, landing on the { $min ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $min }th
} square beyond the diagonal one or further; it cannot jump: every square before the landing square must be empty
explain-moves-picket = a bishop move of at least 2 squares: the first diagonal square must be empty and is never a destination
explain-moves-shah = one step in any of the 8 directions; it alone may step into the opponent's citadel, and once per game it may swap places with an own piece (K<>square) when attacked or without another move
explain-moves-king = one step in any of the 8 directions (royal; no castling); when attacked with no other move it may swap with an unattacked own Prince (King's succession, K<>square)
explain-moves-general = one step diagonally
explain-moves-vizier = one step orthogonally
explain-moves-sea-monster = one step orthogonally, like the Vizier
explain-moves-knight = a (2,1) leap, as the chess knight
explain-moves-rook = any number of squares along a file or rank
explain-moves-bishop = any number of squares diagonally
explain-moves-queen = any number of squares along a file, rank or diagonal
explain-moves-camel = a (3,1) leap: three squares one way and one to the side, jumping
explain-moves-elephant-tamerlane = a leap of exactly two squares diagonally (2,2), jumping the square between
explain-moves-elephant = one or two squares diagonally; the two-square move jumps
explain-moves-war-engine = a leap of exactly two squares along a file or rank (2,0), jumping the square between
explain-moves-prince-tamerlane = one step in any direction, like the Shah; it is royal
explain-moves-prince = one step in any direction (not royal), plus a non-capturing move two squares straight forward over an empty square, from anywhere
explain-moves-adventitious-king = one step in any direction; it is royal, and it alone may enter its own side's citadel and leave it again
explain-moves-lion-cazaux = a (3,0) leap: three squares along a file or rank, jumping (full-pieces=cazaux)
# $giraffe: explain-moves-giraffe.
explain-moves-lion-forbes = as a Rook or as a Giraffe ({ $giraffe }) (full-pieces=forbes)
explain-moves-lion-modern = as a Knight or a Rook (full-pieces=modern)
explain-moves-bull-cazaux = a (3,2) leap, jumping (full-pieces=cazaux)
explain-moves-bull-forbes = as a Picket or as a Giraffe (full-pieces=forbes)
explain-moves-bull-modern = as a Knight or a bishop (full-pieces=modern)
explain-moves-revealer-cazaux = a (3,3) leap: three squares diagonally, jumping (full-pieces=cazaux)
explain-moves-revealer-forbes = as a Picket or a Rook (full-pieces=forbes)
explain-moves-revealer-modern = as a queen: any number of squares in any direction (full-pieces=modern)
explain-moves-lion = one step in any direction, or a leap to any square two away ((2,0), (2,1), (2,2))
explain-moves-pawn = one or two squares straight forward to empty squares from any rank (the first must be empty); it captures one square diagonally forward, and may capture en passant
explain-moves-cannon = any number of squares along a file or rank; it captures only by jumping exactly one piece of either colour, as the xiangqi cannon
explain-moves-ship = one diagonal step, then any number of squares further straight up or down (away from where it came); it may stop after the diagonal step and cannot jump
explain-moves-griffon = one diagonal step, then any number of squares further outward along the file or the rank; it may stop after the diagonal step and cannot jump
explain-moves-squirrel = a leap to any square two away: (2,0), (2,1) or (2,2)
explain-moves-snake = one step straight up or down, then any number of squares diagonally outward; it may stop after the first step and cannot jump
explain-moves-rhinoceros = one orthogonal step, then any number of squares diagonally outward; it may stop after the first step and cannot jump
explain-moves-emir = as a Camel (3,1), a Knight (2,1) or a General (one diagonal step)
explain-moves-crowned-rook = as a Rook, or one step in any direction
explain-moves-wizard = as a General (one diagonal step) or a Camel (3,1)
explain-moves-tamerlane-pawn = one step forward to an empty square; it captures one step diagonally forward (no double step, no en passant)
explain-moves-other = as shown in the diagram

## What a piece promotes to and from (/piece): whole sentences.
explain-promotion-pawn-of-pawns = On its last rank it is parked (1st arrival; later placed with P@square where it forks or attacks a piece that cannot move), sent to its pawn of kings' square (2nd arrival), or becomes an Adventitious king (3rd arrival).
# $piece: the piece it becomes (explain-piece-*).
explain-promotion-forced = On its last rank it becomes { $piece ->
    [Elephant] an Elephant
    [Emir] an Emir
   *[other] a { $piece }
}.
explain-promotion-optional = A move ending on its last rank may promote it to { $piece ->
    [Elephant] an Elephant
    [Emir] an Emir
   *[other] a { $piece }
} or leave it as it is.
explain-promotion-to-adventitious-king = The pawn of pawns (PP) becomes one on its third arrival on its last rank.
# A piece that promotes to this one: the first of a list, then the others (.lower names).
explain-promotion-from-first = The { $piece } ({ $letter })
explain-promotion-from-next = the { $piece } ({ $letter })
# $pieces: explain-promotion-from-first / -next joined by explain-list-or.
explain-promotion-from-forced = { $pieces } promotes to it on the last rank.
explain-promotion-from-optional = { $pieces } may promote to it on the last rank.
# $forced, $optional: the lists of those that must and those that may.
explain-promotion-from-both = { $forced } promotes to it on the last rank; { $optional } may.

## /piece: the piece's text, then the key to the diagram.
# $label: explain-piece-label (bold); $variant: explain-variant-*; $moves: explain-moves-*; $promotion: explain-promotion-* sentences (may be empty).
explain-piece-text = { $label } in { $variant }: { $moves }. { $promotion }
explain-piece-diagram-key = In the diagram, green dots are the squares it can reach from its square; grey diamonds are squares it must pass over, which must be empty.

## /rules: the rules of a game under its options.
# $variant: the variant's name (bold); $id: its id (notation); $array: explain-array-*.
explain-rules-title-tamerlane = { $variant } (`{ $id }`): 11×10 board with two citadels (x1, White's, beside k2; x2, Black's, beside a9); { $array }.
# $central, $side: piece names.
explain-rules-title-timurid = { $variant } (`{ $id }`): 12×12 Timurid board; central piece { $central } (g2, g11), side pieces { $side }s (d2, i2 / d11, i11).
explain-rules-options = **Options** (chosen in /challenge)
# $option: key=value (notation); $meaning: explain-option-*.
explain-rules-option-default = • { $option }: { $meaning } (default)
explain-rules-option-chosen = • { $option }: { $meaning } (chosen)
explain-rules-special = **Special rules**
# $citadel: the citadel option's value.
explain-rules-citadels = • Citadels: only a Shah enters the opponent's citadel, only an Adventitious king its own; a citadel's occupant cannot be captured; { $citadel ->
    [immediate] entering the opponent's citadel draws at once
    [claim] a Shah in the opponent's citadel lets its owner /claim a draw
   *[second-entry] a first entry lets its owner /claim a draw, a second draws at once
}.
explain-rules-promotion-tamerlane = • Promotion: a pawn on its last rank becomes its piece; the pawn of kings becomes a Prince.
# $placement: the pop-placement option's value; $white, $black: the pawns of kings' squares.
explain-rules-pawn-of-pawns = • Pawn of pawns: 1st arrival parks it until placed (P@e6) where it { $placement ->
    [loose] attacks an enemy piece
   *[strict] forks two pieces or attacks one that cannot move
}; 2nd arrival sends it to its pawn of kings' square ({ $white }/{ $black }); 3rd makes it an Adventitious king.
# $swap: the swap option's value.
explain-rules-swap = • Shah's swap: once per game, K<>d3 exchanges the Shah with an own piece when the Shah is attacked{ $swap ->
    [check-only] {""}
   *[any] {" "}or there is no other move
}.
explain-rules-royals = • Royals: Shah, Prince, Adventitious king. With two or more, none is bound by check and any may be captured; the last one must be mated.
# $bare: explain-rules-bare-*; $draws: explain-rules-draws-*.
explain-rules-stalemate-loses = • Stalemate loses. { $bare } { $draws }
explain-rules-bare-loses = A bare side loses (bare-king=loses).
explain-rules-bare-survives = A bare Shah does not lose.
explain-rules-draws-none = No draw by repetition or move count.
explain-rules-draws-repetition = Threefold repetition draws.
# $moves: the move rule's number of moves.
explain-rules-draws-move-rule = The { $moves }-move rule draws.
explain-rules-draws-both = Threefold repetition and the { $moves }-move rule draw.
explain-rules-full-extra = • Extra pieces: Sea monster (S) moves as the Vizier; Lion (L), Bull (B) and Revealer (Y) as full-pieces says. /piece shows each.
explain-rules-pawns-timurid = • Pawns step one or two squares forward from any rank and capture diagonally forward. En passant: after a Pawn or Prince double step, an enemy Pawn attacking the passed square may take it on the next move.
# One forced promotion of a Timurid variant: piece names.
explain-rules-promotes-to = { $from } → { $to }
# $forced: explain-rules-promotes-to joined by explain-list-separator.
explain-rules-promotion-timurid = • Promotion on the last rank: { $forced } (forced); the Prince may become a Queen or stay a Prince.
explain-rules-succession = • King's succession: a King attacked with no other legal move may swap with an unattacked own Prince (K<>e2), once per Prince.
# $repetition: the repetition option's value (3 or off).
explain-rules-stalemate-draws = • Stalemate draws. { $repetition ->
    [3] The third occurrence of a position draws.
   *[off] No draw by repetition.
} No castling.
# $variant: the variant's name.
explain-rules-pieces = **Pieces of { $variant }**
# $piece: its name; $letter: its letter; $place: central, side or promotion; $moves: explain-moves-*.
explain-rules-piece = • { $piece } ({ $letter }, { $place ->
    [central] central
    [side] side
   *[promotion] by promotion
}): { $moves }.
explain-rules-also-timurid = Also: Prince (I) king step + 2-square forward move; Elephant (E) 1–2 diagonal; Camel (J) (3,1); Cannon (Z) as in xiangqi. /piece shows any piece.

## The rule options' values in /rules (docs/rules.md §7): explain-option-<key>-<value>.
explain-option-giraffe-min-2 = the Giraffe lands from the 2nd square after its diagonal step
explain-option-giraffe-min-3 = the Giraffe lands from the 3rd square after its diagonal step
explain-option-citadel-immediate = a Shah entering the opponent's citadel draws at once
explain-option-citadel-claim = while his Shah stands in the opponent's citadel, its owner may claim a draw on his turn
explain-option-citadel-second-entry = the first entry allows a draw claim, the second draws at once
explain-option-bare-king-survives = a bare Shah does not lose
explain-option-bare-king-loses = a side left with royals only loses unless it bares the opponent at once
explain-option-repetition-off = no draw by repetition
explain-option-repetition-3 = the third occurrence of a position draws
# $halfmoves: twice the option's number.
explain-option-move-rule-n = { $halfmoves } half-moves without capture, removal or pawn move draw
explain-option-move-rule-unset = not set: no draw by move count
explain-option-symmetry-rotate = Black's array is White's turned 180°
explain-option-symmetry-mirror = Black's array is White's reflected
explain-option-pop-placement-strict = a placed pawn of pawns must fork two enemy pieces or attack one that cannot move
explain-option-pop-placement-loose = a placed pawn of pawns must attack at least one enemy piece
explain-option-swap-any = the Shah may swap when attacked or when there is no other move
explain-option-swap-check-only = the Shah may swap only when attacked
explain-option-full-pieces-cazaux = Lion (3,0), Bull (3,2), Revealer (3,3) leapers
explain-option-full-pieces-forbes = Lion Rook+Giraffe, Bull Picket+Giraffe, Revealer Picket+Rook
explain-option-full-pieces-modern = Lion Knight+Rook, Bull Knight+Bishop, Revealer Queen

## Move suggestions (autocomplete, the picker): "Nb2xc4+ · takes Giraffe, becomes …".
# $san: the move (notation); $notes: the notes below joined by explain-list-separator.
explain-suggest-label = { $san } · { $notes }
# $piece: a piece name.
explain-suggest-takes = takes { $piece }
explain-suggest-becomes = becomes { $piece }
explain-suggest-citadel = citadel
explain-suggest-en-passant = en passant
explain-suggest-placement = placement
explain-suggest-removes = removes { $piece }
explain-suggest-swap = swap with { $piece }
