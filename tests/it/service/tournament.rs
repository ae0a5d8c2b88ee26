//! Tournaments over a real database, each test on SQLite and on PostgreSQL: a Swiss from
//! sign-up to the final standings, two last games of a round ending at once (paired once), a
//! restart between a round's close and its games' creation (each game created and announced
//! once), withdrawals mid-event (by the player's leave, by a server manager, before a game
//! exists; surviving a restart), and the refusals.

use crate::support;

use crate::support::clock::{FakeClock, T0};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use timur::game::tournament::{
    standings_text, Desk, DeskMessage, NewTournament, TournamentDesk, TournamentError,
    TournamentService,
};
use timur::game::{At, EndReason, GameResult, GameService, Player, SendError, Status, Style};
use timur::i18n::Lang;
use timur::rules::VariantId;
use timur::store::{GameKey, Store};
use timur::tournament::Format;

const GUILD: &str = "9";
const CH: &str = "500";

/// Names players by name.
struct Names;
impl Style for Names {
    fn player(&self, _id: &str, name: &str) -> String {
        name.to_string()
    }
    fn time(&self, t: i64) -> String {
        format!("t{t}")
    }
}

/// A desk that remembers: one message per (channel, nonce) as Discord's `enforce_nonce` does,
/// the threads opened (one per message at most), and edits.
#[derive(Default)]
struct FakeDesk {
    next: Mutex<u64>,
    by_nonce: Mutex<HashMap<(String, String), String>>,
    posts: Mutex<Vec<(String, String, DeskMessage)>>,
    threads: Mutex<Vec<(String, String)>>,
    edits: Mutex<Vec<(String, String)>>,
}

impl FakeDesk {
    fn posts_in(&self, channel: &str) -> Vec<String> {
        self.posts
            .lock()
            .unwrap()
            .iter()
            .filter(|p| p.0 == channel)
            .map(|p| p.2.text.clone())
            .collect()
    }
}

impl Desk for FakeDesk {
    fn style(&self) -> &dyn Style {
        &Names
    }

    async fn post(
        &self,
        channel: &str,
        nonce: &str,
        message: &DeskMessage,
        thread: Option<&str>,
    ) -> Result<String, SendError> {
        let key = (channel.to_string(), nonce.to_string());
        let existing = self.by_nonce.lock().unwrap().get(&key).cloned();
        let id = match existing {
            Some(id) => id,
            None => {
                let mut n = self.next.lock().unwrap();
                *n += 1;
                let id = format!("{}", 9000 + *n);
                self.by_nonce.lock().unwrap().insert(key, id.clone());
                self.posts
                    .lock()
                    .unwrap()
                    .push((channel.to_string(), id.clone(), message.clone()));
                id
            }
        };
        if let Some(name) = thread {
            let mut t = self.threads.lock().unwrap();
            if !t.iter().any(|(i, _)| *i == id) {
                t.push((id.clone(), name.to_string()));
            }
        }
        Ok(id)
    }

    async fn edit(
        &self,
        _channel: &str,
        message: &str,
        content: &DeskMessage,
    ) -> Result<(), SendError> {
        self.edits
            .lock()
            .unwrap()
            .push((message.to_string(), content.text.clone()));
        Ok(())
    }
}

struct World {
    games: GameService,
    t: TournamentService,
    desk: TournamentDesk<FakeDesk>,
    clock: Arc<FakeClock>,
    url: String,
}

async fn world(db: &support::db::TestDb) -> World {
    let store = Store::open(&db.url).await.unwrap();
    let clock = FakeClock::new();
    let games = GameService::with_clock(store, clock.clone());
    let t = TournamentService::new(games.clone());
    let desk = TournamentDesk::new(t.clone(), Arc::new(FakeDesk::default()));
    World {
        games,
        t,
        desk,
        clock,
        url: db.url.clone(),
    }
}

fn player(i: usize) -> Player {
    Player::new(format!("{}", 100 + i), format!("P{i}"))
}

