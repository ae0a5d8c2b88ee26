# discord texts (zh-TW). The English catalog (en-US) is the source; every id here exists there.

## Styles and shared parts
discord-anyone = 任何人
discord-end-with-result = { $end }（{ $result }）
discord-in-channel = （在 <#{ $channel }>）
discord-the-game-link = 對局：<#{ $channel }>
discord-shared-below = 已在下方分享{ $link }。

## The error handler
discord-generic-failure = 機器人這邊出了點問題，所以沒有做任何變更。請稍後再試。
discord-database-down = 機器人的對局資料庫暫時無法使用，所以沒有做任何變更。請過幾分鐘再試。
discord-corrupt-game = { $error } 機器人的管理者可以執行 `timur check` 查看問題所在。
discord-vacation-running = 你已經在休假中。請先用 /{ cmd-vacation-name } { cmd-vacation-end-name } 結束休假。
discord-options-unreadable = 無法讀取這個指令的選項（可能有數值超出範圍）。請從選單中選擇。
discord-guild-only = /{ $command } 只能在伺服器中使用，不能在私訊中使用。
discord-stale-button = 這個按鈕已失效。

## Finding the game
discord-no-game-here = 這個頻道裡沒有對局。用 /{ cmd-challenge-name } 開始一局吧。
discord-channel-game-over = 這個頻道裡的對局已經結束：{ $end }。用 /{ cmd-challenge-name } 開始新的一局吧。
discord-not-your-move-anywhere = 你的所有對局中都還沒輪到你走棋（{ $games }）。
discord-choose-game = 選擇一局
discord-which-game = 你有 { $count } 局對局（{ $games }）。/{ $command } 是針對哪一局的？
discord-no-such-game = 沒有編號為 #{ $id } 的對局。
discord-game-not-yours = 對局 #{ $id } 既不是你下的，也不是在這個伺服器上下的。
discord-name-a-finished-game = 這個頻道裡沒有對局。請用 { cmd-export-opt-game-name }: 指定一局（選單列出你的對局；/{ cmd-games-name } { cmd-games-opt-finished-name }:true 列出已結束的對局）。
discord-name-a-game = 你有好幾局對局：請用 { cmd-export-opt-game-name }: 指定一局（選單列出你的對局）。
discord-label-players = { $white } 對 { $black }
discord-label-opponent = 對 { $opponent }
discord-label-challenge = 挑戰
discord-label-your-move = 輪到你走
discord-label-their-move = 輪到 { $player } 走
discord-label-over = 已結束

## Buttons
discord-button-accept = 接受
discord-button-decline = 拒絕
discord-button-resign = 認輸
discord-button-rematch = 再來一局
discord-button-move = 走棋
discord-button-back = 返回

## Playing
discord-move-too-long = 「{ $input }」不是一步棋：著法都很短，例如 e3-e4、Nb2-c4、P@e6 或 citadel。
discord-resign-question = 你真的要在與 { $opponent } 的這局棋中認輸嗎？此操作無法復原。

## The move picker
discord-picker-part = { $name }（{ $part }/{ $parts }）
discord-picker-piece = 棋子
discord-picker-piece-option = { $piece } { $square }（{ $count } 種走法）
discord-picker-choose-piece = 選擇一個棋子
discord-picker-pieces = 棋子
discord-picker-pawns = 兵
discord-picker-choose-destination = 選擇目標格
discord-picker-whose = { $color ->
   *[white] 白方
    [black] 黑方
}，第 { $number } 回合
discord-picker-piece-step = { $note }輪到你在 { $variant } 中走棋（{ $whose }）：請選擇要走的棋子。
discord-picker-no-move = { $square } 上的{ $piece }沒有合法著法。
discord-picker-destination-step = { $square } 上的{ $piece }：請選擇目標格。
discord-picker-game-over = 這局棋已經結束，沒有棋可走了。
discord-picker-not-accepted = 這個挑戰還沒有被接受。
discord-picker-not-a-player = 只有這局棋的棋手才能走棋。
discord-picker-not-your-move = 還沒輪到你：現在輪到 { $player } 走棋。請在對方走棋後按下棋盤下的「走棋」。
discord-picker-changed = 開啟這個選擇器之後局面已經改變，所以沒有走任何棋。請按下最新棋盤下的「走棋」。
discord-picker-earlier-board = 你按下的棋盤是先前的局面；這是現在的局面。

