# game texts (tr). The English catalog (en-US) is the source; every id here exists there.

catalog-plies = { $count ->
    [one] { $count } hamle
   *[other] { $count } hamle
}

## Why the game service refused an action (GameError).
game-error-no-game = Burada oyun yok.
game-error-game-over = Bu oyun bitti.
game-error-no-such-game = Bu oyun artık yok.
game-error-channel-busy = Burada zaten bir oyun ya da meydan okuma sürüyor. Önce onu bitirin ya da bir alt başlıkta oynayın.
game-error-self-challenge = Kendinize meydan okuyamazsınız.
game-error-bad-position = Bu başlangıç konumu kullanılamaz: { $reason }
game-error-not-your-game = Bu oyunda oynamıyorsunuz.
game-error-not-challenged = Bu meydan okumayı yalnızca davet edilen oyuncu yanıtlayabilir.
game-error-not-challenger = Bu meydan okumayı yalnızca meydan okuyan geri çekebilir.
game-error-challenge-closed = Bu meydan okuma artık açık değil.
game-error-not-started = Meydan okuma henüz kabul edilmedi.
game-error-not-your-turn = Sıra sizde değil; hamle sırası: { $opponent }.
game-error-no-claim = Şu anda kale beraberliği talep edemezsiniz: şahınız rakibin kalesinde durmalı (kural seçeneği citadel=claim veya second-entry).
game-error-challenge-expired = Bu meydan okumanın süresi doldu: 48 saat içinde kabul edilmedi.
game-error-bad-days = Hamle başına gün sayısı 1, 2, 3, 5, 7, 10 veya 14 olmalı (ya da sınırsız).
game-error-time-up = Bu hamle için süreniz doldu; oyun süreden kaybedildi.
game-error-draw-already-offered = Zaten beraberlik teklif ettiniz; teklif rakibiniz hamle yapana kadar geçerli.
game-error-offer-gone = Bu teklif artık geçerli değil.
game-error-not-for-you = Bunu yalnızca şu oyuncu yanıtlayabilir: { $player }.
game-error-abort-too-late = Bir oyun ancak iki taraf da hamle yapmadan önce iptal edilebilir. Bunun yerine terk edin ya da beraberlik teklif edin.
game-error-no-takeback = Yalnızca kendi son hamlenizi, rakibiniz karşılık vermeden önce geri almak isteyebilirsiniz.
game-error-takeback-pending = Hamlenizi geri almayı zaten istediniz; yanıtı bekleyin.
game-error-takeback-used = Burada zaten bir hamle geri aldınız; bir sonraki geri almadan önce bir hamle yapın.
game-error-no-rematch = Rövanş yalnızca iki oyuncu arasında biten bir oyunun ardından yapılabilir.
game-error-bad-vacation = Tatil 1 ile 30 gün arasında sürer.
game-error-vacation-running = Zaten tatildesiniz; önce onu bitirin.
game-error-vacation-budget = Bu yıl yalnızca { $left } tatil gününüz kaldı (takvim yılı başına 30).
game-error-no-vacation = Tatilde değilsiniz.
game-error-too-many-open-challenges = Yanıt bekleyen { $max } meydan okumanız var; izin verilen en fazla sayı bu. Biri yanıtlanana ya da süresi dolana kadar bekleyin veya birini geri çekin, sonra yeniden deneyin.
game-error-too-many-challenges = Son bir saatte { $max } meydan okuma yaptınız; izin verilen en fazla sayı bu. Yeniden meydan okuyabilmeniz için kalan süre: { $wait }.
game-error-not-in-this-server = Bu oyun bu sunucuda değil.
game-error-conflict = İşleminiz yapılırken oyun değişti; hiçbir şey değiştirilmedi. Lütfen tahtaya yeniden bakın.
game-error-position-changed = Bu gösterildiğinden beri konum değişti, bu yüzden hamle yapılmadı. Lütfen en son tahtaya bakın.
game-error-corrupt = Bu oyunun kaydı bozuk (oyun { $game }), bu yüzden devam edemez. Lütfen yeni bir oyun başlatın.
game-error-store = Oyun veritabanı hata verdi, hiçbir şey değiştirilmedi.

game-wait-seconds = { $count } saniye
game-wait-minutes = { $count } dakika