fn new_event(name: &str, format: Format) -> NewTournament {
    NewTournament {
        guild_id: GUILD.into(),
        channel_id: CH.into(),
        name: name.into(),
        variant: VariantId::Tamerlane,
        options: String::new(),
        format,
        rounds: None,
        days: Some(3),
        rated: true,
        max_players: None,
        starts_at: None,
        creator: player(1),
    }
}

/// Creates an event and signs up players 1..=n.
async fn signed_up(w: &World, name: &str, format: Format, n: usize) -> i64 {
    let t = w.t.create(&new_event(name, format)).await.unwrap();
    for i in 1..=n {
        w.t.join(t.id, &player(i)).await.unwrap();
    }
    t.id
}

/// The current round's games as (game id, white id, black id).
async fn round_games(w: &World, id: i64) -> Vec<(i64, String, String)> {
    games_of(&w.t, id).await
}

/// [`round_games`] through the tournament service `t`.
async fn games_of(t: &TournamentService, id: i64) -> Vec<(i64, String, String)> {
    let ev = t.event(id).await.unwrap();
    ev.pairings
        .iter()
        .filter(|p| p.round == ev.row.round && p.game_id.is_some())
        .map(|p| {
            (
                p.game_id.unwrap(),
                p.white_id.clone(),
                p.black_id.clone().unwrap(),
            )
        })
        .collect()
}

both_backends! {
    /// Eight players, four Swiss rounds: every game created by the worker through the game
    /// service, results by resignation (the higher seed wins), the final standings announced.
    async fn a_swiss_of_eight_runs_from_signup_to_final_standings(db) {
        let w = world(&db).await;
        let id = signed_up(&w, "Spring Cup", Format::Swiss, 8).await;
        let ev = w.t.start(id, Some("101"), false).await.unwrap();
        assert_eq!((ev.row.status.as_str(), ev.row.round, ev.row.rounds), ("running", 1, Some(4)));
        for round in 1..=4 {
            w.desk.run_once().await.unwrap();
            let games = round_games(&w, id).await;
            assert_eq!(games.len(), 4, "round {round}: four games");
            for (g, white, black) in &games {
                let rec = w.games.load(At::Game(*g)).await.unwrap().record;
                assert_eq!((rec.status, rec.rated, rec.white.id.as_str(), rec.black.id.as_str()),
                    (Status::Active, true, white.as_str(), black.as_str()));
                assert_eq!(rec.parent_channel_id.as_deref(), Some(CH));
                // The worse seed (higher id) resigns.
                let loser = white.max(black).clone();
                w.clock.advance(60);
                w.games.resign(At::Game(*g), &loser).await.unwrap();
            }
        }
        let ev = w.t.event(id).await.unwrap();
        assert_eq!(ev.row.status, "finished");
        // Seed 1 (P1, id 101) won every game.
        let table = ev.standings();
        assert_eq!((table[0].player, table[0].half_points, table[0].rank), (0, 8, 1));
        w.desk.run_once().await.unwrap();
        let thread = ev.row.message_id.clone().unwrap();
        let posts = w.desk.desk().posts_in(&thread);
        let last = posts.last().unwrap();
        assert!(last.starts_with("🏆 **Spring Cup** is over. Winner: P1.\nFinal standings:\n1. P1 4 (BH-1 "), "{last}");
        // Round posts: one per round, each naming its four boards.
        let rounds: Vec<&String> = posts.iter().filter(|p| p.contains("the games start now")).collect();
        assert_eq!(rounds.len(), 4);
        assert!(rounds[0].starts_with("**Spring Cup** · round 1 of 4: the games start now, each in its own thread.\n1. P1 – P5\n2. P6 – P2\n3. P3 – P7\n4. P8 – P4"), "{}", rounds[0]);
        // Sixteen games, sixteen threads, each game in its own.
        let threads = w.desk.desk().threads.lock().unwrap().clone();
        assert_eq!(threads.len(), 1 + 16, "the event's thread and one per game");
        assert_eq!(threads[1].1, "Spring Cup R1: P1 vs P5");
        // No pair met twice.
        let mut met = std::collections::HashSet::new();
        for p in ev.pairings.iter().filter(|p| p.black_id.is_some()) {
            let b = p.black_id.clone().unwrap();
            assert!(met.insert((p.white_id.clone().min(b.clone()), p.white_id.clone().max(b))));
        }
        // Every game was announced once, by its Start announcement.
        for p in &ev.pairings {
            let g = p.game_id.unwrap();
            let starts = w.games.store().outbox_of(g).await.unwrap().into_iter().filter(|r| r.kind == "start").count();
            assert_eq!(starts, 1);
        }
    }
}

