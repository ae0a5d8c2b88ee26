//! The game GIF, decoded: frame count, delays, every frame against the PNG board of its
//! position, captions, fitting a size limit, and records that do not replay.

use timur::game::{Ending, GameResult, History, HistoryError, Setup};
use timur::render::{board_size, render_gif, render_png, GifError, GifOptions};
use timur::rules::{Color, Game, MoveError, Position, VariantId};

/// `plies` pseudo-random legal plies from the start of `id` (deterministic by `seed`).
fn random_game(id: VariantId, plies: usize, seed: u64) -> Game {
    let mut game = Game::new(Position::start(id, id.default_options()));
    let mut seed = seed;
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let m = moves[(seed >> 33) as usize % moves.len()];
        game.play(&m).unwrap();
    }
    game
}

fn record(id: VariantId, plies: usize) -> History {
    let game = random_game(id, plies, 7);
    assert_eq!(game.moves().len(), plies, "the sample game ended early");
    History::from_game(
        &game,
        "alice",
        "bob",
        Some(Ending::noted(GameResult::BlackWins, "White resigned")),
    )
}

/// The decoded GIF: screen size, and each frame's delay and composed RGB picture.
struct Decoded {
    width: u32,
    height: u32,
    frames: Vec<(u16, Vec<u8>)>,
}

fn decode(bytes: &[u8]) -> Decoded {
    let mut opts = gif::DecodeOptions::new();
    opts.set_color_output(gif::ColorOutput::Indexed);
    let mut dec = opts.read_info(bytes).expect("valid GIF");
    let (w, h) = (u32::from(dec.width()), u32::from(dec.height()));
    let palette = dec.global_palette().expect("a global palette").to_vec();
    let mut screen = vec![0u8; (w * h) as usize];
    let mut frames = Vec::new();
    while let Some(f) = dec.read_next_frame().expect("valid frame") {
        assert!(f.palette.is_none(), "frames use the global palette");
        assert_eq!(f.dispose, gif::DisposalMethod::Keep);
        for row in 0..u32::from(f.height) {
            for col in 0..u32::from(f.width) {
                let p = f.buffer[(row * u32::from(f.width) + col) as usize];
                if Some(p) == f.transparent {
                    continue;
                }
                let (x, y) = (u32::from(f.left) + col, u32::from(f.top) + row);
                screen[(y * w + x) as usize] = p;
            }
        }
        let rgb = screen
            .iter()
            .flat_map(|&i| palette[3 * i as usize..3 * i as usize + 3].to_vec())
            .collect();
        frames.push((f.delay, rgb));
    }
    Decoded {
        width: w,
        height: h,
        frames,
    }
}

fn png_rgb(png: &[u8]) -> Vec<u8> {
    image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .expect("valid PNG")
        .to_rgb8()
        .into_raw()
}

#[test]
fn a_frame_per_ply_plus_start_and_end_with_their_delays() {
    let rec = record(VariantId::Tamerlane, 12);
    let gif = render_gif(&rec.replay(), &GifOptions::default()).unwrap();
    let d = decode(&gif.bytes);
    assert_eq!(d.frames.len(), 12 + 2);
    assert_eq!(gif.frames, 14);
    assert_eq!((gif.half_size, gif.ply_step), (false, 1));
    let variant = Position::start(VariantId::Tamerlane, VariantId::Tamerlane.default_options());
    assert_eq!((d.width, d.height), board_size(variant.variant()));
    assert_eq!(gif.size, (952, 778));
    let delays: Vec<u16> = d.frames.iter().map(|f| f.0).collect();
    let mut expected = vec![200];
    expected.extend([100; 12]);
    expected.push(600);
    assert_eq!(delays, expected);
}

#[test]
fn every_frame_is_pixel_equal_to_the_png_board_of_its_position() {
    for (id, bottom) in [
        (VariantId::Tamerlane, Color::White),
        (VariantId::Tamerlane, Color::Black),
        (VariantId::Herat, Color::White),
    ] {
        let rec = record(id, 9);
        let replay = rec.replay();
        let gif = render_gif(
            &rec.replay(),
            &GifOptions {
                bottom,
                ..GifOptions::default()
            },
        )
        .unwrap();
        let d = decode(&gif.bytes);
        assert_eq!(d.frames.len(), replay.frame_count());
        for (i, (_, rgb)) in d.frames.iter().enumerate() {
            let png = png_rgb(&render_png(&replay.frame(i, bottom)));
            assert!(
                *rgb == png,
                "{id} {bottom:?}: frame {i} differs from its PNG"
            );
        }
        // The end frame is the final position (not the start one) with the last move lit.
        let fin = replay.frame(replay.frame_count() - 1, bottom);
        assert_eq!(fin.position, &replay.positions()[9]);
        assert_eq!(fin.last_move, Some(replay.moves()[8]));
    }
}

