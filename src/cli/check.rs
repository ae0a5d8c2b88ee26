//! `timur check`: replays every stored game and reports each one that does not verify.

use crate::game::GameService;
use crate::store::Store;

/// Arguments of `timur check`.
#[derive(clap::Args, Debug)]
pub struct CheckArgs {
    /// Database: a SQLite file or `postgres://` URL (also from `DATABASE_URL`, in the
    /// environment or `.env`).
    #[arg(long, env = "DATABASE_URL", default_value = "timur.db")]
    pub db: String,
}

/// The path of the SQLite file `db` names (a plain path or a `sqlite:` URL), if that file does
/// not exist: checking it would create an empty database. `None` for PostgreSQL and SQLite's
/// in-memory databases.
fn missing_sqlite_file(db: &str) -> Option<String> {
    if crate::store::Backend::of(db) != crate::store::Backend::Sqlite {
        return None;
    }
    let path = db
        .strip_prefix("sqlite://")
        .or_else(|| db.strip_prefix("sqlite:"))
        .unwrap_or(db);
    let path = path.split_once('?').map_or(path, |(p, _)| p);
    if path.is_empty() || path.starts_with(":memory:") || std::path::Path::new(path).exists() {
        None
    } else {
        Some(path.to_string())
    }
}

/// Checks every game of the database; prints one line per corrupt game and a summary.
/// Returns whether all games verified.
///
/// # Errors
/// "no database at PATH" for a SQLite file that does not exist (it is not created); a
/// message naming the database and the cause if it cannot be read.
pub fn run(args: &CheckArgs) -> Result<bool, String> {
    if let Some(path) = missing_sqlite_file(&args.db) {
        return Err(format!("no database at {path}"));
    }
    let rt = super::runtime()?;
    rt.block_on(async {
        let store = Store::open(&args.db).await.map_err(|e| e.to_string())?;
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