## rules::OptionError
game-option-not-key-value = '{ $word }' anahtar=değer biçiminde değil. { $variant } için geçerli seçenekler: { $valid }
game-option-unknown-key = bilinmeyen seçenek '{ $key }'. { $variant } için geçerli seçenekler: { $valid }
game-option-repeated = '{ $key }' seçeneği iki kez verildi. { $variant } için geçerli seçenekler: { $valid }
game-option-bad-value = '{ $value }', { $key } için geçerli bir değer değil. { $variant } için geçerli seçenekler: { $valid }

## PremoveError
game-premove-your-turn = Sıra sizde, önceden yanıtlanacak bir şey yok: hamlenizi yapın. Koşullu hamleler rakibinizin bir sonraki hamlesine yanıt verir.
game-premove-empty = Rakibinizin bir sonraki hamlesiyle başlayan, her birinin ardından sizin yanıtınızın geldiği bir hamle dizisi verin, örneğin 'Nb2xc4 Rd1xc4'.
game-premove-too-long = Bir dizi en fazla 10 yarım hamle içerir (rakibinizin 5 hamlesi, her birine sizin yanıtınız); bu dizide { $count } var.
game-premove-no-reply = Bir dizi sizin yanıtınızla biter: şu hamleden sonra ne oynayacağınızı ekleyin: { $move }.
game-premove-too-many = Bu oyunda zaten 16 diziniz var; izin verilen en fazla sayı bu. Önce birini kaldırın.
game-premove-illegal-theirs = Dizinin { $index }. hamlesi (rakibinizin hamlesi): { $reason }
game-premove-illegal-yours = Dizinin { $index }. hamlesi (sizin yanıtınız): { $reason }
game-premove-theirs-is-yours = Dizinin { $index }. hamlesi ({ $move }) kendi taşlarınızdan birini oynatıyor: bir dizi rakibinizin hamlesiyle başlar, ardından sizin yanıtınız gelir.
game-premove-no-longer-legal = { $move } orada artık geçerli bir hamle değil.
game-premove-ends-early = Oyun şu hamleden sonra biterdi: { $move }; bu yüzden dizi ondan sonra devam edemez.
game-premove-conflict = Bu dizi { $theirs } hamlesine { $yours } ile yanıt veriyor, ama { $n }. diziniz ({ $line }) ona { $stored } ile yanıt veriyor. Önce o diziyi kaldırın ya da onun yanıtına uyun.
game-premove-duplicate = Bu dizi zaten kayıtlı: { $n }. dizi ({ $line }).
game-premove-no-such-line = { $n }. dizi yok: bu oyunda kayıtlı { $count } diziniz var.

## How a game ended.
game-end-checkmate = { $you ->
    [winner] Şah mat; kazandınız
   *[none] Şah mat; kazanan: { $winner }
}
game-end-checkmate-color = { $winner ->
    [white] Beyaz
   *[black] Siyah
} şah matla kazandı
game-end-stalemate-win = { $you ->
    [winner] Kazandınız; { $loser } için geçerli hamle yok (pat kaybettirir)
    [loser] Kazanan: { $winner }; geçerli hamleniz yok (pat kaybettirir)
   *[none] Kazanan: { $winner }; { $loser } için geçerli hamle yok (pat kaybettirir)
}
game-end-stalemate-win-color = { $winner ->
    [white] Beyaz kazandı: Siyahın
   *[black] Siyah kazandı: Beyazın
} geçerli hamlesi yok (pat kaybettirir)
game-end-stalemate-draw = Pat ile beraberlik
game-end-bare-king-win = { $you ->
    [winner] Kazandınız; { $loser } tarafında yalnızca kraliyet taşları kaldı (çıplak şah)
    [loser] Kazanan: { $winner }; sizde yalnızca kraliyet taşları kaldı (çıplak şah)
   *[none] Kazanan: { $winner }; { $loser } tarafında yalnızca kraliyet taşları kaldı (çıplak şah)
}
game-end-bare-king-win-color = { $winner ->
    [white] Beyaz kazandı: Siyahın
   *[black] Siyah kazandı: Beyazın
} yalnızca kraliyet taşları kaldı (çıplak şah)
game-end-bare-king-draw = Beraberlik: iki tarafta da yalnızca kraliyet taşları kaldı
game-end-citadel = Beraberlik: bir şah rakibin kalesine girdi
game-end-citadel-claim = { $who ->
    [you] Beraberlik talebi: siz; şahınız rakibin kalesinde duruyor
   *[name] Beraberlik talebi: { $claimant }; şahı rakibin kalesinde duruyor
}
game-end-repetition = Üç kez tekrarla beraberlik
game-end-move-rule = Hamle kuralıyla beraberlik
game-end-resignation = { $you ->
    [winner] Terk eden: { $loser }; kazandınız
    [loser] Terk ettiniz; kazanan: { $winner }
   *[none] Terk eden: { $loser }; kazanan: { $winner }
}
game-end-resignation-color = { $winner ->
    [white] Siyah terk etti; Beyaz kazandı
   *[black] Beyaz terk etti; Siyah kazandı
}
game-end-time = { $you ->
    [winner] Süresi biten: { $loser }; kazandınız
    [loser] Süreniz bitti; kazanan: { $winner }
   *[none] Süresi biten: { $loser }; kazanan: { $winner }
}
game-end-time-color = { $winner ->
    [white] Siyahın süresi bitti; Beyaz kazandı
   *[black] Beyazın süresi bitti; Siyah kazandı
}
game-end-agreement = Anlaşmayla beraberlik
game-end-abort = Oyunu iptal eden: { $by }
game-end-declined = Meydan okumayı reddeden: { $by }
game-end-withdrawn = Meydan okumayı geri çeken: { $by }
game-end-expired = Meydan okuma 48 saat içinde yanıtlanmadı ve süresi doldu
game-end-other = Oyun bitti

