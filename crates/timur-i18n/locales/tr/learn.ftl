# learn texts (tr). Dersler (issue 34): Discord'da /learn, yerel kipte `learn`.

## Bir dersin metni.
learn-piece-intro = { $piece } şöyle gider: { $moves }.
learn-in-variant = { $variant }: { $text }
learn-heading = { $title } · ders { $lesson }/{ $lessons } · görev { $task }/{ $tasks }
learn-task = Görev: { $goal }

## Kural dersleri: başlık ve giriş.
learn-pawns-title = Piyonlar ve terfi
learn-pawns-intro = Timur satrancında her piyon bir taşa aittir ve onun adını taşır: kale piyonu, at piyonu, zürafa piyonu… Bir kare düz ileri gider, bir kare çapraz ileri alır ve son sırasında kendi taşına dönüşür. Çift adım ve geçerken alma yoktur.
learn-prince-title = Şehzade ve birden çok şahane taş
learn-prince-intro = Şah piyonu son sırasında şehzadeye dönüşür. Şehzade şah gibi gider ve o da şahane bir taştır. İki ya da daha çok şahane taşı olan taraf şah kuralına bağlı değildir: şahı saldırı altında kalabilir; yalnızca son şahane taşın mat edilmesi gerekir.
learn-mate-title = Şah ve mat
learn-mate-intro = Bir tarafın tek şahane taşı, yani şahı saldırı altındaysa o taraf şahtadır ve şahtan hemen kurtulmalıdır. Şahtayken hiçbir geçerli hamlesi yoksa mat olur ve oyunu kaybeder.
learn-citadel-title = Hisarlar
learn-citadel-intro = Tahtanın yanında iki hisar vardır: k2'nin yanındaki x1 beyazın, a9'un yanındaki x2 siyahın hisarıdır. Rakibin hisarına yalnızca şah girebilir ve varsayılan olarak oyun o anda berabere biter. Hisardaki bir taş alınamaz.
learn-swap-title = Şah değişimi
learn-swap-intro = Oyunda bir kez, tahtadaki şah kendi taşlarından herhangi biriyle yer değiştirebilir, K<>kare diye yazılır: saldırı altındayken ya da tarafının başka geçerli hamlesi yokken. Değişimden sonra şah saldırı altında olmamalıdır.
learn-pop-title = Piyon piyonu: bekleme ve yerleştirme
learn-pop-intro = Piyon piyonu (PP) son sırasına kaç kez vardığını sayar. İlk seferinde orada bekler: ne gidebilir ne de alınabilir. Sonraki bir hamlede sahibi onu (P@kare) bir piyon olarak iki ya da daha çok rakip taşa saldıracağı ya da sonra hiçbir geçerli hamlesi kalmayan bir taşa saldıracağı yere yerleştirebilir.
learn-pop-later-title = Piyon piyonu: ikinci ve üçüncü varış
learn-pop-later-intro = İkinci varışında piyon piyonu hemen kendi tarafının şah piyonunun başlangıç karesine geçer (burada beyaz için f3). Üçüncü varışında yapma şaha dönüşür: kendi tarafının hisarına da girebilen şahane bir taş.
learn-stalemate-title = Pat kazandırır
learn-stalemate-intro = Timur satrancında geçerli hamlesi kalmayan taraf kaybeder; şahta olsun (mat) ya da olmasın (pat). Rakibi hamlesiz bırakmak beraberlik değil, galibiyettir.
learn-bare-title = Çıplak şah
learn-bare-intro = Meydan okurken seçilen bare-king=loses seçeneğiyle, elinde yalnızca şahane taşlar kalan taraf kaybeder; meğer ki hemen sonraki hamlesi öbür tarafı da çıplak bıraksın. Varsayılan olarak çıplak şah kaybetmez.
learn-succession-title = Kralın veraseti
learn-succession-intro = Saldırı altında olan ve başka geçerli hamlesi bulunmayan Timurlu kral, saldırı altında olmayan kendi şehzadesiyle yer değiştirebilir (K<>kare); her şehzadeyle bir kez.