both_backends! {
    /// The last two games of round 1 end at the same instant: round 2 is paired once.
    async fn two_last_games_ending_at_once_pair_the_next_round_once(db) {
        let w = world(&db).await;
        let id = signed_up(&w, "Blitz", Format::Swiss, 4).await;
        w.t.start(id, None, true).await.unwrap();
        w.desk.run_once().await.unwrap();
        let games = round_games(&w, id).await;
        assert_eq!(games.len(), 2);
        let (a, b) = (games[0].clone(), games[1].clone());
        let (ga, gb) = (w.games.clone(), w.games.clone());
        let (ra, rb) = tokio::join!(
            async move { ga.resign(At::Game(a.0), &a.2).await },
            async move { gb.resign(At::Game(b.0), &b.2).await },
        );
        ra.unwrap();
        rb.unwrap();
        let ev = w.t.event(id).await.unwrap();
        assert_eq!(ev.row.round, 2);
        let round2: Vec<_> = ev.pairings.iter().filter(|p| p.round == 2).collect();
        assert_eq!(round2.len(), 2, "two boards, paired once");
        let posts = w.games.store().posts_of(id).await.unwrap();
        assert_eq!(posts.iter().filter(|p| p.kind == "round" && p.round == 2).count(), 1);
        assert_eq!(posts.iter().filter(|p| p.kind == "game" && p.round == 2).count(), 2);
        // The winners meet.
        let winners: std::collections::HashSet<String> = [games[0].1.clone(), games[1].1.clone()].into();
        let top = round2.iter().find(|p| p.board == 1).unwrap();
        assert!(winners.contains(&top.white_id) && winners.contains(top.black_id.as_ref().unwrap()));
    }
}

both_backends! {
    /// A crash after round 1 was paired but before its games existed: the next process's
    /// worker creates each game once; a second worker at the same time, and a repeat of a
    /// post whose thread was already opened, create nothing more.
    async fn a_restart_between_close_and_creation_creates_each_game_once(db) {
        let w = world(&db).await;
        let id = signed_up(&w, "Autumn", Format::Swiss, 8).await;
        w.t.start(id, Some("101"), false).await.unwrap();
        // The "crashed" process opened the first game's thread but never created its game.
        let posts = w.games.store().posts_of(id).await.unwrap();
        let first_game = posts.iter().find(|p| p.kind == "game").unwrap().clone();
        drop(w.desk);
        // A fresh process on the same database: two workers at once.
        let store = Store::open(&w.url).await.unwrap();
        let games = GameService::with_clock(store, w.clock.clone());
        let t = TournamentService::new(games.clone());
        let fake = Arc::new(FakeDesk::default());
        fake.post(CH, &first_game.delivery.nonce, &DeskMessage::default(), Some("early")).await.unwrap();
        let d1 = TournamentDesk::new(t.clone(), fake.clone());
        let d2 = TournamentDesk::new(t.clone(), fake.clone());
        let (r1, r2) = tokio::join!(d1.run_once(), d2.run_once());
        r1.unwrap();
        r2.unwrap();
        d1.run_once().await.unwrap();
        let ev = t.event(id).await.unwrap();
        let linked: Vec<i64> = ev.pairings.iter().filter_map(|p| p.game_id).collect();
        assert_eq!(linked.len(), 4);
        // Four games in the database, no more; each announced once.
        let mut n = 0;
        for g in 1..=10 {
            if let Some(row) = games.store().game(GameKey::Id(g)).await.unwrap() {
                n += 1;
                assert!(linked.contains(&row.id));
                let starts = games.store().outbox_of(g).await.unwrap().into_iter().filter(|r| r.kind == "start").count();
                assert_eq!(starts, 1);
            }
        }
        assert_eq!(n, 4);
        // Four game threads plus the event's own: the early one reused, none opened twice.
        let threads = fake.threads.lock().unwrap().clone();
        assert_eq!(threads.len(), 5, "{threads:?}");
        assert!(games.store().posts_of(id).await.unwrap().iter().all(|p| p.delivery.delivered_at.is_some()));
    }
}

