//! A public page rendered ahead of its first reader into the page cache and store, as a
//! crawler without cookies would ask for it (`tradehub prerender`).

use foundation::entities::codes::Currency;

use super::fill::{self, Miss};
use super::rerender;
use super::router::{self, PageRequest};
use crate::state::AppState;

/// What became of one page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ahead {
    /// The store already held it at the current content (a run resumed, or a page kept
    /// since its last change).
    Kept,
    Rendered,
    /// Not a page the store keeps: a redirect, an error page, or an address built per
    /// request.
    Passed,
}

/// Renders `path` into the page cache and store, unless the store holds it at the current
/// content already.
pub async fn render(state: &AppState, path: &str) -> Result<Ahead, String> {
    let route = router::resolve(path);
    let Some(variant) = route.cache_variant("") else { return Ok(Ahead::Passed) };
    let key = fill::cache_key(path, variant.as_deref(), false, Currency::Inr);
    let version = rerender::current_version(state).await.map_err(|e| e.to_string())?;
    if let Some((stored, topics)) = state.page_store.stored(&key).await.map_err(|e| e.to_string())? {
        if stored >= version {
            return Ok(Ahead::Kept);
        }
        if !state.content.changed_since(stored, &topics) {
            state.page_store.confirm(&key, version).await;
            return Ok(Ahead::Kept);
        }
    }
    let request = PageRequest { query: "", viewer: None, currency: Currency::Inr };
    match fill::cached(state, path, &route, &request, &key, version).await {
        Ok(_) => Ok(Ahead::Rendered),
        Err(miss) => match &*miss {
            Miss::Uncached(_) => Ok(Ahead::Passed),
            Miss::Failed(err) => Err(err.to_string()),
        },
    }
}
