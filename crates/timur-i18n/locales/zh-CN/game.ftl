# game texts (zh-CN). The English catalog (en-US) is the source; every id here exists there.

catalog-plies = { $count } 步

## Why the game service refused an action (GameError).
game-error-no-game = 这里没有对局。
game-error-game-over = 这局棋已经结束。
game-error-no-such-game = 该对局已不存在。
game-error-channel-busy = 这里已有对局或挑战正在进行。请先下完，或在子区中对局。
game-error-self-challenge = 你不能挑战自己。
game-error-bad-position = 无法使用该初始局面：{ $reason }
game-error-not-your-game = 你没有参加这局对局。
game-error-not-challenged = 只有被挑战的棋手才能回应这个挑战。
game-error-not-challenger = 只有挑战者才能撤回这个挑战。
game-error-challenge-closed = 这个挑战已不再有效。
game-error-not-started = 挑战尚未被接受。
game-error-not-your-turn = 现在不是你走棋；轮到 { $opponent } 走。
game-error-no-claim = 你现在不能要求堡垒和棋：你的国王必须位于对方的堡垒中（规则选项 citadel=claim 或 second-entry）。
game-error-challenge-expired = 这个挑战已过期：48 小时内无人接受。
game-error-bad-days = 每步天数必须是 1、2、3、5、7、10 或 14 之一（或不限时）。
game-error-time-up = 你这一步的时间已用完；本局超时判负。
game-error-draw-already-offered = 你已经提出过和棋；该提议在对手走棋前一直有效。
game-error-offer-gone = 这个提议已不再有效。
game-error-not-for-you = 只有 { $player } 可以回应。
game-error-abort-too-late = 只有在双方都走出第一步之前才能中止对局。请改为认输或提和。
game-error-no-takeback = 你只能在对手应着之前，请求悔回自己的上一步棋。
game-error-takeback-pending = 你已经请求悔棋；请等待回复。
game-error-takeback-used = 你在这里已经悔过一步棋；请先走一步再悔棋。
game-error-no-rematch = 只有两位棋手之间已结束的对局才能再战。
game-error-bad-vacation = 休假时长为 1 到 30 天。
game-error-vacation-running = 你已经在休假中；请先结束休假。
game-error-vacation-budget = 你今年只剩 { $left } 天休假（每个日历年 30 天）。
game-error-no-vacation = 你没有在休假。
game-error-too-many-open-challenges = 你已有 { $max } 个挑战在等待回应，已达上限。请等其中一个被回应或过期，或撤回一个，然后再试。
game-error-too-many-challenges = 你在过去一小时内已发出 { $max } 个挑战，已达上限。你可以在 { $wait }后再次发起挑战。
game-error-not-in-this-server = 该对局不在本服务器中。
game-error-conflict = 处理你的操作时对局发生了变化；没有做任何更改。请重新查看棋盘。
game-error-position-changed = 自显示以来局面已经改变，因此没有走棋。请查看最新的棋盘。
game-error-corrupt = 这局棋的记录已损坏（第 { $game } 号对局），无法继续。请开始新的对局。
game-error-store = 对局数据库出错，没有做任何更改。

game-wait-seconds = { $count } 秒
game-wait-minutes = { $count } 分钟

## rules::OptionError
game-option-not-key-value = “{ $word }”不是 key=value 的形式。{ $variant } 的有效选项：{ $valid }
game-option-unknown-key = 未知选项“{ $key }”。{ $variant } 的有效选项：{ $valid }
game-option-repeated = 选项“{ $key }”给出了两次。{ $variant } 的有效选项：{ $valid }
game-option-bad-value = “{ $value }”不是 { $key } 的有效值。{ $variant } 的有效选项：{ $valid }

