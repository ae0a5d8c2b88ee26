# discord texts (zh-CN). The English catalog (en-US) is the source; every id here exists there.

## Styles and shared parts
discord-anyone = 任何人
discord-end-with-result = { $end }（{ $result }）
discord-in-channel = （在 <#{ $channel }>）
discord-the-game-link = 对局：<#{ $channel }>
discord-shared-below = 已在下方分享{ $link }。

## The error handler
discord-generic-failure = 机器人这边出了点问题，所以没有做任何更改。请稍后再试。
discord-database-down = 机器人的对局数据库暂时无法使用，所以没有做任何更改。请过几分钟再试。
discord-corrupt-game = { $error } 机器人的管理员可以运行 `timur check` 查看问题所在。
discord-vacation-running = 你已经在休假中。请先用 /{ cmd-vacation-name } { cmd-vacation-end-name } 结束休假。
discord-options-unreadable = 无法读取这条命令的选项（可能有数值超出范围）。请从菜单中选择。
discord-guild-only = /{ $command } 只能在服务器中使用，不能在私信中使用。
discord-stale-button = 这个按钮已失效。

## Finding the game
discord-no-game-here = 这个频道里没有对局。用 /{ cmd-challenge-name } 开始一局吧。
discord-channel-game-over = 这个频道里的对局已经结束：{ $end }。用 /{ cmd-challenge-name } 开始新的一局吧。
discord-not-your-move-anywhere = 你的所有对局中都还没轮到你走棋（{ $games }）。
discord-choose-game = 选择一局
discord-which-game = 你有 { $count } 局对局（{ $games }）。/{ $command } 是针对哪一局的？
discord-no-such-game = 没有编号为 #{ $id } 的对局。
discord-game-not-yours = 对局 #{ $id } 既不是你下的，也不是在这个服务器上下的。
discord-name-a-finished-game = 这个频道里没有对局。请用 { cmd-export-opt-game-name }: 指定一局（菜单列出你的对局；/{ cmd-games-name } { cmd-games-opt-finished-name }:true 列出已结束的对局）。
discord-name-a-game = 你有好几局对局：请用 { cmd-export-opt-game-name }: 指定一局（菜单列出你的对局）。
discord-label-players = { $white } 对 { $black }
discord-label-opponent = 对 { $opponent }
discord-label-challenge = 挑战
discord-label-your-move = 轮到你走
discord-label-their-move = 轮到 { $player } 走
discord-label-over = 已结束

## Buttons
discord-button-accept = 接受
discord-button-decline = 拒绝
discord-button-resign = 认输
discord-button-rematch = 再来一局
discord-button-move = 走棋
discord-button-back = 返回

## Playing
discord-move-too-long = “{ $input }”不是一步棋：着法都很短，例如 e3-e4、Nb2-c4、P@e6 或 citadel。
discord-resign-question = 你真的要在与 { $opponent } 的这局棋中认输吗？此操作无法撤销。

## The move picker
discord-picker-part = { $name }（{ $part }/{ $parts }）
discord-picker-piece = 棋子
discord-picker-piece-option = { $piece } { $square }（{ $count } 种走法）
discord-picker-choose-piece = 选择一个棋子
discord-picker-pieces = 棋子
discord-picker-pawns = 兵
discord-picker-choose-destination = 选择目标格
discord-picker-whose = { $color ->
   *[white] 白方
    [black] 黑方
}，第 { $number } 回合
discord-picker-piece-step = { $note }轮到你在 { $variant } 中走棋（{ $whose }）：请选择要走的棋子。
discord-picker-no-move = { $square } 上的{ $piece }没有合法着法。
discord-picker-destination-step = { $square } 上的{ $piece }：请选择目标格。
discord-picker-game-over = 这局棋已经结束，没有棋可走了。
discord-picker-not-accepted = 这个挑战还没有被接受。
discord-picker-not-a-player = 只有这局棋的棋手才能走棋。
discord-picker-not-your-move = 还没轮到你：现在轮到 { $player } 走棋。请在对方走棋后点击棋盘下的“走棋”。
discord-picker-changed = 打开这个选择器之后局面已经改变，所以没有走任何棋。请点击最新棋盘下的“走棋”。
discord-picker-earlier-board = 你点击的棋盘是之前的局面；这是现在的局面。

