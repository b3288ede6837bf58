//! A MySQL/MariaDB database, through the server's own tools: `mysqldump
//! --single-transaction` (one consistent snapshot that blocks no writer) and the `mysql`
//! client. Without them the command says what to run. The password reaches them in
//! `MYSQL_PWD`, never on a command line other users can read.

use std::path::Path;
use std::process::Stdio;

use anyhow::{bail, Context};
use sea_orm::{ConnectionTrait, DatabaseConnection, Statement};

/// Where and as whom to connect, from a `mysql://user:pass@host:port/db` URL.
struct Login {
    host: String,
    port: u16,
    user: String,
    password: String,
    database: String,
}

impl Login {
    fn of(url: &str) -> anyhow::Result<Self> {
        let url = url::Url::parse(url).context("reading the database URL")?;
        let decode = |s: &str| percent_encoding::percent_decode_str(s).decode_utf8_lossy().into_owned();
        let database = decode(url.path().trim_start_matches('/'));
        anyhow::ensure!(!database.is_empty(), "the database URL names no database");
        Ok(Self {
            host: url.host_str().unwrap_or("127.0.0.1").to_owned(),
            port: url.port().unwrap_or(3306),
            user: decode(url.username()),
            password: url.password().map(decode).unwrap_or_default(),
            database,
        })
    }

    fn args(&self) -> Vec<String> {
        let mut args = vec!["-h".into(), self.host.clone(), "-P".into(), self.port.to_string()];
        if !self.user.is_empty() {
            args.extend(["-u".into(), self.user.clone()]);
        }
        args
    }

    /// The command a person would run, without the password.
    fn shown(&self, tool: &str, extra: &[&str], redirect: &str) -> String {
        let mut words = vec![tool.to_owned()];
        words.extend(extra.iter().map(|s| s.to_string()));
        words.extend(self.args());
        words.push(self.database.clone());
        format!("MYSQL_PWD=… {} {redirect}", words.join(" "))
    }
}

const DUMP_FLAGS: [&str; 6] =
    ["--single-transaction", "--quick", "--routines", "--triggers", "--hex-blob", "--default-character-set=utf8mb4"];

/// The first of `names` that runs here.
async fn tool(names: &[&'static str]) -> Option<&'static str> {
    for name in names {
        let found = tokio::process::Command::new(name)
            .arg("--version")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .await;
        if found.is_ok_and(|s| s.success()) {
            return Some(name);
        }
    }
    None
}

/// Dumps the database into `out`; `Ok(Err(command))` when no dump tool is installed, with
/// the command to run instead.
pub async fn dump(url: &str, out: &Path) -> anyhow::Result<Result<(), String>> {
    let login = Login::of(url)?;
    let Some(dumper) = tool(&["mariadb-dump", "mysqldump"]).await else {
        return Ok(Err(login.shown("mysqldump", &DUMP_FLAGS, &format!("> {}", out.display()))));
    };
    let file = std::fs::File::create(out).with_context(|| format!("creating {}", out.display()))?;
    // Spawned, not `output()`: that would capture stdout in memory instead of the file.
    let ran = tokio::process::Command::new(dumper)
        .args(DUMP_FLAGS)
        .args(foundation::db::PAGE_STORE_TABLES.map(|table| format!("--ignore-table={}.{table}", login.database)))
        .args(login.args())
        .arg(&login.database)
        .env("MYSQL_PWD", &login.password)
        .stdout(file)
        .stderr(Stdio::piped())
        .spawn()
        .with_context(|| format!("running {dumper}"))?
        .wait_with_output()
        .await?;
    if !ran.status.success() {
        bail!("{dumper} failed: {}", String::from_utf8_lossy(&ran.stderr).trim());
    }
    Ok(Ok(()))
}

/// Loads the dump `file` into the database; `Ok(Err(command))` when no client is installed.
pub async fn load(url: &str, file: &Path) -> anyhow::Result<Result<(), String>> {
    let login = Login::of(url)?;
    let Some(client) = tool(&["mariadb", "mysql"]).await else {
        return Ok(Err(login.shown("mysql", &["--default-character-set=utf8mb4"], &format!("< {}", file.display()))));
    };
    let input = std::fs::File::open(file).with_context(|| format!("reading {}", file.display()))?;
    let ran = tokio::process::Command::new(client)
        .arg("--default-character-set=utf8mb4")
        .args(login.args())
        .arg(&login.database)
        .env("MYSQL_PWD", &login.password)
        .stdin(input)
        .stderr(Stdio::piped())
        .spawn()
        .with_context(|| format!("running {client}"))?
        .wait_with_output()
        .await?;
    if !ran.status.success() {
        bail!("{client} failed: {}", String::from_utf8_lossy(&ran.stderr).trim());
    }
    Ok(Ok(()))
}

/// Whether the connected database holds no table.
pub async fn is_empty(db: &DatabaseConnection) -> anyhow::Result<bool> {
    let row = db
        .query_one(Statement::from_string(
            db.get_database_backend(),
            "SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_schema = DATABASE()",
        ))
        .await?
        .context("counting the database's tables")?;
    Ok(row.try_get::<i64>("", "n")? == 0)
}