## PremoveError
game-premove-your-turn = 现在轮到你走棋，没有需要预先应对的着法：请直接走棋。条件着法用于应对对手的下一步。
game-premove-empty = 请给出一串着法，从对手的下一步开始，每一步后面跟着你的应着，例如“Nb2xc4 Rd1xc4”。
game-premove-too-long = 一条变化最多 10 步（对手 5 步，每步都有你的应着）；这条有 { $count } 步。
game-premove-no-reply = 一条变化必须以你的应着结束：请补上你在 { $move } 之后要走的棋。
game-premove-too-many = 你在这局棋中已有 16 条变化，已达上限。请先删除一条。
game-premove-illegal-theirs = 变化中的第 { $index } 步（对手的着法）：{ $reason }
game-premove-illegal-yours = 变化中的第 { $index } 步（你的应着）：{ $reason }
game-premove-theirs-is-yours = 变化中的第 { $index } 步 { $move } 走的是你自己的棋子：变化以对手的着法开始，接着是你的应着。
game-premove-no-longer-legal = { $move } 在那里已不再是合法着法。
game-premove-ends-early = 在 { $move } 之后对局就会结束，因此这条变化不能继续下去。
game-premove-conflict = 这条变化用 { $yours } 应对 { $theirs }，但你的第 { $n } 条变化（{ $line }）用 { $stored } 应对它。请先删除那条变化，或沿用它的应着。
game-premove-duplicate = 这条变化已经保存：第 { $n } 条（{ $line }）。
game-premove-no-such-line = 没有第 { $n } 条变化：你在这局棋中保存了 { $count } 条。

## How a game ended.
game-end-checkmate = { $you ->
    [winner] 你将死获胜
   *[none] { $winner } 将死获胜
}
game-end-checkmate-color = { $winner ->
    [white] 白方
   *[black] 黑方
}将死获胜
game-end-stalemate-win = { $you ->
    [winner] 你获胜：{ $loser } 无子可动（逼和判负）
    [loser] { $winner } 获胜：你无子可动（逼和判负）
   *[none] { $winner } 获胜：{ $loser } 无子可动（逼和判负）
}
game-end-stalemate-win-color = { $winner ->
    [white] 白方获胜：黑方
   *[black] 黑方获胜：白方
}无子可动（逼和判负）
game-end-stalemate-draw = 逼和，和棋
game-end-bare-king-win = { $you ->
    [winner] 你获胜：{ $loser } 只剩王族棋子（光王）
    [loser] { $winner } 获胜：你只剩王族棋子（光王）
   *[none] { $winner } 获胜：{ $loser } 只剩王族棋子（光王）
}
game-end-bare-king-win-color = { $winner ->
    [white] 白方获胜：黑方
   *[black] 黑方获胜：白方
}只剩王族棋子（光王）
game-end-bare-king-draw = 和棋：双方都只剩王族棋子
game-end-citadel = 和棋：国王进入了对方的堡垒
game-end-citadel-claim = { $who ->
    [white] 白方要求和棋：其国王位于对方的堡垒中
    [black] 黑方要求和棋：其国王位于对方的堡垒中
    [you] 你要求和棋：你的国王位于对方的堡垒中
   *[name] { $claimant } 要求和棋：其国王位于对方的堡垒中
}
game-end-repetition = 三次重复局面，和棋
game-end-move-rule = 按步数规则和棋
game-end-resignation = { $you ->
    [winner] { $loser } 认输；你获胜
    [loser] 你认输；{ $winner } 获胜
   *[none] { $loser } 认输；{ $winner } 获胜
}
game-end-resignation-color = { $winner ->
    [white] 黑方认输；白方获胜
   *[black] 白方认输；黑方获胜
}
game-end-time = { $you ->
    [winner] { $loser } 超时；你获胜
    [loser] 你超时；{ $winner } 获胜
   *[none] { $loser } 超时；{ $winner } 获胜
}
game-end-time-color = { $winner ->
    [white] 黑方超时；白方获胜
   *[black] 白方超时；黑方获胜
}
game-end-agreement = 双方同意和棋
game-end-abort = { $by } 中止了对局
game-end-declined = { $by } 拒绝了挑战
game-end-withdrawn = { $by } 撤回了挑战
game-end-expired = 挑战在 48 小时内无人回应，已过期
game-end-other = 对局结束

game-result-line = 对局结束：{ $sentence }（{ $code }）。
game-result-line-no-result = { $sentence }。

