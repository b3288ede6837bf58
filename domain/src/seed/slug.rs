//! URL slugs. The server builds canonical URLs with these, and the catalogue stores them
//! (`products.slug`, `products.category_slug`, `varieties.slug`).
//!
//! Titles are transliterated to ASCII by the `slug` crate (deunicode): "Crème brûlée" →
//! `creme-brulee`, "हापुस आम" → `haapus-aam`, so every title gets a readable address.

use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QuerySelect, Set, SqlErr,
};

use foundation::entities::{products, varieties};
use foundation::text::slugify;

/// `base`, or else `base-2`, `base-3`, … whichever is not in `taken`.
pub fn first_free(base: &str, taken: &[String]) -> String {
    if !taken.iter().any(|t| t == base) {
        return base.to_owned();
    }
    (2..).map(|n| format!("{base}-{n}")).find(|s| !taken.contains(s)).expect("a free suffix")
}

/// A product slug for `title` that no other product has: a second "Mango" gets `mango-2`.
/// The unique index on `products.slug` still refuses a clash between two writers at once.
pub async fn free_product_slug<C: ConnectionTrait>(db: &C, title: &str) -> Result<String, DbErr> {
    let base = slugify(title);
    let taken: Vec<String> = products::Entity::find()
        .select_only()
        .column(products::Column::Slug)
        .filter(products::Column::Slug.starts_with(&base))
        .into_tuple()
        .all(db)
        .await?;
    Ok(first_free(&base, &taken))
}

/// A category slug no other product row has (the column is unique: one page per category).
pub async fn free_category_slug<C: ConnectionTrait>(db: &C, category: &str) -> Result<String, DbErr> {
    let base = slugify(category);
    let taken: Vec<String> = products::Entity::find()
        .select_only()
        .column(products::Column::CategorySlug)
        .filter(products::Column::CategorySlug.starts_with(&base))
        .into_tuple()
        .all(db)
        .await?;
    Ok(first_free(&base, &taken))
}

/// A variety slug unique within its product (varieties of different products may share one).
pub async fn free_variety_slug<C: ConnectionTrait>(db: &C, product_id: &str, title: &str) -> Result<String, DbErr> {
    let base = slugify(title);
    let taken: Vec<String> = varieties::Entity::find()
        .select_only()
        .column(varieties::Column::Slug)
        .filter(varieties::Column::ProductId.eq(product_id))
        .filter(varieties::Column::Slug.starts_with(&base))
        .into_tuple()
        .all(db)
        .await?;
    Ok(first_free(&base, &taken))
}

/// How many times a writer that lost the race for a slug takes the next free one.
const ATTEMPTS: usize = 8;

fn is_unique_clash(err: &DbErr) -> bool {
    matches!(err.sql_err(), Some(SqlErr::UniqueConstraintViolation(_)))
}

/// Inserts `row` under the first free slugs of its title and category. Finding a free slug
/// and inserting are two steps; when another writer takes the same slug in between, the
/// unique index refuses the second insert and it tries again with the next free one.
pub async fn insert_product<C: ConnectionTrait>(db: &C, row: products::ActiveModel) -> Result<products::Model, DbErr> {
    let title = row.title.clone().take().unwrap_or_default();
    let category = row.category.clone().take().unwrap_or_default();
    let mut attempt = 0;
    loop {
        let mut candidate = row.clone();
        candidate.slug = Set(free_product_slug(db, &title).await?);
        candidate.category_slug = Set(free_category_slug(db, &category).await?);
        match candidate.insert(db).await {
            Err(err) if is_unique_clash(&err) && attempt + 1 < ATTEMPTS => attempt += 1,
            done => return done,
        }
    }
}

/// [`insert_product`] for a variety: its slug is free within its product.
pub async fn insert_variety<C: ConnectionTrait>(
    db: &C,
    row: varieties::ActiveModel,
) -> Result<varieties::Model, DbErr> {
    let title = row.title.clone().take().unwrap_or_default();
    let product_id = row.product_id.clone().take().unwrap_or_default();
    let mut attempt = 0;
    loop {
        let mut candidate = row.clone();
        candidate.slug = Set(free_variety_slug(db, &product_id, &title).await?);
        match candidate.insert(db).await {
            Err(err) if is_unique_clash(&err) && attempt + 1 < ATTEMPTS => attempt += 1,
            done => return done,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_joined_by_single_dashes() {
        assert_eq!(slugify("Alphonso Mango"), "alphonso-mango");
        assert_eq!(slugify("Fresh   Fruits & Vegetables"), "fresh-fruits-vegetables");
        assert_eq!(slugify("Fresh Fruits – Mango"), "fresh-fruits-mango");
    }

    #[test]
    fn ends_are_trimmed_and_case_folded() {
        assert_eq!(slugify("  --Tellicherry Extra Bold (TGEB)!  "), "tellicherry-extra-bold-tgeb");
        assert_eq!(slugify("MG-1"), "mg-1");
        assert_eq!(slugify("8 mm Cardamom"), "8-mm-cardamom");
    }

    #[test]
    fn other_scripts_are_transliterated() {
        assert_eq!(slugify("Crème brûlée"), "creme-brulee");
        assert_eq!(slugify("Ünïcödé Straße"), "unicode-strasse");
        assert_eq!(slugify("हापुस आम"), "haapus-aam");
        assert_eq!(slugify("आम"), "aam");
        assert_ne!(slugify("हापुस आम"), slugify("केसर आम"), "distinct titles, distinct slugs");
    }

    #[test]
    fn a_slug_is_never_empty_nor_too_long() {
        assert_eq!(slugify(""), "item");
        assert_eq!(slugify(" - / "), "item");
        let long = slugify(&"मसाला ".repeat(100));
        assert!(long.len() <= foundation::text::SLUG_MAX_CHARS && !long.ends_with('-') && long.is_ascii(), "{long}");
    }

    #[test]
    fn a_slug_is_its_own_slug() {
        for s in ["alphonso-mango", "a", "x-1-y", "creme-brulee"] {
            assert_eq!(slugify(s), s);
        }
    }

    #[test]
    fn clashes_get_the_next_free_number() {
        let taken = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(first_free("mango", &taken(&[])), "mango");
        assert_eq!(first_free("mango", &taken(&["mango", "mango-juice"])), "mango-2");
        assert_eq!(first_free("mango", &taken(&["mango", "mango-2", "mango-3"])), "mango-4");
        assert_eq!(first_free("mango", &taken(&["mango-2"])), "mango");
    }
}
