# game texts (ru). The English catalog (en-US) is the source; every id here exists there.

catalog-plies = { $count ->
    [one] { $count } полуход
    [few] { $count } полухода
   *[many] { $count } полуходов
}

## Why the game service refused an action (GameError).
game-error-no-game = Здесь нет партии.
game-error-game-over = Эта партия окончена.
game-error-no-such-game = Этой партии больше нет.
game-error-channel-busy = Здесь уже идёт партия или открыт вызов. Сначала доиграйте её или играйте в ветке.
game-error-self-challenge = Нельзя вызвать на партию самого себя.
game-error-bad-position = Эту начальную позицию использовать нельзя: { $reason }
game-error-not-your-game = Вы не играете в этой партии.
game-error-not-challenged = Ответить на этот вызов может только вызванный игрок.
game-error-not-challenger = Отозвать этот вызов может только тот, кто его сделал.
game-error-challenge-closed = Этот вызов уже закрыт.
game-error-not-started = Вызов ещё не принят.
game-error-not-your-turn = Сейчас не ваш ход; ходит { $opponent }.
game-error-no-claim = Сейчас нельзя потребовать ничью по цитадели: ваш шах должен стоять в цитадели соперника (опция правил citadel=claim или second-entry).
game-error-challenge-expired = Срок вызова истёк: его не приняли в течение 48 часов.
game-error-bad-days = Дней на ход может быть 1, 2, 3, 5, 7, 10 или 14 (или без ограничения).
game-error-time-up = Ваше время на этот ход истекло; партия проиграна по времени.
game-error-draw-already-offered = Вы уже предложили ничью; предложение действует, пока соперник не сделает ход.
game-error-offer-gone = Это предложение уже не действует.
game-error-not-for-you = Ответить на это может только { $player }.
game-error-abort-too-late = Прервать партию можно, только пока обе стороны не сделали по ходу. Вместо этого сдайтесь или предложите ничью.
game-error-no-takeback = Взять назад можно только свой последний ход и только до ответа соперника.
game-error-takeback-pending = Вы уже попросили взять ход назад; дождитесь ответа.
game-error-takeback-used = Вы уже брали здесь ход назад; сделайте ход, прежде чем брать следующий.
game-error-no-rematch = Реванш возможен только после оконченной партии двух игроков.
game-error-bad-vacation = Отпуск длится от 1 до 30 дней.
game-error-vacation-running = Вы уже в отпуске; сначала завершите его.
game-error-vacation-budget = { $left ->
    [one] В этом году у вас остался всего { $left } день отпуска (30 в календарный год).
    [few] В этом году у вас осталось всего { $left } дня отпуска (30 в календарный год).
   *[many] В этом году у вас осталось всего { $left } дней отпуска (30 в календарный год).
}
game-error-no-vacation = Вы не в отпуске.
game-error-too-many-open-challenges = { $max ->
    [one] У вас уже { $max } вызов ждёт ответа — это максимум. Дождитесь, пока на один ответят или он истечёт, или отзовите один, и попробуйте снова.
    [few] У вас уже { $max } вызова ждут ответа — это максимум. Дождитесь, пока на один ответят или он истечёт, или отзовите один, и попробуйте снова.
   *[many] У вас уже { $max } вызовов ждут ответа — это максимум. Дождитесь, пока на один ответят или он истечёт, или отзовите один, и попробуйте снова.
}
game-error-too-many-challenges = { $max ->
    [one] За последний час вы сделали { $max } вызов — это максимум. Снова вызвать можно через { $wait }.
    [few] За последний час вы сделали { $max } вызова — это максимум. Снова вызвать можно через { $wait }.
   *[many] За последний час вы сделали { $max } вызовов — это максимум. Снова вызвать можно через { $wait }.
}
game-error-not-in-this-server = Эта партия не на этом сервере.
game-error-conflict = Пока обрабатывалось ваше действие, партия изменилась; ничего не изменено. Посмотрите на доску ещё раз.
game-error-position-changed = Позиция изменилась с тех пор, как это было показано, поэтому ход не сделан. Посмотрите на последнюю доску.
game-error-corrupt = Запись этой партии повреждена (партия { $game }), поэтому её нельзя продолжить. Начните новую партию.
game-error-store = Сбой базы данных партий, ничего не изменено.

