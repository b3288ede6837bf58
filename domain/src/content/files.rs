//! The files of site content in the file store: pictures stored public under random names
//! (shown at `/media/…`), the brochure private (served by `GET /api/v1/brochure`). A
//! record keeps the picture's address or the brochure's key; when the record is replaced
//! or deleted, the old file is removed from the store.

use crate::content_write::DomainContext;
use crate::uploads::{Accepts, FileRule, Upload};
use foundation::error::Error;
use foundation::storage::{public_url, Visibility};

/// A picture field of a content form: JPEG, PNG or WebP by content, re-encoded.
pub const fn picture(field: &'static str, label: &'static str) -> FileRule {
    FileRule { field, label, accepts: Accepts::Picture }
}

/// Stores a checked picture; returns its public address.
pub async fn store_picture(state: &DomainContext, upload: &Upload) -> Result<String, Error> {
    let key = state.files.put(Visibility::Public, upload.format.extension(), upload.bytes.clone()).await?;
    public_url(&key).ok_or_else(|| Error::Internal(anyhow::anyhow!("a public key without an address")))
}

/// Stores the picture of `field` if the form has one.
pub async fn store_optional(
    state: &DomainContext,
    form: &crate::uploads::Form,
    field: &str,
) -> Result<Option<String>, Error> {
    match form.files.get(field) {
        Some(upload) => Ok(Some(store_picture(state, upload).await?)),
        None => Ok(None),
    }
}

/// The store key of a value a record keeps: a `/media/…` address or a private key.
/// Seeded pictures under `/static/` are no store files and have none.
pub fn key_of(value: &str) -> Option<String> {
    if let Some(name) = value.strip_prefix("/media/") {
        return Some(format!("public/{name}"));
    }
    value.starts_with("private/").then(|| value.to_owned())
}

/// Removes the store files of these record values (those that are store files).
pub async fn remove(state: &DomainContext, values: impl IntoIterator<Item = Option<String>>) {
    let keys: Vec<String> = values.into_iter().flatten().filter_map(|v| key_of(&v)).collect();
    state.files.delete_quietly(keys).await;
}

/// Ends a write that stored `new` files first: when the write failed they are removed
/// again (nothing refers to them); when it succeeded, the `replaced` values' files are.
pub async fn settle<T>(
    state: &DomainContext,
    new: Vec<Option<String>>,
    result: Result<(T, Vec<Option<String>>), Error>,
) -> Result<T, Error> {
    match result {
        Ok((value, replaced)) => {
            remove(state, replaced).await;
            Ok(value)
        }
        Err(err) => {
            remove(state, new).await;
            Err(err)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::key_of;

    #[test]
    fn only_store_files_have_keys() {
        assert_eq!(
            key_of("/media/1b4e28ba-2fa1-11d2-883f-0016d3cca427.png").as_deref(),
            Some("public/1b4e28ba-2fa1-11d2-883f-0016d3cca427.png")
        );
        assert_eq!(key_of("private/x.pdf").as_deref(), Some("private/x.pdf"));
        assert_eq!(key_of("/static/images/banner-1.jpg"), None);
    }
}
