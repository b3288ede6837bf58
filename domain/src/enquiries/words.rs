//! The index behind the admin's enquiry text filter: each product enquiry's buyer name,
//! e-mail and product title as folded words (`enquiry_words`), so a filter word is a
//! prefix range of the index's key and no request reads every enquiry. Written with the
//! enquiry (`enquiries::create`) and with the demonstration data; rows written any other
//! way (a bulk load, an earlier release) are indexed by `tradehub reindex`
//! ([`index_missing`]), never at start.

use std::collections::BTreeSet;

use sea_orm::sea_query::{Expr, Order, Query, SelectStatement, SimpleExpr};
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QuerySelect, Set};

use crate::search::fold;
use foundation::entities::{enquiry_words, product_enquiries};
use foundation::paging::count_rows_up_to;

/// Longest word kept (the column's width); a filter's words are cut the same way.
const TERM_LEN: usize = 64;
/// Filter words looked at (the filter is at most 200 characters).
pub const MAX_WORDS: usize = 8;
/// Enquiries indexed per round when many are.
const BATCH: usize = 500;
/// Rows per INSERT: 2 values each, under SQLite's old 999-parameter limit.
const ROWS_PER_INSERT: usize = 400;

/// The distinct folded words of what the filter searches.
fn words(name: &str, email: &str, product_title: &str) -> BTreeSet<String> {
    [name, email, product_title]
        .iter()
        .flat_map(|text| fold::words(text))
        .map(|w| w.chars().take(TERM_LEN).collect())
        .collect()
}

/// The filter's words, at most [`MAX_WORDS`]; none for a text of no letters or digits.
pub fn filter_words(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for word in fold::words(text) {
        let word: String = word.chars().take(TERM_LEN).collect();
        if !out.contains(&word) && out.len() < MAX_WORDS {
            out.push(word);
        }
    }
    out
}

/// The ids of enquiries with a word beginning with `word`: a range of the index's key.
pub fn with_word_starting(word: &str) -> SelectStatement {
    let mut select = Query::select();
    select
        .column(enquiry_words::Column::EnquiryId)
        .from(enquiry_words::Entity)
        .and_where(Expr::col(enquiry_words::Column::Term).gte(word));
    if let Some(end) = fold::prefix_end(word) {
        select.and_where(Expr::col(enquiry_words::Column::Term).lt(end));
    }
    select
}

/// Whether the enquiry of the outer query has a word beginning with `word`: a probe of
/// the `(enquiry_id, term)` index, for a filter that walks enquiries newest first. A value
/// subquery and not `EXISTS`: MariaDB turns an `EXISTS` into a join with a temporary table
/// of every enquiry that has the word, read whole before the walk's first step.
pub fn has_word_starting(word: &str) -> SimpleExpr {
    let mut probe = with_word_starting(word);
    probe.and_where(
        Expr::col((enquiry_words::Entity, enquiry_words::Column::EnquiryId))
            .equals((product_enquiries::Entity, product_enquiries::Column::Id)),
    );
    probe.limit(1);
    Expr::expr(SimpleExpr::SubQuery(None, Box::new(probe.into_sub_query_statement()))).is_not_null()
}

/// The next `limit` index rows (term, enquiry) of words beginning with `word`, in the
/// index's order, after the row `after`: the rest of that row's word, then the words
/// after it, each a plain range of the key (a row-value comparison is not one on MariaDB).
pub async fn slice_starting<C: ConnectionTrait>(
    db: &C,
    word: &str,
    after: Option<&(String, String)>,
    limit: u64,
) -> Result<Vec<(String, String)>, DbErr> {
    let mut rows = Vec::new();
    let mut rest = with_word_starting(word);
    if let Some((term, id)) = after {
        let mut same = Query::select();
        same.column(enquiry_words::Column::EnquiryId)
            .from(enquiry_words::Entity)
            .and_where(enquiry_words::Column::Term.eq(term.as_str()))
            .and_where(enquiry_words::Column::EnquiryId.gt(id.as_str()));
        rows = index_rows(db, same, limit).await?;
        rest.and_where(enquiry_words::Column::Term.gt(term.as_str()));
    }
    if (rows.len() as u64) < limit {
        rows.extend(index_rows(db, rest, limit - rows.len() as u64).await?);
    }
    Ok(rows)
}