game-wait-seconds = { $count ->
    [one] { $count } секунду
    [few] { $count } секунды
   *[many] { $count } секунд
}
game-wait-minutes = { $count ->
    [one] { $count } минуту
    [few] { $count } минуты
   *[many] { $count } минут
}

## rules::OptionError
game-option-not-key-value = «{ $word }» не имеет вид ключ=значение. Допустимые опции для { $variant }: { $valid }
game-option-unknown-key = неизвестная опция «{ $key }». Допустимые опции для { $variant }: { $valid }
game-option-repeated = опция «{ $key }» указана дважды. Допустимые опции для { $variant }: { $valid }
game-option-bad-value = «{ $value }» — недопустимое значение для { $key }. Допустимые опции для { $variant }: { $valid }

## PremoveError
game-premove-your-turn = Сейчас ваш ход, так что заранее отвечать не на что: сделайте ход. Условные ходы отвечают на следующий ход соперника.
game-premove-empty = Укажите цепочку ходов, начиная со следующего хода соперника, и после каждого — ваш ответ, например «Nb2xc4 Rd1xc4».
game-premove-too-long = { $count ->
    [one] В цепочке не больше 10 полуходов (5 ходов соперника, на каждый ваш ответ); в этой { $count } полуход.
    [few] В цепочке не больше 10 полуходов (5 ходов соперника, на каждый ваш ответ); в этой { $count } полухода.
   *[many] В цепочке не больше 10 полуходов (5 ходов соперника, на каждый ваш ответ); в этой { $count } полуходов.
}
game-premove-no-reply = Цепочка заканчивается вашим ответом: добавьте, что бы вы сыграли после { $move }.
game-premove-too-many = У вас уже 16 цепочек в этой партии — это максимум. Сначала удалите одну.
game-premove-illegal-theirs = Ход { $index } цепочки (ход соперника): { $reason }
game-premove-illegal-yours = Ход { $index } цепочки (ваш ответ): { $reason }
game-premove-theirs-is-yours = Ход { $index } цепочки, { $move }, делает ваша собственная фигура: цепочка начинается с хода соперника, за которым следует ваш ответ.
game-premove-no-longer-legal = { $move } там больше не является допустимым ходом.
game-premove-ends-early = После { $move } партия была бы окончена, поэтому цепочка не может продолжаться.
game-premove-conflict = Эта цепочка отвечает на { $theirs } ходом { $yours }, но ваша цепочка { $n } ({ $line }) отвечает на него ходом { $stored }. Сначала удалите ту цепочку или оставьте её ответ.
game-premove-duplicate = Эта цепочка уже сохранена: цепочка { $n } ({ $line }).
game-premove-no-such-line = Цепочки { $n } нет: в этой партии у вас сохранено { $count }.