## Bir görevin istediği.
learn-goal-take = { $piece } taşınızla bir rakip taşı alın.
learn-goal-capture = { $piece } taşınızla { $square } karesindeki taşı alın.
learn-goal-reach = { $piece } taşınızı { $square } karesine götürün.
learn-goal-promote = bir taşı { $piece } taşına terfi ettirin.
learn-goal-mate = bir hamlede mat: mat eden hamleyi bulun.
learn-goal-stalemate = patla kazanın: rakibi şah çekmeden, hiçbir geçerli hamlesi olmadan bırakın.
learn-goal-bare = rakibi çıplak bırakın: şahane taşları dışında kalan son taşını alın.
learn-goal-citadel = oyunu kurtarın: şahınızla rakibin hisarına girin.
learn-goal-swap = kralınız saldırı altında ve kaçamıyor: onu taşlarınızdan biriyle yer değiştirerek kurtarın (K<>kare).
learn-goal-place = bekleyen piyon piyonunuzu (P@kare) iki rakip taşa saldıracağı yere yerleştirin.
learn-goal-en-passant = az önce çift adım atan piyonu geçerken alın.

## Geçerli bir hamlenin görevi neden karşılamadığı.
learn-wrong-take = { $move } geçerli bir hamle, ama { $piece } taşınızla hiçbir şey almıyor.
learn-wrong-capture = { $move } geçerli bir hamle, ama { $piece } taşınızla { $square } karesindeki taşı almıyor.
learn-wrong-reach = { $move } geçerli bir hamle, ama { $piece } taşınızı { $square } karesine götürmüyor.
learn-wrong-promote = { $move } geçerli bir hamle, ama hiçbir taşı { $piece } taşına terfi ettirmiyor.
learn-wrong-no-check = { $move } geçerli bir hamle, ama şah çekmiyor.
learn-wrong-escape = { $move } şah çekiyor, ama rakip { $reply } ile kurtuluyor.
learn-wrong-stalemate-check = { $move } şah çekiyor; pat, rakibi şahta değilken hamlesiz bırakır.
learn-wrong-stalemate = { $move } geçerli bir hamle, ama rakip hâlâ oynayabiliyor, örneğin { $reply }.
learn-wrong-bare = { $move } geçerli bir hamle, ama rakibin şahane taşları dışında bir taşı kalıyor.
learn-wrong-citadel = { $move } geçerli bir hamle, ama şahınız rakibin hisarına girmiyor.
learn-wrong-swap = { $move } geçerli bir hamle, ama kralınızın yer değiştirmesi değil.
learn-wrong-place = { $move } geçerli bir hamle, ama piyon piyonunun yerleştirilmesi değil.
learn-wrong-en-passant = { $move } geçerli bir hamle, ama geçerken alma değil.

## Cevaplar ve ilerleme.
learn-right = Doğru: { $move }.
learn-lesson-done = Ders tamamlandı: { $title } ✓
learn-all-done = Bütün dersleri tamamladınız. Tebrikler! Herhangi bir dersi açıp yeniden oynayabilirsiniz.
learn-list-heading = Dersler ({ $count } dersten { $done } tanesi tamamlandı):
learn-list-tamerlane = Timur satrancı:
learn-list-timurid = Timurlu (12×12):
learn-list-done = ✓ { $number }. { $title }
learn-list-begun = · { $number }. { $title } ({ $solved }/{ $tasks })
learn-list-todo = · { $number }. { $title }
learn-continue = Devam: { $title }, görev { $task }/{ $tasks }.
learn-unknown = "{ $value }" adında bir ders yok; liste hepsini gösteriyor.

## Tahta resmi: başlık ve açıklama.
learn-caption = Ders: { $title } · görev { $task }/{ $tasks }
learn-alt = "{ $title }" dersinin tahtası, görev { $task }/{ $tasks }, sıra { $color ->
    [white] beyazda
   *[black] siyahta
}. Beyaz: { $white }. Siyah: { $black }.
learn-alt-piece = { $piece } { $square }
learn-alt-marked = { " " }İşaretli kareler: { $squares }.

## Discord: /learn düğmeleri ve menüleri.
learn-button-next = Sonraki
learn-button-lessons = Dersler
learn-button-continue = Devam et
learn-open-lesson = Bir ders açın
learn-open-lesson-part = Bir ders açın ({ $part }/{ $parts })

## Yerel kip: derslerdeki komut satırı.
learn-local-hint = Cevap olarak bir hamle yazın (ör. Gc3xg4); 'next' bu görevi atlar, 'lessons' listeyi gösterir, 'learn <ders>' başka bir ders açar, 'back' oyununuza döner.
learn-local-back = Oyununuza dönüldü.