## Conditional moves (/premove)
discord-premove-boards-note = 棋盘显示每条变化走完后的局面。只有对手按这条变化走时才会执行；对手走其他任何一步都会使其作废。
discord-premove-boards-shown = （显示第 1 至 { $count } 条变化的棋盘。）
discord-premove-remove = 删除 { $number }
discord-premove-remove-all = 全部删除
discord-premove-too-long = “{ $input }”作为一条变化太长了：一条最多 10 步，例如“Nb2xc4 Rd1xc4 e7-e6 Rc4-c1”。
discord-premove-removed-n = 已删除 { $count } 条变化。
discord-premove-removed-line = 已删除第 { $number } 条变化。
discord-premove-stored = 已保存为第 { $number } 条变化。
discord-premove-removed-one = 已删除这条变化。
discord-premove-removed-all = 已删除你的所有变化。

## /settings
discord-settings-board-mine = 只给你看的棋盘（例如 /{ cmd-board-name }）从你这一方绘制；在你没有参与的对局中，白方在下。
discord-settings-board-white = 只给你看的棋盘（例如 /{ cmd-board-name }）白方在下。
discord-settings-yours = 你的设置。棋盘：{ $board }。{ $sentence }
discord-settings-server-language = 本服务器的公告使用{ $language }。
discord-settings-saved = 已保存。{ $sentence }
discord-settings-server-only = 设置只能在服务器中使用。
discord-settings-tournaments-manage = 只有拥有“管理服务器”权限的成员才能更改谁可以创建锦标赛。
discord-settings-tournaments-role = 现在只有拥有 { $role } 身份组（或“管理服务器”权限）的成员才能创建锦标赛。
discord-settings-tournaments-everyone = 现在每位成员都可以创建锦标赛。
discord-settings-language-manage = 只有拥有“管理服务器”权限的成员才能更改本服务器的语言。
discord-settings-language-saved = 本服务器的公告现在使用{ $language }。给每位成员的回复仍使用其自己的 Discord 语言。

## Tournaments
discord-tournament-joined = 你已报名参加 { $name }（目前共 { $count } 名棋手）。
discord-tournament-left = 你已退出 { $name }。

## /challenge
discord-challenge-bot = 你不能向机器人发起挑战。
discord-challenge-computer-unrated = 与电脑的对局从不计入等级分；请不要填写 { cmd-challenge-opt-rated-name }:，或选择 { cmd-challenge-opt-rated-name }:false。
discord-challenge-where-here = 这里
discord-challenge-where-thread = <#{ $thread }>
discord-challenge-no-thread-permission = （对局在这个频道进行：我在这里没有“创建公开子区”权限。）
discord-challenge-thread-refused = （对局在这个频道进行：Discord 拒绝让我在这里创建子区。）
discord-challenge-computer = 你与电脑（{ $level } 级）的对局在{ $place }开始。{ $note }
discord-challenge-posted = 你的挑战已发布在{ $place }。{ $note }

## /history and /vacation
discord-history-current = 当前局面（第 { $total } 步）。
discord-history-start-no-moves = 初始局面（还没有走过任何棋）。
discord-history-start = 初始局面，第 1 回合之前。
discord-history-not-played = 第 { $number } 回合还没有走：对局进行到第 { $last } 回合。当前局面（第 { $total } 步）。
discord-history-after = 第 { $number } 回合之后的局面（共 { $total } 步中的第 { $ply } 步）。
discord-history-no-moves = 还没有着法。
discord-vacation-started = 你的棋钟已暂停至 { $until }（{ $relative }）：你的每个期限都顺延 { $days } 天。{ $year } 年已使用 { $used } / { $allowed } 天休假。可用 /{ cmd-vacation-name } { cmd-vacation-end-name } 提前结束。
discord-vacation-ended = 欢迎回来：你的棋钟重新开始计时。已退还 { $count } 天未使用的休假。

## /games
discord-games-open-challenge = 任何人（公开挑战）
discord-games-challenge-waiting = 挑战等待中，{ $expires }过期
discord-games-never = 永不
discord-games-their-move = 轮到对方
discord-games-deadline = { $turn }，期限 { $deadline }
discord-games-no-limit = { $turn }，不限时
discord-games-rated = （计分）
discord-games-line = • <#{ $channel }> 对 { $opponent } · { $variant }{ $rated } · { $state }
discord-games-won = 胜
discord-games-drawn = 和
discord-games-lost = 负
discord-games-finished-line = • <#{ $channel }> #{ $id } 对 { $opponent } · { $variant } · { $result }{ $when }
discord-games-no-finished = { $player } 还没有已结束的对局。
discord-games-finished-head = { $player } 最近结束的对局（用 /{ cmd-export-name } { cmd-export-opt-game-name }:ID 导出，用 /{ cmd-analysis-name } { cmd-analysis-opt-game-name }:ID 分析）：
discord-games-none = { $player } 没有进行中的对局。
discord-games-head = { $player } 的对局：
discord-games-more = ……另有 { $count } 局。
discord-games-on-vacation = 休假至 { $until }（{ $relative }）；棋钟已暂停。{ $year } 年已使用 { $used } / { $allowed } 天休假。
discord-games-vacation-used = { $year } 年已使用 { $used } / { $allowed } 天休假。

