//! Keeping the search index (`search_terms`, and the per-product `search_documents` row
//! the previous release reads) in step with the catalogue.

use std::collections::{BTreeSet, HashMap};

use sea_orm::sea_query::{Expr, OnConflict, Query};
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Set};

use super::fold;
use foundation::content_version::Topic;
use foundation::entities::{products, search_deletes, search_documents, search_terms, varieties};

/// How much a match in each field counts: a product named like the query ranks above one
/// whose variety is, which ranks above a whole family.
pub const TITLE: i16 = 4;
pub const CATEGORY: i16 = 3;
pub const VARIETY: i16 = 3;
pub const TAG: i16 = 1;

/// Longest word kept (the column's width); a query's words are cut the same way.
pub const TERM_LEN: usize = 64;

/// Products indexed per round of statements when many are indexed at once.
const BATCH: usize = 200;
/// Rows per INSERT: 4 values each keeps a statement under SQLite's old 999-parameter limit.
const ROWS_PER_INSERT: usize = 240;

/// Brings the index up to date with a content write, in the write's transaction: every
/// product the topics name (directly or through one of its varieties) is indexed again,
/// or dropped when it no longer exists. The catalogue as a whole has no words of its own.
pub async fn apply<C: ConnectionTrait>(db: &C, topics: &[Topic]) -> Result<(), DbErr> {
    let mut named: Vec<String> = Vec::new();
    for topic in topics {
        let id = match topic {
            Topic::Product(id) => Some(id.clone()),
            Topic::Variety(id) => varieties::Entity::find_by_id(id.clone()).one(db).await?.map(|v| v.product_id),
            Topic::Frame | Topic::Site | Topic::Catalogue => None,
        };
        if let Some(id) = id.filter(|id| !named.contains(id)) {
            named.push(id);
        }
    }
    products(db, &named).await
}

/// Indexes one product again; drops its rows when the product is gone.
pub async fn product<C: ConnectionTrait>(db: &C, product_id: &str) -> Result<(), DbErr> {
    products(db, &[product_id.to_owned()]).await
}

/// Indexes these products again, a batch at a time; drops the rows of those that are gone.
pub async fn products<C: ConnectionTrait>(db: &C, ids: &[String]) -> Result<(), DbErr> {
    for batch in ids.chunks(BATCH) {
        index_batch(db, batch).await?;
    }
    Ok(())
}

/// Indexes every product that has no words in the index yet (rows written before the index
/// existed, by an earlier release or by hand): `tradehub reindex`, the demo data and a
/// bulk load; never at start, since it reads every product's id. Reads only
/// the ids of products missing from the index, through its product index. Returns how
/// many were indexed.
pub async fn index_missing<C: ConnectionTrait>(db: &C) -> Result<u64, DbErr> {
    let indexed = Query::select()
        .expr(Expr::val(1))
        .from(search_terms::Entity)
        .and_where(
            Expr::col((search_terms::Entity, search_terms::Column::ProductId))
                .equals((products::Entity, products::Column::Id)),
        )
        .to_owned();
    let missing: Vec<String> = products::Entity::find()
        .select_only()
        .column(products::Column::Id)
        .filter(Expr::exists(indexed).not())
        .into_tuple()
        .all(db)
        .await?;
    products(db, &missing).await?;
    Ok(missing.len() as u64)
}