## The lines announcements are made of.
game-variant-default = { $variant }（默认规则）
game-variant-options = { $variant }（选项：{ $options }）
game-time-control = { $days ->
    [0] 不限时
   *[other] 每步 { $days } 天
}
game-color = { $color ->
    [white] 白方
   *[black] 黑方
}
game-player-color = { $player }（{ $color ->
    [white] 白方
   *[black] 黑方
}）
game-sides = 白方：{ $white }，黑方：{ $black }。
game-deadline = { $player } 的走棋期限：{ $time }。
game-challenge-tail = { $days ->
    [0] 不限时
   *[other] 每步 { $days } 天
}；挑战将于 { $expires } 过期。
game-challenge-rated = 计分对局。
game-challenge-casual = 休闲对局（不计等级分）。
game-challenge-open = { $challenger } 发起了一个 { $variant } 的公开挑战：任何人都可以接受。{ $rated_challenger } 执{ $color ->
    [white] 白
   *[black] 黑
}。{ $tail }
game-challenge-direct = { $challenged }，{ $challenger } 向你发起了一局 { $variant } 的挑战。{ $sides }{ $tail }
game-turn = { $who ->
    [you] 轮到你走棋。
   *[name] { $player }，轮到你走棋。
}
game-turn-check = { $who ->
    [you] 将军！轮到你走棋。
   *[name] 将军！{ $player }，轮到你走棋。
}
game-played = { $who ->
    [white] 白方走了 { $move }。
    [black] 黑方走了 { $move }。
    [you] 你走了 { $move }。
   *[name] { $player } 走了 { $move }。
}
game-played-conditional = { $who ->
    [white] 白方走了 { $move }（条件着法）。
    [black] 黑方走了 { $move }（条件着法）。
    [you] 你走了 { $move }（条件着法）。
   *[name] { $player } 走了 { $move }（条件着法）。
}
game-board-head = { $black_who ->
   *[name] { $variant }：{ $white } 对 { $black }。
}
game-board-challenge = 挑战尚未被接受。
game-board-last-move = 上一步：{ $move }。
game-board-turn = { $who ->
    [white] 第 { $number } 回合，轮到白方走棋。
    [black] 第 { $number } 回合，轮到黑方走棋。
    [you] 第 { $number } 回合，轮到你走棋。
   *[name] 第 { $number } 回合，轮到 { $player } 走棋。
}

## Answers offered with an announcement.
game-action-accept = 接受
game-action-decline = 拒绝
game-action-resign = 认输
game-action-rematch = 再战
game-action-move = 走棋

## Announcements.
game-start-begins = 对局开始：{ $variant }。
game-start-accepted = { $challenger_who ->
    [you] { $player } 接受了你的挑战：{ $variant } 对局开始。
   *[name] { $player } 接受了 { $challenger } 的挑战：{ $variant } 对局开始。
}
game-start-computer-first = 电脑先走；棋盘将随它的着法一起发出。
game-takeback-computer = { $player } 悔回了上一步棋（对电脑：每步可悔一次）。
game-takeback-agreed = { $player } 同意悔回上一步棋。
game-draw-offer = { $player } 提议和棋。{ $opponent }，你接受吗？
game-takeback-request = { $player } 请求悔回上一步棋。{ $opponent }，你同意吗？
game-draw-declined = { $player } 拒绝了和棋提议。对局继续。
game-takeback-declined = { $player } 拒绝了悔棋。对局继续。
game-reminder = { $player }，提醒：在 { $variant } 对局中轮到你走棋。请走棋，否则将超时判负。
game-reminder-deadline = { $player }，提醒：在 { $variant } 对局中轮到你走棋。请在 { $time } 之前走棋，否则将超时判负。
game-over-plain = 对局结束。
game-challenge-expired-notice = { $player }，你的挑战在 48 小时内无人回应，已过期。
game-ratings-line = 等级分：{ $white } · { $black }
game-move-unposted = 你走了 { $move }。它的棋盘无法发到频道中；/{ cmd-board-name } 可以查看。

## What the author of an action is told.
game-receipt-move = 你走了 { $move }。棋盘随后会发到频道中。
game-receipt-move-final = 你走了 { $move }。对局已结束；棋盘和结果随后发出。
game-receipt-draw-offer = 你提议了和棋。对手可以接受或拒绝；对手走棋后提议即失效。
game-receipt-takeback-request = 你请求悔回上一步棋；等待对手回复。
game-receipt-abort = 你中止了对局。对局没有结果。
game-receipt-citadel-claim = 你要求了堡垒和棋：本局为和棋。
game-receipt-agreement = 对手此前已提议和棋，因此本局为和棋。
game-receipt-resigned = 你认输了。
game-answer-accepted = 你接受了挑战：对局开始，棋盘随后发出。
game-answer-declined = 你拒绝了挑战。
game-answer-withdrawn = 你撤回了挑战。
game-answer-draw-accepted = 你接受了和棋：本局为和棋。
game-answer-draw-declined = 你拒绝了和棋提议。
game-answer-takeback-allowed = 你同意了悔棋：该步已撤回，棋盘随后发出。
game-answer-takeback-declined = 你拒绝了悔棋。
game-answer-rematch-asked = 你请求再战（交换先后手）：你的挑战已发出。
game-answer-rematch-accepted = 你接受了再战：对局开始，棋盘随后发出。
game-receipt-computer-thinking = 你走了 { $move }。电脑正在思考；它的应着和棋盘随后发出。

