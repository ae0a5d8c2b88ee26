# game texts (zh-TW). The English catalog (en-US) is the source; every id here exists there.

catalog-plies = { $count } 步

## Why the game service refused an action (GameError).
game-error-no-game = 這裡沒有對局。
game-error-game-over = 這局棋已經結束。
game-error-no-such-game = 該對局已不存在。
game-error-channel-busy = 這裡已有對局或挑戰正在進行。請先下完，或在討論串中對局。
game-error-self-challenge = 你不能挑戰自己。
game-error-bad-position = 無法使用該初始局面：{ $reason }
game-error-not-your-game = 你沒有參加這局對局。
game-error-not-challenged = 只有被挑戰的棋手才能回應這個挑戰。
game-error-not-challenger = 只有挑戰者才能撤回這個挑戰。
game-error-challenge-closed = 這個挑戰已不再有效。
game-error-not-started = 挑戰尚未被接受。
game-error-not-your-turn = 現在不是你走棋；輪到 { $opponent } 走。
game-error-no-claim = 你現在不能要求堡壘和棋：你的國王必須位於對方的堡壘中（規則選項 citadel=claim 或 second-entry）。
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
game-error-corrupt = 這局棋的紀錄已損壞（第 { $game } 號對局），無法繼續。請開始新的對局。
game-error-store = 對局資料庫出錯，沒有做任何更改。

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
game-premove-too-long = 一條變化最多 10 步（對手 5 步，每步都有你的應著）；這條有 { $count } 步。
game-premove-no-reply = 一條變化必須以你的應著結束：請補上你在 { $move } 之後要走的棋。
game-premove-too-many = 你在這局棋中已有 16 條變化，已達上限。請先刪除一條。
game-premove-illegal-theirs = 變化中的第 { $index } 步（對手的著法）：{ $reason }
game-premove-illegal-yours = 變化中的第 { $index } 步（你的應著）：{ $reason }
game-premove-theirs-is-yours = 變化中的第 { $index } 步 { $move } 走的是你自己的棋子：變化以對手的著法開始，接著是你的應著。
game-premove-no-longer-legal = { $move } 在那裡已不再是合法著法。
game-premove-ends-early = 在 { $move } 之後對局就會結束，因此這條變化不能繼續下去。
game-premove-conflict = 這條變化用 { $yours } 應對 { $theirs }，但你的第 { $n } 條變化（{ $line }）用 { $stored } 應對它。請先刪除那條變化，或沿用它的應著。
game-premove-duplicate = 這條變化已經儲存：第 { $n } 條（{ $line }）。
game-premove-no-such-line = 沒有第 { $n } 條變化：你在這局棋中儲存了 { $count } 條。

## How a game ended.
game-end-checkmate = { $you ->
    [winner] 你將死獲勝
   *[none] { $winner } 將死獲勝
}
game-end-checkmate-color = { $winner ->
    [white] 白方
   *[black] 黑方
}將死獲勝
game-end-stalemate-win = { $you ->
    [winner] 你獲勝：{ $loser } 無子可動（逼和判負）
    [loser] { $winner } 獲勝：你無子可動（逼和判負）
   *[none] { $winner } 獲勝：{ $loser } 無子可動（逼和判負）
}
game-end-stalemate-win-color = { $winner ->
    [white] 白方獲勝：黑方
   *[black] 黑方獲勝：白方
}無子可動（逼和判負）
game-end-stalemate-draw = 逼和，和棋
game-end-bare-king-win = { $you ->
    [winner] 你獲勝：{ $loser } 只剩王族棋子（光王）
    [loser] { $winner } 獲勝：你只剩王族棋子（光王）
   *[none] { $winner } 獲勝：{ $loser } 只剩王族棋子（光王）
}
game-end-bare-king-win-color = { $winner ->
    [white] 白方獲勝：黑方
   *[black] 黑方獲勝：白方
}只剩王族棋子（光王）
game-end-bare-king-draw = 和棋：雙方都只剩王族棋子
game-end-citadel = 和棋：國王進入了對方的堡壘
game-end-citadel-claim = { $who ->
    [white] 白方要求和棋：其國王位於對方的堡壘中
    [black] 黑方要求和棋：其國王位於對方的堡壘中
    [you] 你要求和棋：你的國王位於對方的堡壘中
   *[name] { $claimant } 要求和棋：其國王位於對方的堡壘中
}
game-end-repetition = 三次重複局面，和棋
game-end-move-rule = 按步數規則和棋
game-end-resignation = { $you ->
    [winner] { $loser } 認輸；你獲勝
    [loser] 你認輸；{ $winner } 獲勝
   *[none] { $loser } 認輸；{ $winner } 獲勝
}
game-end-resignation-color = { $winner ->
    [white] 黑方認輸；白方獲勝
   *[black] 白方認輸；黑方獲勝
}
game-end-time = { $you ->
    [winner] { $loser } 超時；你獲勝
    [loser] 你超時；{ $winner } 獲勝
   *[none] { $loser } 超時；{ $winner } 獲勝
}
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

