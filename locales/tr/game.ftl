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
game-error-corrupt = Bu oyunun kaydı bozuk ({ $what }), bu yüzden devam edemez. Lütfen yeni bir oyun başlatın.
game-error-store = Oyun veritabanı hata verdi, hiçbir şey değiştirilmedi: { $cause }

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
game-premove-no-longer-legal = { $move } orada artık geçerli bir hamle değil.
game-premove-ends-early = Oyun şu hamleden sonra biterdi: { $move }; bu yüzden dizi ondan sonra devam edemez.
game-premove-conflict = Bu dizi { $theirs } hamlesine { $yours } ile yanıt veriyor, ama { $n }. diziniz ({ $line }) ona { $stored } ile yanıt veriyor. Önce o diziyi kaldırın ya da onun yanıtına uyun.
game-premove-duplicate = Bu dizi zaten kayıtlı: { $n }. dizi ({ $line }).
game-premove-no-such-line = { $n }. dizi yok: bu oyunda kayıtlı { $count } diziniz var.

## How a game ended.
game-end-checkmate = Şah mat; kazanan: { $winner }
game-end-checkmate-color = { $winner ->
    [white] Beyaz
   *[black] Siyah
} şah matla kazandı
game-end-stalemate-win = Kazanan: { $winner }; { $loser } için geçerli hamle yok (pat kaybettirir)
game-end-stalemate-win-color = { $winner ->
    [white] Beyaz kazandı: Siyahın
   *[black] Siyah kazandı: Beyazın
} geçerli hamlesi yok (pat kaybettirir)
game-end-stalemate-draw = Pat ile beraberlik
game-end-bare-king-win = Kazanan: { $winner }; { $loser } tarafında yalnızca kraliyet taşları kaldı (çıplak şah)
game-end-bare-king-win-color = { $winner ->
    [white] Beyaz kazandı: Siyahın
   *[black] Siyah kazandı: Beyazın
} yalnızca kraliyet taşları kaldı (çıplak şah)
game-end-bare-king-draw = Beraberlik: iki tarafta da yalnızca kraliyet taşları kaldı
game-end-citadel = Beraberlik: bir şah rakibin kalesine girdi
game-end-citadel-claim = Beraberlik talebi: { $claimant }; şahı rakibin kalesinde duruyor
game-end-repetition = Üç kez tekrarla beraberlik
game-end-move-rule = Hamle kuralıyla beraberlik
game-end-resignation = Terk eden: { $loser }; kazanan: { $winner }
game-end-resignation-color = { $winner ->
    [white] Siyah terk etti; Beyaz kazandı
   *[black] Beyaz terk etti; Siyah kazandı
}
game-end-time = Süresi biten: { $loser }; kazanan: { $winner }
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