## How a game ended.
game-end-checkmate = { $you ->
    [winner] Вы поставили мат и победили
    [loser] { $winner } ставит вам мат и побеждает
   *[none] { $winner } ставит мат и побеждает
}
game-end-checkmate-color = { $winner ->
    [white] Белые
   *[black] Чёрные
} поставили мат
game-end-stalemate-win = { $you ->
    [winner] Вы победили: у { $loser } нет допустимого хода (пат — поражение)
    [loser] { $winner } побеждает: у вас нет допустимого хода (пат — поражение)
   *[none] { $winner } побеждает: у { $loser } нет допустимого хода (пат — поражение)
}
game-end-stalemate-win-color = { $winner ->
    [white] Белые побеждают: у чёрных
   *[black] Чёрные побеждают: у белых
} нет допустимого хода (пат — поражение)
game-end-stalemate-draw = Ничья: пат
game-end-bare-king-win = { $you ->
    [winner] Вы победили: у { $loser } остались только царственные фигуры (голый король)
    [loser] { $winner } побеждает: у вас остались только царственные фигуры (голый король)
   *[none] { $winner } побеждает: у { $loser } остались только царственные фигуры (голый король)
}
game-end-bare-king-win-color = { $winner ->
    [white] Белые побеждают: у чёрных
   *[black] Чёрные побеждают: у белых
} остались только царственные фигуры (голый король)
game-end-bare-king-draw = Ничья: у обеих сторон остались только царственные фигуры
game-end-citadel = Ничья: шах вошёл в цитадель соперника
game-end-citadel-claim = { $who ->
    [white] Белые требуют ничью: шах стоит в цитадели соперника
    [black] Чёрные требуют ничью: шах стоит в цитадели соперника
    [you] Вы требуете ничью: ваш шах стоит в цитадели соперника
   *[name] { $claimant } требует ничью: шах стоит в цитадели соперника
}
game-end-repetition = Ничья: троекратное повторение позиции
game-end-move-rule = Ничья по правилу ходов
game-end-resignation = { $you ->
    [winner] { $loser } сдаётся; вы победили
    [loser] Вы сдались; побеждает { $winner }
   *[none] { $loser } сдаётся; побеждает { $winner }
}
game-end-resignation-color = { $winner ->
    [white] Чёрные сдались; белые победили
   *[black] Белые сдались; чёрные победили
}
game-end-time = { $you ->
    [winner] { $loser } просрочивает время; вы победили
    [loser] Вы просрочили время; побеждает { $winner }
   *[none] { $loser } просрочивает время; побеждает { $winner }
}
game-end-time-color = { $winner ->
    [white] Чёрные просрочили время; белые победили
   *[black] Белые просрочили время; чёрные победили
}
game-end-agreement = Ничья по соглашению
game-end-abort = { $by } прерывает партию
game-end-declined = { $by } отклоняет вызов
game-end-withdrawn = { $by } отзывает вызов
game-end-expired = Вызов истёк без ответа через 48 часов
game-end-other = Партия окончена

game-result-line = Партия окончена: { $sentence } ({ $code }).
game-result-line-no-result = { $sentence }.

## The lines announcements are made of.
game-variant-default = { $variant } (стандартные правила)
game-variant-options = { $variant } (опции: { $options })
game-time-control = { $days ->
    [0] без ограничения времени
    [one] { $days } день на ход
    [few] { $days } дня на ход
   *[many] { $days } дней на ход
}
game-color = { $color ->
    [white] Белые
   *[black] Чёрные
}
game-player-color = { $player } ({ $color ->
    [white] белые
   *[black] чёрные
})
game-sides = Белые: { $white }, чёрные: { $black }.
game-deadline = Срок хода для { $player }: { $time }.
game-challenge-tail = { $days ->
    [0] Без ограничения времени
    [one] { $days } день на ход
    [few] { $days } дня на ход
   *[many] { $days } дней на ход
}; вызов истекает { $expires }.
game-challenge-rated = Рейтинговая партия.
game-challenge-casual = Товарищеская партия (без рейтинга).
game-challenge-open = { $challenger } объявляет открытый вызов на партию { $variant }: принять его может любой. { $rated_challenger } играет { $color ->
    [white] белыми
   *[black] чёрными
}. { $tail }
game-challenge-direct = { $challenged }, { $challenger } вызывает вас на партию { $variant }. { $sides } { $tail }
game-turn = { $who ->
    [you] Ваш ход.
   *[name] { $player }, ваш ход.
}
game-turn-check = { $who ->
    [you] Шах! Ваш ход.
   *[name] Шах! { $player }, ваш ход.
}
game-played = { $who ->
    [white] Белые сделали ход { $move }.
    [black] Чёрные сделали ход { $move }.
    [you] Вы сделали ход { $move }.
   *[name] { $player } делает ход { $move }.
}
game-played-conditional = { $who ->
    [white] Белые сделали ход { $move } (условный ход).
    [black] Чёрные сделали ход { $move } (условный ход).
    [you] Вы сделали ход { $move } (условный ход).
   *[name] { $player } делает ход { $move } (условный ход).
}
game-board-head = { $black_who ->
    [black] { $variant }: { $white } против чёрных.
    [you] { $variant }: { $white } против вас (чёрные).
   *[name] { $variant }: { $white } против { $black }.
}
game-board-challenge = Вызов ещё не принят.
game-board-last-move = Последний ход: { $move }.
game-board-turn = { $who ->
    [white] Ход { $number }, ходят белые.
    [black] Ход { $number }, ходят чёрные.
    [you] Ход { $number }, ваш ход.
   *[name] Ход { $number }, ходит { $player }.
}

