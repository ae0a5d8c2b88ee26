# learn texts (zh-TW). 課程（issue 34）：Discord 上的 /learn，本機模式中的 `learn`。

## 課程的文字。
learn-piece-intro = { $piece }的走法：{ $moves }。
learn-in-variant = { $variant }：{ $text }
learn-heading = { $title } · 第 { $lesson } 課（共 { $lessons } 課）· 第 { $task } 題（共 { $tasks } 題）
learn-task = 題目：{ $goal }

## 規則課：標題和介紹。
learn-pawns-title = 兵與升變
learn-pawns-intro = 帖木兒象棋的每個兵都屬於一種棋子，並以它命名：車的兵、馬的兵、長頸鹿的兵……兵向前直走一格，向斜前方一格吃子，走到最後一排時變成它所屬的棋子。沒有兩格走法，也沒有吃過路兵。
learn-prince-title = 王子與多個王族棋子
learn-prince-intro = 國王的兵走到最後一排時變成王子。王子像國王一樣走，也是王族棋子。擁有兩個或更多王族棋子的一方不受將軍規則約束：它的國王可以被攻擊而不理會，只有最後一個王族棋子才需要被將死。
learn-mate-title = 將軍與將死
learn-mate-intro = 一方唯一的王族棋子——國王——受到攻擊時，這一方就被將軍了，必須立刻解除將軍。被將軍而又沒有任何合法著法，就是將死，這一方輸棋。
learn-citadel-title = 堡壘
learn-citadel-intro = 棋盤旁邊有兩個堡壘：x1 屬於白方，在 k2 旁邊；x2 屬於黑方，在 a9 旁邊。只有國王能進入對方的堡壘，預設情況下棋局隨即和棋。堡壘裡的棋子不能被吃。
learn-swap-title = 國王換位
learn-swap-intro = 每局一次，棋盤上的國王可以與己方任意一枚棋子交換位置，記作 K<>格子：在國王受到攻擊時，或在己方沒有其他合法著法時。換位之後國王不能處於被攻擊的位置。
learn-pop-title = 兵的兵：停駐與放置
learn-pop-intro = 兵的兵（PP）會記錄自己到達最後一排的次數。第一次到達時它停在那裡：既不能走，也不能被吃。之後的某一回合，它的主人可以把它放置（P@格子）到一個格子上，使它作為兵同時攻擊兩個或更多敵方棋子，或攻擊一個隨後沒有任何合法著法的棋子。
learn-pop-later-title = 兵的兵：第二次和第三次到達
learn-pop-later-intro = 第二次到達時，兵的兵立刻轉到己方國王的兵的起始格（這裡白方是 f3）。第三次到達時，它變成親王：一個還能進入己方堡壘的王族棋子。
learn-stalemate-title = 困斃即勝
learn-stalemate-intro = 在帖木兒象棋中，沒有合法著法的一方判負，無論是被將軍（將死）還是沒有被將軍（困斃）。讓對方無棋可走是勝利，而不是和棋。
learn-bare-title = 光桿國王
learn-bare-intro = 在發起挑戰時選擇 bare-king=loses 選項後，只剩王族棋子的一方判負，除非它緊接著的一步也讓對方只剩王族棋子。預設情況下，光桿國王不算輸。
learn-succession-title = 國王的繼位
learn-succession-intro = 帖木兒王朝變體中，受到攻擊且沒有其他合法著法的國王，可以與己方一個未受攻擊的王子交換位置（K<>格子），每個王子限一次。