## /help
discord-help-title = Timur：通信对弈的帖木儿象棋。
discord-help-head = { $title }命令：
discord-help-more = 变体与记谱法：/{ cmd-help-name } { cmd-help-opt-topic-name }:{ cmd-choice-notation }。全部棋子：/{ cmd-help-name } { cmd-help-opt-topic-name }:{ cmd-choice-pieces }。
discord-help-how-to-play-title = 怎么下棋
discord-help-how-to-play =
    • 用 /{ cmd-challenge-name } { cmd-challenge-opt-opponent-name }:@用户 向某人挑战，或用 { cmd-challenge-opt-opponent-name }:@Timur { cmd-challenge-opt-level-name }:1-8 挑战电脑。每局棋都有自己的子区。
    • 用每个棋盘下方的“走棋”按钮走棋（先选棋子，再选格子），或输入 /{ cmd-move-name }：菜单会提示合法着法（Nc4、长颈鹿、换位、citadel……）。
    • 期限：每步 1 到 14 天，用 `{ cmd-challenge-opt-days-name }:` 选择（默认 3 天）；期限到来前会有提醒，超时则判负。/{ cmd-vacation-name } 可暂停你的所有棋钟。
    • 命令在任何频道都能找到你的对局。/{ cmd-games-name } 列出你的对局；/{ cmd-export-name } { cmd-export-opt-game-name }:ID 给出对局文件（PGN、GIF 或 HTML）。
discord-help-variants-title = 变体
discord-help-variants =
    • 帖木儿象棋（11×10 棋盘 + 两座堡垒）：`帖木儿象棋`（男性布局）、`帖木儿象棋（女性布局）`、`帖木儿象棋（伊本·阿拉布沙布局）`。
    • 完整帖木儿象棋：同样的棋盘，加上狮子、公牛、启示者、海怪及其兵。
    • 帖木儿王朝系列（12×12，类似国际象棋，有快兵、炮和王子）：赫拉特、米尔扎、巴布尔、撒马尔罕及其狂野版（两侧有狮鹫，中央棋子更强）。
discord-help-notation-title = 记谱法
discord-help-notation =
    • `e3-e4`：兵的着法（兵没有字母）；`Nb2-c4` 或 `Nb2xc4`（x = 吃子）。
    • `Nc4`、`b2c4`：只有一个合法着法相符时，可以用简写。
    • `f9xg10=I`：升变。`P@e6`：放置兵的兵。`K<>d3`：国王与 d3 上的棋子换位。
    • `citadel`：让你的国王进入它可以进入的堡垒。
    大写字母是棋子的字母；走错时，回复会列出最接近的合法着法。

## /piece, /history, /export
discord-piece-unknown = { $variant } 中没有名为“{ $name }”的棋子。它的棋子有：{ $pieces }。
discord-players-line = { $variant }：{ $white } 对 { $black }。
discord-export-record = 对局记录：{ $players }

## /analysis
discord-analysis-running = 在对局进行中分析就是作弊。请在对局结束后再用 /{ cmd-analysis-name }。
discord-analysis-no-moves = 这局棋没有可分析的着法。
discord-analysis-no-result = 无结果
discord-analysis-graph-title = { $white } 对 { $black } · { $result }
discord-analysis-head = { $white } 对 { $black } 的电脑分析（每个局面 { $nodes } 个节点）：
discord-analysis-mistake = • { $played } 错着；更好的是 { $better }
discord-analysis-blunder = • { $played } 败着；更好的是 { $better }
discord-analysis-no-mistakes = 没有错着，也没有败着。

## Descriptions of pictures (alt texts, for screen readers)
discord-alt-legend = { $variant } 的全部棋子及其名称和字母：{ $pieces }
discord-alt-piece = 示意图：{ $piece } 在空的 { $variant } 棋盘上：{ $moves }
discord-alt-eval-graph = { $white } 对 { $black } 的评估曲线：每步之后白方的胜率，从 +1（白方胜）到 -1（黑方胜），共 { $moves } 步，标出了错着
discord-alt-rating-chart = { $name } 的等级分曲线：每局计分对局后的等级分，按棋类分列
discord-alt-pgn = { $white } 对 { $black } 的棋谱（PGN 文本），共 { $moves } 步
discord-alt-html = { $white } 对 { $black } 的复盘网页（HTML），共 { $moves } 步，可在浏览器中打开
discord-thread-name = { $variant }：{ $challenger } 对 { $opponent }
discord-thread-name-open = { $variant }：{ $challenger } 的公开挑战