## Answers offered with an announcement.
game-action-accept = Принять
game-action-decline = Отклонить
game-action-resign = Сдаться
game-action-rematch = Реванш
game-action-move = Ход

## Announcements.
game-start-begins = Партия начинается: { $variant }.
game-start-accepted = { $challenger_who ->
    [you] { $player } принимает ваш вызов: партия { $variant } начинается.
   *[name] { $player } принимает вызов от { $challenger }: партия { $variant } начинается.
}
game-start-computer-first = Компьютер ходит первым; доска появится вместе с его ходом.
game-takeback-computer = { $player } берёт последний ход назад (против компьютера: один возврат на ход).
game-takeback-agreed = { $player } соглашается взять последний ход назад.
game-draw-offer = { $player } предлагает ничью. { $opponent }, вы согласны?
game-takeback-request = { $player } просит взять последний ход назад. { $opponent }, вы согласны?
game-draw-declined = { $player } отклоняет предложение ничьей. Партия продолжается.
game-takeback-declined = { $player } отклоняет возврат хода. Партия продолжается.
game-reminder = { $player }, напоминание: ваш ход в партии { $variant }. Сделайте ход, иначе партия будет проиграна по времени.
game-reminder-deadline = { $player }, напоминание: ваш ход в партии { $variant }. Сделайте ход до { $time }, иначе партия будет проиграна по времени.
game-over-plain = Партия окончена.
game-challenge-expired-notice = { $player }, ваш вызов истёк без ответа через 48 часов.
game-ratings-line = Рейтинги: { $white } · { $black }
game-move-unposted = Ваш ход: { $move }. Доску не удалось опубликовать в канале; её показывает /{ cmd-board-name }.

## What the author of an action is told.
game-receipt-move = Ваш ход: { $move }. Доска появится в канале.
game-receipt-move-final = Ваш ход: { $move }. Партия окончена; доска и результат появятся в канале.
game-receipt-draw-offer = Вы предложили ничью. Соперник может согласиться или отказаться; предложение теряет силу, когда он сделает ход.
game-receipt-takeback-request = Вы попросили взять последний ход назад; ждите ответа соперника.
game-receipt-abort = Вы прервали партию. Она заканчивается без результата.
game-receipt-citadel-claim = Вы потребовали ничью по цитадели: партия закончилась вничью.
game-receipt-agreement = Соперник уже предложил ничью, поэтому партия закончилась вничью.
game-receipt-resigned = Вы сдались.
game-answer-accepted = Вы приняли вызов: партия начинается, доска появится следом.
game-answer-declined = Вы отклонили вызов.
game-answer-withdrawn = Вы отозвали свой вызов.
game-answer-draw-accepted = Вы согласились на ничью: партия закончилась вничью.
game-answer-draw-declined = Вы отклонили предложение ничьей.
game-answer-takeback-allowed = Вы разрешили возврат хода: ход взят назад, доска появится следом.
game-answer-takeback-declined = Вы отклонили возврат хода.
game-answer-rematch-asked = Вы попросили реванш со сменой цвета: ваш вызов опубликован.
game-answer-rematch-accepted = Вы приняли реванш: партия начинается, доска появится следом.
game-receipt-computer-thinking = Ваш ход: { $move }. Компьютер думает; его ответ и доска появятся следом.

## A question's text once it is no longer open.
game-retired-open-challenge = { $challenger } объявил(а) открытый вызов на партию { $variant }.
game-retired-challenge = { $challenger } вызвал(а) { $challenged } на партию { $variant }.
game-retired-challenge-accepted = { $by }: вызов принят, партия началась.
game-retired-declined = { $by }: отказ.
game-retired-withdrawn = { $by }: вызов отозван.
game-retired-expired = Вызов истёк без ответа.
game-retired-challenge-closed = Вызов уже закрыт.
game-retired-draw-accepted = { $by }: согласие, партия закончилась вничью.
game-retired-takeback-accepted = { $by }: согласие, ход взят назад.
game-retired-offer-lapsed = Предложение потеряло силу после следующего хода.
game-retired-request-lapsed = Просьба потеряла силу после следующего хода.
game-retired-game-ended = Партия закончилась раньше, чем пришёл ответ.
game-retired-draw-offer = { $player } предложил(а) ничью.
game-retired-takeback-request = { $player } попросил(а) взять последний ход назад.
game-retired-question-closed = Этот вопрос уже закрыт.

