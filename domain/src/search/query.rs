//! Answering a search from the index: every query word must match one of a product's
//! words (the same word, a word it begins, or, for words of four letters or more, a word
//! one letter away); the better the match and the more important its field, the higher
//! the product ranks, equal scores in catalogue order. A one-word search over the whole
//! catalogue reads its hits best first and stops at the page's last ([`super::ranked`]);
//! several whole words whose best products fill the page read those first and stop
//! ([`super::whole_words`]); other searches of several words, or within a family, are
//! grouped and paged by the database ([`super::grouped`]).
//! Each reads only the index rows of the words asked.

use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QuerySelect};

use super::fold;
use super::hits::{Hits, Scope, SEARCH_COUNT_BOUND};
use super::index::TERM_LEN;
use super::word_matches::WordMatches;
use foundation::entities::search_deletes;

/// Words of a query looked at; the rest are ignored (a query is at most 100 characters).
pub const MAX_WORDS: usize = 8;
/// Letters a query word needs before one wrong letter is forgiven.
const TYPO_MIN_LEN: usize = 4;

/// The hits of `query` within `scope`, `limit` of them from `offset`, counted up to
/// [`SEARCH_COUNT_BOUND`]. A query without words matches nothing.
pub async fn search<C: ConnectionTrait>(
    db: &C,
    query: &str,
    scope: &Scope,
    offset: u64,
    limit: u64,
) -> Result<Hits, DbErr> {
    search_counting_up_to(db, query, scope, offset, limit, SEARCH_COUNT_BOUND).await
}

/// [`search`] with another bound on the count (and on the offsets a page may start at).
pub async fn search_counting_up_to<C: ConnectionTrait>(
    db: &C,
    query: &str,
    scope: &Scope,
    offset: u64,
    limit: u64,
    bound: u64,
) -> Result<Hits, DbErr> {
    let matched = word_matches(db, query).await?;
    match matched.as_slice() {
        [] => Ok(Hits::none()),
        [one] if scope.tags.is_none() => super::ranked::search(db, one, offset, limit, bound).await,
        _ if scope.tags.is_none() => match super::whole_words::search(db, &matched, offset, limit, bound).await? {
            Some(hits) => Ok(hits),
            None => super::grouped::search(db, &matched, scope, offset, limit, bound).await,
        },
        _ => super::grouped::search(db, &matched, scope, offset, limit, bound).await,
    }
}

/// The query's words, each with the indexed words one letter away from it.
pub async fn word_matches<C: ConnectionTrait>(db: &C, query: &str) -> Result<Vec<WordMatches>, DbErr> {
    let words = query_words(query);
    let mut matched = Vec::with_capacity(words.len());
    for word in words {
        let near = one_letter_off(db, &word).await?;
        matched.push(WordMatches::of(word, near));
    }
    Ok(matched)
}

/// The query's distinct folded words, at most [`MAX_WORDS`], each cut to the index's width.
fn query_words(query: &str) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    for word in fold::words(query) {
        let word: String = word.chars().take(TERM_LEN).collect();
        if !words.contains(&word) {
            words.push(word);
        }
        if words.len() == MAX_WORDS {
            break;
        }
    }
    words
}

/// The indexed words one letter away from `word` (one left out, added or changed), for
/// words of [`TYPO_MIN_LEN`] letters or more: one probe of `search_deletes` per form of the
/// word with a letter left out, then the exact distance checked here.
async fn one_letter_off<C: ConnectionTrait>(db: &C, word: &str) -> Result<Vec<String>, DbErr> {
    if word.len() < TYPO_MIN_LEN {
        return Ok(Vec::new());
    }
    let mut keys = fold::one_letter_less(word);
    keys.push(word.to_owned());
    let found: Vec<String> = search_deletes::Entity::find()
        .select_only()
        .column(search_deletes::Column::Term)
        .filter(search_deletes::Column::Deleted.is_in(keys))
        .into_tuple()
        .all(db)
        .await?;
    let mut near: Vec<String> = found.into_iter().filter(|t| t != word && strsim::levenshtein(word, t) == 1).collect();
    near.sort();
    near.dedup();
    Ok(near)
}

/// Whether `text` matches any word of `query` (to point out the varieties a hit matched).
pub fn matches_any(query: &str, text: &str) -> bool {
    let terms = fold::words(text);
    query_words(query).iter().any(|w| terms.iter().any(|t| word_match(w, t)))
}

fn word_match(word: &str, term: &str) -> bool {
    word == term
        || (term.starts_with(word) && word.len() >= 2)
        || (word.len() >= 4 && strsim::levenshtein(word, term) <= 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefix_ranges_and_variants_cover_what_they_should() {
        assert_eq!(fold::prefix_end("man").as_deref(), Some("mao"));
        assert_eq!(fold::prefix_end("maz").as_deref(), Some("mb"));
        assert_eq!(fold::prefix_end("a9").as_deref(), Some("aa"));
        assert_eq!(fold::prefix_end("zz"), None);
        assert_eq!(fold::one_letter_less("mango"), ["ango", "mago", "mang", "mano", "mngo"]);
        assert_eq!(fold::one_letter_less("aa"), ["a"]);
        assert!(fold::one_letter_less("a").is_empty());
        assert!(matches_any("alfonso", "Alphonso"));
        assert!(matches_any("alphonzo", "Alphonso"));
        assert!(!matches_any("alfonso", "Kesar"));
        assert_eq!(query_words("Mango mango KESAR"), ["mango", "kesar"]);
    }
}