both_backends! {
    /// A round-robin of four: P4 withdraws during round 1 (their game is lost by forfeit);
    /// their round 2 and 3 games are forfeited without games; the others play on.
    async fn a_withdrawal_mid_event_forfeits_the_rest(db) {
        let w = world(&db).await;
        let id = signed_up(&w, "League", Format::RoundRobin, 4).await;
        w.t.start(id, Some("101"), false).await.unwrap();
        w.desk.run_once().await.unwrap();
        // Berger round 1: 1-4, 2-3.
        let games = round_games(&w, id).await;
        assert_eq!(games.iter().map(|g| (g.1.as_str(), g.2.as_str())).collect::<Vec<_>>(),
            vec![("101", "104"), ("102", "103")]);
        w.clock.advance(3600);
        let ev = w.t.withdraw(id, "104").await.unwrap();
        let rec = w.games.load(At::Game(games[0].0)).await.unwrap().record;
        let end = rec.end.unwrap();
        assert_eq!((rec.status, end.reason, end.result, end.by.as_deref()),
            (Status::Finished, EndReason::Forfeit, Some(GameResult::WhiteWins), Some("104")));
        assert_eq!(ev.row.round, 1, "round 1 still has a game running");
        assert_eq!(
            w.t.withdraw(id, "104").await.unwrap_err().to_string(),
            "You have already withdrawn from **League**."
        );
        w.games.resign(At::Game(games[1].0), "103").await.unwrap();
        // Round 2: 4-3 (forfeit, 3 wins), 1-2 played.
        w.desk.run_once().await.unwrap();
        let ev = w.t.event(id).await.unwrap();
        let r2: Vec<_> = ev.pairings.iter().filter(|p| p.round == 2).map(|p|
            (p.white_id.as_str(), p.black_id.as_deref(), p.result.as_deref(), p.forfeit, p.game_id.is_some())).collect();
        assert_eq!(r2, vec![
            ("104", Some("103"), Some("0-1"), 1, false),
            ("101", Some("102"), None, 0, true),
        ]);
        let g = round_games(&w, id).await;
        w.games.resign(At::Game(g[0].0), "102").await.unwrap();
        w.desk.run_once().await.unwrap();
        let g = round_games(&w, id).await;
        // Round 3: 2-4 (forfeit), 3-1 played.
        assert_eq!(g.len(), 1);
        w.games.offer_draw(At::Game(g[0].0), "103").await.unwrap();
        w.games.answer_draw(g[0].0, "101", true).await.unwrap();
        let ev = w.t.event(id).await.unwrap();
        assert_eq!(ev.row.status, "finished");
        let t: Vec<(usize, u32)> = ev.standings().iter().map(|s| (s.player, s.half_points)).collect();
        // Seeds 0..3 are P1..P4 (no ratings yet; sign-up order). P1: 1 + 1 + ½; P2: 1 + 0 +
        // a forfeit win; P3: 0 + a forfeit win + ½; P4: nothing.
        assert_eq!(t, vec![(0, 5), (1, 4), (2, 3), (3, 0)]);
        // Tie-breaks count a forfeit as the game it replaces (docs/tournaments.md): SB adds
        // the withdrawn P4's score (0) for each forfeit win, and wins include them. SB in
        // quarter-points: P1 ½·3 + 1·4 + 1·0 = 2.75; P2 1·3 + 1·0 = 1.5; P3 ½·5 + 1·0 = 1.25.
        let tb: Vec<(u32, u32)> = ev.standings().iter().map(|s| (s.sonneborn_berger, s.wins)).collect();
        assert_eq!(tb, vec![(11, 2), (6, 2), (5, 1), (0, 0)]);
    }
}

