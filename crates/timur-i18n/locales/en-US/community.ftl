# Tournaments, ratings, challenges and server administration (Discord commands).

## /tournament: replies to the author. $name: the event (bold).
community-tournament-created = { $name } is created; its announcement with the Join button follows in this channel.
# $count: players signed up; $rounds: the rounds to play.
community-tournament-started = { $name } has started with { $count ->
    [one] { $count } player
   *[other] { $count } players
}: { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}; the pairings of round 1 follow in its thread.
community-tournament-closed = Sign-up for { $name } is closed; start it with /{ cmd-tournament-name } { cmd-tournament-start-name }.
community-tournament-cancelled = { $name } is cancelled.
community-tournament-withdrawn = You have withdrawn from { $name }.
community-tournament-none = This server has no tournaments yet. Create one with /{ cmd-tournament-name } { cmd-tournament-create-name }.
# A line of /tournament list. $format: the format's code; $status: game-tournament-status.
community-tournament-list-line = { $name } · { $format ->
    [swiss] swiss
    [double-round-robin] double-round-robin
   *[round-robin] round-robin
} · { $status }
# The same for a running event; $round: the round being played.
community-tournament-list-line-running = { $name } · { $format ->
    [swiss] swiss
    [double-round-robin] double-round-robin
   *[round-robin] round-robin
} · { $status }, round { $round }
# The announcement's second button (the first is game-tournament-join).
community-tournament-leave-button = Leave

## /rating and /leaderboard. $player: a mention; $pool: cmd-choice-tamerlane or cmd-choice-timurid.
community-rating-provisional = `?` = provisional: too few games, or a long pause, for the rating to be settled yet.
# The heading of /rating (shown bold).
community-rating-heading = Ratings of { $player }
# $pool (bold): a pool without a rated game.
community-rating-pool-unrated = { $pool }: no rated games yet (starts at 1500?)
# $pool, $rating (bold); $record: community-rating-record.
community-rating-pool-line = { $pool }: { $rating } · { $record }
community-rating-record = { $games ->
    [one] { $games } game
   *[other] { $games } games
}: { $won } won, { $drawn } drawn, { $lost } lost
community-rating-never = { $player } has not played a rated game yet. Everyone starts at 1500? (provisional); rated games are those challenged with `{ cmd-challenge-opt-rated-name }:true` (the default when there is a time limit).
# A leaderboard line. $place: the rank; $rating (bold); $games: rated games played.
community-leaderboard-line = { $place }. { $player } { $rating } · { $games ->
    [one] { $games } game
   *[other] { $games } games
}
# The same line for the player who asked.
community-leaderboard-line-you = { $place }. { $player } (you) { $rating } · { $games ->
    [one] { $games } game
   *[other] { $games } games
}
community-leaderboard-empty = No rated { $pool } games have been played in this server yet, so the { $pool } leaderboard is empty. Challenge someone with `/{ cmd-challenge-name }` (rated when there is a time limit).
# The part of the heading shown bold.
community-leaderboard-title = { $pool } leaderboard
# $title: community-leaderboard-title (bold).
community-leaderboard-heading = { $title } (this server)
community-leaderboard-ranked = { $count ->
    [one] { $count } player ranked.
   *[other] { $count } players ranked.
}
community-leaderboard-server-only = The leaderboard belongs to a server; use /{ cmd-leaderboard-name } in one.

## /admin (server managers)
community-admin-not-manager = Only members with the Manage Server permission can use /{ cmd-admin-name } in this server.
community-admin-server-only = /{ cmd-admin-name } works in a server only.
community-admin-none = This server has no open games or challenges.
community-admin-heading = Open games and challenges of this server ({ $count }):
# A line of /admin games. $id: the game's number; $channel: a channel mention; $white, $black:
# the players' names (discord-anyone for an open seat); $state: one of the two below.
community-admin-line = #{ $id } in { $channel }: { $white } vs { $black }, { $state }
community-admin-challenge-waiting = challenge waiting
community-admin-move = move { $number }
community-admin-more = … and { $count } more.

## /notify (the confirmation is discord-settings-saved)
community-notify-on = You get a direct message when it is your move (at most one per game per hour).
community-notify-digest = You get one direct message a day listing the games waiting for your move.
community-notify-off = You get no direct messages; the game's thread pings you when it is your move.
# $sentence: one of the three above.
community-notify-closed = { $sentence } They were turned off because your direct messages are closed: allow direct messages from this server's members, then choose /{ cmd-notify-name } { cmd-notify-opt-mode-name }:{ cmd-choice-on } again.

## The command rate. $count: commands allowed a minute; $wait: game-wait-seconds or game-wait-minutes.
community-rate-limited = You are sending commands faster than this bot allows ({ $count } a minute). Please try again in { $wait }.
