//! A one-word search over the whole catalogue, read best first. A product's score is its
//! best match: the kind of match times the field's weight, so the scores a word can give
//! are few. Level by level, highest first, the products whose best match is on that level
//! are read in catalogue order from the index `(term, weight, position, product_id)`, and
//! the reading stops once the page is full: a page costs its own rows (and, for a range of
//! words or near words, that range's rows), not every hit. The total is counted up to a
//! bound.

use std::collections::HashSet;

use sea_orm::{ConnectionTrait, DbBackend, DbErr, FromQueryResult, Statement, Value};

use super::hits::{Hit, Hits};
use super::index::{CATEGORY, TAG, TITLE, VARIETY};
use super::word_matches::{terms, MatchKind, WordMatches, MAX_BEGUN};
use foundation::paging::{count_rows_up_to, Total};

/// One score and the (kind of match, field weight) pairs that give it.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Level {
    score: i32,
    pairs: Vec<(MatchKind, i16)>,
}

#[derive(FromQueryResult)]
struct Row {
    product_id: String,
}

pub async fn search<C: ConnectionTrait>(
    db: &C,
    word: &WordMatches,
    offset: u64,
    limit: u64,
    bound: u64,
) -> Result<Hits, DbErr> {
    let total = count(db, word, bound).await?;
    let want = offset.saturating_add(limit);
    let mut hits: Vec<Hit> = Vec::new();
    let mut seen: HashSet<String> = HashSet::new();
    let mut word = word.clone();
    // Page numbers stop at the count's bound; so does reading.
    if offset < bound {
        for level in levels(&word.kinds()) {
            let missing = want - hits.len() as u64;
            if missing == 0 {
                break;
            }
            if level.pairs.iter().any(|(kind, _)| *kind == MatchKind::Begins) {
                word.look_up_begun(db).await?;
            }
            // A level is read only when every higher one ran out, so the products it shares
            // with them (whose best match is higher) are all among those seen: read that
            // many more and leave them out.
            let rows = level_rows(db, &word, &level, missing + seen.len() as u64).await?;
            let score = u32::try_from(level.score).unwrap_or(0);
            let new = rows.into_iter().filter(|r| seen.insert(r.product_id.clone())).take(missing as usize);
            hits.extend(new.map(|r| Hit { product_id: r.product_id, score }));
        }
    }
    let hits = hits.into_iter().skip(usize::try_from(offset).unwrap_or(usize::MAX)).collect();
    Ok(Hits { hits, total })
}

/// Every score the kinds of match can give with the fields' weights, highest first.
fn levels(kinds: &[MatchKind]) -> Vec<Level> {
    let mut weights = vec![TITLE, CATEGORY, VARIETY, TAG];
    weights.sort_unstable_by_key(|w| std::cmp::Reverse(*w));
    weights.dedup();
    let mut levels: Vec<Level> = Vec::new();
    for &kind in kinds {
        for &weight in &weights {
            let score = kind.score() * i32::from(weight);
            match levels.iter_mut().find(|l| l.score == score) {
                Some(level) => level.pairs.push((kind, weight)),
                None => levels.push(Level { score, pairs: vec![(kind, weight)] }),
            }
        }
    }
    levels.sort_by_key(|l| std::cmp::Reverse(l.score));
    levels
}

/// The first `limit` products, in catalogue order, with a match on `level`. Each named word
/// at each weight is its own read of the ranked index, which holds its rows in catalogue
/// order, so each stops after `limit` rows; the reads are then merged. Only a range of
/// words not named is read whole and sorted.
async fn level_rows<C: ConnectionTrait>(
    db: &C,
    word: &WordMatches,
    level: &Level,
    limit: u64,
) -> Result<Vec<Row>, DbErr> {
    let backend = db.get_database_backend();
    match level_statement(backend, word, level, limit) {
        Some((sql, values)) => {
            Row::find_by_statement(Statement::from_sql_and_values(backend, sql, values)).all(db).await
        }
        None => Ok(Vec::new()),
    }
}

