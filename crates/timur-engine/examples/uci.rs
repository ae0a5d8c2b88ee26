//! Timur's engine as a UCI engine on standard input and output, without the bot:
//! `cargo run --release -p timur-engine --example uci`, then type (or let a GUI send)
//! `uci`, `position startpos moves e3-e4`, `go movetime 1000`, `quit`.

fn main() {
    timur_engine::uci::run_uci(std::io::stdin().lock(), std::io::stdout());
}
