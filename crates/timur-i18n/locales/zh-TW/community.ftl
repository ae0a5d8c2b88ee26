# Tournaments, ratings, challenges and server administration (Discord commands).

## /tournament: replies to the author. $name: the event (bold).
community-tournament-created = 錦標賽 { $name } 已建立；附有「加入」按鈕的公告隨後會發在這個頻道。
community-tournament-started = 錦標賽 { $name } 已開始：共 { $count } 名棋手，{ $rounds } 輪；第 1 輪的對陣隨後會發在它的討論串裡。
community-tournament-closed = { $name } 的報名已截止；請用 /{ cmd-tournament-name } { cmd-tournament-start-name } 開始錦標賽。
community-tournament-cancelled = 錦標賽 { $name } 已取消。
community-tournament-withdrawn = 你已退出錦標賽 { $name }。
community-tournament-none = 本伺服器還沒有錦標賽。用 /{ cmd-tournament-name } { cmd-tournament-create-name } 建立一場吧。
community-tournament-list-line = { $name } · { $format ->
    [swiss] 瑞士制
    [double-round-robin] 雙循環賽
   *[round-robin] 單循環賽
} · { $status }
community-tournament-list-line-running = { $name } · { $format ->
    [swiss] 瑞士制
    [double-round-robin] 雙循環賽
   *[round-robin] 單循環賽
} · { $status }，第 { $round } 輪
community-tournament-leave-button = 退出

## /rating and /leaderboard
community-rating-provisional = `?` = 暫定：對局太少或中斷太久，等級分還沒有穩定下來。
community-rating-heading = { $player } 的等級分
community-rating-pool-unrated = { $pool }：還沒有計分對局（起始為 1500?）
community-rating-pool-line = { $pool }：{ $rating } · { $record }
community-rating-record = { $games } 局：{ $won } 勝 { $drawn } 和 { $lost } 負
community-rating-never = { $player } 還沒有下過計分對局。每個人都從 1500?（暫定）起步；以 `{ cmd-challenge-opt-rated-name }:true` 發起的挑戰才是計分對局（有時間限制時預設計分）。
community-leaderboard-line = { $place }. { $player } { $rating } · { $games } 局
community-leaderboard-line-you = { $place }. { $player }（你） { $rating } · { $games } 局
community-leaderboard-empty = 本伺服器還沒有下過{ $pool }的計分對局，所以{ $pool }排行榜是空的。用 `/{ cmd-challenge-name }` 向別人發起挑戰吧（有時間限制時計分）。
community-leaderboard-title = { $pool }排行榜
community-leaderboard-heading = { $title }（本伺服器）
community-leaderboard-ranked = 共 { $count } 名棋手上榜。
community-leaderboard-server-only = 排行榜屬於伺服器；請在伺服器裡使用 /{ cmd-leaderboard-name }。

## /admin (server managers)
community-admin-not-manager = 在本伺服器中，只有擁有「管理伺服器」權限的成員才能使用 /{ cmd-admin-name }。
community-admin-server-only = /{ cmd-admin-name } 只能在伺服器中使用。
community-admin-none = 本伺服器沒有進行中的對局或挑戰。
community-admin-heading = 本伺服器進行中的對局和挑戰（{ $count }）：
community-admin-line = #{ $id }，{ $channel }：{ $white } 對 { $black }，{ $state }
community-admin-challenge-waiting = 挑戰等待應戰
community-admin-move = 第 { $number } 回合
community-admin-more = ……還有 { $count } 個。

## /notify
community-notify-on = 輪到你走棋時，你會收到一則私訊（每局每小時最多一則）。
community-notify-digest = 你每天會收到一則私訊，列出等你走棋的對局。
community-notify-off = 你不會收到私訊；輪到你走棋時，對局的討論串會提及你。
community-notify-closed = { $sentence } 由於你的私訊已關閉，通知已被關掉：請允許本伺服器的成員傳私訊給你，然後再次選擇 /{ cmd-notify-name } { cmd-notify-opt-mode-name }:{ cmd-choice-on }。

## The command rate
community-rate-limited = 你傳送指令的速度超過了本機器人的限制（每分鐘 { $count } 個指令）。請在 { $wait }後再試一次。