/// [`level_rows`]'s statement and values; none when the level names no word.
fn level_statement(backend: DbBackend, word: &WordMatches, level: &Level, limit: u64) -> Option<(String, Vec<Value>)> {
    let mut values: Vec<Value> = Vec::new();
    let mut reads: Vec<String> = Vec::new();
    for &(kind, weight) in &level.pairs {
        match word.named(kind).filter(|named| named.len() <= MAX_BEGUN) {
            Some(named) => {
                for term in named {
                    values.extend([Value::from(term.clone()), weight.into(), limit.into()]);
                    reads.push(read(backend, "", "t.term = ?"));
                }
            }
            None => {
                let condition = word.condition(kind, "t", &mut values);
                values.extend([weight.into(), limit.into()]);
                // Several words of the range may name one product.
                reads.push(read(backend, "DISTINCT ", &condition));
            }
        }
    }
    let sql = match reads.as_slice() {
        [] => return None,
        [one] => one.clone(),
        _ => {
            let merged: Vec<String> = reads
                .iter()
                .enumerate()
                .map(|(i, read)| format!("SELECT product_id, position FROM ({read}) r{i}"))
                .collect();
            values.push(limit.into());
            // One product may match on two words of the level.
            format!(
                "SELECT DISTINCT product_id, position FROM ({}) u ORDER BY position, product_id LIMIT ?",
                merged.join(" UNION ALL ")
            )
        }
    };
    Some((sql, values))
}

/// One read of the ranked index: the first rows, in catalogue order, of the words that meet
/// `condition` at one weight (its values, then the weight's and the limit's, bound in turn).
fn read(backend: DbBackend, distinct: &str, condition: &str) -> String {
    format!(
        "SELECT {distinct}t.product_id AS product_id, t.position AS position FROM {} \
         WHERE {condition} AND t.weight = ? ORDER BY t.position, t.product_id LIMIT ?",
        terms(backend)
    )
}

/// The products the word matches, counted up to `bound`.
async fn count<C: ConnectionTrait>(db: &C, word: &WordMatches, bound: u64) -> Result<Total, DbErr> {
    let mut values: Vec<Value> = Vec::new();
    let any = word.any("t", &mut values);
    let sql = format!("SELECT DISTINCT t.product_id FROM {} WHERE {any}", terms(db.get_database_backend()));
    count_rows_up_to(db, Statement::from_sql_and_values(db.get_database_backend(), sql, values), bound).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_run_from_the_best_match_down_and_join_equal_scores() {
        let scores: Vec<i32> =
            levels(&[MatchKind::Same, MatchKind::Begins, MatchKind::Near]).iter().map(|l| l.score).collect();
        assert_eq!(scores, [12, 9, 8, 6, 4, 3, 2, 1]);
        let three = levels(&[MatchKind::Same, MatchKind::Near]).into_iter().find(|l| l.score == 3).unwrap();
        assert_eq!(three.pairs, [(MatchKind::Same, 1), (MatchKind::Near, 3)]);
        assert_eq!(levels(&[MatchKind::Same]).len(), 3);
    }

    #[test]
    fn each_named_word_of_a_level_is_its_own_read_that_stops_at_the_page() {
        let word = WordMatches::of("ma".into(), Vec::new());
        let begins = Level { score: 8, pairs: vec![(MatchKind::Begins, 4)] };
        // Not looked up: the range is one read, sorted whole.
        let (sql, values) = level_statement(DbBackend::Sqlite, &word, &begins, 24).unwrap();
        assert!(sql.starts_with("SELECT DISTINCT t.product_id") && sql.contains("t.term > ? AND t.term < ?"), "{sql}");
        assert_eq!(values.len(), 4);
        // Named: one read per word, each limited, merged.
        let mut named = word.clone();
        named.set_begun(vec!["madras".into(), "mango".into()]);
        let (sql, values) = level_statement(DbBackend::Sqlite, &named, &begins, 24).unwrap();
        assert_eq!(
            sql.matches("WHERE t.term = ? AND t.weight = ? ORDER BY t.position, t.product_id LIMIT ?").count(),
            2
        );
        assert!(sql.contains(" UNION ALL ") && sql.ends_with("ORDER BY position, product_id LIMIT ?"), "{sql}");
        assert_eq!(values.len(), 7);
        named.set_begun(Vec::new());
        assert!(level_statement(DbBackend::Sqlite, &named, &begins, 24).is_none(), "no word begins with it");
    }
}