game-result-line = Oyun bitti: { $sentence } ({ $code }).
game-result-line-no-result = { $sentence }.

## The lines announcements are made of.
game-variant-default = { $variant } (standart kurallar)
game-variant-options = { $variant } (seçenekler: { $options })
game-time-control = { $days ->
    [0] süre sınırı yok
   *[other] hamle başına { $days } gün
}
game-color = { $color ->
    [white] Beyaz
   *[black] Siyah
}
game-player-color = { $player } ({ $color ->
    [white] Beyaz
   *[black] Siyah
})
game-sides = Beyaz: { $white }, Siyah: { $black }.
game-deadline = Hamle için son tarih ({ $player }): { $time }.
game-challenge-tail = { $days ->
    [0] Süre sınırı yok
   *[other] Hamle başına { $days } gün
}; meydan okumanın süresi { $expires } doluyor.
game-challenge-rated = Puanlı oyun.
game-challenge-casual = Dostluk oyunu (puansız).
game-challenge-open = { $challenger } açık bir { $variant } meydan okuması yaptı: isteyen kabul edebilir. { $rated_challenger } { $color ->
    [white] Beyaz
   *[black] Siyah
} oynuyor. { $tail }
game-challenge-direct = { $challenged }, { $challenger } size bir { $variant } oyunu için meydan okuyor. { $sides } { $tail }
game-turn = { $who ->
    [you] Hamle sırası sizde.
   *[name] { $player }, hamle sırası sizde.
}
game-turn-check = { $who ->
    [you] Şah! Hamle sırası sizde.
   *[name] Şah! { $player }, hamle sırası sizde.
}
game-played = { $who ->
    [you] Oynadınız: { $move }.
   *[name] { $player } oynadı: { $move }.
}
game-played-conditional = { $who ->
    [you] Oynadınız: { $move } (koşullu hamle).
   *[name] { $player } oynadı: { $move } (koşullu hamle).
}
game-board-head = { $black_who ->
   *[name] { $variant }: { $white } - { $black }.
}
game-board-challenge = Meydan okuma henüz kabul edilmedi.
game-board-last-move = Son hamle: { $move }.
game-board-turn = { $who ->
    [you] Hamle { $number }, sıra sizde.
   *[name] Hamle { $number }, sıra: { $player }.
}

## Answers offered with an announcement.
game-action-accept = Kabul et
game-action-decline = Reddet
game-action-resign = Terk et
game-action-rematch = Rövanş
game-action-move = Hamle

