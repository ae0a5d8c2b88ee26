//! The `timur` binary run as a process: commands, local mode, UCI.

mod commands;
mod learn;
mod local_engine;
mod local_lang;
mod local_names;
mod local_premove;
mod local_replay;
mod replay;
mod rules;
mod selfplay;
mod uci;