async fn index_batch<C: ConnectionTrait>(db: &C, ids: &[String]) -> Result<(), DbErr> {
    search_terms::Entity::delete_many()
        .filter(search_terms::Column::ProductId.is_in(ids.iter().cloned()))
        .exec(db)
        .await?;
    search_documents::Entity::delete_many()
        .filter(search_documents::Column::ProductId.is_in(ids.iter().cloned()))
        .exec(db)
        .await?;
    let rows = products::Entity::find().filter(products::Column::Id.is_in(ids.iter().cloned())).all(db).await?;
    if rows.is_empty() {
        return Ok(());
    }
    let mut kinds: HashMap<String, Vec<varieties::Model>> = HashMap::new();
    for v in varieties::Entity::find()
        .filter(varieties::Column::ProductId.is_in(ids.iter().cloned()))
        .order_by_asc(varieties::Column::Position)
        .all(db)
        .await?
    {
        kinds.entry(v.product_id.clone()).or_default().push(v);
    }
    let mut documents = Vec::with_capacity(rows.len());
    let mut terms = Vec::new();
    for p in &rows {
        let of_product = kinds.get(&p.id).map(Vec::as_slice).unwrap_or_default();
        documents.push(document(p, of_product));
        terms.extend(words(p, of_product).into_iter().map(|(term, weight)| search_terms::ActiveModel {
            term: Set(term),
            product_id: Set(p.id.clone()),
            weight: Set(weight),
            position: Set(p.position),
        }));
    }
    search_documents::Entity::insert_many(documents).exec_without_returning(db).await?;
    let words: BTreeSet<String> = terms.iter().filter_map(|t| t.term.try_as_ref().cloned()).collect();
    remember_deletes(db, &words).await?;
    let mut terms = terms.into_iter().peekable();
    while terms.peek().is_some() {
        let chunk: Vec<_> = terms.by_ref().take(ROWS_PER_INSERT).collect();
        search_terms::Entity::insert_many(chunk).exec_without_returning(db).await?;
    }
    Ok(())
}

/// Files each word under itself and its one-letter-shorter forms (words a typo search can
/// reach: four letters and more, less one), skipping pairs already there.
async fn remember_deletes<C: ConnectionTrait>(db: &C, words: &BTreeSet<String>) -> Result<(), DbErr> {
    let rows: Vec<search_deletes::ActiveModel> = words
        .iter()
        .filter(|w| w.len() >= 3)
        .flat_map(|word| {
            std::iter::once(word.clone())
                .chain(fold::one_letter_less(word))
                .map(|deleted| search_deletes::ActiveModel { deleted: Set(deleted), term: Set(word.clone()) })
        })
        .collect();
    let mut rows = rows.into_iter().peekable();
    while rows.peek().is_some() {
        let chunk: Vec<_> = rows.by_ref().take(ROWS_PER_INSERT).collect();
        // A pair already filed is written over with itself: the one upsert both databases
        // spell alike (`DO NOTHING` has no MySQL form).
        search_deletes::Entity::insert_many(chunk)
            .on_conflict(
                OnConflict::columns([search_deletes::Column::Deleted, search_deletes::Column::Term])
                    .update_column(search_deletes::Column::Term)
                    .to_owned(),
            )
            .exec_without_returning(db)
            .await?;
    }
    Ok(())
}

/// Each folded word of the product with the weight of the best field it appears in.
fn words(p: &products::Model, kinds: &[varieties::Model]) -> Vec<(String, i16)> {
    let mut best: HashMap<String, i16> = HashMap::new();
    let mut add = |text: &str, weight: i16| {
        for word in fold::words(text) {
            let word: String = word.chars().take(TERM_LEN).collect();
            let entry = best.entry(word).or_insert(weight);
            *entry = (*entry).max(weight);
        }
    };
    add(&p.title, TITLE);
    add(&p.category, CATEGORY);
    for kind in kinds {
        add(&kind.title, VARIETY);
    }
    add(p.tag.as_deref().unwrap_or_default(), TAG);
    let mut out: Vec<(String, i16)> = best.into_iter().collect();
    out.sort();
    out
}

fn document(p: &products::Model, varieties: &[varieties::Model]) -> search_documents::ActiveModel {
    let variety_titles: Vec<&str> = varieties.iter().map(|v| v.title.as_str()).collect();
    search_documents::ActiveModel {
        product_id: Set(p.id.clone()),
        family: Set(fold::family(p.tag.as_deref())),
        title_terms: Set(fold::terms(&p.title)),
        variety_terms: Set(fold::terms(&variety_titles.join(" "))),
        category_terms: Set(fold::terms(&p.category)),
        tag_terms: Set(fold::terms(p.tag.as_deref().unwrap_or_default())),
    }
}
