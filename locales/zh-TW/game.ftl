# game texts (zh-TW). The English catalog (en-US) is the source; every id here exists there.

catalog-plies = { $count } 步

## Why the game service refused an action (GameError).
game-error-no-game = 這裡沒有對局。
game-error-game-over = 這局棋已經結束。
game-error-no-such-game = 該對局已不存在。
game-error-channel-busy = 這裡已有一局對局或挑戰在進行。請先下完，或在討論串中對局。
game-error-self-challenge = 你不能挑戰自己。
game-error-bad-position = 無法使用該初始局面：{ $reason }
game-error-not-your-game = 你沒有參加這局對局。
game-error-not-challenged = 只有被挑戰的棋手才能回應這個挑戰。
game-error-not-challenger = 只有挑戰者才能撤回這個挑戰。
game-error-challenge-closed = 這個挑戰已不再有效。
game-error-not-started = 挑戰尚未被接受。
game-error-not-your-turn = 現在不是你走棋；輪到 { $opponent } 走。
game-error-no-claim = 你現在不能要求城堡和棋：你的沙阿必須位於對方的城堡中（規則選項 citadel=claim 或 second-entry）。
game-error-challenge-expired = 這個挑戰已過期：48 小時內無人接受。
game-error-bad-days = 每步天數必須是 1、2、3、5、7、10 或 14 之一（或不限時）。
game-error-time-up = 你這一步的時間已用完；本局超時判負。
game-error-draw-already-offered = 你已經提出過和棋；該提議在對手走棋前一直有效。
game-error-offer-gone = 這個提議已不再有效。
game-error-not-for-you = 只有 { $player } 可以回應。
game-error-abort-too-late = 只有在雙方都走出第一步之前才能中止對局。請改為認輸或提和。
game-error-no-takeback = 你只能在對手應著之前，請求悔回自己的上一步棋。
game-error-takeback-pending = 你已經請求悔棋；請等待回覆。
game-error-takeback-used = 你在這裡已經悔過一步棋；請先走一步再悔棋。
game-error-no-rematch = 只有兩位棋手之間已結束的對局才能再戰。
game-error-bad-vacation = 休假時長為 1 到 30 天。
game-error-vacation-running = 你已經在休假中；請先結束休假。
game-error-vacation-budget = 你今年只剩 { $left } 天休假（每個日曆年 30 天）。
game-error-no-vacation = 你沒有在休假。
game-error-too-many-open-challenges = 你已有 { $max } 個挑戰在等待回應，已達上限。請等其中一個被回應或過期，或撤回一個，然後再試。
game-error-too-many-challenges = 你在過去一小時內已發出 { $max } 個挑戰，已達上限。你可以在 { $wait }後再次發起挑戰。
game-error-not-in-this-server = 該對局不在本伺服器中。
game-error-conflict = 處理你的操作時對局發生了變化；沒有做任何更改。請重新查看棋盤。
game-error-position-changed = 自顯示以來局面已經改變，因此沒有走棋。請查看最新的棋盤。
game-error-corrupt = 這局棋的紀錄已損壞（{ $what }），無法繼續。請開始新的對局。
game-error-store = 對局資料庫出錯，沒有做任何更改：{ $cause }

game-wait-seconds = { $count } 秒
game-wait-minutes = { $count } 分鐘

## rules::OptionError
game-option-not-key-value = 「{ $word }」不是 key=value 的形式。{ $variant } 的有效選項：{ $valid }
game-option-unknown-key = 未知選項「{ $key }」。{ $variant } 的有效選項：{ $valid }
game-option-repeated = 選項「{ $key }」給出了兩次。{ $variant } 的有效選項：{ $valid }
game-option-bad-value = 「{ $value }」不是 { $key } 的有效值。{ $variant } 的有效選項：{ $valid }

## PremoveError
game-premove-your-turn = 現在輪到你走棋，沒有需要預先應對的著法：請直接走棋。條件著法用於應對對手的下一步。
game-premove-empty = 請給出一串著法，從對手的下一步開始，每一步後面跟著你的應著，例如「Nb2xc4 Rd1xc4」。
game-premove-too-long = 一條變化最多 10 個半回合（對手 5 步，每步都有你的應著）；這條有 { $count } 個。
game-premove-no-reply = 一條變化必須以你的應著結束：請補上你在 { $move } 之後要走的棋。
game-premove-too-many = 你在這局棋中已有 16 條變化，已達上限。請先刪除一條。
game-premove-illegal-theirs = 變化中的第 { $index } 步（對手的著法）：{ $reason }
game-premove-illegal-yours = 變化中的第 { $index } 步（你的應著）：{ $reason }
game-premove-no-longer-legal = { $move } 在那裡已不再是合法著法。
game-premove-ends-early = 在 { $move } 之後對局就會結束，因此這條變化不能繼續下去。
game-premove-conflict = 這條變化用 { $yours } 應對 { $theirs }，但你的第 { $n } 條變化（{ $line }）用 { $stored } 應對它。請先刪除那條變化，或沿用它的應著。
game-premove-duplicate = 這條變化已經儲存：第 { $n } 條（{ $line }）。
game-premove-no-such-line = 沒有第 { $n } 條變化：你在這局棋中儲存了 { $count } 條。

## How a game ended.
game-end-checkmate = { $winner } 將死獲勝
game-end-checkmate-color = { $winner ->
    [white] 白方
   *[black] 黑方
}將死獲勝
game-end-stalemate-win = { $winner } 獲勝：{ $loser } 無子可動（逼和判負）
game-end-stalemate-win-color = { $winner ->
    [white] 白方獲勝：黑方
   *[black] 黑方獲勝：白方
}無子可動（逼和判負）
game-end-stalemate-draw = 逼和，和棋
game-end-bare-king-win = { $winner } 獲勝：{ $loser } 只剩王族棋子（光王）
game-end-bare-king-win-color = { $winner ->
    [white] 白方獲勝：黑方
   *[black] 黑方獲勝：白方
}只剩王族棋子（光王）
game-end-bare-king-draw = 和棋：雙方都只剩王族棋子
game-end-citadel = 和棋：沙阿進入了對方的城堡
game-end-citadel-claim = { $claimant } 要求和棋：其沙阿位於對方的城堡中
game-end-repetition = 三次重複局面，和棋
game-end-move-rule = 按步數規則和棋
game-end-resignation = { $loser } 認輸；{ $winner } 獲勝
game-end-resignation-color = { $winner ->
    [white] 黑方認輸；白方獲勝
   *[black] 白方認輸；黑方獲勝
}
game-end-time = { $loser } 超時；{ $winner } 獲勝
game-end-time-color = { $winner ->
    [white] 黑方超時；白方獲勝
   *[black] 白方超時；黑方獲勝
}
game-end-agreement = 雙方同意和棋
game-end-abort = { $by } 中止了對局
game-end-declined = { $by } 拒絕了挑戰
game-end-withdrawn = { $by } 撤回了挑戰
game-end-expired = 挑戰在 48 小時內無人回應，已過期
game-end-other = 對局結束

game-result-line = 對局結束：{ $sentence }（{ $code }）。
game-result-line-no-result = { $sentence }。