both_backends! {
    /// Refusals: polite, and nothing changes.
    async fn refusals_say_why_and_change_nothing(db) {
        let w = world(&db).await;
        let mut big = new_event("Huge", Format::RoundRobin);
        big.max_players = Some(17);
        assert_eq!(w.t.create(&big).await.unwrap_err().to_string(), "A round-robin takes at most 16 players.");
        big.format = Format::Swiss;
        big.max_players = Some(65);
        assert_eq!(w.t.create(&big).await.unwrap_err().to_string(), "A swiss takes at most 64 players.");
        let id = signed_up(&w, "Cup", Format::Swiss, 3).await;
        assert!(matches!(w.t.create(&new_event("Cup", Format::Swiss)).await, Err(TournamentError::NameTaken(_))));
        assert_eq!(w.t.join(id, &player(2)).await.unwrap_err().to_string(), "You are already signed up for **Cup**.");
        assert_eq!(w.t.start(id, Some("102"), false).await.unwrap_err().to_string(),
            "Only the tournament's creator or a server manager can do that.");
        assert_eq!(w.t.start(id, Some("101"), false).await.unwrap_err().to_string(),
            "**Cup** needs at least 4 players to start; it has 3.");
        assert_eq!(w.t.leave(id, "999").await.unwrap_err().to_string(), "You are not signed up for **Cup**.");
        let ev = w.t.event(id).await.unwrap();
        assert_eq!((ev.row.status.as_str(), ev.entrants.len(), ev.pairings.len()), ("signup", 3, 0));
        // An automatic start with too few players cancels the event.
        let mut auto = new_event("Auto", Format::RoundRobin);
        auto.starts_at = Some(T0 + 3600);
        let a = w.t.create(&auto).await.unwrap();
        w.t.join(a.id, &player(1)).await.unwrap();
        w.clock.advance(3600);
        w.desk.run_once().await.unwrap();
        assert_eq!(w.t.event(a.id).await.unwrap().row.status, "cancelled");
    }
}

