# game texts (zh-CN). The English catalog (en-US) is the source; every id here exists there.

catalog-plies = { $count } 步

## Why the game service refused an action (GameError).
game-error-no-game = 这里没有对局。
game-error-game-over = 这局棋已经结束。
game-error-no-such-game = 该对局已不存在。
game-error-channel-busy = 这里已有一局对局或挑战在进行。请先下完，或在子区中对局。
game-error-self-challenge = 你不能挑战自己。
game-error-bad-position = 无法使用该初始局面：{ $reason }
game-error-not-your-game = 你没有参加这局对局。
game-error-not-challenged = 只有被挑战的棋手才能回应这个挑战。
game-error-not-challenger = 只有挑战者才能撤回这个挑战。
game-error-challenge-closed = 这个挑战已不再有效。
game-error-not-started = 挑战尚未被接受。
game-error-not-your-turn = 现在不是你走棋；轮到 { $opponent } 走。
game-error-no-claim = 你现在不能要求城堡和棋：你的沙阿必须位于对方的城堡中（规则选项 citadel=claim 或 second-entry）。
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
game-error-corrupt = 这局棋的记录已损坏（{ $what }），无法继续。请开始新的对局。
game-error-store = 对局数据库出错，没有做任何更改：{ $cause }

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
game-premove-too-long = 一条变化最多 10 个半回合（对手 5 步，每步都有你的应着）；这条有 { $count } 个。
game-premove-no-reply = 一条变化必须以你的应着结束：请补上你在 { $move } 之后要走的棋。
game-premove-too-many = 你在这局棋中已有 16 条变化，已达上限。请先删除一条。
game-premove-illegal-theirs = 变化中的第 { $index } 步（对手的着法）：{ $reason }
game-premove-illegal-yours = 变化中的第 { $index } 步（你的应着）：{ $reason }
game-premove-no-longer-legal = { $move } 在那里已不再是合法着法。
game-premove-ends-early = 在 { $move } 之后对局就会结束，因此这条变化不能继续下去。
game-premove-conflict = 这条变化用 { $yours } 应对 { $theirs }，但你的第 { $n } 条变化（{ $line }）用 { $stored } 应对它。请先删除那条变化，或沿用它的应着。
game-premove-duplicate = 这条变化已经保存：第 { $n } 条（{ $line }）。
game-premove-no-such-line = 没有第 { $n } 条变化：你在这局棋中保存了 { $count } 条。

## How a game ended.
game-end-checkmate = { $winner } 将死获胜
game-end-checkmate-color = { $winner ->
    [white] 白方
   *[black] 黑方
}将死获胜
game-end-stalemate-win = { $winner } 获胜：{ $loser } 无子可动（逼和判负）
game-end-stalemate-win-color = { $winner ->
    [white] 白方获胜：黑方
   *[black] 黑方获胜：白方
}无子可动（逼和判负）
game-end-stalemate-draw = 逼和，和棋
game-end-bare-king-win = { $winner } 获胜：{ $loser } 只剩王族棋子（光王）
game-end-bare-king-win-color = { $winner ->
    [white] 白方获胜：黑方
   *[black] 黑方获胜：白方
}只剩王族棋子（光王）
game-end-bare-king-draw = 和棋：双方都只剩王族棋子
game-end-citadel = 和棋：沙阿进入了对方的城堡
game-end-citadel-claim = { $claimant } 要求和棋：其沙阿位于对方的城堡中
game-end-repetition = 三次重复局面，和棋
game-end-move-rule = 按步数规则和棋
game-end-resignation = { $loser } 认输；{ $winner } 获胜
game-end-resignation-color = { $winner ->
    [white] 黑方认输；白方获胜
   *[black] 白方认输；黑方获胜
}
game-end-time = { $loser } 超时；{ $winner } 获胜
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
