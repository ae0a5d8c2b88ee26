//! The HTML replay page in a real headless Chromium, driven over the DevTools protocol: it
//! loads without script errors or network requests, the arrow key moves to the next ply, End
//! and F go to the end and flip, and screenshots show exactly the position's pieces on the
//! right squares.
//!
//! Chromium comes from the distribution (`apt-get install chromium`; `.ci/run` installs it).
//! Without it the tests print a loud message and pass, except under `CI`, where they fail.

use base64::Engine;
use image::RgbImage;
use serde_json::{json, Value};
use std::io::{BufRead, BufReader};
use std::net::TcpStream;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};
use timur::game::{Ending, GameResult, History};
use timur::i18n::Lang;
use timur::render::{
    html_square_rect, html_wide_width, piece_sprite_png, render_replay_html, theme, Replay,
};
use timur::rules::{Color, Game, Position, VariantId};
use tungstenite::{Message, WebSocket};

const VIEW: (u32, u32) = (1400, 1000);

/// The Chromium binary: `$CHROMIUM`, else `chromium`, `chromium-browser` or `google-chrome` on
/// the PATH. `None` (after a loud message) means skip; under `CI` a missing browser panics.
fn chromium() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("CHROMIUM") {
        return Some(PathBuf::from(p));
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    for name in ["chromium", "chromium-browser", "google-chrome"] {
        for dir in std::env::split_paths(&path) {
            let p = dir.join(name);
            if p.is_file() {
                return Some(p);
            }
        }
    }
    if std::env::var_os("CI").is_some() {
        panic!(
            "CI is set but no Chromium was found: install the `chromium` package (.ci/run does)"
        );
    }
    eprintln!(
        "\n*** SKIPPED {}: the HTML replay browser test needs Chromium (apt-get install \
         chromium, or set CHROMIUM=/path/to/chrome). It FAILS instead of skipping when CI is \
         set. ***\n",
        std::thread::current().name().unwrap_or("this test")
    );
    None
}

/// A headless Chromium with one page attached over the DevTools protocol.
struct Browser {
    child: Child,
    ws: WebSocket<TcpStream>,
    next_id: u64,
    session: String,
    /// Protocol events received so far (`method`, `params`).
    events: Vec<Value>,
    _profile: tempfile::TempDir,
}

impl Browser {
    fn launch(bin: &Path) -> Browser {
        Browser::launch_sized(bin, VIEW, false)
    }