## The lines announcements are made of.
game-variant-default = { $variant }（預設規則）
game-variant-options = { $variant }（選項：{ $options }）
game-time-control = { $days ->
    [0] 不限時
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
    [0] 不限時
   *[other] 每步 { $days } 天
}；挑戰將於 { $expires } 過期。
game-challenge-rated = 計分對局。
game-challenge-casual = 休閒對局（不計等級分）。
game-challenge-open = { $challenger } 發起了一個 { $variant } 的公開挑戰：任何人都可以接受。{ $rated_challenger } 執{ $color ->
    [white] 白
   *[black] 黑
}。{ $tail }
game-challenge-direct = { $challenged }，{ $challenger } 向你發起了一局 { $variant } 的挑戰。{ $sides }{ $tail }
game-turn = { $who ->
    [you] 輪到你走棋。
   *[name] { $player }，輪到你走棋。
}
game-turn-check = { $who ->
    [you] 將軍！輪到你走棋。
   *[name] 將軍！{ $player }，輪到你走棋。
}
game-played = { $who ->
    [white] 白方走了 { $move }。
    [black] 黑方走了 { $move }。
    [you] 你走了 { $move }。
   *[name] { $player } 走了 { $move }。
}
game-played-conditional = { $who ->
    [white] 白方走了 { $move }（條件著法）。
    [black] 黑方走了 { $move }（條件著法）。
    [you] 你走了 { $move }（條件著法）。
   *[name] { $player } 走了 { $move }（條件著法）。
}
game-board-head = { $black_who ->
   *[name] { $variant }：{ $white } 對 { $black }。
}
game-board-challenge = 挑戰尚未被接受。
game-board-last-move = 上一步：{ $move }。
game-board-turn = { $who ->
    [white] 第 { $number } 回合，輪到白方走棋。
    [black] 第 { $number } 回合，輪到黑方走棋。
    [you] 第 { $number } 回合，輪到你走棋。
   *[name] 第 { $number } 回合，輪到 { $player } 走棋。
}

## Answers offered with an announcement.
game-action-accept = 接受
game-action-decline = 拒絕
game-action-resign = 認輸
game-action-rematch = 再戰
game-action-move = 走棋

## Announcements.
game-start-begins = 對局開始：{ $variant }。
game-start-accepted = { $challenger_who ->
    [you] { $player } 接受了你的挑戰：{ $variant } 對局開始。
   *[name] { $player } 接受了 { $challenger } 的挑戰：{ $variant } 對局開始。
}
game-start-computer-first = 電腦先走；棋盤將隨它的著法一起發出。
game-takeback-computer = { $player } 悔回了上一步棋（對電腦：每步可悔一次）。
game-takeback-agreed = { $player } 同意悔回上一步棋。
game-draw-offer = { $player } 提議和棋。{ $opponent }，你接受嗎？
game-takeback-request = { $player } 請求悔回上一步棋。{ $opponent }，你同意嗎？
game-draw-declined = { $player } 拒絕了和棋提議。對局繼續。
game-takeback-declined = { $player } 拒絕了悔棋。對局繼續。
game-reminder = { $player }，提醒：在 { $variant } 對局中輪到你走棋。請走棋，否則將超時判負。
game-reminder-deadline = { $player }，提醒：在 { $variant } 對局中輪到你走棋。請在 { $time } 之前走棋，否則將超時判負。
game-over-plain = 對局結束。
game-challenge-expired-notice = { $player }，你的挑戰在 48 小時內無人回應，已過期。
game-ratings-line = 等級分：{ $white } · { $black }
game-move-unposted = 你走了 { $move }。它的棋盤無法發到頻道中；/{ cmd-board-name } 可以查看。

