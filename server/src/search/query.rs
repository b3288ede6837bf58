//! Answering a search: every query word must match somewhere; the better and the more
//! important the fields it matches, the higher the product ranks.

use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter};

use super::fold;
use crate::entities::search_documents;

/// A product that matched, with its score (higher first).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hit {
    pub product_id: String,
    pub score: u32,
}

/// How much a match in each field counts: a product named like the query ranks above one
/// whose variety is, which ranks above a whole family.
const TITLE: u32 = 4;
const CATEGORY: u32 = 3;
const VARIETY: u32 = 3;
const TAG: u32 = 1;

/// Products matching `query` (within `family` when given), best first; ties keep no order
/// (the caller orders them as the catalogue does). A query without words matches nothing.
pub async fn search<C: ConnectionTrait>(db: &C, query: &str, family: Option<&str>) -> Result<Vec<Hit>, DbErr> {
    let words = fold::words(query);
    if words.is_empty() {
        return Ok(Vec::new());
    }
    let mut select = search_documents::Entity::find();
    if let Some(family) = family {
        select = select.filter(search_documents::Column::Family.eq(family));
    }
    let mut hits: Vec<Hit> = select
        .all(db)
        .await?
        .into_iter()
        .filter_map(|doc| score(&words, &doc).map(|score| Hit { product_id: doc.product_id, score }))
        .collect();
    hits.sort_by(|a, b| b.score.cmp(&a.score));
    Ok(hits)
}

fn score(words: &[String], doc: &search_documents::Model) -> Option<u32> {
    let fields = [
        (doc.title_terms.as_str(), TITLE),
        (doc.category_terms.as_str(), CATEGORY),
        (doc.variety_terms.as_str(), VARIETY),
        (doc.tag_terms.as_str(), TAG),
    ];
    let mut total = 0;
    for word in words {
        let best = fields.iter().map(|(terms, weight)| field_match(word, terms) * weight).max().unwrap_or(0);
        if best == 0 {
            return None;
        }
        total += best;
    }
    Some(total)
}

/// Whether `text` matches any word of `query` (to point out the varieties a hit matched).
pub fn matches_any(query: &str, text: &str) -> bool {
    let terms = fold::terms(text);
    fold::words(query).iter().any(|w| field_match(w, &terms) > 0)
}

/// 3 for the same word, 2 for a word it begins, 1 for a word one letter away (words of
/// four letters or more), 0 for none: the best over the field's words.
fn field_match(word: &str, terms: &str) -> u32 {
    terms.split(' ').filter(|t| !t.is_empty()).map(|term| word_match(word, term)).max().unwrap_or(0)
}

fn word_match(word: &str, term: &str) -> u32 {
    if word == term {
        3
    } else if term.starts_with(word) && word.len() >= 2 {
        2
    } else if word.len() >= 4 && strsim::levenshtein(word, term) <= 1 {
        1
    } else {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn doc(title: &str, category: &str, varieties: &str, tag: &str) -> search_documents::Model {
        search_documents::Model {
            product_id: title.into(),
            family: fold::family(Some(tag)),
            title_terms: fold::terms(title),
            variety_terms: fold::terms(varieties),
            category_terms: fold::terms(category),
            tag_terms: fold::terms(tag),
        }
    }

    #[test]
    fn matching_is_folded_forgiving_and_ranked() {
        let mango = doc("Mango", "Mangoes", "Alphonso Kesar Banganapalli", "Fresh Fruits");
        let words = |q: &str| fold::words(q);
        assert!(score(&words("alfonso"), &mango).is_some());
        assert!(score(&words("ALPHONSO"), &mango).is_some());
        assert!(score(&words("alphonzo"), &mango).is_some(), "one letter off");
        assert!(score(&words("kesár"), &mango).is_some(), "accents");
        assert!(score(&words("mango pepper"), &mango).is_none(), "every word must match");
        assert!(score(&words("mango"), &mango) > score(&words("fruits"), &mango), "title above family");
        assert!(score(&words("xy"), &mango).is_none());
        assert!(matches_any("alfonso", "Alphonso"));
        assert!(!matches_any("alfonso", "Kesar"));
    }
}