## Direct messages about games waiting for a move.
game-notify-turn = Ваш ход против { $opponent } в партии { $variant } (ход { $number }).
game-notify-digest = { $count ->
    [one] Ежедневная сводка: { $count } партия ждёт вашего хода.
    [few] Ежедневная сводка: { $count } партии ждут вашего хода.
   *[many] Ежедневная сводка: { $count } партий ждут вашего хода.
}
game-notify-digest-more = { $count ->
    [one] и ещё { $count } партия.
    [few] и ещё { $count } партии.
   *[many] и ещё { $count } партий.
}

## Descriptions of pictures (alt text).
game-alt-board-after = Доска после { $move }
game-alt-board-start = Доска в начале партии
game-alt-board-result = партия окончена: { $code }
game-alt-board-over = партия окончена
game-alt-board-turn = { $color ->
    [white] ход белых
   *[black] ход чёрных
}
game-alt-board-check = под шахом
game-alt-board-from-black = вид со стороны чёрных
game-alt-separator = {", "}
game-alt-standings = Турнирная таблица «{ $name }»: { $lines }
game-alt-standings-cross = Турнирная таблица и таблица встреч «{ $name }»: { $lines }
game-alt-animation = Вся партия { $white } против { $black }, { $count ->
    [one] { $count } полуход
    [few] { $count } полухода
   *[many] { $count } полуходов
}, в виде анимации
game-alt-animation-result = Вся партия { $white } против { $black }, { $count ->
    [one] { $count } полуход
    [few] { $count } полухода
   *[many] { $count } полуходов
}, в виде анимации, итог { $code }

## The list of a player's conditional moves.
game-premove-dropped = Одна из ваших цепочек удалена: её ответ { $note }
game-premove-none = У вас нет сохранённых условных ходов в этой партии.
game-premove-list = Ваши условные ходы в этой партии ({ $count } из { $max }; видите только вы):
game-premove-list-line = Цепочка { $n }: { $line }

## The caption above a board picture.
game-caption-players = { $white } — { $black }
game-caption-turn = ход { $number }, { $color ->
    [white] ходят белые
   *[black] ходят чёрные
}

## Why a tournament action was refused (TournamentError). $name: the event (bold).
game-tournament-no-such = На этом сервере нет турнира с таким названием.
game-tournament-bad-name = Название турнира — от 1 до 50 символов.
game-tournament-name-taken = На этом сервере уже есть открытый турнир { $name }; выберите другое название.
game-tournament-too-many-players = В { $format ->
    [swiss] турнире по швейцарской системе
    [double-round-robin] двухкруговом турнире
   *[round-robin] круговом турнире
} может быть не больше { $max } игроков.
game-tournament-too-few-allowed = Для { $format ->
    [swiss] турнира по швейцарской системе
    [double-round-robin] двухкругового турнира
   *[round-robin] кругового турнира
} нужно не меньше { $min } игроков.
game-tournament-bad-rounds = В швейцарской системе от 1 до 15 туров (в круговом турнире число туров следует из числа игроков).
game-tournament-signup-closed = Запись на { $name } закрыта.
game-tournament-full = В турнире { $name } нет мест.
game-tournament-already-in = Вы уже записаны на { $name }.
game-tournament-not-in = Вы не записаны на { $name }.
game-tournament-not-organizer = Это может сделать только создатель турнира или администратор сервера.
game-tournament-not-enough-players = Для начала { $name } нужно не меньше { $min } игроков; записано { $have }.
game-tournament-wrong-status = Турнир { $name } { $status ->
    [signup] открыт для записи
    [closed] закрыт для записи
    [running] идёт
    [finished] окончен
   *[cancelled] отменён
}, поэтому сейчас это сделать нельзя.
game-tournament-already-withdrawn = Вы уже вышли из { $name }.
game-tournament-start-in-past = Время начала должно быть в будущем.
game-tournament-role-required = На этом сервере создавать турниры могут только участники с ролью <@&{ $role }> (или с правом «Управлять сервером»).