both_backends! {
    /// A Swiss of six: P6 leaves during round 1. Their game ends as their forfeit (the
    /// opponent wins, announced once, rated exactly as a resignation between two new players
    /// is), they are never paired again, the standings mark them, and all of it holds after a
    /// restart: a new process plays the event to its end without them.
    async fn leaving_a_running_swiss_forfeits_the_game_and_pairs_them_no_more(db) {
        let w = world(&db).await;
        let id = signed_up(&w, "Cup", Format::Swiss, 6).await;
        w.t.start(id, Some("101"), false).await.unwrap();
        w.desk.run_once().await.unwrap();
        let games = round_games(&w, id).await;
        assert_eq!(games.len(), 3);
        let (g6, white6, black6) = games.iter().find(|g| g.1 == "106" || g.2 == "106").cloned().unwrap();
        let opponent = if white6 == "106" { black6.clone() } else { white6.clone() };
        let resigned = games.iter().find(|g| g.0 != g6).cloned().unwrap();
        w.clock.advance(3600);
        w.games.resign(At::Game(resigned.0), &resigned.2).await.unwrap();
        let ev = w.t.leave(id, "106").await.unwrap();
        assert!(ev.entrants.iter().any(|e| e.user_id == "106" && e.withdrawn_at.is_some()));
        let rec = w.games.load(At::Game(g6)).await.unwrap().record;
        let end = rec.end.unwrap();
        let won = if white6 == "106" { GameResult::BlackWins } else { GameResult::WhiteWins };
        assert_eq!((rec.status, end.reason, end.result, end.by.as_deref()),
            (Status::Finished, EndReason::Forfeit, Some(won), Some("106")));
        let overs = w.games.store().outbox_of(g6).await.unwrap().into_iter().filter(|r| r.kind == "game_over").count();
        assert_eq!(overs, 1, "the forfeit is announced once");
        // Rated as a decided game: the same change as the resignation between two new players.
        let f = w.games.store().rating_changes_of_game(g6).await.unwrap();
        let r = w.games.store().rating_changes_of_game(resigned.0).await.unwrap();
        assert_eq!((f.len(), r.len()), (2, 2));
        let fw = f.iter().find(|c| c.user_id == opponent).unwrap();
        let rw = r.iter().find(|c| c.user_id == resigned.1).unwrap();
        assert!(fw.rating_after > fw.rating_before, "{fw:?}");
        assert_eq!((fw.rating_before, fw.rating_after), (rw.rating_before, rw.rating_after));
        let fl = f.iter().find(|c| c.user_id == "106").unwrap();
        let rl = r.iter().find(|c| c.user_id == resigned.2).unwrap();
        assert_eq!(fl.rating_after, rl.rating_after);
        let pairing = ev.pairings.iter().find(|p| p.game_id == Some(g6)).unwrap();
        assert_eq!((pairing.result.as_deref(), pairing.forfeit), (Some(won.code()), 0));
        assert_eq!(w.t.leave(id, "106").await.unwrap_err().to_string(), "You have already withdrawn from **Cup**.");
        assert_eq!(w.t.withdraw(id, "106").await.unwrap_err().to_string(), "You have already withdrawn from **Cup**.");
        let last = games.iter().find(|g| g.0 != g6 && g.0 != resigned.0).cloned().unwrap();
        w.games.resign(At::Game(last.0), &last.2).await.unwrap();
        let ev = w.t.event(id).await.unwrap();
        assert_eq!(ev.row.round, 2);
        let text = standings_text(&ev, &ev.standings(), Lang::En);
        assert!(text.contains("P6 (withdrew) 0"), "{text}");
        assert!(!text.contains("P1 (withdrew)"), "{text}");
        // A restart: a new process on the same database plays the rest.
        drop(w.desk);
        let store = Store::open(&w.url).await.unwrap();
        let games = GameService::with_clock(store, w.clock.clone());
        let t = TournamentService::new(games.clone());
        let desk = TournamentDesk::new(t.clone(), Arc::new(FakeDesk::default()));
        for round in 2..=4 {
            desk.run_once().await.unwrap();
            let now = games_of(&t, id).await;
            assert_eq!(now.len(), 2, "round {round}: five players, two games and a bye");
            for (g, white, black) in &now {
                assert!(white != "106" && black != "106");
                w.clock.advance(60);
                games.resign(At::Game(*g), white.max(black)).await.unwrap();
            }
        }
        let ev = t.event(id).await.unwrap();
        assert_eq!(ev.row.status, "finished");
        assert!(ev.pairings.iter().filter(|p| p.round > 1)
            .all(|p| p.white_id != "106" && p.black_id.as_deref() != Some("106")));
        let byes: Vec<&str> = ev.pairings.iter().filter(|p| p.black_id.is_none()).map(|p| p.white_id.as_str()).collect();
        assert_eq!(byes.len(), 3, "{byes:?}");
        assert_eq!(byes.iter().collect::<std::collections::HashSet<_>>().len(), 3, "one bye at most each: {byes:?}");
        let text = standings_text(&ev, &ev.standings(), Lang::En);
        assert!(text.lines().any(|l| l.contains(". P6 (withdrew) 0 (BH-1 ")), "{text}");
        assert_eq!(text.matches("(withdrew)").count(), 1, "{text}");
        assert_eq!(t.leave(id, "106").await.unwrap_err().to_string(), "**Cup** is finished, so that cannot be done now.");
    }
}

