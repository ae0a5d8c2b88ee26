//! Writes sample pictures to a directory (default /tmp/render): `cargo run --example render_dump [dir]`.
use timur::render::{render_png, BoardImage};
use timur::rules::{Color, Position, VariantId};

fn main() {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "/tmp/render".into());
    std::fs::create_dir_all(&dir).unwrap();
    for id in VariantId::ALL {
        let pos = Position::start(id, id.default_options());
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