game-tournament-status = { $status ->
    [signup] открыт для записи
    [closed] запись закрыта
    [running] идёт
    [finished] окончен
   *[cancelled] отменён
}

## Tournament posts. $name: the event (bold).
game-tournament-header = 🏆 { $name } · { $variant } · { $format ->
    [swiss] швейцарская система
    [double-round-robin] двухкруговой турнир
   *[round-robin] круговой турнир
} · { $days ->
    [0] без ограничения времени
    [one] { $days } день на ход
    [few] { $days } дня на ход
    [many] { $days } дней на ход
   *[other] { $days } дня на ход
} · { $rated ->
    [yes] рейтинговый
   *[no] товарищеский
}
game-tournament-join = Записаться
game-tournament-open = Идёт запись (записано: { $count }, мест не больше { $max }; для начала нужно не меньше { $min }). Нажмите { $join }, чтобы играть.
game-tournament-open-at = Идёт запись (записано: { $count }, мест не больше { $max }; при не меньше чем { $min } участниках турнир начнётся сам { $time }). Нажмите { $join }, чтобы играть.
game-tournament-closed = Запись закрыта; турнир скоро начнётся.
game-tournament-running = Идёт тур { $round } из { $rounds }.
game-tournament-finished = Окончен.
game-tournament-cancelled = Отменён.
game-tournament-no-players = Пока никто не записался.
game-tournament-players = Игроки: { $players }
game-tournament-separator = {", "}
game-tournament-round = { $name } · тур { $round } из { $rounds }: партии начинаются, каждая в своей ветке.
game-tournament-bye = Свободен от игры (1 очко): { $player }
game-tournament-board = { $board }. { $white } – { $black }
game-tournament-forfeit = { $board }. { $white } – { $black } (без игры, { $result })
game-tournament-and = {" и "}
game-tournament-over = 🏆 Турнир { $name } окончен. Победитель: { $winners }.
game-tournament-final-standings = Итоговая турнирная таблица:
game-tournament-standings-after = { $name } · турнирная таблица по партиям, сыгранным к этому моменту (тур { $round } из { $rounds }):
game-tournament-sb = Бергер { $value }
game-tournament-bh = Бухгольц-1 { $cut }, Бухгольц { $full }
game-tournament-line = { $rank }. { $name } { $score } ({ $tiebreaks })
game-tournament-withdrew = { $name } (выбыл)
game-tournament-game = { $name } · тур { $round }, доска { $board }: { $white } (белые) — { $black } (чёрные)
game-tournament-thread = { $name }, тур { $round }: { $white } — { $black }
game-tournament-cancelled-post = Турнир { $name } отменён. Уже начатые партии доигрываются как обычные.

## Only the result is known (a pasted PGN's result).
game-end-won-color = { $winner ->
    [white] Победа белых
   *[black] Победа чёрных
}
game-end-drawn = Ничья

## A game's replay (the GIF, the HTML page): frame captions, the result line, the page title.
game-replay-players = { $white } — { $black }
game-replay-start = { $players } · { $variant } · начальная позиция
game-replay-ply = { $players } · { $move }
game-replay-end = { $players } · { $result } после { $move }
game-replay-end-no-moves = { $players } · { $result }
game-replay-result = { $code } · { $sentence }
game-replay-in-progress = партия продолжается
game-replay-title = { $white } — { $black } · { $variant }

## The computer player's name, stored when a game against it starts.
game-computer-name = Timur (компьютер, уровень { $level })
game-premove-dropped-reply = Одна из ваших цепочек удалена: её ответ { $reply } { $reason ->
    [illegal] оказался недопустимым ходом в этой позиции.
    [ambiguous] мог означать несколько ходов.
    [unreadable] не читается как ход.
    [game-over] не был сыгран: партия уже закончилась.
   *[other] не удалось сыграть.
}

game-sentence-gap = {" "}
