# discord texts (tr). The English catalog (en-US) is the source; every id here exists there.

## Styles and shared parts
discord-anyone = herhangi biri
discord-end-with-result = { $end } ({ $result })
discord-in-channel = {" "}(<#{ $channel }> içinde)
discord-the-game-link = Oyun: <#{ $channel }>
discord-shared-below = Aşağıda paylaşıldı{ $link }.

## The error handler
discord-generic-failure = Bot tarafında bir sorun oluştu, bu yüzden hiçbir şey değiştirilmedi. Lütfen birazdan tekrar deneyin.
discord-database-down = Botun oyun veritabanı şu anda kullanılamıyor, bu yüzden hiçbir şey değiştirilmedi. Lütfen birkaç dakika sonra tekrar deneyin.
discord-corrupt-game = { $error } Botun işletmecisi neyin yanlış olduğunu görmek için `timur check` çalıştırabilir.
discord-vacation-running = Zaten tatildesiniz. Önce /{ cmd-vacation-name } { cmd-vacation-end-name } ile tatilinizi bitirin.
discord-options-unreadable = Bu komutun seçenekleri okunamadı (bir değer aralığın dışında olabilir). Lütfen onları menüden seçin.
discord-guild-only = /{ $command } yalnızca bir sunucuda çalışır, özel mesajlarda çalışmaz.
discord-stale-button = Bu düğme artık geçerli değil.

## Finding the game
discord-no-game-here = Bu kanalda oyun yok. /{ cmd-challenge-name } ile bir oyun başlatın.
discord-channel-game-over = Bu kanaldaki oyun bitti: { $end }. /{ cmd-challenge-name } ile yeni bir oyun başlatın.
discord-not-your-move-anywhere = Hiçbir oyununuzda hamle sırası sizde değil ({ $games }).
discord-choose-game = Bir oyun seçin
discord-which-game = { $count } oyununuz var ({ $games }). /{ $command } hangisi için?
discord-no-such-game = #{ $id } numaralı bir oyun yok.
discord-game-not-yours = #{ $id } numaralı oyun ne sizin tarafınızdan ne de bu sunucuda oynandı.
discord-name-a-finished-game = Bu kanalda oyun yok. { cmd-export-opt-game-name }: ile bir oyun belirtin (menü oyunlarınızı listeler; /{ cmd-games-name } { cmd-games-opt-finished-name }:true bitmiş oyunları listeler).
discord-name-a-game = Birden fazla oyununuz var: { cmd-export-opt-game-name }: ile birini belirtin (menü oyunlarınızı listeler).
discord-label-players = { $white } - { $black }
discord-label-opponent = rakip: { $opponent }
discord-label-challenge = meydan okuma
discord-label-your-move = sıra sizde
discord-label-their-move = sıra { $player } oyuncusunda
discord-label-over = bitti

## Buttons
discord-button-accept = Kabul et
discord-button-decline = Reddet
discord-button-resign = Terk et
discord-button-rematch = Rövanş
discord-button-move = Hamle yap
discord-button-back = Geri

## Playing
discord-move-too-long = '{ $input }' bir hamle değil: hamleler kısadır, örneğin e3-e4, Nb2-c4, P@e6 veya citadel.
discord-resign-question = { $opponent } karşısındaki bu oyunu gerçekten terk etmek istiyor musunuz? Bu geri alınamaz.

## The move picker
discord-picker-part = { $name } ({ $part }/{ $parts })
discord-picker-piece = Taş
discord-picker-piece-option = { $piece } { $square } ({ $count } hamle)
discord-picker-choose-piece = Bir taş seçin
discord-picker-pieces = Taşlar
discord-picker-pawns = Piyonlar
discord-picker-choose-destination = Gideceği kareyi seçin
discord-picker-whose = { $color ->
    [white] Beyaz
   *[black] Siyah
}, { $number }. hamle
discord-picker-piece-step = { $note }{ $variant } oyununda sıra sizde ({ $whose }): oynatılacak taşı seçin.
discord-picker-no-move = { $square } karesindeki { $piece } taşının yasal hamlesi yok.{" "}
discord-picker-destination-step = { $square } karesindeki { $piece }: gideceği kareyi seçin.
discord-picker-game-over = Bu oyun bitti, oynanacak bir hamle yok.
discord-picker-not-accepted = Bu meydan okuma henüz kabul edilmedi.
discord-picker-not-a-player = Bu oyunda yalnızca oyuncular hamle yapabilir.
discord-picker-not-your-move = Sıra sizde değil: hamle sırası { $player } oyuncusunda. Onun hamlesinden sonra tahtanın altındaki Hamle yap düğmesine basın.
discord-picker-changed = Bu seçici açıldığından beri konum değişti, bu yüzden hiçbir hamle oynanmadı. En son tahtanın altındaki Hamle yap düğmesine basın.
discord-picker-earlier-board = Bastığınız tahta daha önceki bir konuma ait; güncel konum bu.{" "}

## Conditional moves (/premove)
discord-premove-boards-note = Tahtalar her dizinin nerede bittiğini gösterir. Bir dizi yalnızca rakibiniz ona uyduğu sürece oynanır; başka herhangi bir hamle onu iptal eder.
discord-premove-boards-shown = (1 ile { $count } arasındaki dizilerin tahtaları.)
discord-premove-remove = Sil { $number }
discord-premove-remove-all = Tümünü sil
discord-premove-too-long = '{ $input }' bir dizi için çok uzun: bir dizi en fazla 10 hamle içerir, örneğin 'Nb2xc4 Rd1xc4 e7-e6 Rc4-c1'.
discord-premove-removed-n = { $count } dizi silindi.
discord-premove-removed-line = { $number }. dizi silindi.
discord-premove-stored = { $number }. dizi olarak kaydedildi.
discord-premove-removed-one = Dizi silindi.
discord-premove-removed-all = Tüm dizileriniz silindi.

## /settings
discord-settings-board-mine = Yalnızca size gösterilen tahtalar (/{ cmd-board-name } gibi) sizin tarafınızdan çizilir; oynamadığınız oyunlarda Beyaz alttadır.
discord-settings-board-white = Yalnızca size gösterilen tahtalarda (/{ cmd-board-name } gibi) Beyaz alttadır.
discord-settings-yours = Ayarlarınız. Tahta: { $board }. { $sentence }
discord-settings-server-language = Bu sunucunun duyuru dili: { $language }.
discord-settings-saved = Kaydedildi. { $sentence }
discord-settings-server-only = Ayarlar bir sunucuya aittir.
discord-settings-tournaments-manage = Turnuvaları kimin oluşturabileceğini yalnızca Sunucuyu Yönet iznine sahip üyeler değiştirebilir.
discord-settings-tournaments-role = Artık yalnızca { $role } rolüne (veya Sunucuyu Yönet iznine) sahip üyeler turnuva oluşturabilir.
discord-settings-tournaments-everyone = Artık her üye turnuva oluşturabilir.
discord-settings-language-manage = Bu sunucunun dilini yalnızca Sunucuyu Yönet iznine sahip üyeler değiştirebilir.
discord-settings-language-saved = Bu sunucunun duyuru dili artık: { $language }. Her üyeye verilen yanıtlar kendi Discord dilinde kalır.

## Tournaments
discord-tournament-joined = { $name } turnuvasına kaydoldunuz (şu ana kadar { $count } oyuncu).
discord-tournament-left = { $name } turnuvasından ayrıldınız.

## /challenge
discord-challenge-bot = Bir bota meydan okuyamazsınız.
discord-challenge-computer-unrated = Bilgisayara karşı oyunlar hiçbir zaman puanlı değildir; { cmd-challenge-opt-rated-name }: seçeneğini boş bırakın veya { cmd-challenge-opt-rated-name }:false seçin.
discord-challenge-where-here = burada
discord-challenge-where-thread = <#{ $thread }> içinde
discord-challenge-no-thread-permission = {" "}(Oyun bu kanalda oynanıyor: Burada Herkese Açık Alt Başlık Oluştur iznim yok.)
discord-challenge-thread-refused = {" "}(Oyun bu kanalda oynanıyor: Discord burada alt başlık oluşturmama izin vermedi.)
discord-challenge-computer = Bilgisayara karşı oyununuz (seviye { $level }) { $place } başlıyor.{ $note }
discord-challenge-posted = Meydan okumanız { $place } yayınlandı.{ $note }

## /history and /vacation
discord-history-current = Güncel konum ({ $total }. yarım hamle).
discord-history-start-no-moves = Başlangıç konumu (henüz hiç hamle oynanmadı).
discord-history-start = Başlangıç konumu, 1. hamleden önce.
discord-history-not-played = { $number }. hamle oynanmadı: oyun { $last }. hamlede. Güncel konum ({ $total }. yarım hamle).
discord-history-after = { $number }. hamleden sonraki konum ({ $total } yarım hamlenin { $ply }. hamlesi).
discord-history-no-moves = Henüz hamle yok.
discord-vacation-started = Saatleriniz { $until } tarihine kadar durduruldu ({ $relative }): tüm süreleriniz { $days } gün ileri kayar. { $year } yılında { $allowed } tatil gününden { $used } tanesi kullanıldı. Tatili /{ cmd-vacation-name } { cmd-vacation-end-name } ile erken bitirebilirsiniz.
discord-vacation-ended = Tekrar hoş geldiniz: saatleriniz yeniden işliyor. Kullanılmayan { $count } tatil günü iade edildi.

## /games
discord-games-open-challenge = herhangi biri (açık meydan okuma)
discord-games-challenge-waiting = meydan okuma bekliyor, süresi doluyor: { $expires }
discord-games-never = hiçbir zaman
discord-games-their-move = sıra rakipte
discord-games-deadline = { $turn }, son süre { $deadline }
discord-games-no-limit = { $turn }, süre sınırı yok
discord-games-rated = {" "}(puanlı)
discord-games-line = • <#{ $channel }> rakip: { $opponent } · { $variant }{ $rated } · { $state }
discord-games-won = kazandı
discord-games-drawn = berabere
discord-games-lost = kaybetti
discord-games-finished-line = • <#{ $channel }> #{ $id } rakip: { $opponent } · { $variant } · { $result }{ $when }
discord-games-no-finished = { $player } henüz bitmiş bir oyuna sahip değil.
discord-games-finished-head = { $player } için son bitmiş oyunlar (/{ cmd-export-name } { cmd-export-opt-game-name }:ID ile dışa aktarın, /{ cmd-analysis-name } { cmd-analysis-opt-game-name }:ID ile inceleyin):
discord-games-none = { $player } için devam eden oyun yok.
discord-games-head = { $player } oyunları:
discord-games-more = … ve { $count } oyun daha.
discord-games-on-vacation = { $until } tarihine kadar tatilde ({ $relative }); saatler durduruldu. { $year } yılında { $allowed } tatil gününden { $used } tanesi kullanıldı.
discord-games-vacation-used = { $year } yılında { $allowed } tatil gününden { $used } tanesi kullanıldı.

## /help
discord-help-title = Timur: yazışmalı Timur satrancı.
discord-help-head = { $title } Komutlar:
discord-help-more = Varyantlar ve notasyon: /{ cmd-help-name } { cmd-help-opt-topic-name }:{ cmd-choice-notation }. Tüm taşlar: /{ cmd-help-name } { cmd-help-opt-topic-name }:{ cmd-choice-pieces }.
discord-help-how-to-play-title = Nasıl oynanır
discord-help-how-to-play =
    • Birine /{ cmd-challenge-name } { cmd-challenge-opt-opponent-name }:@kullanıcı ile, bilgisayara { cmd-challenge-opt-opponent-name }:@Timur { cmd-challenge-opt-level-name }:1-8 ile meydan okuyun. Oyunun kendi konusu (thread) açılır.
    • Her tahtanın altındaki **Hamle yap** düğmesiyle oynayın (önce taşı, sonra karesini seçin) ya da /{ cmd-move-name } yazın: menü kurallara uygun hamleler önerir (Nc4, zürafa, takas, citadel…).
    • Süreler: hamle başına 1 ile 14 gün arası, `{ cmd-challenge-opt-days-name }:` ile seçilir (varsayılan 3); süre dolmadan bir hatırlatma gelir, kaçırılan süre oyunu kaybettirir. /{ cmd-vacation-name } saatlerinizi durdurur.
    • Komutlar oyununuzu her kanaldan bulur. /{ cmd-games-name } oyunlarınızı listeler; /{ cmd-export-name } { cmd-export-opt-game-name }:ID oyun dosyasını verir (PGN, GIF veya HTML).
discord-help-variants-title = Varyantlar
discord-help-variants =
    • Timur satrancı (11×10 tahta + iki hisar): `Timur satrancı` (erkek dizilişi), `Timur satrancı (kadın dizilişi)`, `Timur satrancı (İbn Arapşah dizilişi)`.
    • Tam Timur satrancı: aynı tahta; Aslan, Boğa, Kâşif ve Deniz canavarı ile onların piyonları.
    • Timurlu (12×12, satranca yakın; hızlı piyonlar, toplar ve bir Şehzade): Herat, Mirza, Babür, Semerkant ve bunların Vahşi sürümleri (yanlarda Grifonlar, daha güçlü bir merkez taşı).
discord-help-notation-title = Notasyon
discord-help-notation =
    • `e3-e4`: bir piyon hamlesi (piyonların harfi yoktur); `Nb2-c4` ya da `Nb2xc4` (x = alış).
    • `Nc4`, `b2c4`: yalnızca tek bir kurallara uygun hamle eşleşiyorsa kısa yazım da olur.
    • `f9xg10=I`: terfi. `P@e6`: piyon piyonunu yerleştirme. `K<>d3`: Şah'ı d3'teki taşla takas etme.
    • `citadel`: Şah'ınızı girebileceği hisara sokma.
    Büyük harfler taş harfleridir; hatalı bir hamleye verilen yanıt en yakın kurallara uygun hamleleri listeler.

## /piece, /history, /export
discord-piece-unknown = { $variant } oyununda '{ $name }' adında bir taş yok. Taşları: { $pieces }.
discord-players-line = { $variant }: { $white } - { $black }.
discord-export-record = Oyun kaydı: { $players }

## /analysis
discord-analysis-running = Süren bir oyunu analiz etmek hile olur. Oyun bitince /{ cmd-analysis-name } ile yeniden isteyin.
discord-analysis-no-moves = Bu oyunda analiz edilecek hamle yok.
discord-analysis-no-result = sonuç yok
discord-analysis-graph-title = { $white } - { $black } · { $result }
discord-analysis-head = { $white } - { $black } oyununun bilgisayar analizi (pozisyon başına { $nodes } düğüm):
discord-analysis-mistake = • { $played } hata; daha iyisi { $better } idi
discord-analysis-blunder = • { $played } büyük hata; daha iyisi { $better } idi
discord-analysis-no-mistakes = Hata ya da büyük hata yok.

## Descriptions of pictures (alt texts, for screen readers)
discord-alt-legend = { $variant } oyununun tüm taşları, adları ve harfleriyle: { $pieces }
discord-alt-piece = Diyagram: boş bir { $variant } tahtasında { $piece }: { $moves }
discord-alt-eval-graph = { $white } - { $black } oyununun değerlendirme grafiği: her hamleden sonra Beyaz'ın kazanma şansı, +1'den (Beyaz kazanır) -1'e (Siyah kazanır), { $moves } hamle boyunca, hatalar işaretli
discord-alt-rating-chart = { $name } için puan grafiği: her puanlı oyundan sonraki puan, havuz başına
discord-alt-pgn = { $white } - { $black } oyununun kaydı (PGN metni), { $moves } hamle
discord-alt-html = { $white } - { $black } oyununun tekrar izleme sayfası (HTML), { $moves } hamle, tarayıcıda açılır
discord-thread-name = { $variant }: { $challenger } - { $opponent }
discord-thread-name-open = { $variant }: { $challenger } herkese karşı
