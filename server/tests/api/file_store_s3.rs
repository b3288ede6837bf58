//! The S3 backend against a real S3-compatible server: moto, started by this test. When
//! moto is not installed (scripts/install-deps.sh installs it) the test says so and skips.

use std::net::TcpListener;
use std::process::{Child, Command, Stdio};

use foundation::storage::StorageSettings;

use crate::helpers::{workspace, Backend, Spawn};
use crate::supplier_support::*;

pub(crate) const BUCKET: &str = "tradehub-test";

/// The moto process, stopped when the test ends.
pub(crate) struct Moto {
    child: Child,
    pub(crate) endpoint: String,
}

impl Drop for Moto {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn moto_binary() -> Option<String> {
    if let Ok(path) = std::env::var("TRADEHUB_MOTO_SERVER") {
        return Some(path);
    }
    let local = workspace().join(".tools/moto/bin/moto_server");
    if local.exists() {
        return Some(local.to_string_lossy().into_owned());
    }
    let on_path = Command::new("moto_server").arg("--help").stdout(Stdio::null()).stderr(Stdio::null()).status();
    on_path.is_ok_and(|s| s.success()).then(|| "moto_server".to_owned())
}

pub(crate) async fn start_moto() -> Result<Moto, String> {
    let binary = moto_binary().ok_or("moto_server is not installed (run scripts/install-deps.sh)")?;
    let port = TcpListener::bind("127.0.0.1:0").and_then(|l| l.local_addr()).map_err(|e| e.to_string())?.port();
    let child = Command::new(&binary)
        .args(["-H", "127.0.0.1", "-p", &port.to_string()])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("{binary} did not start: {e}"))?;
    let moto = Moto { child, endpoint: format!("http://127.0.0.1:{port}") };
    let client = reqwest::Client::new();
    // Wait for it to answer (start-up time varies; this is readiness, not an assertion).
    for _ in 0..150 {
        if client.get(&moto.endpoint).send().await.is_ok() {
            return Ok(moto);
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    Err(format!("{binary} did not answer on {}", moto.endpoint))
}

async fn bucket_keys(moto: &Moto) -> Vec<String> {
    let xml = reqwest::get(format!("{}/{BUCKET}?list-type=2", moto.endpoint)).await.unwrap().text().await.unwrap();
    let mut keys: Vec<String> =
        xml.split("<Key>").skip(1).map(|rest| rest.split("</Key>").next().unwrap().to_owned()).collect();
    keys.sort();
    keys
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn uploads_live_in_s3_when_configured() {
    let moto = match start_moto().await {
        Ok(moto) => moto,
        Err(reason) => {
            eprintln!("S3 storage test skipped: {reason}");
            return;
        }
    };
    let created = reqwest::Client::new().put(format!("{}/{BUCKET}", moto.endpoint)).send().await.unwrap();
    assert!(created.status().is_success(), "bucket created: {}", created.status());
    // Moto takes any credentials; the backend reads them from the standard variables.
    std::env::set_var("AWS_ACCESS_KEY_ID", "testing");
    std::env::set_var("AWS_SECRET_ACCESS_KEY", "testing");
    let mut spawn = Spawn::new(Backend::Sqlite);
    spawn.storage = StorageSettings::S3(foundation::storage::S3Settings {
        bucket: BUCKET.into(),
        endpoint: Some(moto.endpoint.clone()),
        region: Some("us-east-1".into()),
        prefix: "uploads".into(),
    });
    let app = spawn.start().await.unwrap();
    let (me, token) = app.vendor("s3@suppliers.test", false).await;
    let (status, body) = apply(&app, &token, registration(vec![], &[])).await;
    assert_eq!(status, 201, "{body}");
    let first = bucket_keys(&moto).await;
    assert_eq!(first.len(), 4, "{first:?}");
    assert_eq!(first.iter().filter(|k| k.starts_with("uploads/private/")).count(), 3);
    assert!(stored_files(app.data_dir.path()).is_empty(), "nothing in the local folder");

    let response = app
        .client
        .get(app.url(&format!("/api/v1/vendorRegistration/document/{me}/panFile")))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status().as_u16(), 200);
    assert_eq!(response.bytes().await.unwrap().to_vec(), pdf());
    let profile = body["vendorRegistration"]["verificationDocuments"]["profile"].as_str().unwrap().to_owned();
    assert_eq!(app.get(&profile).await.status().as_u16(), 200);

    // A new submission replaces the objects of the earlier one.
    assert_eq!(apply(&app, &token, registration(vec![], &["profile"])).await.0, 201);
    let second = bucket_keys(&moto).await;
    assert_eq!(second.len(), 3, "{second:?}");
    assert!(second.iter().all(|k| !first.contains(k)));
    assert_eq!(app.get(&profile).await.status().as_u16(), 404);
}
