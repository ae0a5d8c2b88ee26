# local texts (tr). The English catalog (en-US) is the source; every id here exists there.
# Local mode (`timur local`). The words typed at the prompt (move, board, resign, ...) stay
# English; `local-yes` is the word accepted besides "yes" to confirm a resignation.

local-help =
    Komutlar:
      move <hamle>  bir hamle yap, ör. move e3-e4, move Nb2-c4, move Nc4, move P@e6, move K<>d3, move citadel
      <hamle>       'move' sözcüğü olmadan aynısı
      board         tahtayı yeniden göster (ve resmini yaz)
      moves         geçerli hamleleri listele
      resign        sırası gelen taraf terk eder (önce sorar: evet diye yanıtlayın)
      claim         kale beraberliğini talep et (seçenekler citadel=claim / second-entry)
      new [varyant] [anahtar=değer ...]   bu oyun bitince yeni bir oyun başlat
      export [pgn|gif|html]   oyunu tahtaların yanına bir dosya olarak yaz ve yolunu göster
      analysis      oyun bitince: bilgisayar analizi (doğruluk, hatalar, tahtalar, tekrar)
      premove <dizi>    sırası olmayan taraf için: rakibin sonraki hamlesine önceden yanıt ver,
                    ör. premove Nb2xc4 Rd1xc4 (onun hamlesi, yanıtınız, ...; en çok 10 yarım hamle)
      premove list | premove remove <n> | premove clear   kayıtlı dizileri göster ya da sil
      learn [ders]   dersler: her taşın nasıl gittiği ve özel kurallar, görevlerle (ilerlemeniz saklanır)
      help          bu metin
      quit          çık (oyun kaydedildi; devam etmek için `timur local` komutunu yeniden çalıştırın)
local-bad-against = --against computer ya da computer:N alır (N 1 ile 8 arası), '{ $value }' değil
local-bad-color = --color white ya da black alır, '{ $value }' değil
local-bad-lang = Bilinmeyen dil '{ $value }': şunlardan birini kullanın: { $tags }
local-cannot-create = { $path } oluşturulamıyor: { $error }
local-game-gif = Oyun GIF'i
local-no-game-gif = (oyun GIF'i yok: { $error })
local-written = { $label }: { $path }
local-cannot-write = ({ $path } yazılamadı: { $error })
local-gif-failed = GIF oluşturulamadı: { $error }.
local-unknown-format = Bilinmeyen dışa aktarma biçimi '{ $format }': gif, html ya da pgn kullanın.
local-exported = Dışa aktarıldı
local-picture = Resim: { $path }
local-set-aside = '{ $game }' oyununda henüz hamle yoktu: bir kenara bırakıldı, yeni bir oyun başlıyor.
local-resuming = '{ $game }' oyununa devam ediliyor ({ $variant }).
local-last-ended = Son oyun '{ $game }' bitti: { $end }. Yeni bir oyun başlıyor.
local-type-help = Komutlar için 'help' yazın.
local-changed-elsewhere = Oyun başka bir pencerede değiştirildi; şimdiki hâli bu. Lütfen yeniden deneyin.
local-over-result = Bu oyun bitti ({ $result }). Yenisini başlatmak için 'new' yazın, ör. new herat.
local-finished = bitti
local-no-legal-moves = Geçerli hamle yok.
local-resign-ask = { $side ->
    [white] Beyaz
   *[black] Siyah
} olarak gerçekten terk etmek istiyor musunuz? Bu geri alınamaz. Terk etmek için 'evet' yazın; başka her şey oyunu sürdürür.
local-yes = evet
local-finish-first = Önce bu oyunu bitirin (resign bitirir).
local-saved = Oyun kaydedildi. Devam etmek için `timur local` komutunu yeniden çalıştırın.
local-not-a-line-number = '{ $value }' bir dizi numarası değil; premove list onları gösterir.
local-remove-needs-number = Silinecek dizinin numarasını verin: premove remove <n> (numaraları premove list gösterir).
local-resign-cancelled = Terk etmediniz; oyun sürüyor.
local-end-with-result = { $end } ({ $result })
local-wanted-computer = bilgisayara karşı { $level }. seviyede bir oyun
local-wanted-variant = bir { $variant } oyunu
local-wanted-rules = başka kurallarla bir oyun
local-opponent-computer = bilgisayara karşı, seviye { $level }
local-opponent-keyboard = klavye başında iki oyuncu
local-plies = { $count ->
    [one] { $count } yarım hamle
   *[other] { $count } yarım hamle
}
local-in-progress = '{ $game }' oyunu ({ $variant }, { $opponent }, { $plies } oynandı) hâlâ sürüyor, bu yüzden { $wanted } olamaz. { $flag } olmadan devam edin, terk edin ya da --game AD ile başka bir oyun başlatın.
local-over = Bu oyun bitti. Yenisini başlatmak için 'new' yazın.
local-player-white = Beyaz
local-player-black = Siyah
local-player-you = Siz
local-anyone = herkes

local-db-cannot-open = { $path } oyun veritabanı açılamıyor ya da yazılamıyor, bu yüzden yerel mod başlatılamıyor. --db (ya da DATABASE_URL) ile yazma izniniz olan bir klasördeki bir dosyayı belirtin.
local-db-not-a-database = { $path } bir Timur oyun veritabanı değil, bu yüzden yerel mod başlatılamıyor. --db (ya da DATABASE_URL) ile bir Timur veritabanının yolunu ya da yeni bir dosya adı belirtin.
local-delivery-failed = Oyunun son duyuruları oyun veritabanından okunamadı; saklanıyorlar ve bir sonraki komutunuzdan sonra gösterilecekler.
local-computer-failed = Bilgisayar bu sefer hamlesini yapamadı. Hamlesini yapabilmesi için 'quit' yazıp `timur local` komutunu yeniden çalıştırın.
local-unknown-variant = Bilinmeyen varyant '{ $value }': şunlardan birini kullanın: { $variants }
