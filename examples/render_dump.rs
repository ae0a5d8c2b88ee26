//! Writes sample pictures to a directory (default /tmp/render): `cargo run --example render_dump [dir]`.
use timur::game::outcome_sentence;
use timur::render::{render_legend, render_piece_diagram, render_png, BoardImage};
use timur::rules::{Color, Position, VariantId};

fn main() {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "/tmp/render".into());
    std::fs::create_dir_all(&dir).unwrap();
    marks(&dir);
    for (id, plies) in [
        (VariantId::Tamerlane, 60),
        (VariantId::WildBabur, 50),
        (VariantId::TamerlaneFull, 90),
    ] {
        let (pos, last) = middle_game(id, plies);
        println!("{id} after {plies}: {}", pos.to_tfen());
        let png = render_png(&BoardImage {
            position: &pos,
            bottom: Color::White,
            last_move: last,
            caption: Some(timur::render::caption(
                &pos,
                "alice",
                "bob",
                pos.outcome()
                    .map(|o| format!("{} · {}", o.result_text(), outcome_sentence(&o)))
                    .as_deref(),
                timur::i18n::Lang::En,
            )),
        });
        std::fs::write(format!("{dir}/mid-{id}.png"), png).unwrap();
    }
    for id in VariantId::ALL {
        let pos = Position::start(id, id.default_options());
        std::fs::write(
            format!("{dir}/legend-{id}.png"),
            render_legend(pos.variant(), timur::i18n::Lang::En),
        )
        .unwrap();
        for def in &pos.variant().pieces {
            let name = def.role.name().replace(' ', "-");
            let png = render_piece_diagram(
                pos.variant(),
                def.role,
                pos.options(),
                timur::i18n::Lang::En,
            );
            std::fs::write(format!("{dir}/diagram-{id}-{name}.png"), png).unwrap();
        }
        for bottom in Color::ALL {
            let png = render_png(&BoardImage {
                position: &pos,
                bottom,
                last_move: None,
                caption: Some(format!("{} · move 1 · White to move", id.name())),
            });
            std::fs::write(
                format!("{dir}/{id}-{}.png", bottom.name().to_lowercase()),
                png,
            )
            .unwrap();
        }
    }
}

/// A middle-game position: `plies` pseudo-random legal moves from the start (deterministic).
pub fn middle_game(id: VariantId, plies: usize) -> (Position, Option<timur::rules::Move>) {
    let mut pos = Position::start(id, id.default_options());
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut last = None;
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let m = moves[(seed >> 33) as usize % moves.len()];
        pos = pos.play(&m).unwrap();
        last = Some(m);
    }
    (pos, last)
}

fn marks(dir: &str) {
    let id = VariantId::Tamerlane;
    for (name, text) in [
        ("check", "k10/12/4r6/11/11/11/11/11/12/4K6 w - 00 0 1"),
        ("parked", "k3PP6/12/11/11/11/11/11/11/12/4K6 b - 10 0 1"),
        ("citadel", "k10/K11/4r6/11/11/11/11/11/12/11 b - 00 0 1"),
    ] {
        let pos = Position::from_tfen(id, id.default_options(), text).unwrap();
        let png = render_png(&BoardImage {
            position: &pos,
            bottom: Color::White,
            last_move: None,
            caption: None,
        });
        std::fs::write(format!("{dir}/mark-{name}.png"), png).unwrap();
    }
}
