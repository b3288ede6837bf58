//! The `variety_views` table.

use sea_orm::entity::prelude::*;

/// Views of one variety's page on one UTC day. No viewer is stored: the server counts in
/// memory and adds its counts to the day's row (`insights::views`).
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "variety_views")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub variety_id: String,
    #[sea_orm(primary_key, auto_increment = false)]
    pub day: Date,
    pub views: i64,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {
    #[sea_orm(
        belongs_to = "super::varieties::Entity",
        from = "Column::VarietyId",
        to = "super::varieties::Column::Id",
        on_update = "NoAction",
        on_delete = "Cascade"
    )]
    Varieties,
}

impl Related<super::varieties::Entity> for Entity {
    fn to() -> RelationDef {
        Relation::Varieties.def()
    }
}

impl ActiveModelBehavior for ActiveModel {}
