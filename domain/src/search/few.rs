//! Several words that few products match together (no more than the count's bound, found
//! by [`super::whole_words`]): those products' index rows of the words asked are read
//! through the index by product, and each product is scored here as the grouped statement
//! scores it (each word's best match, kind times weight, summed), then ranked and paged.

use std::collections::HashMap;

use sea_orm::{ConnectionTrait, DbBackend, DbErr, FromQueryResult, Statement, Value};

use super::hits::{Hit, Hits};
use super::word_matches::{placeholders, WordMatches};
use foundation::entities::search_terms;
use foundation::paging::Total;

/// Products whose rows one statement reads.
const PRODUCTS_PER_READ: usize = 100;

#[derive(FromQueryResult)]
struct Row {
    product_id: String,
    position: i32,
    term: String,
    weight: i16,
}

/// The page from `offset` of the products `ids` (every one matched by every word), best
/// first, equal scores in catalogue order; their number is the exact total.
pub(super) async fn page<C: ConnectionTrait>(
    db: &C,
    words: &[WordMatches],
    ids: &[String],
    offset: u64,
    limit: u64,
) -> Result<Hits, DbErr> {
    let named: Vec<String> = words.iter().flat_map(WordMatches::all_named).collect();
    // Each product's place, and its best score for each word.
    let mut scored: HashMap<String, (i32, Vec<i32>)> = HashMap::new();
    for chunk in ids.chunks(PRODUCTS_PER_READ) {
        for row in rows(db, &named, chunk).await? {
            let entry = scored.entry(row.product_id).or_insert_with(|| (row.position, vec![0; words.len()]));
            for (best, word) in entry.1.iter_mut().zip(words) {
                if let Some(kind) = word.kind_of(&row.term) {
                    *best = (*best).max(kind.score() * i32::from(row.weight));
                }
            }
        }
    }
    let mut ranked: Vec<(u32, i32, String)> = scored
        .into_iter()
        .filter(|(_, (_, best))| best.iter().all(|b| *b > 0))
        .map(|(id, (position, best))| (u32::try_from(best.iter().sum::<i32>()).unwrap_or(0), position, id))
        .collect();
    ranked.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)).then(a.2.cmp(&b.2)));
    let total = Total::exact(ranked.len() as u64);
    let skip = usize::try_from(offset).unwrap_or(usize::MAX);
    let take = usize::try_from(limit).unwrap_or(usize::MAX);
    let hits =
        ranked.into_iter().skip(skip).take(take).map(|(score, _, product_id)| Hit { product_id, score }).collect();
    Ok(Hits { hits, total })
}

/// The index rows of these products for these words: each product's rows, from the index
/// by product. SQLite would read each word's rows whole from the ranked index instead.
async fn rows<C: ConnectionTrait>(db: &C, named: &[String], ids: &[String]) -> Result<Vec<Row>, DbErr> {
    let backend = db.get_database_backend();
    let from = match backend {
        DbBackend::Sqlite => format!("search_terms t INDEXED BY {}", search_terms::PRODUCT_INDEX),
        _ => "search_terms t".to_owned(),
    };
    let mut values: Vec<Value> = named.iter().map(|t| Value::from(t.clone())).collect();
    values.extend(ids.iter().map(|id| Value::from(id.clone())));
    let sql = format!(
        "SELECT t.product_id AS product_id, t.position AS position, t.term AS term, t.weight AS weight \
         FROM {from} WHERE t.term IN ({}) AND t.product_id IN ({})",
        placeholders(named.len()),
        placeholders(ids.len())
    );
    Row::find_by_statement(Statement::from_sql_and_values(backend, sql, values)).all(db).await
}
