use sea_orm_migration::{prelude::*, schema::*};

use crate::common::*;

#[derive(DeriveMigrationName)]
pub struct Migration;

#[derive(DeriveIden)]
pub(crate) enum Users {
    Table,
    Id,
    Name,
    Email,
    PasswordHash,
    ProfilePhoto,
    Mobile,
    IsVerified,
    IsBlocked,
    IsActive,
    CreatedAt,
    UpdatedAt,
}

#[derive(DeriveIden)]
enum UserAddresses {
    Table,
    Id,
    UserId,
    Position,
    Label,
    Street,
    City,
    State,
    Zip,
    Country,
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        create_table(
            manager,
            Table::create()
                .table(Users::Table)
                .col(id(Users::Id))
                .col(short(Users::Name))
                .col(email_uniq(Users::Email))
                .col(short(Users::PasswordHash))
                .col(image(Users::ProfilePhoto))
                .col(string_len_null(Users::Mobile, 32))
                .col(flag(Users::IsVerified, false))
                .col(flag(Users::IsBlocked, false))
                .col(flag(Users::IsActive, true))
                .col(stamp(Users::CreatedAt))
                .col(stamp(Users::UpdatedAt))
                .take(),
        )
        .await?;

        create_table(
            manager,
            Table::create()
                .table(UserAddresses::Table)
                .col(id(UserAddresses::Id))
                .col(ref_id(UserAddresses::UserId))
                .col(position(UserAddresses::Position))
                .col(string_len(UserAddresses::Label, 64))
                .col(short(UserAddresses::Street))
                .col(string_len(UserAddresses::City, 100))
                .col(string_len(UserAddresses::State, 100))
                .col(string_len(UserAddresses::Zip, 16))
                .col(string_len(UserAddresses::Country, 100))
                .foreign_key(&mut fk(
                    "fk_user_addresses_user",
                    UserAddresses::Table,
                    UserAddresses::UserId,
                    Users::Table,
                    Users::Id,
                    ForeignKeyAction::Cascade,
                ))
                .take(),
        )
        .await?;
        create_index(
            manager,
            "idx_user_addresses_user",
            UserAddresses::Table,
            [UserAddresses::UserId, UserAddresses::Position],
            false,
        )
        .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        drop_table(manager, UserAddresses::Table).await?;
        drop_table(manager, Users::Table).await
    }
}
