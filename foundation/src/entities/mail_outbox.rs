//! The `mail_outbox` table.

use sea_orm::entity::prelude::*;

/// One e-mail to send. Written in the transaction of the event that causes it; the
/// delivery worker claims it (`claimed_by`, `claimed_until`), sends it and sets `sent_at`.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "mail_outbox")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub recipient: String,
    pub subject: String,
    #[sea_orm(column_type = "Text")]
    pub text_body: String,
    #[sea_orm(column_type = "Text")]
    pub html_body: String,
    pub created_at: DateTimeUtc,
    /// Strictly increasing within one server (`defaults::next_micros`): the order of making.
    pub created_micros: i64,
    /// Delivery attempts started so far.
    pub attempts: i32,
    pub next_attempt_at: DateTimeUtc,
    pub claimed_by: Option<String>,
    pub claimed_until: Option<DateTimeUtc>,
    pub sent_at: Option<DateTimeUtc>,
    pub last_error: Option<String>,
    /// The bundle of notices about one enquiry to one recipient this mail carries.
    pub bundle_key: Option<String>,
    /// The bundle's lines so far, as a JSON array, to add the next notice's to.
    #[sea_orm(column_type = "Text", nullable)]
    pub bundle_lines: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
