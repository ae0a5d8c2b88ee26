//! Pictures and replays: board PNGs (snapshots), phone layout, GIF and HTML replays.

mod arrows;
mod board;
mod eval_graph;
mod gif;
mod html;
mod phone;
