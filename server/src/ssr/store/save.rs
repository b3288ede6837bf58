//! A save and the evictions it causes, in one transaction ordered by the usage row's lock.

use std::sync::atomic::Ordering;

use sea_orm::sea_query::{Expr, SimpleExpr};
use sea_orm::{
    ActiveValue::Set, ColumnTrait, DatabaseConnection, DatabaseTransaction, DbErr, EntityTrait, QueryFilter,
    QueryOrder, QuerySelect,
};

use super::entities::{store_usage, stored_pages, stored_topics};
use crate::ssr::cache::CachedPage;
use foundation::content_version::Topic;

/// Pages evicted per round while the store is over its bound.
const EVICTION_ROUND: u64 = 64;

/// Stores `page` under `key` (replacing the copy there) and evicts the pages stored longest
/// ago while the store holds more than `max_bytes`, down to nine tenths of it. Says how
/// many were evicted. A page larger than the whole bound is not kept.
pub(super) async fn save(
    db: &DatabaseConnection,
    max_bytes: i64,
    key: &str,
    page: &CachedPage,
    viewed: Option<&str>,
) -> Result<u64, DbErr> {
    let row = row_of(key, page, viewed);
    let size = row.size;
    if size > max_bytes {
        return Ok(0);
    }
    let id = row.id.clone();
    let txn = foundation::db::begin_committed(db).await?;
    // First statement: the usage row's lock (SQLite's write lock) orders every save, so
    // the count moves by exactly what each save adds and removes.
    move_usage(&txn, Expr::col(store_usage::Column::Bytes).into()).await?;
    // A locking read: on MySQL the newest committed copy, not the statement's snapshot.
    let replaced: Option<i64> = stored_pages::Entity::find_by_id(id.clone())
        .select_only()
        .column(stored_pages::Column::Size)
        .lock_exclusive()
        .into_tuple()
        .one(&txn)
        .await?;
    move_usage(&txn, Expr::col(store_usage::Column::Bytes).add(size - replaced.unwrap_or(0))).await?;
    stored_topics::Entity::delete_many().filter(stored_topics::Column::PageId.eq(id.clone())).exec(&txn).await?;
    stored_pages::Entity::delete_by_id(id.clone()).exec(&txn).await?;
    let topics: Vec<stored_topics::ActiveModel> = names(&page.topics)
        .into_iter()
        .map(|topic| stored_topics::ActiveModel { topic: Set(topic), page_id: Set(id.clone()) })
        .collect();
    stored_pages::Entity::insert(stored_pages::ActiveModel::from(row)).exec(&txn).await?;
    stored_topics::Entity::insert_many(topics).on_empty_do_nothing().exec(&txn).await?;
    let evicted = evict(&txn, max_bytes, &id).await?;
    txn.commit().await?;
    Ok(evicted)
}

/// The store's key of a page: the SHA-256 of its cache key, in hex.
pub(super) fn page_id(key: &str) -> String {
    use sha2::{Digest, Sha256};
    format!("{:x}", Sha256::digest(key.as_bytes()))
}

fn row_of(key: &str, page: &CachedPage, viewed: Option<&str>) -> stored_pages::Model {
    let body = &page.body;
    let compressed = body.gzip.is_some();
    let identity = (!compressed).then(|| body.identity.to_vec());
    let gzip = body.gzip.as_ref().map(|b| b.to_vec());
    let brotli = body.brotli.as_ref().map(|b| b.to_vec());
    let size = [&identity, &gzip, &brotli].iter().map(|b| b.as_ref().map_or(0, Vec::len)).sum::<usize>();
    stored_pages::Model {
        id: page_id(key),
        page_key: key.to_owned(),
        query: page.query.to_string(),
        version: page.version.load(Ordering::Acquire),
        topics: names(&page.topics).join("\n"),
        viewed: viewed.map(str::to_owned),
        etag: body.etag.clone(),
        identity,
        gzip,
        brotli,
        size: i64::try_from(size).unwrap_or(i64::MAX),
        stored_at: chrono::Utc::now().timestamp_millis(),
    }
}

fn names(topics: &[Topic]) -> Vec<String> {
    let mut names: Vec<String> = topics.iter().map(Topic::name).collect();
    names.sort_unstable();
    names.dedup();
    names
}

async fn move_usage(txn: &DatabaseTransaction, to: SimpleExpr) -> Result<(), DbErr> {
    store_usage::Entity::update_many()
        .col_expr(store_usage::Column::Bytes, to)
        .filter(store_usage::Column::Id.eq(store_usage::ROW_ID))
        .exec(txn)
        .await?;
    Ok(())
}

/// While the store holds more than `max_bytes`, removes the pages stored longest ago
/// (never `kept`, the one just saved) until it holds nine tenths of it.
async fn evict(txn: &DatabaseTransaction, max_bytes: i64, kept: &str) -> Result<u64, DbErr> {
    let mut bytes = usage(txn).await?;
    if bytes <= max_bytes {
        return Ok(0);
    }
    let target = max_bytes / 10 * 9;
    let mut evicted = 0;
    while bytes > target {
        let oldest: Vec<(String, i64)> = stored_pages::Entity::find()
            .select_only()
            .columns([stored_pages::Column::Id, stored_pages::Column::Size])
            .filter(stored_pages::Column::Id.ne(kept))
            .order_by_asc(stored_pages::Column::StoredAt)
            .limit(EVICTION_ROUND)
            .into_tuple()
            .all(txn)
            .await?;
        if oldest.is_empty() {
            break;
        }
        let (ids, freed) = pick(oldest, bytes - target);
        stored_topics::Entity::delete_many().filter(stored_topics::Column::PageId.is_in(ids.clone())).exec(txn).await?;
        stored_pages::Entity::delete_many().filter(stored_pages::Column::Id.is_in(ids.clone())).exec(txn).await?;
        move_usage(txn, Expr::col(store_usage::Column::Bytes).sub(freed)).await?;
        bytes -= freed;
        evicted += ids.len() as u64;
    }
    Ok(evicted)
}

/// The oldest pages of `oldest` whose sizes add up to `wanted` bytes (all of them if less).
fn pick(oldest: Vec<(String, i64)>, wanted: i64) -> (Vec<String>, i64) {
    let mut freed = 0;
    let mut ids = Vec::new();
    for (id, size) in oldest {
        if freed >= wanted {
            break;
        }
        freed += size;
        ids.push(id);
    }
    (ids, freed)
}

async fn usage(txn: &DatabaseTransaction) -> Result<i64, DbErr> {
    let row = store_usage::Entity::find_by_id(store_usage::ROW_ID).one(txn).await?;
    Ok(row.map_or(0, |row| row.bytes))
}
