# Tournaments, ratings, challenges and server administration (Discord commands).

## /tournament: replies to the author. $name: the event (bold).
community-tournament-created = Турнир { $name } создан; объявление с кнопкой «Записаться» появится в этом канале.
community-tournament-started = Турнир { $name } начался: { $count ->
    [one] { $count } участник
    [few] { $count } участника
    [many] { $count } участников
   *[other] { $count } участника
}, { $rounds ->
    [one] { $rounds } тур
    [few] { $rounds } тура
    [many] { $rounds } туров
   *[other] { $rounds } тура
}; пары первого тура появятся в его ветке.
community-tournament-closed = Запись на { $name } закрыта; начните турнир командой /{ cmd-tournament-name } { cmd-tournament-start-name }.
community-tournament-cancelled = Турнир { $name } отменён.
community-tournament-withdrawn = Вы вышли из турнира { $name }.
community-tournament-none = На этом сервере пока нет турниров. Создайте турнир командой /{ cmd-tournament-name } { cmd-tournament-create-name }.
community-tournament-list-line = { $name } · { $format ->
    [swiss] швейцарская система
    [double-round-robin] двухкруговой турнир
   *[round-robin] круговой турнир
} · { $status }
community-tournament-list-line-running = { $name } · { $format ->
    [swiss] швейцарская система
    [double-round-robin] двухкруговой турнир
   *[round-robin] круговой турнир
} · { $status }, тур { $round }
community-tournament-leave-button = Выйти

## /rating and /leaderboard
community-rating-provisional = `?` = предварительный рейтинг: слишком мало партий или слишком долгий перерыв, чтобы рейтинг устоялся.
community-rating-heading = Рейтинги: { $player }
community-rating-pool-unrated = { $pool }: рейтинговых партий пока нет (начальный рейтинг 1500?)
community-rating-pool-line = { $pool }: { $rating } · { $record }
community-rating-record = { $games ->
    [one] { $games } партия
    [few] { $games } партии
    [many] { $games } партий
   *[other] { $games } партии
}: { $won ->
    [one] { $won } победа
    [few] { $won } победы
    [many] { $won } побед
   *[other] { $won } победы
}, { $drawn ->
    [one] { $drawn } ничья
    [few] { $drawn } ничьи
    [many] { $drawn } ничьих
   *[other] { $drawn } ничьи
}, { $lost ->
    [one] { $lost } поражение
    [few] { $lost } поражения
    [many] { $lost } поражений
   *[other] { $lost } поражения
}
community-rating-never = У { $player } ещё нет рейтинговых партий. Все начинают с 1500? (предварительный рейтинг); рейтинговые — это партии, вызов на которые сделан с `{ cmd-challenge-opt-rated-name }:true` (так по умолчанию, если есть контроль времени).
community-leaderboard-line = { $place }. { $player } { $rating } · { $games ->
    [one] { $games } партия
    [few] { $games } партии
    [many] { $games } партий
   *[other] { $games } партии
}
community-leaderboard-line-you = { $place }. { $player } (вы) { $rating } · { $games ->
    [one] { $games } партия
    [few] { $games } партии
    [many] { $games } партий
   *[other] { $games } партии
}
community-leaderboard-empty = На этом сервере ещё не сыграно ни одной рейтинговой партии в группе «{ $pool }», поэтому таблица лидеров пуста. Вызовите кого-нибудь командой `/{ cmd-challenge-name }` (партия рейтинговая, если есть контроль времени).
community-leaderboard-title = Таблица лидеров: { $pool }
community-leaderboard-heading = { $title } (этот сервер)
community-leaderboard-ranked = { $count ->
    [one] В рейтинге { $count } игрок.
    [few] В рейтинге { $count } игрока.
    [many] В рейтинге { $count } игроков.
   *[other] В рейтинге { $count } игрока.
}
community-leaderboard-server-only = Таблица лидеров есть только у сервера; вызовите /{ cmd-leaderboard-name } на сервере.

## /admin (server managers)
community-admin-not-manager = Использовать /{ cmd-admin-name } на этом сервере могут только участники с правом «Управлять сервером».
community-admin-server-only = /{ cmd-admin-name } работает только на сервере.
community-admin-none = На этом сервере нет ни идущих партий, ни открытых вызовов.
community-admin-heading = Идущие партии и вызовы этого сервера ({ $count }):
community-admin-line = #{ $id } в { $channel }: { $white } — { $black }, { $state }
community-admin-challenge-waiting = вызов ждёт ответа
community-admin-move = ход { $number }
community-admin-more = … и ещё { $count }.

## /notify
community-notify-on = Вы получаете личное сообщение, когда ваш ход (не больше одного в час на партию).
community-notify-digest = Раз в день вы получаете одно личное сообщение со списком партий, ждущих вашего хода.
community-notify-off = Вы не получаете личных сообщений; когда ваш ход, вас упоминают в ветке партии.
community-notify-closed = { $sentence } Уведомления отключены, потому что ваши личные сообщения закрыты: разрешите личные сообщения от участников этого сервера и снова выберите /{ cmd-notify-name } { cmd-notify-opt-mode-name }:{ cmd-choice-on }.

## The command rate
community-rate-limited = Вы отправляете команды чаще, чем позволяет этот бот ({ $count } в минуту). Попробуйте снова через { $wait }.
