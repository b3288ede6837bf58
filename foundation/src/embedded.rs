//! The built assets, committed images and server bundle carried inside the binary, so
//! `tradehub serve` runs from any folder on a machine that has only the binary. A build
//! without a built frontend embeds nothing (the start-up then asks for `make build`).

use bytes::Bytes;
use rust_embed::Embed;

#[derive(Embed)]
#[folder = "../static"]
#[allow_missing = true]
struct StaticFiles;

#[derive(Embed)]
#[folder = "../frontend/dist/server"]
#[allow_missing = true]
struct ServerBundle;

/// Every embedded file under `static/`, by its path relative to it.
pub fn static_files() -> Vec<(String, Bytes)> {
    StaticFiles::iter()
        .filter_map(|name| {
            let file = StaticFiles::get(&name)?;
            Some((name.into_owned(), Bytes::from(file.data.into_owned())))
        })
        .collect()
}

/// The embedded server bundle, if the frontend was built before the binary.
pub fn server_bundle() -> Option<String> {
    let file = ServerBundle::get("entry-server.js")?;
    String::from_utf8(file.data.into_owned()).ok()
}
