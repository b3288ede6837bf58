//! Answering a search from the index: every query word must match one of a product's
//! words (the same word, a word it begins, or, for words of four letters or more, a word
//! one letter away); the better the match and the more important its field, the higher
//! the product ranks. One statement per search, grouped and paged by the database, reads
//! only the index rows of the words asked: the cost follows the hits, not the catalogue.

use sea_orm::{
    ColumnTrait, ConnectionTrait, DbErr, EntityTrait, FromQueryResult, QueryFilter, QuerySelect, Statement, Value,
};

use super::fold;
use super::index::TERM_LEN;
use foundation::entities::search_deletes;

/// Words of a query looked at; the rest are ignored (a query is at most 100 characters).
pub const MAX_WORDS: usize = 8;
/// Letters a query word needs before one wrong letter is forgiven.
const TYPO_MIN_LEN: usize = 4;

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

/// One page of hits, best first (equal scores in catalogue order), and how many in all.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Hits {
    pub hits: Vec<Hit>,
    pub total: u64,
}

#[derive(FromQueryResult)]
struct Row {
    product_id: String,
    score: i64,
    total: i64,
}

/// The hits of `query` within `scope`, `limit` of them from `offset`. A query without words
/// matches nothing.
pub async fn search<C: ConnectionTrait>(
    db: &C,
    query: &str,
    scope: &Scope,
    offset: u64,
    limit: u64,
) -> Result<Hits, DbErr> {
    let words = query_words(query);
    if words.is_empty() {
        return Ok(Hits::default());
    }
    let mut values: Vec<Value> = Vec::new();
    let mut per_word: Vec<String> = Vec::with_capacity(words.len());
    for word in &words {
        let near = one_letter_off(db, word).await?;
        per_word.push(word_select(word, &near, &mut values));
    }
    let mut sql = format!(
        "SELECT m.product_id AS product_id, CAST(SUM(m.best) AS SIGNED) AS score, COUNT(*) OVER () AS total \
         FROM ({}) m JOIN products p ON p.id = m.product_id",
        per_word.join(" UNION ALL ")
    );
    if let Some(tags) = &scope.tags {
        let named: Vec<&String> = tags.iter().flatten().collect();
        let mut any = Vec::new();
        if !named.is_empty() {
            any.push(format!("p.tag IN ({})", placeholders(named.len())));
            values.extend(named.into_iter().map(|t| Value::from(t.clone())));
        }
        if tags.iter().any(Option::is_none) {
            any.push("p.tag IS NULL".to_owned());
        }
        if any.is_empty() {
            return Ok(Hits::default());
        }
        sql.push_str(&format!(" WHERE ({})", any.join(" OR ")));
    }
    sql.push_str(&format!(
        " GROUP BY m.product_id, p.position HAVING COUNT(*) = {} \
          ORDER BY score DESC, p.position ASC, m.product_id ASC LIMIT ? OFFSET ?",
        words.len()
    ));
    values.push(Value::from(limit));
    values.push(Value::from(offset));
    let rows =
        Row::find_by_statement(Statement::from_sql_and_values(db.get_database_backend(), sql, values)).all(db).await?;
    let total = rows.first().map_or(0, |r| u64::try_from(r.total).unwrap_or(0));
    let total = if rows.is_empty() && offset > 0 { count_only(db, query, scope).await? } else { total };
    let hits = rows
        .into_iter()
        .map(|r| Hit { product_id: r.product_id, score: u32::try_from(r.score).unwrap_or(0) })
        .collect();
    Ok(Hits { hits, total })
}

/// The number of hits when the page asked for is past the last one (the window count
/// comes with rows only).
async fn count_only<C: ConnectionTrait>(db: &C, query: &str, scope: &Scope) -> Result<u64, DbErr> {
    Ok(Box::pin(search(db, query, scope, 0, 1)).await?.total)
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

/// One word's best match per product: 3 for the same word, 2 for a word it begins, 1 for
/// a word one letter away, times the field's weight. Every condition is a probe or a range
/// of the primary key (term, product_id).
fn word_select(word: &str, near: &[String], values: &mut Vec<Value>) -> String {
    let mut conditions = vec!["t.term = ?".to_owned()];
    let mut case = "CASE WHEN t.term = ? THEN 3".to_owned();
    let mut case_values: Vec<Value> = vec![word.into()];
    let mut where_values: Vec<Value> = vec![word.into()];
    if word.len() >= 2 {
        let (range, bounds) = match fold::prefix_end(word) {
            Some(end) => ("t.term > ? AND t.term < ?", vec![Value::from(word), Value::from(end)]),
            None => ("t.term > ?", vec![Value::from(word)]),
        };
        case.push_str(&format!(" WHEN {range} THEN 2"));
        case_values.extend(bounds.iter().cloned());
        conditions.push(format!("({range})"));
        where_values.extend(bounds);
    }
    case.push_str(" ELSE 1 END");
    if !near.is_empty() {
        conditions.push(format!("t.term IN ({})", placeholders(near.len())));
        where_values.extend(near.iter().map(|v| Value::from(v.clone())));
    }
    values.extend(case_values);
    values.extend(where_values);
    format!(
        "SELECT t.product_id AS product_id, MAX(({case}) * t.weight) AS best FROM search_terms t WHERE {} GROUP BY t.product_id",
        conditions.join(" OR ")
    )
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

fn placeholders(n: usize) -> String {
    vec!["?"; n].join(", ")
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
