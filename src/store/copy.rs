//! Copying one database into another (`timur migrate`): every table the two have in common
//! (games, moves, outbox, vacations, and any later table such as ratings), row by row, in one
//! transaction on the target, which must be empty.

use super::{Backend, Store, StoreError};
use sqlx::AnyConnection;
use sqlx::{AssertSqlSafe, Row};

/// Tables never copied: the migrations' bookkeeping (each database has its own) and the
/// writability probe.
const SKIP: [&str; 2] = ["_sqlx_migrations", "store_meta"];

/// Rows copied per table, in copy order.
pub type CopyCounts = Vec<(String, u64)>;

/// How a column's values are read and bound, from its type name in the target (the same for
/// every row, so that a NULL is bound with its column's type).
#[derive(Clone, Copy)]
enum Kind {
    Int,
    Real,
    Text,
    Blob,
}

fn kind(type_name: &str) -> Kind {
    let t = type_name.to_ascii_lowercase();
    if t.contains("int") {
        Kind::Int
    } else if t.contains("real")
        || t.contains("double")
        || t.contains("float")
        || t.contains("numeric")
    {
        Kind::Real
    } else if t.contains("blob") || t.contains("bytea") {
        Kind::Blob
    } else {
        Kind::Text
    }
}

impl Store {
    /// The tables of this database (without [`SKIP`]), `games` first (the others refer to it),
    /// then by name.
    async fn tables(&self) -> Result<Vec<String>, StoreError> {
        let sql = match self.backend {
            Backend::Sqlite => "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
            Backend::Postgres => "SELECT CAST(table_name AS TEXT) FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
        };
        let rows: Vec<(String,)> = sqlx::query_as(sql)
            .fetch_all(&self.pool)
            .await
            .map_err(|e| self.err(e))?;
        let mut names: Vec<String> = rows
            .into_iter()
            .map(|r| r.0)
            .filter(|n| !SKIP.contains(&n.as_str()))
            .collect();
        names.sort_by_key(|n| (n != "games", n.clone()));
        Ok(names)
    }

    /// The columns of `table`, in order, with their type names (PostgreSQL's `data_type`;
    /// SQLite's declared type).
    async fn columns(&self, table: &str) -> Result<Vec<(String, String)>, StoreError> {
        let sql = match self.backend {
            Backend::Sqlite => "SELECT name, type FROM pragma_table_info($1) ORDER BY cid",
            Backend::Postgres => "SELECT CAST(column_name AS TEXT), CAST(data_type AS TEXT) FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position",
        };
        sqlx::query_as(sql)
            .bind(table)
            .fetch_all(&self.pool)
            .await
            .map_err(|e| self.err(e))
    }

    /// Rows in `table`.
    ///
    /// # Errors
    /// Database failures (a missing table among them).
    pub async fn count_rows(&self, table: &str) -> Result<u64, StoreError> {
        let sql = format!("SELECT COUNT(*) FROM {table}");
        let (n,): (i64,) = sqlx::query_as(AssertSqlSafe(sql))
            .fetch_one(&self.pool)
            .await
            .map_err(|e| self.err(e))?;
        Ok(n as u64)
    }

    /// Every table of this database with its row count (`games` first), for comparing a copy.
    ///
    /// # Errors
    /// Database failures.
    pub async fn table_counts(&self) -> Result<CopyCounts, StoreError> {
        let mut out = Vec::new();
        for t in self.tables().await? {
            let n = self.count_rows(&t).await?;
            out.push((t, n));
        }
        Ok(out)
    }

