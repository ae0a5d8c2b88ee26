# local texts (zh-CN). The English catalog (en-US) is the source; every id here exists there.
# Local mode (`timur local`). The words typed at the prompt (move, board, resign, ...) stay
# English; `local-yes` is the word accepted besides "yes" to confirm a resignation.

local-help =
    命令：
      move <着法>   走一步，例如 move e3-e4、move Nb2-c4、move Nc4、move P@e6、move K<>d3、move citadel
      <着法>        同上，不带“move”
      board         再次显示棋盘（并写出棋盘图片）
      moves         列出合法着法
      resign        轮到走棋的一方认输（会先询问：回答 是）
      claim         要求堡垒和棋（选项 citadel=claim / second-entry）
      new [变体] [键=值 ...]   本局结束后开始新的一局
      export [pgn|gif|html]   把对局写成文件放在棋盘图片旁，并显示路径
      analysis      对局结束后：电脑分析（准确率、错着、棋盘图片、回放）
      premove <变化>   供不走棋的一方使用：预先应对对手的下一步，
                    例如 premove Nb2xc4 Rd1xc4（对方着法、你的应着……；最多 10 步）
      premove list | premove remove <n> | premove clear   查看或删除已存的变化
      learn [课程]   课程：每种棋子怎么走和特殊规则，附练习题（进度会保存）
      help          本说明
      quit          退出（对局已保存；再次运行 `timur local` 即可继续）
local-bad-against = --against 只接受 computer 或 computer:N（N 为 1 到 8），而不是“{ $value }”
local-bad-color = --color 只接受 white 或 black，而不是“{ $value }”
local-bad-lang = 未知语言“{ $value }”：请使用 { $tags } 之一
local-cannot-create = 无法创建 { $path }：{ $error }
local-game-gif = 对局 GIF
local-no-game-gif = （没有对局 GIF：{ $error }）
local-written = { $label }：{ $path }
local-cannot-write = （无法写入 { $path }：{ $error }）
local-gif-failed = 无法生成 GIF：{ $error }。
local-unknown-format = 未知的导出格式“{ $format }”：请用 gif、html 或 pgn。
local-exported = 已导出
local-picture = 图片：{ $path }
local-set-aside = 对局“{ $game }”还没有人走棋：将其搁置，开始新的一局。
local-resuming = 继续对局“{ $game }”（{ $variant }）。
local-last-ended = 上一局“{ $game }”已结束：{ $end }。开始新的一局。
local-type-help = 输入“help”查看命令。
local-changed-elsewhere = 对局已在另一个窗口中改变；现在的局面如下。请再试一次。
local-over-result = 本局已结束（{ $result }）。输入“new”开始新的一局，例如 new herat。
local-finished = 已结束
local-no-legal-moves = 没有合法着法。
local-resign-ask = 你真的要以{ $side ->
    [white] 白方
   *[black] 黑方
}身份认输吗？认输后无法撤销。输入“是”认输；输入其他任何内容则继续对局。
local-yes = 是
local-finish-first = 请先下完本局（resign 可结束本局）。
local-saved = 对局已保存。再次运行 `timur local` 即可继续。
local-not-a-line-number = “{ $value }”不是变化编号；premove list 会列出编号。
local-remove-needs-number = 请给出要删除的变化编号：premove remove <n>（premove list 会列出编号）。
local-resign-cancelled = 你没有认输；对局继续。
local-end-with-result = { $end }（{ $result }）
local-wanted-computer = 与 { $level } 级电脑的对局
local-wanted-variant = { $variant } 对局
local-wanted-rules = 规则不同的对局
local-opponent-computer = 对手为 { $level } 级电脑
local-opponent-keyboard = 两人共用键盘
local-plies = { $count ->
   *[other] { $count } 步
}
local-in-progress = 对局“{ $game }”（{ $variant }，{ $opponent }，已走 { $plies }）仍在进行，因此不能变为{ $wanted }。请不加 { $flag } 继续它、认输，或用 --game 名称 开始另一局。
local-over = 本局已结束。输入“new”开始新的一局。
local-player-white = 白方
local-player-black = 黑方
local-player-you = 你
local-anyone = 任何人

local-db-cannot-open = 无法打开或写入对局数据库 { $path }，因此本地模式无法启动。请用 --db（或 DATABASE_URL）指定一个位于你有写入权限的文件夹中的文件。
local-db-not-a-database = { $path } 不是 Timur 对局数据库，因此本地模式无法启动。请用 --db（或 DATABASE_URL）指定一个 Timur 数据库的路径，或一个新文件名。
local-delivery-failed = 无法从对局数据库读取本局最新的通告；它们已保留，会在你的下一条命令之后显示。
local-computer-failed = 电脑这次未能走棋。请输入“quit”，然后再次运行 `timur local`，让它走棋。
local-unknown-variant = 未知变体“{ $value }”：请使用 { $variants } 之一
