//! The pages of the catalogue's lists (the whole catalogue, or one family's): how many
//! products each has, and where every [`STRIDE`]-th one stands, found once per change of the
//! catalogue and kept in memory. A count reads the list's whole index range, and so would a
//! page in the middle of a long list read by its number; the lists are read far more often
//! than products are added, removed or moved.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use sea_orm::{ConnectionTrait, DbErr};

use super::browse::{self, ListedProduct, Place, Seek};
use foundation::content_version::{ContentVersion, Topic};

/// Products between two kept places. A page is read from the place before it, so it costs
/// at most this many index rows more than its own.
pub const STRIDE: u64 = 240;

/// Lists kept: the catalogue and each family (a catalogue has a handful), so the bound is
/// never reached but by a catalogue of many families, which then counts more often.
const KEPT_LISTS: usize = 256;

/// The changes after which a kept list is read again: the catalogue's, and the frame's,
/// which stands for every change this release does not know by name.
const READ_AGAIN_AFTER: [Topic; 2] = [Topic::Catalogue, Topic::Frame];

/// A list: `None` for the whole catalogue, else the tags of one family.
type ListKey = Option<Vec<Option<String>>>;

/// What is kept of one list, with the content version it was read at or after.
#[derive(Clone)]
struct Kept {
    version: i64,
    total: u64,
    /// Every [`STRIDE`]-th product's place, once a page far from both ends was asked for.
    places: Option<Arc<Vec<Place>>>,
}

#[derive(Default)]
pub struct ListPages {
    kept: Mutex<HashMap<ListKey, Kept>>,
}

impl ListPages {
    /// The lists as a request at content `version` reads them.
    pub fn at<'a>(&'a self, content: &'a ContentVersion, version: i64) -> PagesAt<'a> {
        PagesAt { lists: self, content, version }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<ListKey, Kept>> {
        self.kept.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn keep(&self, key: ListKey, kept: Kept) {
        let mut lists = self.lock();
        if lists.len() >= KEPT_LISTS && !lists.contains_key(&key) {
            lists.clear();
        }
        lists.insert(key, kept);
    }
}

/// The kept lists as of one content version, read before the request's reads: a change that
/// lands during a read is after it, so the next request reads again.
#[derive(Clone, Copy)]
pub struct PagesAt<'a> {
    lists: &'a ListPages,
    content: &'a ContentVersion,
    version: i64,
}

impl PagesAt<'_> {
    /// The list's products from `offset` (at most `page_size`), and how many it has. A page
    /// near either end is read from that end; one further in, from the kept place before it.
    /// Changes made by other instances are seen within
    /// [`foundation::content_version::RECHECK`], as the pages kept in memory see them.
    pub async fn page<C: ConnectionTrait>(
        &self,
        db: &C,
        tags: Option<&[Option<String>]>,
        offset: u64,
        page_size: u64,
    ) -> Result<(Vec<ListedProduct>, u64), DbErr> {
        let key: ListKey = tags.map(<[_]>::to_vec);
        let kept = self.fresh(&key);
        let total = match &kept {
            Some(kept) => kept.total,
            None => browse::count(db, tags).await?,
        };
        // What this request read that was not kept: the total, the places, or neither.
        let mut learned = kept.is_none().then_some(Kept { version: self.version, total, places: None });
        let shown = page_size.min(total.saturating_sub(offset));
        let after_page = total.saturating_sub(offset + shown);
        let shown_products = if shown == 0 {
            Vec::new()
        } else if offset <= STRIDE {
            browse::page(db, tags, Seek::Start(offset), shown).await?
        } else if after_page <= STRIDE {
            browse::page(db, tags, Seek::End(after_page), shown).await?
        } else {
            let places = match kept.as_ref().and_then(|k| k.places.clone()) {
                Some(places) => places,
                None => {
                    let places = Arc::new(browse::places(db, tags, STRIDE).await?);
                    learned = Some(Kept { version: self.version, total, places: Some(places.clone()) });
                    places
                }
            };
            let index = usize::try_from(offset / STRIDE).unwrap_or(usize::MAX);
            match places.get(index) {
                Some(place) => browse::page(db, tags, Seek::After(place, offset % STRIDE), shown).await?,
                None => browse::page(db, tags, Seek::Start(offset), shown).await?,
            }
        };
        if let Some(learned) = learned {
            self.lists.keep(key, learned);
        }
        Ok((shown_products, total))
    }

    /// What is kept of the list, unless the catalogue changed since.
    fn fresh(&self, key: &ListKey) -> Option<Kept> {
        let kept = self.lists.lock().get(key).cloned()?;
        (!self.content.changed_since(kept.version, &READ_AGAIN_AFTER)).then_some(kept)
    }
}
