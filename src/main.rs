//! The `timur` binary: see `timur --help`.

fn main() -> std::process::ExitCode {
    timur::cli::main()
}
