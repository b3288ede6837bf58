//! Builds a page and keeps it: the cache's key of a page, the single-flight fill that
//! reads a miss from the page store or renders it, once for everyone waiting, and whether
//! a kept page is still current.
//! Both a request (`handler`) and a write's background render (`rerender`) fill through
//! here.

use std::sync::Arc;

use ssr_bundle::RenderError;

use super::props::{Outcome, PageData, PageName, PageProps};
use super::router::{self, PageRequest};
use super::{currency, topics};
use crate::compression::{etag_of, Encoded};
use crate::ssr::CachedPage;
use crate::state::AppState;
use foundation::entities::codes::Currency;

/// The page cache's key of a page: its path, its variant, the buyer's currency and
/// whether a buyer is signed in. No other cookie splits the cache.
pub(super) fn cache_key(path: &str, variant: Option<&str>, signed_in: bool, code: Currency) -> String {
    let mut keyed = match variant {
        Some(suffix) => format!("{path}?{suffix}"),
        None => path.to_owned(),
    };
    keyed.extend(currency::key_mark(code));
    if signed_in {
        format!("{keyed}\u{0}signed-in")
    } else {
        keyed
    }
}

/// The cached page at `cache_key`, or one render's result shared by every request that
/// missed it meanwhile; never a page older than a write that changed what it shows.
pub(super) async fn cached(
    state: &AppState,
    path: &str,
    route: &router::Route,
    request: &PageRequest<'_>,
    cache_key: &str,
    version: i64,
) -> Result<Arc<CachedPage>, Arc<Miss>> {
    loop {
        let page = state
            .page_cache
            .get_or_render(cache_key, || async {
                if let Some(page) = stored(state, cache_key, version).await {
                    return Ok(page);
                }
                match build(state, path, route, request, version, true).await {
                    Ok(Built::Page(page)) if page.status == 200 => {
                        let viewed = page.views.as_ref().map(|slot| slot.variety());
                        state.page_store.save(cache_key, &page, viewed).await;
                        Ok(page)
                    }
                    // Redirects and error pages are answered to everyone waiting, not kept.
                    Ok(other) => Err(Miss::Uncached(other)),
                    Err(err) => Err(Miss::Failed(err)),
                }
            })
            .await?;
        if !shows_version(state, &page, version) {
            state.page_cache.remove(cache_key).await;
            continue;
        }
        return Ok(page);
    }
}

/// The page the store keeps at `cache_key`, when it shows the content at `version`.
async fn stored(state: &AppState, cache_key: &str, version: i64) -> Option<Arc<CachedPage>> {
    let stored = state.page_store.load(cache_key, version, |page| shows_version(state, page, version)).await?;
    let slot = stored.viewed.as_deref().and_then(|id| state.views.slot(id));
    Some(Arc::new(stored.page.counting_views(slot)))
}

/// Whether a kept page shows the content at `version`. A page rendered while a write
/// landed may show what the write changed; one the write did not touch is brought up to
/// that version.
pub(super) fn shows_version(state: &AppState, page: &CachedPage, version: i64) -> bool {
    use std::sync::atomic::Ordering;
    let seen = page.version.load(Ordering::Acquire);
    if seen >= version {
        return true;
    }
    if state.content.changed_since(seen, &page.topics) {
        return false;
    }
    page.version.fetch_max(version, Ordering::AcqRel);
    true
}

/// A page built for the cache, or what answers instead of one.
pub(super) enum Built {
    Page(Arc<CachedPage>),
    Redirect { location: String, permanent: bool },
}

pub(super) enum Miss {
    Uncached(Built),
    Failed(BuildError),
}

#[derive(Clone)]
pub(super) enum BuildError {
    Load(String),
    Render(RenderError),
}

impl std::fmt::Display for BuildError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Load(err) => write!(f, "loading the page: {err}"),
            Self::Render(err) => write!(f, "rendering the page: {err}"),
        }
    }
}

/// Loads, renders and (for the cache) compresses one page: the work a miss does once. A
/// page that is not kept is left to the compression middleware's fast levels.
pub(super) async fn build(
    state: &AppState,
    path: &str,
    route: &router::Route,
    request: &PageRequest<'_>,
    version: i64,
    for_cache: bool,
) -> Result<Built, BuildError> {
    let props = match router::load(state, route, request).await {
        Ok(Outcome::Page(props)) => props,
        Ok(Outcome::Redirect { location, permanent }) => return Ok(Built::Redirect { location, permanent }),
        Err(err) => return Err(BuildError::Load(err.to_string())),
    };
    let rendered = state.renderer.render(path, &props).await.map_err(BuildError::Render)?;
    let body = if for_cache && rendered.status == 200 {
        state.page_cache.compress(rendered.html).await
    } else {
        let etag = etag_of(&rendered.html);
        Encoded::plain(rendered.html, etag)
    };
    let page = CachedPage::new(rendered.status, body, topics::of(&props), version, request.query);
    Ok(Built::Page(Arc::new(page.counting_views(viewed_variety(&props).and_then(|id| state.views.slot(id))))))
}

/// The variety a page shows, when it is a variety page that was found.
pub(super) fn viewed_variety(props: &PageProps) -> Option<&str> {
    match (&props.page, &props.data) {
        (PageName::Variety, PageData::Variety(data)) if props.status == 200 => Some(&data.variety._id),
        _ => None,
    }
}
