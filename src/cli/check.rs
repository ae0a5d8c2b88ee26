//! `timur check`: replays every stored game and reports each one that does not verify.

use crate::game::GameService;

/// Arguments of `timur check`.
#[derive(clap::Args, Debug)]
pub struct CheckArgs {
    /// Database: a SQLite file or `postgres://` URL (also from `DATABASE_URL`, in the
    /// environment or `.env`).
    #[arg(long, env = "DATABASE_URL", default_value = "timur.db")]
    pub db: String,
}

/// Checks every game of the database; prints one line per corrupt game and a summary.
/// Returns whether all games verified.
///
/// # Errors
/// "no database at PATH" for a SQLite file that does not exist (it is not created); a
/// message naming the database and the cause if it cannot be read.
pub fn run(args: &CheckArgs) -> Result<bool, String> {
    let rt = super::runtime()?;
    rt.block_on(async {
        let store = super::open_existing(&args.db).await?;
        let service = GameService::new(store.clone());
        let result = async {
            let ids = store.game_ids().await.map_err(|e| e.to_string())?;
            let bad = service.check_all().await.map_err(|e| e.to_string())?;
            for (id, e) in &bad {
                super::say(&format!("game {id}: corrupt: {e}"));
            }
            super::say(&format!(
                "{} games checked, {} corrupt ({})",
                ids.len(),
                bad.len(),
                store.path()
            ));
            Ok(bad.is_empty())
        }
        .await;
        store.close().await;
        result
    })
}