## Announcements.
game-start-begins = Oyun başlıyor: { $variant }.
game-start-accepted = { $challenger_who ->
    [you] { $player } meydan okumanızı kabul etti: { $variant } oyunu başlıyor.
   *[name] { $player } meydan okumayı kabul etti (meydan okuyan: { $challenger }): { $variant } oyunu başlıyor.
}
game-start-computer-first = İlk hamleyi bilgisayar yapıyor; tahta onun hamlesiyle birlikte gelecek.
game-takeback-computer = { $player } son hamlesini geri aldı (bilgisayara karşı: her hamlede bir geri alma).
game-takeback-agreed = { $player } son hamlenin geri alınmasını kabul etti.
game-draw-offer = { $player } beraberlik teklif ediyor. { $opponent }, kabul ediyor musunuz?
game-takeback-request = { $player } son hamlesini geri almak istiyor. { $opponent }, kabul ediyor musunuz?
game-draw-declined = { $player } beraberlik teklifini reddetti. Oyun devam ediyor.
game-takeback-declined = { $player } geri almayı reddetti. Oyun devam ediyor.
game-reminder = { $player }, hatırlatma: { $variant } oyununda hamle sırası sizde. Hamlenizi yapın, yoksa oyun süreden kaybedilir.
game-reminder-deadline = { $player }, hatırlatma: { $variant } oyununda hamle sırası sizde. Son tarih: { $time }; hamlenizi yapın, yoksa oyun süreden kaybedilir.
game-over-plain = Oyun bitti.
game-challenge-expired-notice = { $player }, meydan okumanız 48 saat içinde yanıtlanmadı ve süresi doldu.
game-ratings-line = Puanlar: { $white } · { $black }
game-move-unposted = Oynadığınız hamle: { $move }. Tahtası kanala gönderilemedi; /{ cmd-board-name } ile görebilirsiniz.

## What the author of an action is told.
game-receipt-move = Oynadığınız hamle: { $move }. Tahta kanalda gelecek.
game-receipt-move-final = Oynadığınız hamle: { $move }. Oyun bitti; tahta ve sonuç gelecek.
game-receipt-draw-offer = Beraberlik teklif ettiniz. Rakibiniz kabul edebilir ya da reddedebilir; hamle yaptığında teklif geçersiz olur.
game-receipt-takeback-request = Son hamlenizi geri almak istediniz; rakibiniz yanıtlayacak.
game-receipt-abort = Oyunu iptal ettiniz. Oyun sonuçsuz bitiyor.
game-receipt-citadel-claim = Kale beraberliği talep ettiniz: oyun berabere.
game-receipt-agreement = Rakibiniz beraberlik teklif etmişti, bu yüzden oyun berabere.
game-receipt-resigned = Terk ettiniziz.
game-answer-accepted = Meydan okumayı kabul ettiniz: oyun başlıyor, tahta geliyor.
game-answer-declined = Meydan okumayı reddettiniziz.
game-answer-withdrawn = Meydan okumanı geri çektiniz.
game-answer-draw-accepted = Beraberliği kabul ettiniz: oyun berabere.
game-answer-draw-declined = Beraberlik teklifini reddettiniziz.
game-answer-takeback-allowed = Geri almaya izin verdiniz: hamle geri alındı, tahta geliyor.
game-answer-takeback-declined = Geri almayı reddettiniziz.
game-answer-rematch-asked = Renkler değişmiş olarak rövanş istediniz: meydan okumanız gönderildi.
game-answer-rematch-accepted = Rövanşı kabul ettiniz: oyun başlıyor, tahta geliyor.
game-receipt-computer-thinking = Oynadığınız hamle: { $move }. Bilgisayar düşünüyor; yanıtı ve tahta gelecek.

## A question's text once it is no longer open.
game-retired-open-challenge = { $challenger } açık bir { $variant } meydan okuması yaptı.
game-retired-challenge = { $challenger } bir { $variant } oyunu için meydan okudu: { $challenged }.
game-retired-challenge-accepted = { $by } kabul etti: oyun başladı.
game-retired-declined = { $by } reddetti.
game-retired-withdrawn = { $by } meydan okumayı geri çekti.
game-retired-expired = Meydan okuma yanıtlanmadan süresi doldu.
game-retired-challenge-closed = Meydan okuma artık açık değil.
game-retired-draw-accepted = { $by } kabul etti: oyun berabere.
game-retired-takeback-accepted = { $by } kabul etti: hamle geri alındı.
game-retired-offer-lapsed = Teklif bir sonraki hamleyle geçersiz oldu.
game-retired-request-lapsed = İstek bir sonraki hamleyle geçersiz oldu.
game-retired-game-ended = Oyun yanıt gelmeden bitti.
game-retired-draw-offer = { $player } beraberlik teklif etti.
game-retired-takeback-request = { $player } son hamlesini geri almak istedi.
game-retired-question-closed = Bu soru artık açık değil.