## What the author of an action is told.
game-receipt-move = 你走了 { $move }。棋盤隨後會發到頻道中。
game-receipt-move-final = 你走了 { $move }。對局已結束；棋盤和結果隨後發出。
game-receipt-draw-offer = 你提議了和棋。對手可以接受或拒絕；對手走棋後提議即失效。
game-receipt-takeback-request = 你請求悔回上一步棋；等待對手回覆。
game-receipt-abort = 你中止了對局。對局沒有結果。
game-receipt-citadel-claim = 你要求了堡壘和棋：本局為和棋。
game-receipt-agreement = 對手先前已提議和棋，因此本局為和棋。
game-receipt-resigned = 你認輸了。
game-answer-accepted = 你接受了挑戰：對局開始，棋盤隨後發出。
game-answer-declined = 你拒絕了挑戰。
game-answer-withdrawn = 你撤回了挑戰。
game-answer-draw-accepted = 你接受了和棋：本局為和棋。
game-answer-draw-declined = 你拒絕了和棋提議。
game-answer-takeback-allowed = 你同意了悔棋：該步已撤回，棋盤隨後發出。
game-answer-takeback-declined = 你拒絕了悔棋。
game-answer-rematch-asked = 你請求再戰（交換先後手）：你的挑戰已發出。
game-answer-rematch-accepted = 你接受了再戰：對局開始，棋盤隨後發出。
game-receipt-computer-thinking = 你走了 { $move }。電腦正在思考；它的應著和棋盤隨後發出。

## A question's text once it is no longer open.
game-retired-open-challenge = { $challenger } 發起了一個 { $variant } 的公開挑戰。
game-retired-challenge = { $challenger } 向 { $challenged } 發起了一局 { $variant } 的挑戰。
game-retired-challenge-accepted = { $by } 已接受：對局已開始。
game-retired-declined = { $by } 已拒絕。
game-retired-withdrawn = { $by } 撤回了挑戰。
game-retired-expired = 挑戰無人回應，已過期。
game-retired-challenge-closed = 這個挑戰已不再有效。
game-retired-draw-accepted = { $by } 已接受：本局為和棋。
game-retired-takeback-accepted = { $by } 已同意：該步已撤回。
game-retired-offer-lapsed = 提議在下一步棋後失效。
game-retired-request-lapsed = 請求在下一步棋後失效。
game-retired-game-ended = 對局在回應之前就結束了。
game-retired-draw-offer = { $player } 提議了和棋。
game-retired-takeback-request = { $player } 請求悔回上一步棋。
game-retired-question-closed = 這個問題已不再有效。

## Direct messages about games waiting for a move.
game-notify-turn = 在與 { $opponent } 的 { $variant } 對局中輪到你走棋（第 { $number } 回合）。
game-notify-digest = 每日摘要：有 { $count } 局棋在等你走棋。
game-notify-digest-more = 還有 { $count } 局。

## Descriptions of pictures (alt text).
game-alt-board-after = { $move } 之後的棋盤
game-alt-board-start = 開局時的棋盤
game-alt-board-result = 對局結束：{ $code }
game-alt-board-over = 對局結束
game-alt-board-turn = { $color ->
    [white] 白方
   *[black] 黑方
}走棋
game-alt-board-check = 被將軍
game-alt-board-from-black = 從黑方視角
game-alt-separator = ，
game-alt-standings = { $name } 的積分榜：{ $lines }
game-alt-standings-cross = { $name } 的積分榜與對戰表：{ $lines }
game-alt-animation = { $white } 對 { $black } 的整局棋，共 { $count } 步，以動畫呈現
game-alt-animation-result = { $white } 對 { $black } 的整局棋，共 { $count } 步，以動畫呈現，結果 { $code }

## The list of a player's conditional moves.
game-premove-dropped = 你的一條變化已被刪除：其應著 { $note }
game-premove-none = 你在這局棋中沒有儲存條件著法。
game-premove-list = 你在這局棋中的條件著法（{ $count }/{ $max }；只有你能看到）：
game-premove-list-line = 變化 { $n }：{ $line }

## The caption above a board picture.
game-caption-players = { $white } 對 { $black }
game-caption-turn = 第 { $number } 回合，{ $color ->
    [white] 白方
   *[black] 黑方
}走棋

## Why a tournament action was refused (TournamentError). $name: the event (bold).
game-tournament-no-such = 本伺服器沒有這個名稱的錦標賽。
game-tournament-bad-name = 錦標賽名稱為 1 到 50 個字元。
game-tournament-name-taken = 本伺服器已有一場名為 { $name } 的進行中錦標賽；請換一個名稱。
game-tournament-too-many-players = { $format ->
    [swiss] 瑞士制
    [double-round-robin] 雙循環賽
   *[round-robin] 單循環賽
}最多 { $max } 名棋手。
game-tournament-too-few-allowed = { $format ->
    [swiss] 瑞士制
    [double-round-robin] 雙循環賽
   *[round-robin] 單循環賽
}至少需要 { $min } 名棋手。
game-tournament-bad-rounds = 瑞士制為 1 到 15 輪（循環賽的輪數由棋手人數決定）。
game-tournament-signup-closed = { $name } 的報名已截止。
game-tournament-full = { $name } 已額滿。
game-tournament-already-in = 你已經報名參加 { $name }。
game-tournament-not-in = 你沒有報名參加 { $name }。
game-tournament-not-organizer = 只有錦標賽的建立者或伺服器管理員才能這樣做。
game-tournament-not-enough-players = { $name } 至少需要 { $min } 名棋手才能開始；目前有 { $have } 名。
game-tournament-wrong-status = { $name } { $status ->
    [signup] 正在報名
    [closed] 報名已截止
    [running] 正在進行
    [finished] 已結束
   *[cancelled] 已取消
}，因此現在不能這樣做。
game-tournament-already-withdrawn = 你已經退出了 { $name }。
game-tournament-start-in-past = 開始時間必須在未來。
game-tournament-role-required = 在本伺服器中，只有擁有 <@&{ $role }> 身分組（或「管理伺服器」權限）的成員才能建立錦標賽。

