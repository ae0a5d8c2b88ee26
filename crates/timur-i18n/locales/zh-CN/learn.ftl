# learn texts (zh-CN). 课程（issue 34）：Discord 上的 /learn，本地模式中的 `learn`。

## 课程的文字。
learn-piece-intro = { $piece }的走法：{ $moves }。
learn-in-variant = { $variant }：{ $text }
learn-heading = { $title } · 第 { $lesson } 课（共 { $lessons } 课）· 第 { $task } 题（共 { $tasks } 题）
learn-task = 题目：{ $goal }

## 规则课：标题和介绍。
learn-pawns-title = 兵与升变
learn-pawns-intro = 帖木儿象棋的每个兵都属于一种棋子，并以它命名：车的兵、马的兵、长颈鹿的兵……兵向前直走一格，向斜前方一格吃子，走到最后一排时变成它所属的棋子。没有两格走法，也没有吃过路兵。
learn-prince-title = 王子与多个王族棋子
learn-prince-intro = 国王的兵走到最后一排时变成王子。王子像国王一样走，也是王族棋子。拥有两个或更多王族棋子的一方不受将军规则约束：它的国王可以被攻击而不理会，只有最后一个王族棋子才需要被将死。
learn-mate-title = 将军与将死
learn-mate-intro = 一方唯一的王族棋子——国王——受到攻击时，这一方就被将军了，必须立刻解除将军。被将军而又没有任何合法着法，就是将死，这一方输棋。
learn-citadel-title = 堡垒
learn-citadel-intro = 棋盘旁边有两个堡垒：x1 属于白方，在 k2 旁边；x2 属于黑方，在 a9 旁边。只有国王能进入对方的堡垒，默认情况下棋局随即和棋。堡垒里的棋子不能被吃。
learn-swap-title = 国王换位
learn-swap-intro = 每局一次，棋盘上的国王可以与己方任意一枚棋子交换位置，记作 K<>格子：在国王受到攻击时，或在己方没有其他合法着法时。换位之后国王不能处于被攻击的位置。
learn-pop-title = 兵的兵：停驻与放置
learn-pop-intro = 兵的兵（PP）会记录自己到达最后一排的次数。第一次到达时它停在那里：既不能走，也不能被吃。之后的某一回合，它的主人可以把它放置（P@格子）到一个格子上，使它作为兵同时攻击两个或更多敌方棋子，或攻击一个随后没有任何合法着法的棋子。
learn-pop-later-title = 兵的兵：第二次和第三次到达
learn-pop-later-intro = 第二次到达时，兵的兵立刻转到己方国王的兵的起始格（这里白方是 f3）。第三次到达时，它变成亲王：一个还能进入己方堡垒的王族棋子。
learn-stalemate-title = 困毙即胜
learn-stalemate-intro = 在帖木儿象棋中，没有合法着法的一方判负，无论是被将军（将死）还是没有被将军（困毙）。让对方无棋可走是胜利，而不是和棋。
learn-bare-title = 光杆国王
learn-bare-intro = 在发起挑战时选择 bare-king=loses 选项后，只剩王族棋子的一方判负，除非它紧接着的一步也让对方只剩王族棋子。默认情况下，光杆国王不算输。
learn-succession-title = 国王的继位
learn-succession-intro = 帖木儿变体中，受到攻击且没有其他合法着法的国王，可以与己方一个未受攻击的王子交换位置（K<>格子），每个王子限一次。

## 题目的要求。
learn-goal-take = 用你的{ $piece }吃掉一个敌方棋子。
learn-goal-capture = 用你的{ $piece }吃掉 { $square } 上的棋子。
learn-goal-reach = 把你的{ $piece }走到 { $square }。
learn-goal-promote = 把一枚棋子升变为{ $piece }。
learn-goal-mate = 一步将死：找出将死对方的着法。
learn-goal-stalemate = 用困毙取胜：让对方没有任何合法着法，但不要将军。
learn-goal-bare = 让对方成为光杆：吃掉对方除王族棋子以外的最后一枚棋子。
learn-goal-citadel = 挽救棋局：让你的国王走进对方的堡垒。
learn-goal-swap = 你的国王受到攻击且无处可走：让它与你的一枚棋子交换位置来解救它（K<>格子）。
learn-goal-place = 把你停驻的兵的兵放置（P@格子）到能同时攻击两个敌方棋子的格子上。
learn-goal-en-passant = 吃过路兵：吃掉刚刚走了两格的那个兵。

## 合法着法为什么没有完成题目。
learn-wrong-take = { $move } 是合法着法，但没有用你的{ $piece }吃掉任何棋子。
learn-wrong-capture = { $move } 是合法着法，但没有用你的{ $piece }吃掉 { $square } 上的棋子。
learn-wrong-reach = { $move } 是合法着法，但没有把你的{ $piece }走到 { $square }。
learn-wrong-promote = { $move } 是合法着法，但没有把任何棋子升变为{ $piece }。
learn-wrong-no-check = { $move } 是合法着法，但没有将军。
learn-wrong-escape = { $move } 将军了，但对方可以用 { $reply } 解围。
learn-wrong-stalemate-check = { $move } 将军了；困毙是让对方在没有被将军的情况下无棋可走。
learn-wrong-stalemate = { $move } 是合法着法，但对方仍然有棋可走，例如 { $reply }。
learn-wrong-bare = { $move } 是合法着法，但对方除了王族棋子还留有一枚棋子。
learn-wrong-citadel = { $move } 是合法着法，但你的国王没有进入对方的堡垒。
learn-wrong-swap = { $move } 是合法着法，但不是你国王的换位。
learn-wrong-place = { $move } 是合法着法，但不是兵的兵的放置。
learn-wrong-en-passant = { $move } 是合法着法，但不是吃过路兵。

## 回答与进度。
learn-right = 正确：{ $move }。
learn-lesson-done = 本课完成：{ $title } ✓
learn-all-done = 你已经完成了所有课程，太棒了！可以打开任意一课再练一遍。
learn-list-heading = 课程（已完成 { $done } / { $count }）：
learn-list-tamerlane = 帖木儿象棋：
learn-list-timurid = 帖木儿王朝变体（12×12）：
learn-list-done = ✓ { $number }. { $title }
learn-list-begun = · { $number }. { $title }（{ $solved }/{ $tasks }）
learn-list-todo = · { $number }. { $title }
learn-continue = 继续：{ $title }，第 { $task } 题（共 { $tasks } 题）。
learn-unknown = 没有名为“{ $value }”的课程；列表中列出了全部课程。

## 棋盘图片：标题与描述。
learn-caption = 课程：{ $title } · 第 { $task } 题（共 { $tasks } 题）
learn-alt = 课程“{ $title }”的棋盘，第 { $task } 题（共 { $tasks } 题），轮到{ $color ->
    [white] 白方
   *[black] 黑方
}走。白方：{ $white }。黑方：{ $black }。
learn-alt-piece = { $piece } { $square }
learn-alt-marked = 标记的格子：{ $squares }。

## Discord：/learn 的按钮和菜单。
learn-button-next = 下一题
learn-button-lessons = 课程列表
learn-button-continue = 继续
learn-open-lesson = 打开一课
learn-open-lesson-part = 打开一课（{ $part }/{ $parts }）

## 本地模式：课程中的输入提示。
learn-local-hint = 输入一步着法作答（例如 Gc3xg4），输入“next”跳过本题，“lessons”查看列表，“learn <课程>”打开另一课，“back”回到你的对局。
learn-local-back = 已回到你的对局。
