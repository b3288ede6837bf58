//! Several words over the whole catalogue, each with one best match: an indexed word at a
//! weight that scores above any other match the word can have (the word itself in a title
//! or a category, as in "kesar mango", or the one word a typo is a letter away from). The
//! products that have every word's best match share the highest score any product can
//! have, and come first. They are read in catalogue order from the first word's rows of
//! its best match, each checked against the other words by probes of the primary key, and
//! the reading stops at the page's end (or gives up after a bounded number of rows); the
//! total is counted up to its bound the same way, from every match of the first word.
//! Where the best do not fill the page, the products every word matches are found the same
//! way from the rarest word's rows: when that word is rare and they are no more than the
//! bound, they are scored here ([`super::few`]); when every word is common, only the
//! answer that there are none is given here. Otherwise the grouped statement answers
//! ([`super::grouped`]).

use sea_orm::{ConnectionTrait, DbErr, FromQueryResult, Statement, Value};

use super::hits::{Hit, Hits};
use super::word_matches::{placeholders, terms, MatchKind, WordMatches};
use foundation::paging::count_rows_up_to;

/// Rows of the first word read for each hit the page asks for (and a few more), before
/// the search is handed to the grouped statement: the best products are at least this
/// dense among that word's best rows, or the page is not worth reading this way.
const ROWS_PER_HIT: u64 = 20;
const ROWS_MORE: u64 = 500;

#[derive(FromQueryResult)]
struct Row {
    product_id: String,
}

/// An indexed word at the highest weight it is indexed at.
#[derive(FromQueryResult)]
struct Best {
    term: String,
    weight: i16,
}

/// The page from `offset`: read best first when the products every word matches at its
/// best fill it, or scored here when the products all words match are few
/// ([`super::few`]); `None` otherwise (the caller asks the grouped statement), or when a
/// word begins too many others to name them in the probes.
pub async fn search<C: ConnectionTrait>(
    db: &C,
    words: &[WordMatches],
    offset: u64,
    limit: u64,
    bound: u64,
) -> Result<Option<Hits>, DbErr> {
    if offset >= bound || words.len() < 2 {
        return Ok(None);
    }
    let mut words = words.to_vec();
    for word in &mut words {
        word.look_up_begun(db).await?;
        if others(word).is_none() {
            return Ok(None);
        }
    }
    let want = offset.saturating_add(limit);
    if let Some(best) = best_matches(db, &words).await? {
        let ids = best_rows(db, &best, want).await?;
        if ids.len() as u64 >= want {
            let total = count_rows_up_to(db, matching(db, &words), bound).await?;
            let score = u32::try_from(best.iter().map(|(_, score)| score).sum::<i32>()).unwrap_or(0);
            let skip = usize::try_from(offset).unwrap_or(usize::MAX);
            let hits = ids.into_iter().skip(skip).map(|product_id| Hit { product_id, score }).collect();
            return Ok(Some(Hits { hits, total }));
        }
    }
    let (words, rare) = rarest_first(db, words).await?;
    if !rare {
        // Every word is common: only whether they match anything together is read (at the
        // cost of the rarest word's rows when they do not), and only that empty answer is
        // given here.
        let any = first_matches(db, &words, 1).await?;
        return Ok(any.is_empty().then(Hits::none));
    }
    let ids = first_matches(db, &words, bound + 1).await?;
    if ids.len() as u64 > bound {
        return Ok(None);
    }
    Ok(Some(super::few::page(db, &words, &ids, offset, limit).await?))
}

/// The first `limit` products of [`matching`].
async fn first_matches<C: ConnectionTrait>(db: &C, words: &[WordMatches], limit: u64) -> Result<Vec<String>, DbErr> {
    let select = matching(db, words);
    let mut values = select.values.map(|v| v.0).unwrap_or_default();
    values.push(limit.into());
    let limited = Statement::from_sql_and_values(select.db_backend, format!("{} LIMIT ?", select.sql), values);
    Ok(Row::find_by_statement(limited).all(db).await?.into_iter().map(|r| r.product_id).collect())
}

/// The words, the one with the fewest index rows first (counted up to [`FEW_ROWS`]; past
/// that, in the order asked), so that [`matching`] reads the fewest rows it can; and whether
/// that one is rare (has at most [`FEW_ROWS`]).
async fn rarest_first<C: ConnectionTrait>(db: &C, words: Vec<WordMatches>) -> Result<(Vec<WordMatches>, bool), DbErr> {
    let backend = db.get_database_backend();
    let mut counted = Vec::with_capacity(words.len());
    for (i, word) in words.into_iter().enumerate() {
        let mut values = Vec::new();
        let any = word.any("t", &mut values);
        let sql = format!("SELECT t.product_id FROM {} WHERE {any}", terms(backend));
        let rows = count_rows_up_to(db, Statement::from_sql_and_values(backend, sql, values), FEW_ROWS).await?;
        counted.push((rows.rows, i, rows.exact, word));
    }
    counted.sort_by_key(|(rows, i, ..)| (*rows, *i));
    let rare = counted.first().is_some_and(|(_, _, exact, _)| *exact);
    Ok((counted.into_iter().map(|(.., word)| word).collect(), rare))
}

/// Index rows counted to tell a rare word from a common one.
const FEW_ROWS: u64 = 2_000;