both_backends! {
    /// A round-robin of four: P4 vanished. Another player may not withdraw them; a server
    /// manager does (their game is lost by forfeit); a second time, or a stranger, is refused
    /// with the player named.
    async fn a_server_manager_withdraws_a_player_who_vanished(db) {
        let w = world(&db).await;
        let id = signed_up(&w, "League", Format::RoundRobin, 4).await;
        w.t.start(id, Some("101"), false).await.unwrap();
        w.desk.run_once().await.unwrap();
        let games = round_games(&w, id).await;
        assert_eq!((games[0].1.as_str(), games[0].2.as_str()), ("101", "104"));
        assert_eq!(
            w.t.withdraw_player(id, "104", "102", false).await.unwrap_err().to_string(),
            "Only the tournament's creator or a server manager can do that."
        );
        let ev = w.t.event(id).await.unwrap();
        assert!(ev.entrants.iter().all(|e| e.withdrawn_at.is_none()));
        assert_eq!(w.games.load(At::Game(games[0].0)).await.unwrap().record.status, Status::Active);
        let ev = w.t.withdraw_player(id, "104", "900", true).await.unwrap();
        assert!(ev.entrants.iter().any(|e| e.user_id == "104" && e.withdrawn_at.is_some()));
        let end = w.games.load(At::Game(games[0].0)).await.unwrap().record.end.unwrap();
        assert_eq!((end.reason, end.result, end.by.as_deref()),
            (EndReason::Forfeit, Some(GameResult::WhiteWins), Some("104")));
        assert_eq!(
            w.t.withdraw_player(id, "104", "900", true).await.unwrap_err().to_string(),
            "P4 has already withdrawn from **League**."
        );
        assert_eq!(
            w.t.withdraw_player(id, "555", "900", true).await.unwrap_err().to_string(),
            "555 is not playing in **League**."
        );
        // The creator may too (P3 this time).
        w.t.withdraw_player(id, "103", "101", false).await.unwrap();
        let end = w.games.load(At::Game(games[1].0)).await.unwrap().record.end.unwrap();
        assert_eq!((end.reason, end.result), (EndReason::Forfeit, Some(GameResult::WhiteWins)));
        // Round 2 (4-3, 1-2): the two withdrawn players' board is decided at once (½ each).
        let ev = w.t.event(id).await.unwrap();
        let r2: Vec<_> = ev.pairings.iter().filter(|p| p.round == 2).map(|p|
            (p.white_id.as_str(), p.black_id.as_deref(), p.result.as_deref(), p.forfeit, p.game_id.is_some())).collect();
        assert_eq!(r2, vec![("104", Some("103"), Some("1/2-1/2"), 1, false), ("101", Some("102"), None, 0, false)]);
    }
}

both_backends! {
    /// A withdrawal between the pairing of a round and the creation of its games: the board is
    /// decided as a forfeit without a game, and the worker creates only the other game.
    async fn a_withdrawal_before_the_game_exists_forfeits_the_pairing_and_creates_no_game(db) {
        let w = world(&db).await;
        let id = signed_up(&w, "Quick", Format::Swiss, 4).await;
        w.t.start(id, Some("101"), false).await.unwrap();
        let ev = w.t.withdraw(id, "104").await.unwrap();
        let p = ev.pairings.iter().find(|p| p.white_id == "104" || p.black_id.as_deref() == Some("104")).unwrap();
        let code = if p.white_id == "104" { "0-1" } else { "1-0" };
        assert_eq!((p.result.as_deref(), p.forfeit, p.game_id), (Some(code), 1, None));
        w.desk.run_once().await.unwrap();
        let games = round_games(&w, id).await;
        assert_eq!(games.len(), 1, "{games:?}");
        assert!(games[0].1 != "104" && games[0].2 != "104");
        assert!(w.games.store().game(GameKey::Id(2)).await.unwrap().is_none(), "one game only");
    }
}

/// Waits (at most 10 s) until the event's current round is `round` with `games` games created.
async fn until_round(t: &TournamentService, id: i64, round: i64, games: usize) {
    let waited = tokio::time::timeout(std::time::Duration::from_secs(10), async {
        loop {
            let ev = t.event(id).await.unwrap();
            if ev.row.round == round && games_of(t, id).await.len() == games {
                return;
            }
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
    })
    .await;
    assert!(
        waited.is_ok(),
        "round {round}'s {games} games were not created within 10 s"
    );
}

both_backends! {
    /// The running worker wakes when the game service commits, not only every `poll`: with a
    /// poll of an hour, the last result of round 1 has round 2's games created at once.
    async fn the_worker_creates_the_next_round_when_the_last_game_ends(db) {
        let w = world(&db).await;
        let id = signed_up(&w, "Rapid", Format::Swiss, 4).await;
        let worker = w.desk.clone().spawn(std::time::Duration::from_secs(3600));
        w.t.start(id, None, true).await.unwrap();
        until_round(&w.t, id, 1, 2).await;
        for (g, white, black) in round_games(&w, id).await {
            w.clock.advance(60);
            w.games.resign(At::Game(g), white.max(black).as_str()).await.unwrap();
        }
        until_round(&w.t, id, 2, 2).await;
        worker.abort();
    }
}