## 題目的要求。
learn-goal-take = 用你的{ $piece }吃掉一個敵方棋子。
learn-goal-capture = 用你的{ $piece }吃掉 { $square } 上的棋子。
learn-goal-reach = 把你的{ $piece }走到 { $square }。
learn-goal-promote = 把一枚棋子升變為{ $piece }。
learn-goal-mate = 一步將死：找出將死對方的著法。
learn-goal-stalemate = 用困斃取勝：讓對方沒有任何合法著法，但不要將軍。
learn-goal-bare = 讓對方成為光桿：吃掉對方除王族棋子以外的最後一枚棋子。
learn-goal-citadel = 挽救棋局：讓你的國王走進對方的堡壘。
learn-goal-swap = 你的國王受到攻擊且無處可走：讓它與你的一枚棋子交換位置來解救它（K<>格子）。
learn-goal-place = 把你停駐的兵的兵放置（P@格子）到能同時攻擊兩個敵方棋子的格子上。
learn-goal-en-passant = 吃過路兵：吃掉剛剛走了兩格的那個兵。

## 合法著法為什麼沒有完成題目。
learn-wrong-take = { $move } 是合法著法，但沒有用你的{ $piece }吃掉任何棋子。
learn-wrong-capture = { $move } 是合法著法，但沒有用你的{ $piece }吃掉 { $square } 上的棋子。
learn-wrong-reach = { $move } 是合法著法，但沒有把你的{ $piece }走到 { $square }。
learn-wrong-promote = { $move } 是合法著法，但沒有把任何棋子升變為{ $piece }。
learn-wrong-no-check = { $move } 是合法著法，但沒有將軍。
learn-wrong-escape = { $move } 將軍了，但對方可以用 { $reply } 解圍。
learn-wrong-stalemate-check = { $move } 將軍了；困斃是讓對方在沒有被將軍的情況下無棋可走。
learn-wrong-stalemate = { $move } 是合法著法，但對方仍然有棋可走，例如 { $reply }。
learn-wrong-bare = { $move } 是合法著法，但對方除了王族棋子還留有一枚棋子。
learn-wrong-citadel = { $move } 是合法著法，但你的國王沒有進入對方的堡壘。
learn-wrong-swap = { $move } 是合法著法，但不是你國王的換位。
learn-wrong-place = { $move } 是合法著法，但不是兵的兵的放置。
learn-wrong-en-passant = { $move } 是合法著法，但不是吃過路兵。

## 回答與進度。
learn-right = 正確：{ $move }。
learn-lesson-done = 本課完成：{ $title } ✓
learn-all-done = 你已經完成了所有課程，太棒了！可以打開任意一課再練一遍。
learn-list-heading = 課程（已完成 { $done } / { $count }）：
learn-list-tamerlane = 帖木兒象棋：
learn-list-timurid = 帖木兒王朝變體（12×12）：
learn-list-done = ✓ { $number }. { $title }
learn-list-begun = · { $number }. { $title }（{ $solved }/{ $tasks }）
learn-list-todo = · { $number }. { $title }
learn-continue = 繼續：{ $title }，第 { $task } 題（共 { $tasks } 題）。
learn-unknown = 沒有名為「{ $value }」的課程；列表中列出了全部課程。

## 棋盤圖片：標題與描述。
learn-caption = 課程：{ $title } · 第 { $task } 題（共 { $tasks } 題）
learn-alt = 課程「{ $title }」的棋盤，第 { $task } 題（共 { $tasks } 題），輪到{ $color ->
    [white] 白方
   *[black] 黑方
}走。白方：{ $white }。黑方：{ $black }。
learn-alt-piece = { $piece } { $square }
learn-alt-marked = 標記的格子：{ $squares }。

## Discord：/learn 的按鈕和選單。
learn-button-next = 下一題
learn-button-lessons = 課程列表
learn-button-continue = 繼續
learn-open-lesson = 打開一課
learn-open-lesson-part = 打開一課（{ $part }/{ $parts }）

## 本機模式：課程中的輸入提示。
learn-local-hint = 輸入一步著法作答（例如 Gc3xg4），輸入「next」跳過本題，「lessons」查看列表，「learn <課程>」打開另一課，「back」回到你的對局。
learn-local-back = 已回到你的對局。
