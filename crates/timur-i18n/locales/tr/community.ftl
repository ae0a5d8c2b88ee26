# Tournaments, ratings, challenges and server administration (Discord commands).

## /tournament: replies to the author. $name: the event (bold).
community-tournament-created = { $name } turnuvası oluşturuldu; Katıl düğmeli duyurusu bu kanalda birazdan paylaşılacak.
community-tournament-started = { $name } turnuvası { $count } oyuncuyla başladı: { $rounds } tur; 1. turun eşleşmeleri turnuvanın alt başlığında paylaşılacak.
community-tournament-closed = { $name } turnuvasının kayıtları kapandı; /{ cmd-tournament-name } { cmd-tournament-start-name } ile başlatın.
community-tournament-cancelled = { $name } turnuvası iptal edildi.
community-tournament-withdrawn = { $name } turnuvasından çekildiniz.
community-tournament-none = Bu sunucuda henüz turnuva yok. /{ cmd-tournament-name } { cmd-tournament-create-name } ile bir tane oluşturun.
community-tournament-list-line = { $name } · { $format ->
    [swiss] İsviçre sistemi
    [double-round-robin] çift devreli lig
   *[round-robin] tek devreli lig
} · { $status }
community-tournament-list-line-running = { $name } · { $format ->
    [swiss] İsviçre sistemi
    [double-round-robin] çift devreli lig
   *[round-robin] tek devreli lig
} · { $status }, tur { $round }
community-tournament-leave-button = Ayrıl

## /rating and /leaderboard
community-rating-provisional = `?` = geçici: puanın oturması için oyun sayısı çok az ya da ara çok uzun.
community-rating-heading = { $player } oyuncusunun puanları
community-rating-pool-unrated = { $pool }: henüz puanlı oyun yok (1500? ile başlar)
community-rating-pool-line = { $pool }: { $rating } · { $record }
community-rating-record = { $games } oyun: { $won } galibiyet, { $drawn } beraberlik, { $lost } mağlubiyet
community-rating-never = { $player } henüz puanlı bir oyun oynamadı. Herkes 1500? (geçici) ile başlar; puanlı oyunlar `{ cmd-challenge-opt-rated-name }:true` ile yapılan meydan okumalardır (süre sınırı varsa varsayılan budur).
community-leaderboard-line = { $place }. { $player } { $rating } · { $games } oyun
community-leaderboard-line-you = { $place }. { $player } (siz) { $rating } · { $games } oyun
community-leaderboard-empty = Bu sunucuda henüz puanlı { $pool } oyunu oynanmadı, bu yüzden { $pool } sıralaması boş. `/{ cmd-challenge-name }` ile birine meydan okuyun (süre sınırı varsa puanlıdır).
community-leaderboard-title = { $pool } sıralaması
community-leaderboard-heading = { $title } (bu sunucu)
community-leaderboard-ranked = Sıralamada { $count } oyuncu var.
community-leaderboard-server-only = Sıralama bir sunucuya aittir; /{ cmd-leaderboard-name } komutunu bir sunucuda kullanın.

## /admin (server managers)
community-admin-not-manager = Bu sunucuda /{ cmd-admin-name } komutunu yalnızca Sunucuyu Yönet iznine sahip üyeler kullanabilir.
community-admin-server-only = /{ cmd-admin-name } yalnızca bir sunucuda çalışır.
community-admin-none = Bu sunucuda açık oyun ya da meydan okuma yok.
community-admin-heading = Bu sunucunun açık oyunları ve meydan okumaları ({ $count }):
community-admin-line = #{ $id }, { $channel }: { $white } - { $black }, { $state }
community-admin-challenge-waiting = meydan okuma yanıt bekliyor
community-admin-move = { $number }. hamle
community-admin-more = … ve { $count } tane daha.

## /notify
community-notify-on = Sıra size geldiğinde özel mesaj alırsınız (oyun başına saatte en fazla bir tane).
community-notify-digest = Her gün, hamlenizi bekleyen oyunları listeleyen tek bir özel mesaj alırsınız.
community-notify-off = Özel mesaj almazsınız; sıra size geldiğinde oyunun alt başlığında etiketlenirsiniz.
community-notify-closed = { $sentence } Özel mesajlarınız kapalı olduğu için bildirimler kapatıldı: bu sunucunun üyelerinden özel mesajlara izin verin, sonra yeniden /{ cmd-notify-name } { cmd-notify-opt-mode-name }:{ cmd-choice-on } seçin.

## The command rate
community-rate-limited = Bu botun izin verdiğinden daha hızlı komut gönderiyorsunuz (dakikada { $count }). Lütfen { $wait } sonra yeniden deneyin.
