//! Creates the store's tables when missing, in the dialect of the database that holds them.

use sea_orm::{ConnectionTrait, DbBackend, DbErr};

const SQLITE: [&str; 6] = [
    "CREATE TABLE IF NOT EXISTS page_store_pages (id TEXT NOT NULL PRIMARY KEY, page_key TEXT NOT NULL, \
     query TEXT NOT NULL, version INTEGER NOT NULL, topics TEXT NOT NULL, viewed TEXT, etag TEXT NOT NULL, \
     identity BLOB, gzip BLOB, brotli BLOB, size INTEGER NOT NULL, stored_at INTEGER NOT NULL)",
    "CREATE INDEX IF NOT EXISTS page_store_pages_stored_at ON page_store_pages (stored_at)",
    "CREATE TABLE IF NOT EXISTS page_store_topics (topic TEXT NOT NULL, page_id TEXT NOT NULL, \
     PRIMARY KEY (topic, page_id))",
    "CREATE INDEX IF NOT EXISTS page_store_topics_page ON page_store_topics (page_id)",
    "CREATE TABLE IF NOT EXISTS page_store_usage (id INTEGER NOT NULL PRIMARY KEY, bytes INTEGER NOT NULL)",
    "INSERT OR IGNORE INTO page_store_usage (id, bytes) VALUES (1, 0)",
];

// Binary collation: keys and topic names compare byte for byte, as they do in memory.
const MYSQL: [&str; 4] = [
    "CREATE TABLE IF NOT EXISTS page_store_pages (id CHAR(64) NOT NULL PRIMARY KEY, page_key TEXT NOT NULL, \
     query TEXT NOT NULL, version BIGINT NOT NULL, topics MEDIUMTEXT NOT NULL, viewed VARCHAR(64) NULL, \
     etag VARCHAR(128) NOT NULL, identity LONGBLOB NULL, gzip LONGBLOB NULL, brotli LONGBLOB NULL, \
     size BIGINT NOT NULL, stored_at BIGINT NOT NULL, INDEX page_store_pages_stored_at (stored_at)) \
     ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin",
    "CREATE TABLE IF NOT EXISTS page_store_topics (topic VARCHAR(191) NOT NULL, page_id CHAR(64) NOT NULL, \
     PRIMARY KEY (topic, page_id), INDEX page_store_topics_page (page_id)) \
     ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin",
    "CREATE TABLE IF NOT EXISTS page_store_usage (id INT NOT NULL PRIMARY KEY, bytes BIGINT NOT NULL) ENGINE=InnoDB",
    "INSERT IGNORE INTO page_store_usage (id, bytes) VALUES (1, 0)",
];

pub async fn create<C: ConnectionTrait>(db: &C) -> Result<(), DbErr> {
    let statements: &[&str] = match db.get_database_backend() {
        DbBackend::MySql => &MYSQL,
        _ => &SQLITE,
    };
    for statement in statements {
        db.execute_unprepared(statement).await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use sea_orm::EntityName;

    use super::super::entities::{store_usage, stored_pages, stored_topics};
    use super::*;
    use foundation::db::PAGE_STORE_TABLES;

    /// The names a backup leaves out are those the statements make and the entities read.
    #[test]
    fn the_tables_a_backup_leaves_out_are_the_stores_own() {
        let entities =
            [stored_pages::Entity.table_name(), stored_topics::Entity.table_name(), store_usage::Entity.table_name()];
        assert_eq!(entities, PAGE_STORE_TABLES);
        for table in PAGE_STORE_TABLES {
            let made = format!("CREATE TABLE IF NOT EXISTS {table} (");
            assert!(SQLITE.iter().any(|s| s.starts_with(&made)), "{table} on SQLite");
            assert!(MYSQL.iter().any(|s| s.starts_with(&made)), "{table} on MySQL");
        }
    }
}
