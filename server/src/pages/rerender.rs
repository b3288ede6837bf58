//! The pages a write dropped are built again in the background by the instance that made
//! the write, so that the next reader, on any instance, finds them kept instead of waiting
//! for the engine. One write's pages at a time, each through the same single-flight fill
//! as a request (a reader who comes meanwhile waits for that render instead of starting
//! another).

use std::sync::atomic::Ordering;
use std::sync::Arc;

use sea_orm::DbErr;

use super::router::{self, PageRequest};
use super::{currency, fill};
use crate::ssr::DroppedPage;
use crate::state::AppState;
use foundation::content_version::Topic;

/// At most this many pages of one write are built again (a write to the frame drops
/// every page; the rest wait for their next reader).
pub const MAX_PAGES_PER_WRITE: usize = 64;

/// Where content writes report what they changed: this instance's page cache, whose
/// dropped pages are rendered again.
pub struct PageSink {
    state: AppState,
}

impl PageSink {
    pub fn new(state: AppState) -> Self {
        Self { state }
    }
}

#[async_trait::async_trait]
impl domain::content_write::ChangeSink for PageSink {
    async fn changed(&self, topics: &[Topic]) {
        after_write(&self.state, topics).await;
    }
}

impl AppState {
    /// Points the domain's change reports at this state's page cache (drop, then render
    /// again). The sink keeps a copy of the state made before, whose own reports go nowhere:
    /// rendering writes no content, and a state that held itself would never be freed.
    pub fn reporting_to_pages(mut self) -> Self {
        self.domain.changes = Arc::new(PageSink::new(self.clone()));
        self
    }
}

/// The content version this instance knows, after dropping from memory the pages that show
/// what other instances' writes changed since it last looked. The writing instance renders
/// them again and stores them, once for all; the others read them from the store.
pub async fn current_version(state: &AppState) -> Result<i64, DbErr> {
    let (version, learned) = state.content.current(&state.db).await?;
    state.page_cache.drop_topics(&learned).await;
    Ok(version)
}

/// After a write of this instance: drops the pages kept in memory that show `changed`, and
/// renders them again in the background with those the page store keeps.
pub async fn after_write(state: &AppState, changed: &[Topic]) {
    let mut dropped = state.page_cache.drop_topics(changed).await;
    if !state.rerender.enabled || !state.page_cache.enabled() {
        return;
    }
    match state.page_store.showing(changed, MAX_PAGES_PER_WRITE as u64).await {
        Ok(stored) => dropped.extend(stored),
        Err(err) => tracing::warn!(error = %err, "finding the stored pages a write changed"),
    }
    let mut seen = std::collections::HashSet::new();
    dropped.retain(|page| seen.insert(page.key.clone()));
    render_again(state, dropped);
}

/// Builds `dropped` again in the background.
fn render_again(state: &AppState, dropped: Vec<DroppedPage>) {
    if dropped.is_empty() {
        return;
    }
    let state = state.clone();
    tokio::spawn(async move {
        let _turn = state.rerender.one_write_at_a_time.clone().lock_owned().await;
        for page in dropped.iter().take(MAX_PAGES_PER_WRITE) {
            rerender(&state, page).await;
        }
    });
}

async fn rerender(state: &AppState, page: &DroppedPage) {
    // Signed-in copies are left to their next reader: most pages are read anonymously.
    if page.key.contains('\0') {
        return;
    }
    let path = page.key.split(['?', '#']).next().unwrap_or_default();
    let code = currency::of_key(&page.key);
    let route = router::resolve(path);
    let Some(variant) = route.cache_variant(&page.query) else { return };
    if fill::cache_key(path, variant.as_deref(), false, code) != *page.key {
        return;
    }
    let version = match current_version(state).await {
        Ok(version) => version,
        Err(err) => {
            tracing::warn!(error = %err, "cannot read the content version to render a page again");
            return;
        }
    };
    let request = PageRequest { query: &page.query, viewer: None, currency: code };
    // A page that now redirects, is gone or fails is answered to its next reader.
    if fill::cached(state, path, &route, &request, &page.key, version).await.is_ok() {
        state.page_cache.stats().rerenders.fetch_add(1, Ordering::Relaxed);
    }
}
