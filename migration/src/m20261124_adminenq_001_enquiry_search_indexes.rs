//! The admin's lists, newest first: product enquiries over all or one status, and the
//! visitor feedback. Each order reads an index in order, so page 1 of ten thousand rows
//! stops after a page (a search by name, e-mail or product title still reads the rows of
//! its status; general enquiries already have their `created_at` index).

use sea_orm_migration::prelude::*;

use crate::common::create_index;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden, Clone, Copy)]
enum ProductEnquiries {
    Table,
    Status,
    CreatedMicros,
    CreatedAt,
    Id,
}

#[derive(DeriveIden, Clone, Copy)]
enum AdminActivity {
    Table,
    Action,
}

#[derive(DeriveIden, Clone, Copy)]
enum VisitorFeedback {
    Table,
    CreatedAt,
    Id,
}

const NEWEST: &str = "idx_product_enquiries_newest";
const STATUS_NEWEST: &str = "idx_product_enquiries_status_newest";
const FEEDBACK_NEWEST: &str = "idx_visitor_feedback_newest";
/// The Activity screen filters by action and offers the actions recorded so far.
const ACTIVITY_ACTION: &str = "idx_admin_activity_action";

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        use ProductEnquiries as E;
        create_index(manager, NEWEST, E::Table, [E::CreatedMicros, E::CreatedAt, E::Id], false).await?;
        create_index(manager, STATUS_NEWEST, E::Table, [E::Status, E::CreatedMicros, E::CreatedAt, E::Id], false)
            .await?;
        create_index(
            manager,
            FEEDBACK_NEWEST,
            VisitorFeedback::Table,
            [VisitorFeedback::CreatedAt, VisitorFeedback::Id],
            false,
        )
        .await?;
        create_index(manager, ACTIVITY_ACTION, AdminActivity::Table, [AdminActivity::Action], false).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for (name, table) in [
            (ACTIVITY_ACTION, AdminActivity::Table.into_iden()),
            (FEEDBACK_NEWEST, VisitorFeedback::Table.into_iden()),
            (STATUS_NEWEST, ProductEnquiries::Table.into_iden()),
            (NEWEST, ProductEnquiries::Table.into_iden()),
        ] {
            manager.drop_index(Index::drop().name(name).table(table).to_owned()).await?;
        }
        Ok(())
    }
}
