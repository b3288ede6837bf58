//! The footer and contact page's details an admin edits: a second phone line
//! and e-mail line, business hours, and the map position of 'Our Location'.

use sea_orm_migration::{prelude::*, schema::*};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
enum FooterSettings {
    Table,
    Phone2,
    Email2,
    BusinessHours,
    MapLatitude,
    MapLongitude,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        // One column per statement: SQLite alters one column at a time.
        let columns = [
            string_len_null(FooterSettings::Phone2, 64),
            string_len_null(FooterSettings::Email2, 191),
            text_null(FooterSettings::BusinessHours),
            double_null(FooterSettings::MapLatitude),
            double_null(FooterSettings::MapLongitude),
        ];
        for mut column in columns {
            manager.alter_table(Table::alter().table(FooterSettings::Table).add_column(&mut column).to_owned()).await?;
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for column in [
            FooterSettings::MapLongitude,
            FooterSettings::MapLatitude,
            FooterSettings::BusinessHours,
            FooterSettings::Email2,
            FooterSettings::Phone2,
        ] {
            manager.alter_table(Table::alter().table(FooterSettings::Table).drop_column(column).to_owned()).await?;
        }
        Ok(())
    }
}
