# Tournaments, ratings, challenges and server administration (Discord commands).

## /tournament: replies to the author. $name: the event (bold).
community-tournament-created = 锦标赛 { $name } 已创建；带“加入”按钮的公告随后会发在这个频道。
community-tournament-started = 锦标赛 { $name } 已开始：共 { $count } 名棋手，{ $rounds } 轮；第 1 轮的对阵随后会发在它的子区里。
community-tournament-closed = { $name } 的报名已截止；请用 /{ cmd-tournament-name } { cmd-tournament-start-name } 开始锦标赛。
community-tournament-cancelled = 锦标赛 { $name } 已取消。
community-tournament-withdrawn = 你已退出锦标赛 { $name }。
community-tournament-none = 本服务器还没有锦标赛。用 /{ cmd-tournament-name } { cmd-tournament-create-name } 创建一个吧。
community-tournament-list-line = { $name } · { $format ->
    [swiss] 瑞士制
    [double-round-robin] 双循环赛
   *[round-robin] 单循环赛
} · { $status }
community-tournament-list-line-running = { $name } · { $format ->
    [swiss] 瑞士制
    [double-round-robin] 双循环赛
   *[round-robin] 单循环赛
} · { $status }，第 { $round } 轮
community-tournament-leave-button = 退出

## /rating and /leaderboard
community-rating-provisional = `?` = 暂定：对局太少或中断太久，等级分尚未稳定。
community-rating-heading = { $player } 的等级分
community-rating-pool-unrated = { $pool }：还没有计分对局（起始为 1500?）
community-rating-pool-line = { $pool }：{ $rating } · { $record }
community-rating-record = { $games } 局：{ $won } 胜 { $drawn } 和 { $lost } 负
community-rating-never = { $player } 还没有下过计分对局。每个人都从 1500?（暂定）起步；用 `{ cmd-challenge-opt-rated-name }:true` 发起的挑战才是计分对局（有时间限制时默认计分）。
community-leaderboard-line = { $place }. { $player } { $rating } · { $games } 局
community-leaderboard-line-you = { $place }. { $player }（你） { $rating } · { $games } 局
community-leaderboard-empty = 本服务器还没有下过{ $pool }的计分对局，所以{ $pool }排行榜是空的。用 `/{ cmd-challenge-name }` 向别人发起挑战吧（有时间限制时计分）。
community-leaderboard-title = { $pool }排行榜
community-leaderboard-heading = { $title }（本服务器）
community-leaderboard-ranked = 共 { $count } 名棋手上榜。
community-leaderboard-server-only = 排行榜属于服务器；请在服务器里使用 /{ cmd-leaderboard-name }。

## /admin (server managers)
community-admin-not-manager = 在本服务器中，只有拥有“管理服务器”权限的成员才能使用 /{ cmd-admin-name }。
community-admin-server-only = /{ cmd-admin-name } 只能在服务器中使用。
community-admin-none = 本服务器没有进行中的对局或挑战。
community-admin-heading = 本服务器进行中的对局和挑战（{ $count }）：
community-admin-line = #{ $id }，{ $channel }：{ $white } 对 { $black }，{ $state }
community-admin-challenge-waiting = 挑战等待应战
community-admin-move = 第 { $number } 回合
community-admin-more = ……还有 { $count } 个。

## /notify
community-notify-on = 轮到你走棋时，你会收到一条私信（每局每小时最多一条）。
community-notify-digest = 你每天会收到一条私信，列出等你走棋的对局。
community-notify-off = 你不会收到私信；轮到你走棋时，对局的子区会提及你。
community-notify-closed = { $sentence } 由于你的私信已关闭，通知已被关掉：请允许本服务器成员给你发私信，然后再次选择 /{ cmd-notify-name } { cmd-notify-opt-mode-name }:{ cmd-choice-on }。

## The command rate
community-rate-limited = 你发送命令的速度超过了本机器人的限制（每分钟 { $count } 条）。请在 { $wait }后重试。
