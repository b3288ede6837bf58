//! Delivery by SMTP to a real server: aiosmtpd (PyPI), started by the test as a process
//! that stores each message it receives in a Maildir. When aiosmtpd is not installed
//! (scripts/install-deps.sh installs it) the test says so and skips.

use std::collections::HashMap;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use domain::mail::{enqueue, Message, Worker};
use foundation::entities::mail_outbox;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};

use crate::helpers::{mail_settings, poll, workspace, Backend, Spawn, TestApp};
use crate::mail_support::{forgot, parse_eml, Received};
use crate::on_both_databases;
use crate::on_one_database;

/// The aiosmtpd process, stopped when the test ends.
struct SmtpServer {
    child: Child,
    maildir: PathBuf,
    port: u16,
}

impl Drop for SmtpServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn aiosmtpd_binary() -> Option<PathBuf> {
    if let Ok(path) = std::env::var("TRADEHUB_AIOSMTPD") {
        return Some(path.into());
    }
    let local = workspace().join(".tools/aiosmtpd/bin/aiosmtpd");
    local.exists().then_some(local)
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// Starts aiosmtpd on `port`, storing mail in `maildir`, and waits until it accepts.
async fn start_smtp(port: u16, maildir: &Path) -> Result<SmtpServer, String> {
    let binary = aiosmtpd_binary().ok_or("aiosmtpd is not installed (run scripts/install-deps.sh)")?;
    let child = Command::new(&binary)
        .args(["-n", "-l", &format!("127.0.0.1:{port}"), "-c", "aiosmtpd.handlers.Mailbox"])
        .arg(maildir)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("{} did not start: {e}", binary.display()))?;
    let server = SmtpServer { child, maildir: maildir.to_path_buf(), port };
    // Readiness, not an assertion: start-up time varies.
    for _ in 0..150 {
        if tokio::net::TcpStream::connect(("127.0.0.1", port)).await.is_ok() {
            return Ok(server);
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    Err(format!("aiosmtpd did not answer on port {port}"))
}

/// The messages the SMTP server has received so far.
fn received(maildir: &Path) -> Vec<Received> {
    let Ok(entries) = std::fs::read_dir(maildir.join("new")) else { return Vec::new() };
    entries.filter_map(Result::ok).map(|e| parse_eml(&std::fs::read(e.path()).unwrap())).collect()
}

/// Waits (bounded) until `count` messages arrived; returns what arrived by then.
async fn wait_for(maildir: &Path, count: usize) -> Vec<Received> {
    let got = poll(|| async { received(maildir) }, |got| got.len() >= count).await;
    if got.len() < count {
        return got;
    }
    // A moment more: a duplicate would arrive now.
    tokio::time::sleep(Duration::from_millis(500)).await;
    received(maildir)
}

macro_rules! smtp_or_skip {
    ($port:expr, $dir:expr) => {
        match start_smtp($port, $dir).await {
            Ok(server) => server,
            Err(reason) => {
                eprintln!("mail delivery test skipped: {reason}");
                return;
            }
        }
    };
}

async fn app_sending_to(backend: Backend, port: u16) -> TestApp {
    let mut spawn = Spawn::new(backend);
    spawn.smtp_url = Some(format!("smtp://127.0.0.1:{port}"));
    spawn.start().await.unwrap()
}

async fn unsent(app: &TestApp) -> u64 {
    mail_outbox::Entity::find().filter(mail_outbox::Column::SentAt.is_null()).count(&app.db).await.unwrap()
}

on_one_database!(mail_delivery_by_smtp_arrives_and_waits_while_the_server_is_down, |backend: Backend| async move {
    if aiosmtpd_binary().is_none() {
        eprintln!("mail delivery test skipped: aiosmtpd is not installed (run scripts/install-deps.sh)");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    // No SMTP server yet: the messages wait in the outbox and are retried.
    let app = app_sending_to(backend, port).await;
    app.buyer("down@buyers.test").await;
    app.vendor("down@suppliers.test", true).await;
    assert_eq!(forgot(&app, "user", "down@buyers.test").await.0, 200);
    assert_eq!(forgot(&app, "vendor", "down@suppliers.test").await.0, 200);
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(unsent(&app).await, 2);
    let tried = mail_outbox::Entity::find().all(&app.db).await.unwrap();
    assert!(tried.iter().all(|m| m.attempts >= 1 && m.last_error.is_some()), "attempted and failed: {tried:?}");

    let smtp = smtp_or_skip!(port, &dir.path().join("maildir"));
    let got = wait_for(&smtp.maildir, 2).await;
    assert_eq!(got.len(), 2, "both arrive once the server is up");
    let mut to: Vec<&str> = got.iter().map(|m| m.to.as_str()).collect();
    to.sort();
    assert_eq!(to, ["down@buyers.test", "down@suppliers.test"]);
    assert!(got.iter().all(|m| m.subject == "Reset your Tradehub password"
        && m.text.contains("https://tradehub.test/reset-password?role=")));
    assert!(got.iter().all(|m| m.html.contains("href=\"https://tradehub.test/reset-password?role=")));
    for _ in 0..50 {
        if unsent(&app).await == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(unsent(&app).await, 0, "marked sent");
    let sent = mail_outbox::Entity::find().all(&app.db).await.unwrap();
    assert!(sent.iter().all(|m| m.sent_at.is_some() && m.last_error.is_none()));
    drop(smtp);
});

on_both_databases!(mail_delivery_several_workers_send_each_message_once, |backend: Backend| async move {
    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    let smtp = smtp_or_skip!(port, &dir.path().join("maildir"));
    assert_eq!(smtp.port, port);
    // The app's own worker and two more on the same outbox, as three app servers would run.
    let app = app_sending_to(backend, port).await;
    let extra: Vec<Worker> = (0..2)
        .map(|_| {
            Worker::start(app.db.clone(), mail_settings(Some(format!("smtp://127.0.0.1:{port}")), app.data_dir.path()))
                .unwrap()
        })
        .collect();
    const COUNT: usize = 40;
    for i in 0..COUNT {
        let message = Message {
            to: format!("buyer{i}@buyers.test"),
            subject: format!("Message {i}"),
            text: format!("Body {i}"),
            html: format!("<p>Body {i}</p>"),
        };
        enqueue(&app.db, message).await.unwrap();
    }
    let got = wait_for(&smtp.maildir, COUNT).await;
    let mut per_subject: HashMap<String, usize> = HashMap::new();
    for m in &got {
        *per_subject.entry(m.subject.clone()).or_default() += 1;
    }
    assert_eq!(per_subject.len(), COUNT, "every message arrived");
    assert!(per_subject.values().all(|&n| n == 1), "none twice: {per_subject:?}");
    assert_eq!(got.len(), COUNT);
    for worker in extra {
        worker.stop().await;
    }
    let rows = mail_outbox::Entity::find().all(&app.db).await.unwrap();
    assert!(rows.iter().all(|m| m.sent_at.is_some() && m.attempts == 1), "each sent on its first attempt");
});
