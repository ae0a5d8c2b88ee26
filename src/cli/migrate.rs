//! `timur migrate --from sqlite://timur.db --to postgres://…`: moves a deployment to another
//! database. Copies every game, move, vacation, announcement (pending ones included) and any
//! later table both databases have (ratings), refuses a target that holds rows, then verifies
//! the copy: the same row counts as the source, and every game replays (`timur check`).

use crate::game::GameService;
use crate::store::Store;

/// Arguments of `timur migrate`.
#[derive(clap::Args, Debug)]
pub struct MigrateArgs {
    /// The database to copy from: `sqlite://timur.db`, a path, or `postgres://…`.
    #[arg(long)]
    pub from: String,
    /// The new, empty database to copy into (its tables are created first).
    #[arg(long)]
    pub to: String,
}

/// Copies and verifies; prints one line per table and a summary naming both databases
/// (without passwords). Returns whether the copy verified.
///
/// # Errors
/// A message naming the database and the cause if either cannot be used or the target is not
/// empty (then nothing was copied).
pub fn run(args: &MigrateArgs) -> Result<bool, String> {
    let rt = super::runtime()?;
    rt.block_on(async {
        let from = super::open_existing(&args.from).await?;
        let to = match Store::open(&args.to).await {
            Ok(s) => s,
            Err(e) => {
                from.close().await;
                return Err(e.to_string());
            }
        };
        let result = copy_and_verify(&from, &to).await;
        from.close().await;
        to.close().await;
        result
    })
}

async fn copy_and_verify(from: &Store, to: &Store) -> Result<bool, String> {
    let copied = from.copy_into(to).await.map_err(|e| e.to_string())?;
    for (table, n) in &copied {
        println!("{table}: {n} rows copied");
    }
    let source = from.table_counts().await.map_err(|e| e.to_string())?;
    let mut ok = true;
    for (table, n) in &copied {
        let theirs = to.count_rows(table).await.map_err(|e| e.to_string())?;
        let ours = source.iter().find(|(t, _)| t == table).map_or(0, |c| c.1);
        if theirs != ours || theirs != *n {
            println!(
                "{table}: {ours} rows in {}, {theirs} in {}",
                from.path(),
                to.path()
            );
            ok = false;
        }
    }
    for (table, n) in &source {
        if *n > 0 && !copied.iter().any(|(t, _)| t == table) {
            println!(
                "{table}: {n} rows not copied ({} has no such table)",
                to.path()
            );
            ok = false;
        }
    }
    let service = GameService::new(to.clone());
    let ids = to.game_ids().await.map_err(|e| e.to_string())?;
    let bad = service.check_all().await.map_err(|e| e.to_string())?;
    for (id, e) in &bad {
        println!("game {id}: corrupt: {e}");
    }
    println!(
        "{} games checked, {} corrupt ({})",
        ids.len(),
        bad.len(),
        to.path()
    );
    ok &= bad.is_empty();
    println!(
        "{}: {} → {}",
        if ok {
            "copied and verified"
        } else {
            "copy does not verify"
        },
        from.path(),
        to.path()
    );
    Ok(ok)
}

/// `timur ping`: opens the database (applying migrations) and writes its probe row; prints
/// `ok (PATH)`.
///
/// # Errors
/// A message naming the database and the cause.
pub fn ping(db: &str) -> Result<(), String> {
    let rt = super::runtime()?;
    rt.block_on(async {
        let store = Store::open(db).await.map_err(|e| e.to_string())?;
        println!("ok ({})", store.path());
        store.close().await;
        Ok(())
    })
}
