//! Several words, or a search within a family: one statement that groups each word's best
//! match per product, keeps the products every word matched, and ranks and pages them (in
//! catalogue order by the place each index row carries; the products are read only for a
//! family).
//! It reads every index row of the words asked, so its cost follows their hits.

use sea_orm::{ConnectionTrait, DbErr, FromQueryResult, Statement, Value};

use super::hits::{Hit, Hits, Scope};
use super::word_matches::{placeholders, terms, WordMatches};
use foundation::paging::Total;

#[derive(FromQueryResult)]
struct Row {
    product_id: String,
    score: i64,
    total: i64,
}

pub async fn search<C: ConnectionTrait>(
    db: &C,
    words: &[WordMatches],
    scope: &Scope,
    offset: u64,
    limit: u64,
    bound: u64,
) -> Result<Hits, DbErr> {
    // Page numbers stop at the count's bound, as a one-word search's do.
    if offset >= bound {
        return Ok(Hits { hits: Vec::new(), total: count(db, words, scope, bound).await? });
    }
    let mut values: Vec<Value> = Vec::new();
    let from = terms(db.get_database_backend());
    let per_word: Vec<String> = words.iter().map(|w| word_select(w, &from, &mut values)).collect();
    let mut sql = format!(
        "SELECT m.product_id AS product_id, CAST(SUM(m.best) AS SIGNED) AS score, COUNT(*) OVER () AS total \
         FROM ({}) m",
        per_word.join(" UNION ALL ")
    );
    if let Some(tags) = &scope.tags {
        sql.push_str(" JOIN products p ON p.id = m.product_id");
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
            return Ok(Hits::none());
        }
        sql.push_str(&format!(" WHERE ({})", any.join(" OR ")));
    }
    sql.push_str(&format!(
        " GROUP BY m.product_id, m.position HAVING COUNT(*) = {} \
          ORDER BY score DESC, m.position ASC, m.product_id ASC LIMIT ? OFFSET ?",
        words.len()
    ));
    values.push(Value::from(limit));
    values.push(Value::from(offset));
    let rows =
        Row::find_by_statement(Statement::from_sql_and_values(db.get_database_backend(), sql, values)).all(db).await?;
    let total = match rows.first() {
        Some(row) => Total::of_bounded(u64::try_from(row.total).unwrap_or(0), bound),
        // The window count comes with rows only: past the last page, count alone.
        None if offset > 0 => count(db, words, scope, bound).await?,
        None => Total::exact(0),
    };
    let hits = rows
        .into_iter()
        .map(|r| Hit { product_id: r.product_id, score: u32::try_from(r.score).unwrap_or(0) })
        .collect();
    Ok(Hits { hits, total })
}

async fn count<C: ConnectionTrait>(db: &C, words: &[WordMatches], scope: &Scope, bound: u64) -> Result<Total, DbErr> {
    Ok(Box::pin(search(db, words, scope, 0, 1, bound)).await?.total)
}

/// One word's best match per product: its kind's score times the field's weight. Every
/// condition is a probe or a range of an index that leads with the term.
fn word_select(word: &WordMatches, from: &str, values: &mut Vec<Value>) -> String {
    let mut case = "CASE".to_owned();
    for kind in word.kinds() {
        let condition = word.condition(kind, "t", values);
        case.push_str(&format!(" WHEN {condition} THEN {}", kind.score()));
    }
    case.push_str(" END");
    let any = word.any("t", values);
    format!(
        "SELECT t.product_id AS product_id, t.position AS position, MAX(({case}) * t.weight) AS best \
         FROM {from} WHERE {any} GROUP BY t.product_id, t.position"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_scores_its_best_kind_of_match() {
        let mut values = Vec::new();
        let sql = word_select(&WordMatches::of("mango".into(), vec!["mangi".into()]), "search_terms t", &mut values);
        assert!(
            sql.contains(
                "CASE WHEN t.term = ? THEN 3 WHEN (t.term > ? AND t.term < ?) THEN 2 WHEN t.term IN (?) THEN 1 END"
            ),
            "{sql}"
        );
        assert_eq!(values.len(), 8);
    }
}