## Direct messages about games waiting for a move.
game-notify-turn = Hamle sırası sizde; rakip: { $opponent }, oyun: { $variant } (hamle { $number }).
game-notify-digest = Günlük özet: { $count } oyun hamlenizi bekliyor.
game-notify-digest-more = ve { $count } oyun daha.

## Descriptions of pictures (alt text).
game-alt-board-after = { $move } sonrası tahta
game-alt-board-start = Başlangıçtaki tahta
game-alt-board-result = oyun bitti: { $code }
game-alt-board-over = oyun bitti
game-alt-board-turn = hamle sırası { $color ->
    [white] Beyazda
   *[black] Siyahta
}
game-alt-board-check = şah altında
game-alt-board-from-black = Siyahın tarafından görünüm
game-alt-separator = {", "}
game-alt-standings = { $name } puan tablosu: { $lines }
game-alt-standings-cross = { $name } puan tablosu ve çapraz tablo: { $lines }
game-alt-animation = Tüm oyun, { $white } - { $black }, { $count } yarım hamle, animasyon olarak
game-alt-animation-result = Tüm oyun, { $white } - { $black }, { $count } yarım hamle, animasyon olarak, sonuç { $code }

## The list of a player's conditional moves.
game-premove-dropped = Dizilerinizden biri kaldırıldı; yanıtı: { $note }
game-premove-none = Bu oyunda kayıtlı koşullu hamleniz yok.
game-premove-list = Bu oyundaki koşullu hamleleriniz ({ $count } / { $max }; yalnızca siz görürsünüz):
game-premove-list-line = Dizi { $n }: { $line }

## The caption above a board picture.
game-caption-players = { $white } - { $black }
game-caption-turn = hamle { $number }, sıra { $color ->
    [white] Beyazda
   *[black] Siyahta
}

## Why a tournament action was refused (TournamentError). $name: the event (bold).
game-tournament-no-such = Bu sunucuda bu adda bir turnuva yok.
game-tournament-bad-name = Turnuva adı 1 ile 50 karakter arasındadır.
game-tournament-name-taken = Bu sunucuda zaten { $name } adlı açık bir turnuva var; başka bir ad seçin.
game-tournament-too-many-players = Bir { $format ->
    [swiss] İsviçre sistemi turnuvası
    [double-round-robin] çift devreli lig
   *[round-robin] tek devreli lig
} en fazla { $max } oyuncu alır.
game-tournament-too-few-allowed = Bir { $format ->
    [swiss] İsviçre sistemi turnuvası
    [double-round-robin] çift devreli lig
   *[round-robin] tek devreli lig
} en az { $min } oyuncu gerektirir.
game-tournament-bad-rounds = İsviçre sistemi 1 ile 15 tur arasındadır (lig usulünde tur sayısı oyuncu sayısından çıkar).
game-tournament-signup-closed = Kayıtlar kapandı: { $name }.
game-tournament-full = Turnuva dolu: { $name }.
game-tournament-already-in = Zaten kayıtlısınız: { $name }.
game-tournament-not-in = Kayıtlı değilsiniz: { $name }.
game-tournament-not-organizer = Bunu yalnızca turnuvayı oluşturan kişi ya da bir sunucu yöneticisi yapabilir.
game-tournament-not-enough-players = Başlamak için en az { $min } oyuncu gerekiyor, kayıtlı { $have } oyuncu var: { $name }.
game-tournament-wrong-status = Turnuva durumu: { $status ->
    [signup] kayıtlar açık
    [closed] kayıtlar kapalı
    [running] sürüyor
    [finished] bitti
   *[cancelled] iptal edildi
} ({ $name }); bu yüzden bu şimdi yapılamaz.
game-tournament-already-withdrawn = Zaten çekildiniz: { $name }.
game-tournament-start-in-past = Başlangıç zamanı gelecekte olmalı.
game-tournament-role-required = Bu sunucuda turnuvayı yalnızca <@&{ $role }> rolüne (veya Sunucuyu Yönet iznine) sahip üyeler oluşturabilir.