## A question's text once it is no longer open.
game-retired-open-challenge = { $challenger } 发起了一个 { $variant } 的公开挑战。
game-retired-challenge = { $challenger } 向 { $challenged } 发起了一局 { $variant } 的挑战。
game-retired-challenge-accepted = { $by } 已接受：对局已开始。
game-retired-declined = { $by } 已拒绝。
game-retired-withdrawn = { $by } 撤回了挑战。
game-retired-expired = 挑战无人回应，已过期。
game-retired-challenge-closed = 这个挑战已不再有效。
game-retired-draw-accepted = { $by } 已接受：本局为和棋。
game-retired-takeback-accepted = { $by } 已同意：该步已撤回。
game-retired-offer-lapsed = 提议在下一步棋后失效。
game-retired-request-lapsed = 请求在下一步棋后失效。
game-retired-game-ended = 对局在回应之前就结束了。
game-retired-draw-offer = { $player } 提议了和棋。
game-retired-takeback-request = { $player } 请求悔回上一步棋。
game-retired-question-closed = 这个问题已不再有效。

## Direct messages about games waiting for a move.
game-notify-turn = 在与 { $opponent } 的 { $variant } 对局中轮到你走棋（第 { $number } 回合）。
game-notify-digest = 每日摘要：有 { $count } 局棋在等你走棋。
game-notify-digest-more = 还有 { $count } 局。

## Descriptions of pictures (alt text).
game-alt-board-after = { $move } 之后的棋盘
game-alt-board-start = 开局时的棋盘
game-alt-board-result = 对局结束：{ $code }
game-alt-board-over = 对局结束
game-alt-board-turn = { $color ->
    [white] 白方
   *[black] 黑方
}走棋
game-alt-board-check = 被将军
game-alt-board-from-black = 从黑方视角
game-alt-separator = ，
game-alt-standings = { $name } 的积分榜：{ $lines }
game-alt-standings-cross = { $name } 的积分榜和交叉表：{ $lines }
game-alt-animation = { $white } 对 { $black } 的整局棋，共 { $count } 步，以动画呈现
game-alt-animation-result = { $white } 对 { $black } 的整局棋，共 { $count } 步，以动画呈现，结果 { $code }

## The list of a player's conditional moves.
game-premove-dropped = 你的一条变化已被删除：其应着 { $note }
game-premove-none = 你在这局棋中没有保存条件着法。
game-premove-list = 你在这局棋中的条件着法（{ $count }/{ $max }；只有你能看到）：
game-premove-list-line = 变化 { $n }：{ $line }

## The caption above a board picture.
game-caption-players = { $white } 对 { $black }
game-caption-turn = 第 { $number } 回合，{ $color ->
    [white] 白方
   *[black] 黑方
}走棋

## Why a tournament action was refused (TournamentError). $name: the event (bold).
game-tournament-no-such = 本服务器没有这个名称的锦标赛。
game-tournament-bad-name = 锦标赛名称为 1 到 50 个字符。
game-tournament-name-taken = 本服务器已有一个名为 { $name } 的进行中锦标赛；请换一个名称。
game-tournament-too-many-players = { $format ->
    [swiss] 瑞士制
    [double-round-robin] 双循环赛
   *[round-robin] 单循环赛
}最多 { $max } 名棋手。
game-tournament-too-few-allowed = { $format ->
    [swiss] 瑞士制
    [double-round-robin] 双循环赛
   *[round-robin] 单循环赛
}至少需要 { $min } 名棋手。
game-tournament-bad-rounds = 瑞士制为 1 到 15 轮（循环赛的轮数由棋手人数决定）。
game-tournament-signup-closed = { $name } 的报名已截止。
game-tournament-full = { $name } 已满员。
game-tournament-already-in = 你已经报名参加 { $name }。
game-tournament-not-in = 你没有报名参加 { $name }。
game-tournament-not-organizer = 只有锦标赛的创建者或服务器管理员才能这样做。
game-tournament-not-enough-players = { $name } 至少需要 { $min } 名棋手才能开始；目前有 { $have } 名。
game-tournament-wrong-status = { $name } { $status ->
    [signup] 正在报名
    [closed] 报名已截止
    [running] 正在进行
    [finished] 已结束
   *[cancelled] 已取消
}，因此现在不能这样做。
game-tournament-already-withdrawn = 你已经退出了 { $name }。
game-tournament-start-in-past = 开始时间必须在将来。
game-tournament-role-required = 在本服务器中，只有拥有 <@&{ $role }> 身份组（或“管理服务器”权限）的成员才能创建锦标赛。