## Conditional moves (/premove)
discord-premove-boards-note = 棋盤顯示每條變化走完後的局面。只有對手照著這條變化走時才會執行；對手走其他任何一步都會使其作廢。
discord-premove-boards-shown = （顯示第 1 至 { $count } 條變化的棋盤。）
discord-premove-remove = 刪除 { $number }
discord-premove-remove-all = 全部刪除
discord-premove-too-long = 「{ $input }」作為一條變化太長了：一條最多 10 步，例如「Nb2xc4 Rd1xc4 e7-e6 Rc4-c1」。
discord-premove-removed-n = 已刪除 { $count } 條變化。
discord-premove-removed-line = 已刪除第 { $number } 條變化。
discord-premove-stored = 已儲存為第 { $number } 條變化。
discord-premove-removed-one = 已刪除這條變化。
discord-premove-removed-all = 已刪除你的所有變化。

## /settings
discord-settings-board-mine = 只給你看的棋盤（例如 /{ cmd-board-name }）從你這一方繪製；在你沒有參與的對局中，白方在下。
discord-settings-board-white = 只給你看的棋盤（例如 /{ cmd-board-name }）白方在下。
discord-settings-yours = 你的設定。棋盤：{ $board }。{ $sentence }
discord-settings-server-language = 本伺服器的公告使用{ $language }。
discord-settings-saved = 已儲存。{ $sentence }
discord-settings-server-only = 設定只能在伺服器中使用。
discord-settings-tournaments-manage = 只有擁有「管理伺服器」權限的成員才能變更誰可以建立錦標賽。
discord-settings-tournaments-role = 現在只有擁有 { $role } 身分組（或「管理伺服器」權限）的成員才能建立錦標賽。
discord-settings-tournaments-everyone = 現在每位成員都可以建立錦標賽。
discord-settings-language-manage = 只有擁有「管理伺服器」權限的成員才能變更本伺服器的語言。
discord-settings-language-saved = 本伺服器的公告現在使用{ $language }。給每位成員的回覆仍使用其自己的 Discord 語言。

## Tournaments
discord-tournament-joined = 你已報名參加 { $name }（目前共 { $count } 名棋手）。
discord-tournament-left = 你已退出 { $name }。

## /challenge
discord-challenge-bot = 你不能向機器人發起挑戰。
discord-challenge-computer-unrated = 與電腦的對局從不計入等級分；請不要填寫 { cmd-challenge-opt-rated-name }:，或選擇 { cmd-challenge-opt-rated-name }:false。
discord-challenge-where-here = 這裡
discord-challenge-where-thread = <#{ $thread }>
discord-challenge-no-thread-permission = （對局在這個頻道進行：我在這裡沒有「建立公開討論串」權限。）
discord-challenge-thread-refused = （對局在這個頻道進行：Discord 拒絕讓我在這裡建立討論串。）
discord-challenge-computer = 你與電腦（{ $level } 級）的對局在{ $place }開始。{ $note }
discord-challenge-posted = 你的挑戰已發布在{ $place }。{ $note }

## /history and /vacation
discord-history-current = 目前局面（第 { $total } 步）。
discord-history-start-no-moves = 初始局面（還沒有走過任何棋）。
discord-history-start = 初始局面，第 1 回合之前。
discord-history-not-played = 第 { $number } 回合還沒有走：對局進行到第 { $last } 回合。目前局面（第 { $total } 步）。
discord-history-after = 第 { $number } 回合之後的局面（共 { $total } 步中的第 { $ply } 步）。
discord-history-no-moves = 還沒有著法。
discord-vacation-started = 你的棋鐘已暫停至 { $until }（{ $relative }）：你的每個期限都順延 { $days } 天。{ $year } 年已使用 { $used } / { $allowed } 天休假。可用 /{ cmd-vacation-name } { cmd-vacation-end-name } 提前結束。
discord-vacation-ended = 歡迎回來：你的棋鐘重新開始計時。已退還 { $count } 天未使用的休假。

## /games
discord-games-open-challenge = 任何人（公開挑戰）
discord-games-challenge-waiting = 挑戰等待中，{ $expires }過期
discord-games-never = 永不
discord-games-their-move = 輪到對方
discord-games-deadline = { $turn }，期限 { $deadline }
discord-games-no-limit = { $turn }，不限時
discord-games-rated = （計分）
discord-games-line = • <#{ $channel }> 對 { $opponent } · { $variant }{ $rated } · { $state }
discord-games-won = 勝
discord-games-drawn = 和
discord-games-lost = 負
discord-games-finished-line = • <#{ $channel }> #{ $id } 對 { $opponent } · { $variant } · { $result }{ $when }
discord-games-no-finished = { $player } 還沒有已結束的對局。
discord-games-finished-head = { $player } 最近結束的對局（用 /{ cmd-export-name } { cmd-export-opt-game-name }:ID 匯出，用 /{ cmd-analysis-name } { cmd-analysis-opt-game-name }:ID 分析）：
discord-games-none = { $player } 沒有進行中的對局。
discord-games-head = { $player } 的對局：
discord-games-more = ……另有 { $count } 局。
discord-games-on-vacation = 休假至 { $until }（{ $relative }）；棋鐘已暫停。{ $year } 年已使用 { $used } / { $allowed } 天休假。
discord-games-vacation-used = { $year } 年已使用 { $used } / { $allowed } 天休假。

