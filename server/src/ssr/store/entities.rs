//! The page store's tables. They hold a cache, so the store makes them itself
//! (`schema`) instead of the migrations: a release that changes them renames them, and an
//! old release's pages are simply rendered again.

pub mod stored_pages {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "page_store_pages")]
    pub struct Model {
        /// SHA-256 of the page's cache key, in hex: a fixed-length key however long the path.
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: String,
        pub page_key: String,
        pub query: String,
        /// The content version the page shows.
        pub version: i64,
        /// The names of the topics it shows, one per line.
        pub topics: String,
        /// The variety whose views the page counts, for a variety page.
        pub viewed: Option<String>,
        pub etag: String,
        /// The body when it was too small to be kept compressed.
        pub identity: Option<Vec<u8>>,
        pub gzip: Option<Vec<u8>>,
        pub brotli: Option<Vec<u8>>,
        /// Bytes of the three bodies, as the bound counts them.
        pub size: i64,
        /// Milliseconds since the epoch when it was stored: the oldest go first.
        pub stored_at: i64,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// Which stored pages show which topic, so that a write finds its pages by index.
pub mod stored_topics {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "page_store_topics")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub topic: String,
        #[sea_orm(primary_key, auto_increment = false)]
        pub page_id: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// The one row that counts the bytes stored: every save and eviction moves it in its own
/// transaction, and takes its lock first, so saves queue there and the count stays exact.
pub mod store_usage {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "page_store_usage")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: i32,
        pub bytes: i64,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}

    pub const ROW_ID: i32 = 1;
}
