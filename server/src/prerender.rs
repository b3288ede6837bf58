//! `tradehub prerender`: every address the sitemap lists, rendered into the page store
//! before the crawlers come, with a progress bar. A run stopped part-way is resumed by
//! running it again: the pages the store holds at the current content are passed over.

use std::fmt;

use futures_util::{stream, StreamExt};
use indicatif::{ProgressBar, ProgressStyle};

use crate::pages::ahead::{self, Ahead};
use crate::seo::sitemap::{self, URLS_PER_FILE};
use crate::state::AppState;
use domain::catalogue::changes;

/// What one run did, page by page.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Tally {
    pub rendered: u64,
    pub kept: u64,
    pub passed: u64,
    pub failed: u64,
}

impl fmt::Display for Tally {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} pages rendered, {} already stored, {} not kept (redirects, errors), {} failed",
            self.rendered, self.kept, self.passed, self.failed
        )
    }
}

/// Renders the sitemap's pages, `at_once` at a time, file by file in the sitemap's order.
pub async fn run(state: &AppState, at_once: usize, bar: ProgressBar) -> anyhow::Result<Tally> {
    bar.set_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} pages, {per_sec}, {eta} left {msg}")?.progress_chars("=> "),
    );
    let starts = changes::starts(&state.db, URLS_PER_FILE).await?;
    let mut tally = Tally::default();
    for file in sitemap::files(&starts) {
        let entries = sitemap::file_entries(&state.db, file, &starts, URLS_PER_FILE).await?;
        bar.inc_length(entries.len() as u64);
        let mut done = stream::iter(entries)
            .map(|entry| async move { (ahead::render(state, &entry.path).await, entry.path) })
            .buffer_unordered(at_once.max(1));
        while let Some((outcome, path)) = done.next().await {
            match outcome {
                Ok(Ahead::Rendered) => tally.rendered += 1,
                Ok(Ahead::Kept) => tally.kept += 1,
                Ok(Ahead::Passed) => tally.passed += 1,
                Err(err) => {
                    tally.failed += 1;
                    bar.suspend(|| tracing::warn!(path, error = %err, "prerendering a page"));
                }
            }
            bar.inc(1);
        }
    }
    bar.finish_with_message("done");
    Ok(tally)
}
