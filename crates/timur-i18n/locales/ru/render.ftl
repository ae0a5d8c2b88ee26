# render texts (ru). The English catalog (en-US) is the source; every id here exists there.

render-side = { $color ->
    [white] белых
   *[black] чёрных
}
render-caption-players = { $white } — { $black }
render-caption-to-move = ход { $side }
render-caption-to-move-check = ход { $side }, шах
render-caption = { $players } · ход { $number } · { $state }

render-diagram-no-piece = В варианте { $variant } нет фигуры «{ $piece }»
render-diagram-title = { $piece } ({ $letter }) на { $square }
render-diagram-reach = ходит или бьёт
render-diagram-move-only = только ходит
render-diagram-capture-only = только бьёт
render-diagram-pass = проходит (поле должно быть свободно)
render-diagram-hop = бьёт, перепрыгивая ровно одну фигуру

render-legend-title = { $variant } — фигуры
render-legend-label = { $piece } ({ $letter })

render-graph-axis = ход
render-graph-white-better = лучше у белых
render-graph-black-better = лучше у чёрных
render-graph-inaccuracy = неточность
render-graph-mistake = ошибка
render-graph-blunder = грубая ошибка

render-chart-empty = Рейтинговых партий пока нет

render-standings-player = Игрок
render-standings-points = Очки

render-gif-half-size = половинный размер
render-gif-every = каждый { $step }-й полуход

## The HTML replay page's controls (the key in parentheses, as printed on the keyboard).
render-replay-first = В начало (Home)
render-replay-prev = Назад (←)
render-replay-next = Вперёд (→)
render-replay-last = В конец (End)
render-replay-flip-title = Перевернуть доску (F)
render-replay-flip = Перевернуть
render-replay-ply = полуход { $ply } / { $plies }