/// Each word's best match and its score, when every word has one that scores above all
/// its other matches.
async fn best_matches<C: ConnectionTrait>(db: &C, words: &[WordMatches]) -> Result<Option<Vec<(Best, i32)>>, DbErr> {
    let mut best = Vec::with_capacity(words.len());
    for word in words {
        match best_match(db, word).await? {
            Some(found) => best.push(found),
            None => return Ok(None),
        }
    }
    Ok(Some(best))
}

/// The word's best match: of every indexed word it matches (all named), each at the highest
/// weight it is indexed at, the one whose kind's score times that weight is highest, when
/// no other equals it. A product that lacks that row scores less for this word.
async fn best_match<C: ConnectionTrait>(db: &C, word: &WordMatches) -> Result<Option<(Best, i32)>, DbErr> {
    let mut named = word.all_named();
    named.sort();
    named.dedup();
    let backend = db.get_database_backend();
    // One probe of the ranked index per word, its highest weight read first.
    let heaviest: Vec<String> = (0..named.len())
        .map(|i| {
            format!(
                "SELECT h{i}.term AS term, h{i}.weight AS weight FROM (SELECT t.term AS term, t.weight AS weight \
                 FROM {} WHERE t.term = ? ORDER BY t.weight DESC LIMIT 1) h{i}",
                terms(backend)
            )
        })
        .collect();
    let values: Vec<Value> = named.into_iter().map(Value::from).collect();
    let statement = Statement::from_sql_and_values(backend, heaviest.join(" UNION ALL "), values);
    let mut scored: Vec<(Best, i32)> = Best::find_by_statement(statement)
        .all(db)
        .await?
        .into_iter()
        .filter_map(|best| {
            let score = word.kind_of(&best.term)?.score() * i32::from(best.weight);
            Some((best, score))
        })
        .collect();
    scored.sort_by_key(|(_, score)| std::cmp::Reverse(*score));
    Ok(match scored.as_slice() {
        [(_, first), (_, second), ..] if first == second => None,
        _ => scored.into_iter().next(),
    })
}

/// The first `want` products, in catalogue order, that have every word's best match: the
/// first word's rows of it (at most [`ROWS_PER_HIT`] a hit), each probed for the rest.
async fn best_rows<C: ConnectionTrait>(db: &C, best: &[(Best, i32)], want: u64) -> Result<Vec<String>, DbErr> {
    let backend = db.get_database_backend();
    let first = &best[0].0;
    let mut values: Vec<Value> = vec![first.term.clone().into(), first.weight.into()];
    values.push(want.saturating_mul(ROWS_PER_HIT).saturating_add(ROWS_MORE).into());
    let mut probes = Vec::new();
    for (other, _) in best.iter().skip(1) {
        values.extend([Value::from(other.term.clone()), Value::from(other.weight)]);
        probes.push(probe("a", "b.term = ? AND b.weight = ?"));
    }
    values.push(want.into());
    let sql = format!(
        "SELECT a.product_id AS product_id FROM (SELECT t.product_id AS product_id, t.position AS position FROM {} \
         WHERE t.term = ? AND t.weight = ? ORDER BY t.position, t.product_id LIMIT ?) a \
         WHERE {} ORDER BY a.position, a.product_id LIMIT ?",
        terms(backend),
        probes.join(" AND ")
    );
    let rows = Row::find_by_statement(Statement::from_sql_and_values(backend, sql, values)).all(db).await?;
    Ok(rows.into_iter().map(|r| r.product_id).collect())
}

/// The products every word matches in any way (a SELECT without LIMIT): the first word's
/// matches, each probed for the others' words by primary key (the word itself first: most
/// products that match it have it, and the next probe is made only for those that do
/// not). Every word's matches must be named.
fn matching<C: ConnectionTrait>(db: &C, words: &[WordMatches]) -> Statement {
    let backend = db.get_database_backend();
    let mut values: Vec<Value> = Vec::new();
    // `search` asks with two words or more.
    let any = words[0].any("t", &mut values);
    let mut probes = Vec::new();
    for word in words.iter().skip(1) {
        let others = others(word).unwrap_or_default();
        let mut either = probe("t", "b.term = ?");
        values.push(word.word.clone().into());
        if !others.is_empty() {
            either = format!("({either} OR {})", probe("t", &format!("b.term IN ({})", placeholders(others.len()))));
            values.extend(others.into_iter().map(Value::from));
        }
        probes.push(either);
    }
    let sql = format!(
        "SELECT DISTINCT t.product_id AS product_id FROM {} WHERE {any} AND {}",
        terms(backend),
        probes.join(" AND ")
    );
    Statement::from_sql_and_values(backend, sql, values)
}

/// Every other indexed word `word` matches (those it begins, those one letter away), when
/// all are named.
fn others(word: &WordMatches) -> Option<Vec<String>> {
    let mut all = Vec::new();
    for kind in word.kinds().into_iter().filter(|kind| *kind != MatchKind::Same) {
        all.extend(word.named(kind)?.iter().cloned());
    }
    Some(all)
}

/// Whether the product of the row `outer` has a row meeting `condition` (on `b`): a probe
/// of the primary key (term, product), as a value and not `EXISTS`, which MariaDB would
/// turn into a join with every row of the word, read whole first.
fn probe(outer: &str, condition: &str) -> String {
    format!(
        "(SELECT 1 FROM search_terms b WHERE {condition} AND b.product_id = {outer}.product_id LIMIT 1) IS NOT NULL"
    )
}
