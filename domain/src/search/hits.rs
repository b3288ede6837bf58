//! What a search asks for and answers, below the readers that answer it (`query`,
//! `ranked`, `grouped`).

use foundation::paging::Total;

/// Products a search counts exactly and its page numbers reach; past it the total reads
/// "1,000+". A buyer narrows a search long before its forty-second page, and in a large
/// catalogue counting every product a common word matches cost more than reading the page.
pub const SEARCH_COUNT_BOUND: u64 = 1_000;

/// Which products a search may return: all, or those whose tag is one of `tags` (`None`
/// in the list stands for products without a tag).
#[derive(Debug, Clone, Default)]
pub struct Scope {
    pub tags: Option<Vec<Option<String>>>,
}

/// A product that matched, with its score (higher first).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hit {
    pub product_id: String,
    pub score: u32,
}

/// One page of hits, best first (equal scores in catalogue order), and how many in all
/// (counted up to a bound).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hits {
    pub hits: Vec<Hit>,
    pub total: Total,
}

impl Hits {
    pub fn none() -> Self {
        Self { hits: Vec::new(), total: Total::exact(0) }
    }
}
