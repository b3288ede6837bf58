//! Delivering one stored message: by SMTP (lettre) when `--smtp-url` is set, otherwise as
//! an `.eml` file in the outbox folder, so a site without a mail server still shows what
//! it would have sent.

use std::path::PathBuf;
use std::time::Duration;

use anyhow::Context;
use lettre::message::{Mailbox, MultiPart};
use lettre::{AsyncSmtpTransport, AsyncTransport, Tokio1Executor};

use super::links::resolve_links;
use super::settings::MailSettings;
use foundation::entities::mail_outbox;

#[derive(Clone)]
pub enum Transport {
    Smtp(AsyncSmtpTransport<Tokio1Executor>),
    Files(PathBuf),
}

/// Why one attempt failed: worth retrying, or never deliverable (a malformed address).
#[derive(Debug)]
pub enum Failure {
    Retry(String),
    Permanent(String),
}

/// The longest one SMTP exchange may take; the worker sizes its batches by it.
pub const SEND_TIMEOUT: Duration = Duration::from_secs(20);

impl Transport {
    pub fn from_settings(settings: &MailSettings) -> anyhow::Result<Self> {
        match &settings.smtp_url {
            Some(url) => {
                // lettre reads the scheme (smtp, smtps), `?tls=` and the credentials from the URL.
                let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
                    .map_err(|_| anyhow::anyhow!("the SMTP URL is not valid ({})", settings.describe()))?
                    .timeout(Some(SEND_TIMEOUT))
                    .build();
                Ok(Self::Smtp(transport))
            }
            None => {
                foundation::data_dir::create_private(&settings.outbox_dir)
                    .with_context(|| format!("creating {}", settings.outbox_dir.display()))?;
                Ok(Self::Files(settings.outbox_dir.clone()))
            }
        }
    }

    pub async fn deliver(&self, settings: &MailSettings, row: &mail_outbox::Model) -> Result<(), Failure> {
        let email = build(settings, row)?;
        match self {
            Self::Smtp(smtp) => smtp.send(email).await.map(drop).map_err(|e| {
                if e.is_permanent() {
                    Failure::Permanent(e.to_string())
                } else {
                    Failure::Retry(e.to_string())
                }
            }),
            Self::Files(dir) => {
                let name = format!("{}-{}.eml", row.created_at.format("%Y%m%dT%H%M%SZ"), row.id);
                let partial = dir.join(format!(".{name}.part"));
                // Written then renamed: a reader never sees half a message. 0600: a message
                // may carry a reset link, which other local users must not read.
                let written = async {
                    let mut options = tokio::fs::OpenOptions::new();
                    options.write(true).create(true).truncate(true);
                    #[cfg(unix)]
                    options.mode(0o600);
                    let mut file = options.open(&partial).await?;
                    tokio::io::AsyncWriteExt::write_all(&mut file, &email.formatted()).await?;
                    file.sync_all().await?;
                    drop(file);
                    tokio::fs::rename(&partial, dir.join(&name)).await
                };
                written.await.map_err(|e| Failure::Retry(format!("writing {name}: {e}")))?;
                tracing::info!(subject = %row.subject, file = %name, "mail written to the outbox folder");
                Ok(())
            }
        }
    }
}

fn build(settings: &MailSettings, row: &mail_outbox::Model) -> Result<lettre::Message, Failure> {
    let from: Mailbox = settings.from.parse().map_err(|e| Failure::Permanent(format!("sender address: {e}")))?;
    let to: Mailbox = row.recipient.parse().map_err(|e| Failure::Permanent(format!("recipient address: {e}")))?;
    lettre::Message::builder()
        .from(from)
        .to(to)
        .subject(row.subject.clone())
        .multipart(MultiPart::alternative_plain_html(
            resolve_links(&row.text_body, &settings.public_url),
            resolve_links(&row.html_body, &settings.public_url),
        ))
        .map_err(|e| Failure::Permanent(e.to_string()))
}
