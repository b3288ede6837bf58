//! Caps on how many children one owner may have (addresses per buyer, listings per
//! supplier, documents per registration), kept under concurrency.
//!
//! A plain "count, then insert" lets parallel requests all see room for one more. The
//! pattern: in one transaction, first lock the owner's row with a no-op UPDATE (an
//! exclusive row lock on MySQL, the write lock on SQLite), then count, then insert, then
//! commit; a second request for the same owner waits at the lock and counts afterwards.
//! The lock must be the transaction's first statement: an earlier read fixes MySQL's
//! snapshot (the count would be stale) and gives SQLite a read lock it cannot upgrade.

use sea_orm::sea_query::{Alias, Expr, Query};
use sea_orm::{ConnectionTrait, DatabaseTransaction, DbErr};

/// Locks row `id` of `owner_table` until the transaction ends. (MySQL reports no changed
/// row for `id = id`, so whether the owner exists is the caller's own question.)
pub async fn lock_owner(txn: &DatabaseTransaction, owner_table: &str, id: &str) -> Result<(), DbErr> {
    let column = Alias::new("id");
    let update = Query::update()
        .table(Alias::new(owner_table))
        .value(column.clone(), Expr::col(column.clone()))
        .and_where(Expr::col(column).eq(id))
        .to_owned();
    txn.execute(txn.get_database_backend().build(&update)).await?;
    Ok(())
}