#[test]
fn captions_name_the_players_the_move_and_the_result() {
    let game = {
        let id = VariantId::Tamerlane;
        let mut g = Game::new(Position::start(id, id.default_options()));
        for t in ["e3-e4", "e8-e7", "Nb2-c4"] {
            let m = g.position().parse_move(t).unwrap();
            g.play(&m).unwrap();
        }
        g
    };
    let rec = History::from_game(
        &game,
        "alice",
        "bob",
        Some(Ending::noted(GameResult::WhiteWins, "Black resigned")),
    );
    assert_eq!(rec.move_texts(), ["e3-e4", "e8-e7", "Nb2-c4"]);
    assert_eq!(rec.set_up_tfen(), None);
    let r = rec.replay();
    let captions: Vec<String> = (0..r.frame_count())
        .map(|i| r.frame(i, Color::White).caption.unwrap())
        .collect();
    assert_eq!(
        captions,
        [
            "alice vs bob · Tamerlane · start",
            "alice vs bob · 1. e3-e4",
            "alice vs bob · 1... e8-e7",
            "alice vs bob · 2. Nb2-c4",
            "alice vs bob · 1-0 · Black resigned after 2. Nb2-c4",
        ]
    );
}

#[test]
fn a_game_over_the_limit_is_shrunk_then_thinned_and_says_so() {
    let rec = record(VariantId::Tamerlane, 40);
    let full = render_gif(&rec.replay(), &GifOptions::default()).unwrap();
    assert!(!full.half_size);
    // One byte too few for the full picture: half size fits.
    let limit = full.bytes.len() - 1;
    let half = render_gif(
        &rec.replay(),
        &GifOptions {
            max_bytes: limit,
            ..GifOptions::default()
        },
    )
    .unwrap();
    assert!(half.bytes.len() <= limit, "{} > {limit}", half.bytes.len());
    assert_eq!((half.half_size, half.ply_step, half.frames), (true, 1, 42));
    let d = decode(&half.bytes);
    assert_eq!((d.width, d.height), (476, 389));
    assert_eq!(d.frames.len(), 42);
    // Less room still: only every n-th ply.
    let limit = half.bytes.len() / 2;
    let thin = render_gif(
        &rec.replay(),
        &GifOptions {
            max_bytes: limit,
            ..GifOptions::default()
        },
    )
    .unwrap();
    assert!(thin.bytes.len() <= limit);
    assert!(thin.half_size && thin.ply_step >= 2, "{thin:?}");
    let shown = (1..=40)
        .filter(|k| k % thin.ply_step == 0 || *k == 40)
        .count();
    assert_eq!(thin.frames, shown + 2);
    assert_eq!(decode(&thin.bytes).frames.len(), shown + 2);
    // Nothing fits in 1 KiB.
    let err = render_gif(
        &rec.replay(),
        &GifOptions {
            max_bytes: 1024,
            ..GifOptions::default()
        },
    )
    .unwrap_err();
    assert!(
        matches!(err, GifError::TooLarge { limit: 1024, .. }),
        "{err:?}"
    );
}

#[test]
fn the_caption_of_a_shrunk_gif_says_what_was_left_out() {
    let rec = record(VariantId::Tamerlane, 3);
    let r = rec.replay();
    assert_eq!(
        r.caption(2, "half size, every 2nd ply"),
        format!(
            "alice vs bob · {} · half size, every 2nd ply",
            r.numbered_move(2)
        )
    );
}

#[test]
fn a_record_that_does_not_replay_is_refused_with_the_ply() {
    // The game's story refuses it before anything is drawn.
    let id = VariantId::Tamerlane;
    let mut setup = Setup {
        variant: id,
        options: id.default_options(),
        tfen: None,
    };
    match History::from_pgn("e3-e4 e3-e4", &setup).unwrap_err() {
        HistoryError::Move { ply, text, error } => {
            assert_eq!((ply, text.as_str()), (2, "e3-e4"));
            assert!(matches!(error, MoveError::Illegal { .. }), "{error:?}");
        }
        other => panic!("{other:?}"),
    }
    setup.tfen = Some("nonsense".into());
    assert!(matches!(
        History::from_pgn("", &setup).unwrap_err(),
        HistoryError::Tfen(_)
    ));
}

#[test]
fn a_record_from_a_set_up_position_keeps_its_tfen() {
    let id = VariantId::Tamerlane;
    let start = Position::start(id, id.default_options());
    let after = start.play(&start.parse_move("e3-e4").unwrap()).unwrap();
    let game = Game::new(after);
    let rec = History::from_game(&game, "a", "b", None);
    assert_eq!(rec.set_up_tfen(), Some(after.to_tfen()));
    let r = rec.replay();
    assert_eq!(r.positions(), &[after]);
    assert_eq!(r.frame_count(), 2);
    assert_eq!(r.caption(1, ""), "a vs b · game in progress");
    let gif = render_gif(&rec.replay(), &GifOptions::default()).unwrap();
    assert_eq!(decode(&gif.bytes).frames.len(), 2);
}
