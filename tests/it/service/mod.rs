//! The game service on a real store (SQLite, and PostgreSQL when a cluster is given): challenges,
//! play, clocks, conditional moves, ratings, tournaments, operations.

mod computer_wake;
mod correspondence;
mod game_service;
mod ops;
mod premove;
mod rating;
mod ratings;
mod scale;
mod tournament;
mod tournament_pairing;
mod uxplay;
