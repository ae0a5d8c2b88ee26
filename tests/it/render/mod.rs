//! Pictures and replays: board PNGs (snapshots), phone layout, GIF and HTML replays.

mod board;
mod gif;
mod html;
mod phone;