game-tournament-status = { $status ->
    [signup] 正在报名
    [closed] 报名已截止
    [running] 正在进行
    [finished] 已结束
   *[cancelled] 已取消
}

## Tournament posts. $name: the event (bold).
game-tournament-header = 🏆 { $name } · { $variant } · { $format ->
    [swiss] 瑞士制
    [double-round-robin] 双循环赛
   *[round-robin] 单循环赛
} · { $days ->
    [0] 不限时
   *[other] 每步 { $days } 天
} · { $rated ->
    [yes] 计分
   *[no] 休闲
}
game-tournament-join = 加入
game-tournament-open = 正在报名（已有 { $count } 名棋手，最多 { $max } 名；至少 { $min } 名即可开始）。点击 { $join } 参加。
game-tournament-open-at = 正在报名（已有 { $count } 名棋手，最多 { $max } 名；人数达到 { $min } 名后将于 { $time } 自动开始）。点击 { $join } 参加。
game-tournament-closed = 报名已截止；锦标赛即将开始。
game-tournament-running = 进行中：第 { $round } 轮（共 { $rounds } 轮）。
game-tournament-finished = 已结束。
game-tournament-cancelled = 已取消。
game-tournament-no-players = 还没有棋手报名。
game-tournament-players = 棋手：{ $players }
game-tournament-separator = {"、"}
game-tournament-round = { $name } · 第 { $round } 轮（共 { $rounds } 轮）：对局现在开始，每局都在各自的子区中进行。
game-tournament-bye = 轮空（1 分）：{ $player }
game-tournament-board = { $board }. { $white } – { $black }
game-tournament-forfeit = { $board }. { $white } – { $black }（弃权，{ $result }）
game-tournament-and = {"和"}
game-tournament-over = 🏆 { $name } 已结束。冠军：{ $winners }。
game-tournament-final-standings = 最终积分榜：
game-tournament-standings-after = { $name } · 积分榜（第 { $round } 轮，共 { $rounds } 轮；按目前已完成的对局）：
game-tournament-sb = SB { $value }
game-tournament-bh = BH-1 { $cut }，BH { $full }
game-tournament-line = { $rank }. { $name } { $score }（{ $tiebreaks }）
game-tournament-withdrew = { $name }（已退出）
game-tournament-game = { $name } · 第 { $round } 轮，第 { $board } 台：{ $white }（白方）对 { $black }（黑方）
game-tournament-thread = { $name } 第{ $round }轮：{ $white } 对 { $black }
game-tournament-cancelled-post = { $name } 已取消。已在进行的对局将作为普通对局继续下完。

## Only the result is known (a pasted PGN's result).
game-end-won-color = { $winner ->
    [white] 白方获胜
   *[black] 黑方获胜
}
game-end-drawn = 和棋

## A game's replay (the GIF, the HTML page): frame captions, the result line, the page title.
game-replay-players = { $white } 对 { $black }
game-replay-start = { $players } · { $variant } · 初始局面
game-replay-ply = { $players } · { $move }
game-replay-end = { $players } · { $result }（{ $move } 之后）
game-replay-end-no-moves = { $players } · { $result }
game-replay-result = { $code } · { $sentence }
game-replay-in-progress = 对局进行中
game-replay-title = { $white } 对 { $black } · { $variant }

## The computer player's name, stored when a game against it starts.
game-computer-name = Timur（电脑，{ $level } 级）
game-premove-dropped-reply = 你的一条变化已被删除：其应着 { $reply } { $reason ->
    [illegal] 在该局面下不是合法着法。
    [ambiguous] 可能指多步着法。
    [unreadable] 无法识别为着法。
    [game-over] 未能走出：对局已经结束。
   *[other] 无法走出。
}

game-sentence-gap = {""}
