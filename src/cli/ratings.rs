//! `timur ratings`: lists the stored ratings; `--rebuild` recomputes every rating from the
//! stored games and compares.

use crate::game::{rebuild_ratings, GameService};
use crate::rating::{rating_text, Pool};
use crate::store::Store;

/// Arguments of `timur ratings`.
#[derive(clap::Args, Debug)]
pub struct RatingsArgs {
    /// SQLite database file (also from `DATABASE_URL`, in the environment or `.env`).
    #[arg(long, env = "DATABASE_URL", default_value = "timur.db")]
    pub db: String,
    /// Recompute every rating from the stored games, in the order they were rated; report
    /// each stored value that differs, and store the recomputed values.
    #[arg(long)]
    pub rebuild: bool,
    /// With --rebuild: compare only, store nothing.
    #[arg(long, requires = "rebuild")]
    pub dry_run: bool,
}

/// Runs `timur ratings`. Returns whether the stored values were reproduced exactly (always
/// true without `--rebuild`).
///
/// # Errors
/// A message naming the database and the cause if it cannot be read or written.
pub fn run(args: &RatingsArgs) -> Result<bool, String> {
    let rt = super::runtime()?;
    rt.block_on(async {
        let store = super::open_existing(&args.db).await?;
        let result = if args.rebuild {
            rebuild(&store, !args.dry_run, &args.db).await
        } else {
            list(&store).await.map(|()| true)
        };
        store.close().await;
        result
    })
}

async fn rebuild(store: &Store, write: bool, db: &str) -> Result<bool, String> {
    let report = rebuild_ratings(store, write)
        .await
        .map_err(|e| e.to_string())?;
    for d in &report.differences {
        println!("{d}");
    }
    let verdict = if report.differences.is_empty() {
        "every stored value reproduced exactly".to_string()
    } else {
        format!("{} differences", report.differences.len())
    };
    let stored = match (report.written, report.differences.is_empty()) {
        (true, true) => "; stored values rewritten unchanged",
        (true, false) => "; the recomputed values are now stored",
        (false, _) => "; nothing stored (dry run)",
    };
    println!(
        "{} rated games replayed, {} ratings: {verdict}{stored} ({db})",
        report.games, report.standings
    );
    Ok(report.differences.is_empty())
}

async fn list(store: &Store) -> Result<(), String> {
    let service = GameService::new(store.clone());
    let now = service.now();
    let mut rows = store.all_ratings().await.map_err(|e| e.to_string())?;
    rows.sort_by(|a, b| {
        (a.pool.as_str(), b.rating, &a.user_id)
            .partial_cmp(&(b.pool.as_str(), a.rating, &b.user_id))
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    if rows.is_empty() {
        println!("No rated games yet.");
    }
    for r in &rows {
        let pool: &str = Pool::parse(&r.pool).map_or(&r.pool, |p| p.name());
        let current = crate::game::standing(Some(r)).current(now);
        println!(
            "{pool:<10} {:<20} {:>6}  {} games (+{} ={} -{})",
            r.user_id,
            rating_text(&current),
            r.games,
            r.wins,
            r.draws,
            r.losses
        );
    }
    Ok(())
}