    /// A browser whose page is `view` CSS px (device scale 1, so screenshot pixels are CSS
    /// px); `mobile`: emulate a phone (the viewport meta tag applies).
    fn launch_sized(bin: &Path, view: (u32, u32), mobile: bool) -> Browser {
        let profile = tempfile::tempdir().unwrap();
        let mut child = Command::new(bin)
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-background-networking",
                "--disable-component-update",
                "--no-first-run",
                "--disable-sync",
                "--hide-scrollbars",
                "--force-device-scale-factor=1",
                "--remote-debugging-port=0",
            ])
            .arg(format!("--user-data-dir={}", profile.path().display()))
            .arg(format!("--window-size={},{}", view.0, view.1))
            .arg("about:blank")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start Chromium");
        // Chromium prints the browser's WebSocket address on stderr; keep draining it after.
        let stderr = child.stderr.take().unwrap();
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                if let Some(url) = line.strip_prefix("DevTools listening on ") {
                    let _ = tx.send(url.trim().to_string());
                }
            }
        });
        let url = rx
            .recv_timeout(Duration::from_secs(60))
            .expect("Chromium printed its DevTools address within 60 s");
        let host = url
            .strip_prefix("ws://")
            .and_then(|r| r.split('/').next())
            .expect("ws:// address")
            .to_string();
        let stream = TcpStream::connect(&host).expect("connect to DevTools");
        stream
            .set_read_timeout(Some(Duration::from_secs(60)))
            .unwrap();
        let (ws, _) = tungstenite::client(url.as_str(), stream).expect("WebSocket handshake");
        let mut b = Browser {
            child,
            ws,
            next_id: 0,
            session: String::new(),
            events: Vec::new(),
            _profile: profile,
        };
        let target = b.call("Target.createTarget", json!({"url": "about:blank"}))["targetId"]
            .as_str()
            .unwrap()
            .to_string();
        let attached = b.call(
            "Target.attachToTarget",
            json!({"targetId": target, "flatten": true}),
        );
        b.session = attached["sessionId"].as_str().unwrap().to_string();
        for domain in ["Page", "Runtime", "Log", "Network"] {
            b.call(&format!("{domain}.enable"), json!({}));
        }
        b.call(
            "Emulation.setDeviceMetricsOverride",
            json!({"width": view.0, "height": view.1, "deviceScaleFactor": 1, "mobile": mobile}),
        );
        b
    }

    /// Sends a command (to the page once attached) and returns its result; events that arrive
    /// meanwhile are kept.
    fn call(&mut self, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        let mut msg = json!({"id": id, "method": method, "params": params});
        if !self.session.is_empty() {
            msg["sessionId"] = json!(self.session);
        }
        self.ws.send(Message::text(msg.to_string())).unwrap();
        loop {
            let v = self.read();
            if v["id"].as_u64() == Some(id) {
                assert!(v["error"].is_null(), "{method} failed: {}", v["error"]);
                return v["result"].clone();
            }
        }
    }

    fn read(&mut self) -> Value {
        loop {
            match self.ws.read().expect("DevTools message") {
                Message::Text(t) => {
                    let v: Value = serde_json::from_str(t.as_str()).unwrap();
                    if v["method"].is_string() {
                        self.events.push(v.clone());
                    }
                    return v;
                }
                _ => continue,
            }
        }
    }

    /// Waits for the event `method`.
    fn wait_for(&mut self, method: &str) {
        let deadline = Instant::now() + Duration::from_secs(60);
        while !self.events.iter().any(|e| e["method"] == method) {
            assert!(Instant::now() < deadline, "no {method} within 60 s");
            self.read();
        }
    }

    fn eval(&mut self, expr: &str) -> Value {
        let r = self.call(
            "Runtime.evaluate",
            json!({"expression": expr, "returnByValue": true}),
        );
        assert!(
            r["exceptionDetails"].is_null(),
            "{expr}: {}",
            r["exceptionDetails"]
        );
        r["result"]["value"].clone()
    }

    fn key(&mut self, key: &str, code: &str, vk: u32) {
        for kind in ["keyDown", "keyUp"] {
            self.call(
                "Input.dispatchKeyEvent",
                json!({"type": kind, "key": key, "code": code,
                       "windowsVirtualKeyCode": vk, "nativeVirtualKeyCode": vk}),
            );
        }
    }

    /// A click (press and release of the left button) at `(x, y)` CSS px of the viewport.
    fn tap(&mut self, x: f64, y: f64) {
        for kind in ["mousePressed", "mouseReleased"] {
            self.call(
                "Input.dispatchMouseEvent",
                json!({"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1}),
            );
        }
    }

    /// `[left, top, right, bottom]` of the element `selector` (CSS px of the viewport).
    fn rect(&mut self, selector: &str) -> [f64; 4] {
        let v = self.eval(&format!(
            "(function () {{ const r = document.querySelector({selector:?}).getBoundingClientRect(); \
             return [r.left, r.top, r.right, r.bottom]; }})()"
        ));
        let n = |i: usize| v[i].as_f64().unwrap();
        [n(0), n(1), n(2), n(3)]
    }

    fn screenshot(&mut self) -> RgbImage {
        let r = self.call("Page.captureScreenshot", json!({"format": "png"}));
        let png = base64::engine::general_purpose::STANDARD
            .decode(r["data"].as_str().unwrap())
            .unwrap();
        image::load_from_memory_with_format(&png, image::ImageFormat::Png)
            .unwrap()
            .to_rgb8()
    }

    /// Script errors, console errors and error log entries seen so far.
    fn errors(&self) -> Vec<String> {
        self.events
            .iter()
            .filter(|e| {
                e["method"] == "Runtime.exceptionThrown"
                    || (e["method"] == "Runtime.consoleAPICalled" && e["params"]["type"] == "error")
                    || (e["method"] == "Log.entryAdded" && e["params"]["entry"]["level"] == "error")
            })
            .map(|e| e.to_string())
            .collect()
    }

    /// URLs the page requested, other than the page itself and `data:` URLs.
    fn network(&self, page: &str) -> Vec<String> {
        self.events
            .iter()
            .filter(|e| e["method"] == "Network.requestWillBeSent")
            .filter_map(|e| e["params"]["request"]["url"].as_str().map(str::to_string))
            .filter(|u| u != page && !u.starts_with("data:"))
            .collect()
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// `plies` pseudo-random legal plies (deterministic).
fn sample(id: VariantId, plies: usize) -> History {
    let mut game = Game::new(Position::start(id, id.default_options()));
    let mut seed: u64 = 11;
    for _ in 0..plies {
        let moves = game.legal_moves();
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let m = moves[(seed >> 33) as usize % moves.len()];
        game.play(&m).unwrap();
    }
    History::from_game(
        &game,
        "alice <&>",
        "bob",
        Some(Ending::noted(GameResult::WhiteWins, "Black resigned")),
    )
}

/// Compares every square of the screenshot with what ply `ply` of `replay` must show: the
/// square colour (lit for the last move's squares), the citadel wall, and the piece's sprite
/// composited over it. At most 1% of a square's pixels may differ by more than 8 per channel
/// (the browser's own alpha blending rounds differently).
fn assert_shows(shot: &RgbImage, replay: &Replay, ply: usize, bottom: Color) {
    let pos = &replay.positions()[ply];
    assert!(
        pos.attacked_royals(Color::White).is_empty()
            && pos.attacked_royals(Color::Black).is_empty(),
        "pick a ply without check (the check ring is not compared)"
    );
    let variant = pos.variant();
    let last = ply.checked_sub(1).map(|k| replay.moves()[k]);
    for sq in variant.shape.squares() {
        let lit = last.is_some_and(|m| m.from() == sq || m.to() == sq);
        let bg = match (sq.is_citadel(), (sq.file() + sq.rank()) % 2 == 1, lit) {
            (true, _, false) => theme::CITADEL,
            (true, _, true) => theme::CITADEL_HL,
            (false, true, false) => theme::LIGHT,
            (false, true, true) => theme::LIGHT_HL,
            (false, false, false) => theme::DARK,
            (false, false, true) => theme::DARK_HL,
        };
        let (x0, y0, s) = html_square_rect(variant, sq, bottom);
        let sprite = pos.piece_at(sq).map(|p| {
            image::load_from_memory_with_format(
                &piece_sprite_png(variant.family(), p),
                image::ImageFormat::Png,
            )
            .unwrap()
            .to_rgba8()
        });
        let mut bad = 0;
        for y in 0..s {
            for x in 0..s {
                let mut want = bg;
                if let Some(sp) = &sprite {
                    let p = sp.get_pixel(x, y).0;
                    let a = u32::from(p[3]);
                    for ch in 0..3 {
                        want[ch] = ((u32::from(p[ch]) * a + u32::from(bg[ch]) * (255 - a) + 127)
                            / 255) as u8;
                    }
                }
                let d = x.min(y).min(s - 1 - x).min(s - 1 - y);
                if sq.is_citadel() && (s / 20..s / 20 + s / 14).contains(&d) {
                    want = theme::CITADEL_WALL;
                }
                let got = shot.get_pixel(x0 + x, y0 + y).0;
                if (0..3).any(|ch| got[ch].abs_diff(want[ch]) > 8) {
                    bad += 1;
                }
            }
        }
        assert!(
            bad * 100 <= s * s,
            "ply {ply}, {sq} ({:?}): {bad} of {} pixels differ from the expected picture",
            pos.piece_at(sq),
            s * s
        );
    }
}

fn check_replay(id: VariantId, plies: usize) {
    let Some(bin) = chromium() else { return };
    let rec = sample(id, plies);
    let replay = rec.replay();
    let html = render_replay_html(&replay, Color::White);
    assert!(!html.contains("http://") && !html.contains("https://"));
    assert!(
        html.contains("<title>alice &lt;&amp;&gt; (White) vs bob (Black) · "),
        "names escaped"
    );
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("replay.html");
    std::fs::write(&file, &html).unwrap();
    let url = format!("file://{}", file.display());

    let mut b = Browser::launch(&bin);
    b.call("Page.navigate", json!({"url": url}));
    b.wait_for("Page.loadEventFired");
    assert_eq!(b.eval("typeof window.replay"), json!("object"));
    assert_eq!(b.eval("window.replay.ply"), json!(0));
    assert_eq!(b.eval("window.replay.plies"), json!(plies));
    assert_eq!(
        b.eval("document.querySelectorAll('#moves span').length"),
        json!(plies)
    );
    assert_eq!(
        b.eval("document.getElementById('caption').textContent"),
        json!(replay.caption(0, ""))
    );
    let start = b.screenshot();
    assert_shows(&start, &replay, 0, Color::White);

    // The arrow key moves to the next ply.
    b.call("Page.bringToFront", json!({}));
    b.key("ArrowRight", "ArrowRight", 39);
    assert_eq!(b.eval("window.replay.ply"), json!(1));
    assert_eq!(
        b.eval("document.getElementById('ply').textContent"),
        json!(format!("ply 1 / {plies}"))
    );
    assert_eq!(
        b.eval("document.querySelector('#moves span.cur').textContent"),
        json!(replay.numbered_move(1))
    );
    let shot = b.screenshot();
    assert_shows(&shot, &replay, 1, Color::White);
    b.key("ArrowLeft", "ArrowLeft", 37);
    assert_eq!(b.eval("window.replay.ply"), json!(0));

    // End, then F: the final position seen from Black, with the result.
    b.key("End", "End", 35);
    b.key("f", "KeyF", 70);
    assert_eq!(
        b.eval("[window.replay.ply, window.replay.bottom]"),
        json!([plies, "b"])
    );
    assert_eq!(
        b.eval("document.getElementById('result').textContent"),
        json!("1-0 · Black resigned")
    );
    assert_eq!(
        b.eval("document.getElementById('caption').textContent"),
        json!(replay.caption(plies + 1, ""))
    );
    let shot = b.screenshot();
    assert_shows(&shot, &replay, plies, Color::Black);

    assert_eq!(b.errors(), Vec::<String>::new(), "script errors");
    assert_eq!(b.network(&url), Vec::<String>::new(), "network requests");
}

#[test]
fn tamerlane_replay_steps_flips_and_shows_the_positions_in_chromium() {
    check_replay(VariantId::Tamerlane, 8);
}

#[test]
fn timurid_replay_shows_the_positions_in_chromium() {
    check_replay(VariantId::Herat, 6);
}

#[test]
fn a_wrong_position_would_not_pass_the_screenshot_check() {
    // The comparison itself must be able to fail: the start screenshot against ply 1.
    let Some(bin) = chromium() else { return };
    let rec = sample(VariantId::Tamerlane, 2);
    let replay = rec.replay();
    let html = render_replay_html(&replay, Color::White);
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("replay.html");
    std::fs::write(&file, &html).unwrap();
    let mut b = Browser::launch(&bin);
    b.call(
        "Page.navigate",
        json!({"url": format!("file://{}", file.display())}),
    );
    b.wait_for("Page.loadEventFired");
    let shot = b.screenshot();
    let wrong = catch_unwind(AssertUnwindSafe(|| {
        assert_shows(&shot, &replay, 1, Color::White)
    }));
    assert!(wrong.is_err(), "ply 1 must not match the start screenshot");
    let flipped = catch_unwind(AssertUnwindSafe(|| {
        assert_shows(&shot, &replay, 0, Color::Black)
    }));
    assert!(flipped.is_err(), "Black's view must not match White's");
}

/// A phone's viewport (an iPhone 12–15's CSS size).
const PHONE: (u32, u32) = (390, 844);

#[test]
fn the_replay_is_usable_on_a_phone_390_px_wide() {
    let Some(bin) = chromium() else { return };
    let rec = sample(VariantId::Tamerlane, 8);
    let replay = rec.replay();
    let html = render_replay_html(&replay, Color::White);
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("replay.html");
    std::fs::write(&file, &html).unwrap();
    let url = format!("file://{}", file.display());
    let variant = replay.positions()[0].variant();
    assert!(html_wide_width(variant) > PHONE.0);

    let mut b = Browser::launch_sized(&bin, PHONE, true);
    b.call("Page.navigate", json!({"url": url}));
    b.wait_for("Page.loadEventFired");
    let w = f64::from(PHONE.0);
    // Nothing sticks out sideways: no horizontal scrolling, title and board inside the width.
    assert_eq!(
        b.eval("document.documentElement.scrollWidth"),
        json!(PHONE.0),
        "the page scrolls sideways"
    );
    let title = b.rect("#title");
    assert!(title[0] >= 0.0 && title[2] <= w, "title {title:?}");
    let board = b.rect("#boardbox");
    assert!(board[0] >= 0.0 && board[2] <= w, "board {board:?}");
    assert!(
        board[2] - board[0] >= w - 20.0,
        "the board uses the width: {board:?}"
    );
    // The board is scaled to fit, keeping its proportions; every square lies inside it.
    let scale = b.eval("window.replay.scale").as_f64().unwrap();
    let (bw, _) = (board[2] - board[0], board[3] - board[1]);
    assert!(scale < 1.0 && scale > 0.3, "scale {scale}");
    let (x0, y0, s) = html_square_rect(variant, "a1".parse().unwrap(), Color::White);
    let a1 = b.rect(".sq[title='a1']");
    assert!(
        (a1[2] - a1[0] - f64::from(s) * scale).abs() < 0.5,
        "a1 {a1:?}"
    );
    assert!(
        (a1[0] - board[0] - f64::from(x0 - 16) * scale).abs() < 0.5,
        "a1 {a1:?} in {board:?}"
    );
    assert!(
        (a1[1] - board[1] - f64::from(y0 - 64) * scale).abs() < 0.5,
        "a1 {a1:?} in {board:?}"
    );
    let outside = b.eval(&format!(
        "[...document.querySelectorAll('.sq')].filter(function (e) {{ \
           const r = e.getBoundingClientRect(); \
           return r.left < {l} - 0.5 || r.right > {r} + 0.5 || r.top < {t} - 0.5 || r.bottom > {bo} + 0.5; \
         }}).map(function (e) {{ return e.title; }})",
        l = board[0],
        r = board[2],
        t = board[1],
        bo = board[3]
    ));
    assert_eq!(outside, json!([]), "squares outside the board (width {bw})");
    // What the screenshot shows: empty squares in their colours, a piece where one stands.
    let shot = b.screenshot();
    let centre = |b: &mut Browser, sq: &str| {
        let r = b.rect(&format!(".sq[title='{sq}']"));
        ((r[0] + r[2]) / 2.0, (r[1] + r[3]) / 2.0)
    };
    let start = &replay.positions()[0];
    for name in ["a5", "b5", "f6", "g6"] {
        let sq: timur::rules::Square = name.parse().unwrap();
        assert!(start.piece_at(sq).is_none());
        let want = if (sq.file() + sq.rank()) % 2 == 1 {
            theme::LIGHT
        } else {
            theme::DARK
        };
        let (x, y) = centre(&mut b, name);
        let got = shot.get_pixel(x as u32, y as u32).0;
        assert!(
            (0..3).all(|c| got[c].abs_diff(want[c]) <= 8),
            "{name}: {got:?}, not {want:?}"
        );
    }
    let (x, y) = centre(&mut b, "a2");
    let r2 = b.rect(".sq[title='a2']");
    let a2: timur::rules::Square = "a2".parse().unwrap();
    let bg = if (a2.file() + a2.rank()) % 2 == 1 {
        theme::LIGHT
    } else {
        theme::DARK
    };
    // The Rook on a2: across its middle, many pixels are not the square's colour.
    let inked = (0..(r2[2] - r2[0]) as u32)
        .filter(|&dx| {
            let p = shot.get_pixel(r2[0] as u32 + dx, y as u32).0;
            (0..3).any(|c| p[c].abs_diff(bg[c]) > 40)
        })
        .count();
    assert!(inked >= 5, "no piece drawn on a2 at {x},{y}: {inked}");

    // The buttons: inside the width, big enough for a finger, not overlapping, under the board.
    let mut rects: Vec<(&str, [f64; 4])> = Vec::new();
    for id in ["first", "prev", "next", "last", "flip"] {
        let r = b.rect(&format!("#{id}"));
        assert!(r[0] >= 0.0 && r[2] <= w, "{id} {r:?}");
        assert!(
            r[3] - r[1] >= 44.0 && r[2] - r[0] >= 44.0,
            "{id} too small: {r:?}"
        );
        assert!(r[1] >= board[3], "{id} over the board");
        for (other, o) in &rects {
            let apart = r[0] >= o[2] || o[0] >= r[2] || r[1] >= o[3] || o[1] >= r[3];
            assert!(apart, "{id} overlaps {other}");
        }
        rects.push((id, r));
    }
    // A tap on Next, then on the board's right half, steps forward; its left half steps back.
    let next = b.rect("#next");
    b.tap((next[0] + next[2]) / 2.0, (next[1] + next[3]) / 2.0);
    assert_eq!(b.eval("window.replay.ply"), json!(1));
    let mid_y = (board[1] + board[3]) / 2.0;
    b.tap(board[2] - 30.0, mid_y);
    assert_eq!(b.eval("window.replay.ply"), json!(2));
    b.tap(board[0] + 30.0, mid_y);
    assert_eq!(b.eval("window.replay.ply"), json!(1));
    assert_eq!(
        b.eval("document.getElementById('ply').textContent"),
        json!("ply 1 / 8")
    );
    // Flip works here too, and the move list follows under the buttons, inside the width.
    let flip = b.rect("#flip");
    b.tap((flip[0] + flip[2]) / 2.0, (flip[1] + flip[3]) / 2.0);
    assert_eq!(b.eval("window.replay.bottom"), json!("b"));
    let (moves, next) = (b.rect("#moves"), b.rect("#next"));
    assert!(
        moves[1] >= next[3] && moves[0] >= 0.0 && moves[2] <= w,
        "moves {moves:?} under next {next:?}"
    );
    assert_eq!(
        b.eval("document.querySelector('#moves span.cur').textContent"),
        json!(replay.numbered_move(1))
    );
    assert_eq!(b.errors(), Vec::<String>::new(), "script errors");
    assert_eq!(b.network(&url), Vec::<String>::new(), "network requests");
}

#[test]
fn the_replay_page_speaks_the_replays_language() {
    // The page's language, title, result, button tooltips and ply counter in Russian.
    let rec = sample(VariantId::Tamerlane, 3);
    let replay = rec.replay_in(Lang::Ru);
    let html = render_replay_html(&replay, Color::White);
    assert!(html.contains("<html lang=\"ru\">"), "lang");
    assert!(
        html.contains("<title>alice &lt;&amp;&gt; (белые) — bob (чёрные) · Тамерлан</title>"),
        "title"
    );
    for title in [
        "title=\"В начало (Home)\"",
        "title=\"Назад (←)\"",
        "title=\"Вперёд (→)\"",
        "title=\"В конец (End)\"",
        "title=\"Перевернуть доску (F)\">Перевернуть</button>",
    ] {
        assert!(html.contains(title), "{title}");
    }
    assert!(
        html.contains(
            "\"counter\":[\"полуход 0 / 3\",\"полуход 1 / 3\",\"полуход 2 / 3\",\"полуход 3 / 3\"]"
        ),
        "counter"
    );
    let controls = html.split("<div id=\"controls\">").nth(1).unwrap();
    let controls = controls.split("</div>").next().unwrap();
    assert!(
        !controls.contains("Flip") && !controls.contains("Forward"),
        "{controls}"
    );
    // In the browser: the counter and the result as the reader sees them.
    let Some(bin) = chromium() else { return };
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("replay.html");
    std::fs::write(&file, &html).unwrap();
    let url = format!("file://{}", file.display());
    let mut b = Browser::launch(&bin);
    b.call("Page.navigate", json!({"url": url}));
    b.wait_for("Page.loadEventFired");
    assert_eq!(
        b.eval("document.getElementById('ply').textContent"),
        json!("полуход 0 / 3")
    );
    b.call("Page.bringToFront", json!({}));
    b.key("End", "End", 35);
    assert_eq!(
        b.eval("document.getElementById('ply').textContent"),
        json!("полуход 3 / 3")
    );
    assert_eq!(
        b.eval("document.getElementById('result').textContent"),
        json!("1-0 · Black resigned")
    );
    assert_eq!(
        b.eval("document.getElementById('flip').title"),
        json!("Перевернуть доску (F)")
    );
    assert_eq!(b.errors(), Vec::<String>::new(), "script errors");
}
