//! The site's insights read a date range of every enquiry: how many, how many answered,
//! how many accepted, and their answer times. One index holds all of that beside
//! `created_at`, so the range is read from the index alone and never from the rows (wide
//! ones: the buyer's message, the supplier's reply).
//!
//! "Answered" is a rule over three columns ([`answered_rule`]), and a reply alone counts
//! because rows older than `first_answered_at` have one without it. It is the column
//! `answered`: on MySQL a stored generated column (MariaDB's prepared statements read a
//! virtual one from the row, index or not); on SQLite, whose planner reads neither a
//! generated column nor an indexed expression from the index alone, a column its triggers
//! keep to the rule on every insert and on every change of the three. MySQL writes the
//! stored column into every row: the table is rebuilt once, with writes held meanwhile.

use sea_orm_migration::{prelude::*, sea_orm::DbBackend};

use crate::common::*;

/// `(created_at, answered, quote_outcome, first_answered_at)`.
pub const INDEX: &str = "idx_product_enquiries_insights";
const ON_INSERT: &str = "trg_product_enquiries_answered_insert";
const ON_UPDATE: &str = "trg_product_enquiries_answered_update";

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum ProductEnquiries {
    Table,
    Id,
    CreatedAt,
    Answered,
    QuoteOutcome,
    FirstAnsweredAt,
    SupplierReply,
    Status,
}

/// An enquiry is answered once it has a first answer (a quote, a reply or a status change),
/// a reply, or a status other than pending.
fn answered_rule() -> SimpleExpr {
    use ProductEnquiries as E;
    Expr::col(E::FirstAnsweredAt)
        .is_not_null()
        .or(Expr::col(E::SupplierReply).is_not_null())
        .or(Expr::col(E::Status).ne("pending"))
}

/// The statement that sets the row's `answered` to the rule, for a trigger's `NEW` row.
fn set_answered() -> String {
    use ProductEnquiries as E;
    Query::update()
        .table(E::Table)
        .value(E::Answered, answered_rule())
        .and_where(Expr::col(E::Id).eq(Expr::cust("NEW.id")))
        .to_string(SqliteQueryBuilder)
}

async fn keep_to_the_rule_on_sqlite(manager: &SchemaManager<'_>) -> Result<(), DbErr> {
    use ProductEnquiries as E;
    let column = ColumnDef::new(E::Answered).small_integer().not_null().default(0).to_owned();
    manager.alter_table(Table::alter().table(E::Table).add_column(column).to_owned()).await?;
    let backfill = Query::update().table(E::Table).value(E::Answered, answered_rule()).to_owned();
    manager.exec_stmt(backfill).await?;
    // sea-query writes no trigger: these are built from its statement. The inner update
    // changes none of the columns the second trigger watches, so neither fires again.
    let set = set_answered();
    let db = manager.get_connection();
    db.execute_unprepared(&format!("CREATE TRIGGER {ON_INSERT} AFTER INSERT ON product_enquiries BEGIN {set}; END"))
        .await?;
    db.execute_unprepared(&format!(
        "CREATE TRIGGER {ON_UPDATE} AFTER UPDATE OF first_answered_at, supplier_reply, status \
         ON product_enquiries BEGIN {set}; END"
    ))
    .await?;
    Ok(())
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use ProductEnquiries as E;
        if manager.get_database_backend() == DbBackend::Sqlite {
            keep_to_the_rule_on_sqlite(manager).await?;
        } else {
            let column = ColumnDef::new(E::Answered).tiny_integer().generated(answered_rule(), true).to_owned();
            manager.alter_table(Table::alter().table(E::Table).add_column(column).to_owned()).await?;
        }
        create_index(manager, INDEX, E::Table, [E::CreatedAt, E::Answered, E::QuoteOutcome, E::FirstAnsweredAt], false)
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use ProductEnquiries as E;
        manager.drop_index(Index::drop().name(INDEX).table(E::Table).to_owned()).await?;
        if manager.get_database_backend() == DbBackend::Sqlite {
            for trigger in [ON_INSERT, ON_UPDATE] {
                manager.get_connection().execute_unprepared(&format!("DROP TRIGGER {trigger}")).await?;
            }
        }
        manager.alter_table(Table::alter().table(E::Table).drop_column(E::Answered).to_owned()).await
    }
}