    /// Copies every row of every table `self` and `target` have in common (the columns they
    /// have in common) into `target`, in one transaction; identity sequences are moved past
    /// the copied ids. Returns the rows copied per table.
    ///
    /// # Errors
    /// [`StoreError::NotEmpty`] (naming a table) if the target already holds rows; database
    /// failures (then nothing was copied).
    pub async fn copy_into(&self, target: &Store) -> Result<CopyCounts, StoreError> {
        let theirs = target.tables().await?;
        for t in &theirs {
            if target.count_rows(t).await? > 0 {
                return Err(StoreError::NotEmpty {
                    path: target.path.to_string(),
                    table: t.clone(),
                });
            }
        }
        let mut counts = Vec::new();
        let mut tx = target.pool.begin().await.map_err(|e| target.err(e))?;
        for table in self.tables().await? {
            if !theirs.contains(&table) {
                tracing::warn!(%table, "not in the target database; not copied");
                continue;
            }
            let ours = self.columns(&table).await?;
            let dest = target.columns(&table).await?;
            let cols: Vec<(String, String)> = dest
                .into_iter()
                .filter(|(c, _)| ours.iter().any(|(o, _)| o == c))
                .collect();
            let n = self.copy_table(&table, &cols, target, &mut tx).await?;
            counts.push((table, n));
        }
        if target.backend == Backend::Postgres {
            // Identity columns: the next generated id follows the copied ones.
            for (table, _) in &counts {
                let has_id = target.columns(table).await?.iter().any(|(c, _)| c == "id");
                if !has_id {
                    continue;
                }
                let seq: (Option<String>,) =
                    sqlx::query_as("SELECT CAST(pg_get_serial_sequence($1, 'id') AS TEXT)")
                        .bind(table.as_str())
                        .fetch_one(&mut *tx)
                        .await
                        .map_err(|e| target.err(e))?;
                let Some(seq) = seq.0 else { continue };
                let sql = format!(
                    "SELECT CAST(setval('{seq}', COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false) AS BIGINT)"
                );
                sqlx::query(AssertSqlSafe(sql))
                    .execute(&mut *tx)
                    .await
                    .map_err(|e| target.err(e))?;
            }
        }
        tx.commit().await.map_err(|e| target.err(e))?;
        Ok(counts)
    }

    async fn copy_table(
        &self,
        table: &str,
        cols: &[(String, String)],
        target: &Store,
        tx: &mut AnyConnection,
    ) -> Result<u64, StoreError> {
        let names: Vec<&str> = cols.iter().map(|(c, _)| c.as_str()).collect();
        let list = names.join(", ");
        let order = if names.contains(&"id") {
            "id"
        } else {
            names.first().copied().unwrap_or("1")
        };
        let select = format!("SELECT {list} FROM {table} ORDER BY {order}");
        let rows = sqlx::query(AssertSqlSafe(select))
            .fetch_all(&self.pool)
            .await
            .map_err(|e| self.err(e))?;
        // On PostgreSQL every parameter is cast to its column's type, so that a NULL read from
        // SQLite (untyped) is accepted in any column.
        let params: Vec<String> = cols
            .iter()
            .enumerate()
            .map(|(i, (_, ty))| match target.backend {
                Backend::Postgres => format!("CAST(${} AS {ty})", i + 1),
                Backend::Sqlite => format!("${}", i + 1),
            })
            .collect();
        let insert = format!(
            "INSERT INTO {table} ({list}) VALUES ({})",
            params.join(", ")
        );
        let kinds: Vec<Kind> = cols.iter().map(|(_, ty)| kind(ty)).collect();
        let mut n = 0;
        for row in &rows {
            let mut q = sqlx::query(AssertSqlSafe(insert.clone()));
            for (i, k) in kinds.iter().enumerate() {
                let e = |e| self.err(e);
                q = match k {
                    Kind::Int => q.bind(row.try_get::<Option<i64>, _>(i).map_err(e)?),
                    Kind::Real => q.bind(row.try_get::<Option<f64>, _>(i).map_err(e)?),
                    Kind::Text => q.bind(row.try_get::<Option<String>, _>(i).map_err(e)?),
                    Kind::Blob => q.bind(row.try_get::<Option<Vec<u8>>, _>(i).map_err(e)?),
                };
            }
            q.execute(&mut *tx).await.map_err(|e| target.err(e))?;
            n += 1;
        }
        Ok(n)
    }
}
