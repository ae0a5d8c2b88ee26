//! `timur backup --to FILE`: an online copy of the SQLite database (`VACUUM INTO`), safe while
//! the bot runs, without extra tools. PostgreSQL deployments use `pg_dump`.

/// Arguments of `timur backup`.
#[derive(clap::Args, Debug)]
pub struct BackupArgs {
    /// Database: a SQLite file or `postgres://` URL (also from `DATABASE_URL`, in the
    /// environment or `.env`).
    #[arg(long, env = "DATABASE_URL", default_value = "timur.db")]
    pub db: String,
    /// The copy to write: a new file (an existing one is refused, never overwritten).
    #[arg(long)]
    pub to: std::path::PathBuf,
}

/// What `timur backup` says for a PostgreSQL database.
pub const USE_PG_DUMP: &str = "timur backup copies SQLite databases; back up PostgreSQL with pg_dump, for example: pg_dump --format=custom --file=timur.dump \"$DATABASE_URL\"";

/// Writes the copy and prints one line naming it and its size in bytes.
///
/// # Errors
/// "no database at PATH"; the copy exists already; PostgreSQL ([`USE_PG_DUMP`]); a message
/// naming the database and the cause if it cannot be copied.
pub fn run(args: &BackupArgs) -> Result<(), String> {
    if crate::store::Backend::of(&args.db) == crate::store::Backend::Postgres {
        return Err(USE_PG_DUMP.to_string());
    }
    if args.to.exists() {
        return Err(format!(
            "{} exists already; give the name of a new file",
            args.to.display()
        ));
    }
    let rt = super::runtime()?;
    rt.block_on(async {
        let store = super::open_existing(&args.db).await?;
        let r = store.backup(&args.to).await.map_err(|e| e.to_string());
        store.close().await;
        r?;
        let size = std::fs::metadata(&args.to).map(|m| m.len()).unwrap_or(0);
        super::say(&format!(
            "backup of {} written to {} ({size} bytes)",
            args.db,
            args.to.display()
        ));
        Ok(())
    })
}
