# local texts (zh-TW). The English catalog (en-US) is the source; every id here exists there.
# Local mode (`timur local`). The words typed at the prompt (move, board, resign, ...) stay
# English; `local-yes` is the word accepted besides "yes" to confirm a resignation.

local-help =
    指令：
      move <著法>   走一步，例如 move e3-e4、move Nb2-c4、move Nc4、move P@e6、move K<>d3、move citadel
      <著法>        同上，不帶「move」
      board         再次顯示棋盤（並寫出棋盤圖片）
      moves         列出合法著法
      resign        輪到走棋的一方認輸（會先詢問：回答 是）
      claim         要求堡壘和棋（選項 citadel=claim / second-entry）
      new [變體] [鍵=值 ...]   本局結束後開始新的一局
      export [pgn|gif|html]   把對局寫成檔案放在棋盤圖片旁，並顯示路徑
      analysis      對局結束後：電腦分析（準確率、錯著、棋盤圖片、回放）
      premove <變化>   供不走棋的一方使用：預先應對對手的下一步，
                    例如 premove Nb2xc4 Rd1xc4（對方著法、你的應著……；最多 10 步）
      premove list | premove remove <n> | premove clear   查看或刪除已儲存的變化
      learn [課程]   課程：每種棋子怎麼走和特殊規則，附練習題（進度會保存）
      help          本說明
      quit          退出（對局已儲存；再次執行 `timur local` 即可繼續）
local-bad-against = --against 只接受 computer 或 computer:N（N 為 1 到 8），而不是「{ $value }」
local-bad-color = --color 只接受 white 或 black，而不是「{ $value }」
local-bad-lang = 未知語言「{ $value }」：請使用 { $tags } 之一
local-cannot-create = 無法建立 { $path }：{ $error }
local-game-gif = 對局 GIF
local-no-game-gif = （沒有對局 GIF：{ $error }）
local-written = { $label }：{ $path }
local-cannot-write = （無法寫入 { $path }：{ $error }）
local-gif-failed = 無法產生 GIF：{ $error }。
local-unknown-format = 未知的匯出格式「{ $format }」：請用 gif、html 或 pgn。
local-exported = 已匯出
local-picture = 圖片：{ $path }
local-set-aside = 對局「{ $game }」還沒有人走棋：將其擱置，開始新的一局。
local-resuming = 繼續對局「{ $game }」（{ $variant }）。
local-last-ended = 上一局「{ $game }」已結束：{ $end }。開始新的一局。
local-type-help = 輸入「help」查看指令。
local-changed-elsewhere = 對局已在另一個視窗中改變；現在的局面如下。請再試一次。
local-over-result = 本局已結束（{ $result }）。輸入「new」開始新的一局，例如 new herat。
local-finished = 已結束
local-no-legal-moves = 沒有合法著法。
local-resign-ask = 你真的要以{ $side ->
    [white] 白方
   *[black] 黑方
}身份認輸嗎？認輸後無法復原。輸入「是」認輸；輸入其他任何內容則繼續對局。
local-yes = 是
local-finish-first = 請先下完本局（resign 可結束本局）。
local-saved = 對局已儲存。再次執行 `timur local` 即可繼續。
local-not-a-line-number = 「{ $value }」不是變化編號；premove list 會列出編號。
local-remove-needs-number = 請給出要刪除的變化編號：premove remove <n>（premove list 會列出編號）。
local-resign-cancelled = 你沒有認輸；對局繼續。
local-end-with-result = { $end }（{ $result }）
local-wanted-computer = 與 { $level } 級電腦的對局
local-wanted-variant = { $variant } 對局
local-wanted-rules = 規則不同的對局
local-opponent-computer = 對手為 { $level } 級電腦
local-opponent-keyboard = 兩人共用鍵盤
local-plies = { $count ->
   *[other] { $count } 步
}
local-in-progress = 對局「{ $game }」（{ $variant }，{ $opponent }，已走 { $plies }）仍在進行，因此不能變為{ $wanted }。請不加 { $flag } 繼續它、認輸，或用 --game 名稱 開始另一局。
local-over = 本局已結束。輸入「new」開始新的一局。
local-player-white = 白方
local-player-black = 黑方
local-player-you = 你
local-anyone = 任何人

local-db-cannot-open = 無法開啟或寫入對局資料庫 { $path }，因此本機模式無法啟動。請用 --db（或 DATABASE_URL）指定一個位於你有寫入權限的資料夾中的檔案。
local-db-not-a-database = { $path } 不是 Timur 對局資料庫，因此本機模式無法啟動。請用 --db（或 DATABASE_URL）指定一個 Timur 資料庫的路徑，或一個新檔名。
local-delivery-failed = 無法從對局資料庫讀取本局最新的通告；它們已保留，會在你的下一個指令之後顯示。
local-computer-failed = 電腦這次未能走棋。請輸入「quit」，然後再次執行 `timur local`，讓它走棋。
local-unknown-variant = 未知變體「{ $value }」：請使用 { $variants } 之一