game-tournament-status = { $status ->
    [signup] kayıtlar açık
    [closed] kayıtlar kapalı
    [running] sürüyor
    [finished] bitti
   *[cancelled] iptal edildi
}

## Tournament posts. $name: the event (bold).
game-tournament-header = 🏆 { $name } · { $variant } · { $format ->
    [swiss] İsviçre sistemi
    [double-round-robin] çift devreli lig
   *[round-robin] tek devreli lig
} · { $days ->
    [0] süre sınırı yok
    [one] hamle başına { $days } gün
   *[other] hamle başına { $days } gün
} · { $rated ->
    [yes] puanlı
   *[no] puansız
}
game-tournament-join = Katıl
game-tournament-open = Kayıtlar açık ({ $count } oyuncu kayıtlı, en fazla { $max }; en az { $min } oyuncuyla başlar). Oynamak için { $join } düğmesine basın.
game-tournament-open-at = Kayıtlar açık ({ $count } oyuncu kayıtlı, en fazla { $max }; en az { $min } oyuncuyla { $time } kendiliğinden başlar). Oynamak için { $join } düğmesine basın.
game-tournament-closed = Kayıtlar kapandı; turnuva birazdan başlıyor.
game-tournament-running = Sürüyor: tur { $round }/{ $rounds }.
game-tournament-finished = Bitti.
game-tournament-cancelled = İptal edildi.
game-tournament-no-players = Henüz kayıtlı oyuncu yok.
game-tournament-players = Oyuncular: { $players }
game-tournament-separator = {", "}
game-tournament-round = { $name } · tur { $round }/{ $rounds }: oyunlar şimdi başlıyor, her biri kendi alt başlığında.
game-tournament-bye = Bay (1 puan): { $player }
game-tournament-board = { $board }. { $white } – { $black }
game-tournament-forfeit = { $board }. { $white } – { $black } (hükmen, { $result })
game-tournament-and = {" ve "}
game-tournament-over = 🏆 { $name } sona erdi. Kazanan: { $winners }.
game-tournament-final-standings = Son puan durumu:
game-tournament-standings-after = { $name } · şu ana kadar oynanan oyunlara göre puan durumu (tur { $round }/{ $rounds }):
game-tournament-sb = SB { $value }
game-tournament-bh = BH-1 { $cut }, BH { $full }
game-tournament-line = { $rank }. { $name } { $score } ({ $tiebreaks })
game-tournament-withdrew = { $name } (çekildi)
game-tournament-game = { $name } · tur { $round }, masa { $board }: { $white } (Beyaz) - { $black } (Siyah)
game-tournament-thread = { $name } T{ $round }: { $white } - { $black }
game-tournament-cancelled-post = { $name } iptal edildi. Süren oyunlar normal oyun olarak sonuna kadar oynanır.

## Only the result is known (a pasted PGN's result).
game-end-won-color = { $winner ->
    [white] Beyaz kazandı
   *[black] Siyah kazandı
}
game-end-drawn = Berabere

## A game's replay (the GIF, the HTML page): frame captions, the result line, the page title.
game-replay-players = { $white } - { $black }
game-replay-start = { $players } · { $variant } · başlangıç konumu
game-replay-ply = { $players } · { $move }
game-replay-end = { $players } · { $result } ({ $move } sonrasında)
game-replay-end-no-moves = { $players } · { $result }
game-replay-result = { $code } · { $sentence }
game-replay-in-progress = oyun sürüyor
game-replay-title = { $white } - { $black } · { $variant }

## The computer player's name, stored when a game against it starts.
game-computer-name = Timur (bilgisayar, seviye { $level })
game-premove-dropped-reply = Dizilerinizden biri kaldırıldı; yanıtı { $reply } { $reason ->
    [illegal] bu konumda kurallara uygun bir hamle değildi.
    [ambiguous] birden çok hamle anlamına gelebiliyordu.
    [unreadable] hamle olarak okunamadı.
    [game-over] oynanmadı: oyun zaten bitmişti.
   *[other] oynanamadı.
}

game-sentence-gap = {" "}