game-tournament-status = { $status ->
    [signup] 正在報名
    [closed] 報名已截止
    [running] 正在進行
    [finished] 已結束
   *[cancelled] 已取消
}

## Tournament posts. $name: the event (bold).
game-tournament-header = 🏆 { $name } · { $variant } · { $format ->
    [swiss] 瑞士制
    [double-round-robin] 雙循環賽
   *[round-robin] 單循環賽
} · { $days ->
    [0] 不限時
   *[other] 每步 { $days } 天
} · { $rated ->
    [yes] 計分
   *[no] 休閒
}
game-tournament-join = 加入
game-tournament-open = 正在報名（已有 { $count } 名棋手，最多 { $max } 名；至少 { $min } 名即可開始）。按下 { $join } 參加。
game-tournament-open-at = 正在報名（已有 { $count } 名棋手，最多 { $max } 名；人數達到 { $min } 名後將於 { $time } 自動開始）。按下 { $join } 參加。
game-tournament-closed = 報名已截止；錦標賽即將開始。
game-tournament-running = 進行中：第 { $round } 輪（共 { $rounds } 輪）。
game-tournament-finished = 已結束。
game-tournament-cancelled = 已取消。
game-tournament-no-players = 還沒有棋手報名。
game-tournament-players = 棋手：{ $players }
game-tournament-separator = {"、"}
game-tournament-round = { $name } · 第 { $round } 輪（共 { $rounds } 輪）：對局現在開始，每局都在各自的討論串中進行。
game-tournament-bye = 輪空（1 分）：{ $player }
game-tournament-board = { $board }. { $white } – { $black }
game-tournament-forfeit = { $board }. { $white } – { $black }（棄權，{ $result }）
game-tournament-and = {"和"}
game-tournament-over = 🏆 { $name } 已結束。冠軍：{ $winners }。
game-tournament-final-standings = 最終積分榜：
game-tournament-standings-after = { $name } · 積分榜（第 { $round } 輪，共 { $rounds } 輪；按目前已完成的對局）：
game-tournament-sb = SB { $value }
game-tournament-bh = BH-1 { $cut }，BH { $full }
game-tournament-line = { $rank }. { $name } { $score }（{ $tiebreaks }）
game-tournament-withdrew = { $name }（已退出）
game-tournament-game = { $name } · 第 { $round } 輪，第 { $board } 台：{ $white }（白方）對 { $black }（黑方）
game-tournament-thread = { $name } 第{ $round }輪：{ $white } 對 { $black }
game-tournament-cancelled-post = { $name } 已取消。已在進行的對局將作為一般對局繼續下完。

## Only the result is known (a pasted PGN's result).
game-end-won-color = { $winner ->
    [white] 白方獲勝
   *[black] 黑方獲勝
}
game-end-drawn = 和棋

## A game's replay (the GIF, the HTML page): frame captions, the result line, the page title.
game-replay-players = { $white } 對 { $black }
game-replay-start = { $players } · { $variant } · 初始局面
game-replay-ply = { $players } · { $move }
game-replay-end = { $players } · { $result }（{ $move } 之後）
game-replay-end-no-moves = { $players } · { $result }
game-replay-result = { $code } · { $sentence }
game-replay-in-progress = 對局進行中
game-replay-title = { $white } 對 { $black } · { $variant }

## The computer player's name, stored when a game against it starts.
game-computer-name = Timur（電腦，{ $level } 級）
game-premove-dropped-reply = 你的一條變化已被刪除：其應著 { $reply } { $reason ->
    [illegal] 在該局面下不是合法著法。
    [ambiguous] 可能指多步著法。
    [unreadable] 無法識別為著法。
    [game-over] 未能走出：對局已經結束。
   *[other] 無法走出。
}

game-sentence-gap = {""}
