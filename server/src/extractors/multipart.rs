//! Reading a multipart body under the limits of `uploads`, then checking each file by its
//! content there.

use actix_multipart::Multipart;
use bytes::{Bytes, BytesMut};
use foundation::error::Error;
use futures_util::StreamExt;

use domain::uploads::{check_named, FileRule, Form, REQUEST_MAX_BYTES, TEXT_MAX_BYTES};

/// More parts than any form of the site has, with room to spare.
const MAX_PARTS: usize = 40;

fn megabytes(bytes: usize) -> usize {
    bytes / (1024 * 1024)
}

fn too_large_request() -> Error {
    Error::TooLarge(format!("The upload is too large (at most {} MB in all)", megabytes(REQUEST_MAX_BYTES)))
}

/// Reads every part of the form. Text parts go to `texts`; parts named in `rules` are
/// checked files; other file parts are read and dropped. A file part with no file
/// (a browser's empty input) counts as absent; a chosen file that is empty is refused.
pub async fn read_form(payload: Multipart, rules: &[FileRule]) -> Result<Form, Error> {
    read_form_with(payload, rules, &[]).await
}

/// [`read_form`] with larger limits for some text fields (`(name, bytes)`), such as a list
/// sent as JSON text. A refusal is counted for the metrics.
pub async fn read_form_with(
    payload: Multipart,
    rules: &[FileRule],
    long_texts: &[(&str, usize)],
) -> Result<Form, Error> {
    read_and_check(payload, rules, long_texts).await.inspect_err(domain::uploads::refusals::record)
}

async fn read_and_check(
    mut payload: Multipart,
    rules: &[FileRule],
    long_texts: &[(&str, usize)],
) -> Result<Form, Error> {
    let mut form = Form::default();
    let mut total = 0usize;
    let mut raw: Vec<(FileRule, Option<String>, Bytes)> = Vec::new();
    let mut parts = 0;
    while let Some(field) = payload.next().await {
        parts += 1;
        if parts > MAX_PARTS {
            return Err(Error::Refused(format!("The form has too many fields (at most {MAX_PARTS})")));
        }
        let mut field = field.map_err(|e| Error::Refused(format!("Invalid form data: {e}")))?;
        let name = field.name().unwrap_or_default().to_owned();
        let file_name = field.content_disposition().and_then(|d| d.get_filename()).map(str::to_owned);
        let rule = rules.iter().find(|r| r.field == name).copied();
        let limit = match (&rule, &file_name) {
            (Some(rule), _) => rule.accepts.max_bytes(),
            (None, None) => long_texts.iter().find(|(n, _)| *n == name).map_or(TEXT_MAX_BYTES, |(_, max)| *max),
            (None, Some(_)) => usize::MAX,
        };
        let mut bytes = BytesMut::new();
        while let Some(chunk) = field.next().await {
            let chunk = chunk.map_err(|e| Error::Refused(format!("Invalid form data: {e}")))?;
            total += chunk.len();
            if total > REQUEST_MAX_BYTES {
                return Err(too_large_request());
            }
            if bytes.len() + chunk.len() > limit {
                return Err(Error::TooLarge(match &rule {
                    Some(rule) => format!("{} is too large (at most {} MB)", rule.label, megabytes(limit)),
                    None => format!("The field {name} is too long"),
                }));
            }
            if limit != usize::MAX {
                bytes.extend_from_slice(&chunk);
            }
        }
        match (rule, file_name) {
            (Some(rule), file_name) => {
                if bytes.is_empty() {
                    if file_name.as_deref().is_some_and(|n| !n.is_empty()) {
                        return Err(Error::Refused(format!("{} is an empty file", rule.label)));
                    }
                    continue;
                }
                raw.push((rule, file_name, bytes.freeze()));
            }
            (None, None) => {
                let text = String::from_utf8(bytes.to_vec())
                    .map_err(|_| Error::Refused(format!("The field {name} is not valid text")))?;
                form.texts.insert(name, text);
            }
            (None, Some(_)) => form.ignored_files.push(name),
        }
    }
    // Decoding is CPU work: off the async workers.
    let checked = tokio::task::spawn_blocking(move || {
        raw.into_iter()
            .map(|(rule, name, bytes)| Ok((rule.field, check_named(rule, name.as_deref(), &bytes)?)))
            .collect::<Result<Vec<_>, Error>>()
    })
    .await
    .map_err(|e| Error::Internal(e.into()))??;
    form.all_files = checked.clone();
    form.files.extend(checked);
    Ok(form)
}