async fn index_rows<C: ConnectionTrait>(
    db: &C,
    mut select: SelectStatement,
    limit: u64,
) -> Result<Vec<(String, String)>, DbErr> {
    select
        .column(enquiry_words::Column::Term)
        .order_by(enquiry_words::Column::Term, Order::Asc)
        .order_by(enquiry_words::Column::EnquiryId, Order::Asc)
        .limit(limit);
    let rows = db.query_all(db.get_database_backend().build(&select)).await?;
    rows.iter().map(|r| Ok((r.try_get::<String>("", "term")?, r.try_get::<String>("", "enquiry_id")?))).collect()
}

/// The ids of enquiries with a word beginning with `word` when there are at most `bound`
/// of them; `None` when more. Counted first (one row back, however common the word), then
/// read.
pub async fn few_with_word_starting<C: ConnectionTrait>(
    db: &C,
    word: &str,
    bound: u64,
) -> Result<Option<Vec<String>>, DbErr> {
    let backend = db.get_database_backend();
    let mut select = with_word_starting(word);
    if !count_rows_up_to(db, backend.build(&select), bound).await?.exact {
        return Ok(None);
    }
    // Bounded again: enquiries written since the count may have added rows.
    select.limit(bound + 1);
    let rows = db.query_all(backend.build(&select)).await?;
    if rows.len() as u64 > bound {
        return Ok(None);
    }
    let mut ids: Vec<String> = rows.iter().map(|r| r.try_get::<String>("", "enquiry_id")).collect::<Result<_, _>>()?;
    ids.sort_unstable();
    ids.dedup();
    Ok(Some(ids))
}

/// Writes the words of these enquiries (new rows: nothing of theirs is indexed yet).
pub async fn index<C: ConnectionTrait>(db: &C, enquiries: &[(String, String, String, String)]) -> Result<(), DbErr> {
    let rows: Vec<enquiry_words::ActiveModel> = enquiries
        .iter()
        .flat_map(|(id, name, email, title)| {
            words(name, email, title)
                .into_iter()
                .map(|term| enquiry_words::ActiveModel { term: Set(term), enquiry_id: Set(id.clone()) })
        })
        .collect();
    let mut rows = rows.into_iter().peekable();
    while rows.peek().is_some() {
        let chunk: Vec<_> = rows.by_ref().take(ROWS_PER_INSERT).collect();
        enquiry_words::Entity::insert_many(chunk).exec_without_returning(db).await?;
    }
    Ok(())
}

/// Drops the words of a deleted enquiry.
pub async fn forget<C: ConnectionTrait>(db: &C, enquiry_id: &str) -> Result<(), DbErr> {
    enquiry_words::Entity::delete_many().filter(enquiry_words::Column::EnquiryId.eq(enquiry_id)).exec(db).await?;
    Ok(())
}

/// Indexes every enquiry that has no words yet, a batch at a time. Reads the ids missing
/// from the index through its enquiry index; returns how many were indexed.
pub async fn index_missing<C: ConnectionTrait>(db: &C) -> Result<u64, DbErr> {
    let indexed = Query::select()
        .expr(Expr::val(1))
        .from(enquiry_words::Entity)
        .and_where(
            Expr::col((enquiry_words::Entity, enquiry_words::Column::EnquiryId))
                .equals((product_enquiries::Entity, product_enquiries::Column::Id)),
        )
        .to_owned();
    let missing: Vec<String> = product_enquiries::Entity::find()
        .select_only()
        .column(product_enquiries::Column::Id)
        .filter(Expr::exists(indexed).not())
        .into_tuple()
        .all(db)
        .await?;
    for batch in missing.chunks(BATCH) {
        let rows: Vec<(String, String, String, String)> = product_enquiries::Entity::find()
            .select_only()
            .column(product_enquiries::Column::Id)
            .column(product_enquiries::Column::Name)
            .column(product_enquiries::Column::Email)
            .column(product_enquiries::Column::ProductTitle)
            .filter(product_enquiries::Column::Id.is_in(batch.iter().cloned()))
            .into_tuple()
            .all(db)
            .await?;
        index(db, &rows).await?;
    }
    Ok(missing.len() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_words_are_those_of_the_three_fields_folded() {
        let found = words("Asha Rao", "asha@Mehta-Foods.com", "Black Pepper");
        assert_eq!(found.into_iter().collect::<Vec<_>>(), ["asha", "black", "com", "foods", "mehta", "pepper", "rao"]);
        assert_eq!(filter_words("  MEHTA-foods mehta "), ["mehta", "foods"]);
        assert!(filter_words("%_!").is_empty());
    }
}
