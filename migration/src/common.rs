//! Column shapes and statement helpers shared by every migration, so one decision
//! (id width, indexable string length, timestamp type) is made in one place.

use sea_orm_migration::{prelude::*, schema::*, sea_orm::DbBackend};

/// A UUID v4 in its hyphenated text form.
const ID_LEN: u32 = 36;
/// Longest string that may carry an index on MySQL with utf8mb4 (191 × 4 < 767 bytes).
pub(crate) const KEY_LEN: u32 = 191;

pub(crate) fn id<T: IntoIden>(col: T) -> ColumnDef {
    char_len(col, ID_LEN).primary_key().take()
}

pub(crate) fn ref_id<T: IntoIden>(col: T) -> ColumnDef {
    char_len(col, ID_LEN)
}

pub(crate) fn ref_id_null<T: IntoIden>(col: T) -> ColumnDef {
    char_len_null(col, ID_LEN)
}

/// A unique, case-folded e-mail: the app stores it trimmed and lower-cased because
/// SQLite compares bytes while MySQL's collation ignores case.
pub(crate) fn email_uniq<T: IntoIden>(col: T) -> ColumnDef {
    string_len_uniq(col, KEY_LEN)
}

pub(crate) fn short<T: IntoIden>(col: T) -> ColumnDef {
    string_len(col, 255)
}

pub(crate) fn short_null<T: IntoIden>(col: T) -> ColumnDef {
    string_len_null(col, 255)
}

/// An image path such as `/static/images/...` or an upload URL.
pub(crate) fn image<T: IntoIden>(col: T) -> ColumnDef {
    string_len_null(col, 512)
}

/// The database value of one of the app's string enums (unit, status, ...).
pub(crate) fn code<T: IntoIden>(col: T, default: &str) -> ColumnDef {
    string_len(col, 20).default(default).take()
}

/// `datetime` rather than `timestamp`: MariaDB before 10.10 gives the first
/// `timestamp` column of a table `ON UPDATE CURRENT_TIMESTAMP`, which would rewrite
/// `created_at` on every update; `datetime` also has no 2038 limit.
pub(crate) fn stamp<T: IntoIden>(col: T) -> ColumnDef {
    date_time(col)
}

pub(crate) fn position<T: IntoIden>(col: T) -> ColumnDef {
    integer(col).default(0).take()
}

pub(crate) fn flag<T: IntoIden>(col: T, default: bool) -> ColumnDef {
    boolean(col).default(default).take()
}

pub(crate) fn fk<T, F, R, P>(
    name: &str,
    table: T,
    column: F,
    target: R,
    target_column: P,
    on_delete: ForeignKeyAction,
) -> ForeignKeyCreateStatement
where
    T: IntoTableRef,
    F: IntoIden,
    R: IntoTableRef,
    P: IntoIden,
{
    ForeignKey::create().name(name).from(table, column).to(target, target_column).on_delete(on_delete).take()
}

/// Creates a table; on MySQL pins engine and character set so that foreign keys work
/// and every table (hence every FK pair of columns) shares one collation.
pub(crate) async fn create_table(manager: &SchemaManager<'_>, mut table: TableCreateStatement) -> Result<(), DbErr> {
    if manager.get_database_backend() == DbBackend::MySql {
        table.engine("InnoDB").character_set("utf8mb4").collate("utf8mb4_unicode_ci");
    }
    manager.create_table(table).await
}

/// SQLite does not index foreign-key columns by itself, and MySQL drops its implicit
/// FK index once an explicit one exists, so FK columns get a named index here.
pub(crate) async fn create_index<T, C>(
    manager: &SchemaManager<'_>,
    name: &str,
    table: T,
    columns: impl IntoIterator<Item = C>,
    unique: bool,
) -> Result<(), DbErr>
where
    T: IntoTableRef,
    C: IntoIndexColumn,
{
    let mut index = Index::create();
    index.name(name).table(table);
    for column in columns {
        index.col(column);
    }
    if unique {
        index.unique();
    }
    manager.create_index(index).await
}

pub(crate) async fn drop_table<T: IntoTableRef>(manager: &SchemaManager<'_>, table: T) -> Result<(), DbErr> {
    manager.drop_table(Table::drop().table(table).to_owned()).await
}