## /help
discord-help-title = Timur：通訊對弈的帖木兒象棋。
discord-help-head = { $title }指令：
discord-help-more = 變體與記譜法：/{ cmd-help-name } { cmd-help-opt-topic-name }:{ cmd-choice-notation }。全部棋子：/{ cmd-help-name } { cmd-help-opt-topic-name }:{ cmd-choice-pieces }。
discord-help-how-to-play-title = 怎麼下棋
discord-help-how-to-play =
    • 用 /{ cmd-challenge-name } { cmd-challenge-opt-opponent-name }:@使用者 向某人挑戰，或用 { cmd-challenge-opt-opponent-name }:@Timur { cmd-challenge-opt-level-name }:1-8 挑戰電腦。每局棋都有自己的討論串。
    • 用每個棋盤下方的「走棋」按鈕走棋（先選棋子，再選格子），或輸入 /{ cmd-move-name }：選單會提示合法著法（Nc4、長頸鹿、換位、citadel……）。
    • 期限：每步 1 到 14 天，用 `{ cmd-challenge-opt-days-name }:` 選擇（預設 3 天）；期限到來前會有提醒，超時則判負。/{ cmd-vacation-name } 可暫停你的所有棋鐘。
    • 指令在任何頻道都能找到你的對局。/{ cmd-games-name } 列出你的對局；/{ cmd-export-name } { cmd-export-opt-game-name }:ID 提供對局檔案（PGN、GIF 或 HTML）。
discord-help-variants-title = 變體
discord-help-variants =
    • 帖木兒象棋（11×10 棋盤 + 兩座堡壘）：`帖木兒象棋`（男性佈局）、`帖木兒象棋（女性佈局）`、`帖木兒象棋（伊本·阿拉布沙佈局）`。
    • 完整帖木兒象棋：同樣的棋盤，加上獅子、公牛、啟示者、海怪及其兵。
    • 帖木兒王朝系列（12×12，類似西洋棋，有快兵、砲和王子）：赫拉特、米爾扎、巴布爾、撒馬爾罕及其狂野版（兩側有獅鷲，中央棋子更強）。
discord-help-notation-title = 記譜法
discord-help-notation =
    • `e3-e4`：兵的著法（兵沒有字母）；`Nb2-c4` 或 `Nb2xc4`（x = 吃子）。
    • `Nc4`、`b2c4`：只有一個合法著法相符時，可以用簡寫。
    • `f9xg10=I`：升變。`P@e6`：放置兵的兵。`K<>d3`：國王與 d3 上的棋子換位。
    • `citadel`：讓你的國王進入它可以進入的堡壘。
    大寫字母是棋子的字母；走錯時，回覆會列出最接近的合法著法。

## /piece, /history, /export
discord-piece-unknown = { $variant } 中沒有名為「{ $name }」的棋子。它的棋子有：{ $pieces }。
discord-players-line = { $variant }：{ $white } 對 { $black }。
discord-export-record = 對局紀錄：{ $players }

## /analysis
discord-analysis-running = 在對局進行中分析就是作弊。請在對局結束後再用 /{ cmd-analysis-name }。
discord-analysis-no-moves = 這局棋沒有可分析的著法。
discord-analysis-no-result = 無結果
discord-analysis-graph-title = { $white } 對 { $black } · { $result }
discord-analysis-head = { $white } 對 { $black } 的電腦分析（每個局面 { $nodes } 個節點）：
discord-analysis-mistake = • { $played } 錯著；更好的是 { $better }
discord-analysis-blunder = • { $played } 敗著；更好的是 { $better }
discord-analysis-no-mistakes = 沒有錯著，也沒有敗著。

## Descriptions of pictures (alt texts, for screen readers)
discord-alt-legend = { $variant } 的全部棋子及其名稱和字母：{ $pieces }
discord-alt-piece = 示意圖：{ $piece } 在空的 { $variant } 棋盤上：{ $moves }
discord-alt-eval-graph = { $white } 對 { $black } 的評估曲線：每步之後白方的勝率，從 +1（白方勝）到 -1（黑方勝），共 { $moves } 步，標出了錯著
discord-alt-rating-chart = { $name } 的等級分曲線：每局計分對局後的等級分，按棋類分列
discord-alt-pgn = { $white } 對 { $black } 的棋譜（PGN 文字），共 { $moves } 步
discord-alt-html = { $white } 對 { $black } 的復盤網頁（HTML），共 { $moves } 步，可在瀏覽器中開啟
discord-thread-name = { $variant }：{ $challenger } 對 { $opponent }
discord-thread-name-open = { $variant }：{ $challenger } 的公開挑戰
