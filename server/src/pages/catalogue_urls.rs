//! Canonical catalogue URLs and how a request path finds its product.
//!
//! Search engines see one address per page, built from the slug columns:
//! `/products/{category_slug}` and `/products/{product_slug}/{variety_slug}`. The spec's
//! own links use raw titles instead (`/products/Fresh Fruits`, `/products/Mango/Alphonso`,
//! URL-encoded, any case); those still find their page, through the slug of the text, and
//! are answered with a permanent redirect to the canonical address. So are the slugs a
//! product or variety had before an admin renamed it (`catalogue::slug_history`).

use sea_orm::{ConnectionTrait, DbErr};

use domain::catalogue::browse;
use domain::catalogue::products::{self, Product, Variety};
use domain::catalogue::slug_history::{self, Kind};
use foundation::entities::products::Column;
use foundation::text::slugify;

pub fn category_path(category_slug: &str) -> String {
    format!("/products/{category_slug}")
}

pub fn variety_path(product_slug: &str, variety_slug: &str) -> String {
    format!("/products/{product_slug}/{variety_slug}")
}

/// What a path segment names.
#[derive(Debug)]
pub enum Lookup<T> {
    /// The segment is the canonical slug.
    Found(T),
    /// A raw title (or another spelling) of a page that lives at this canonical path.
    Moved(String),
    Missing,
}

/// `/products/{segment}`: a category slug, or else a category text or product title.
pub async fn category<C: ConnectionTrait>(db: &C, segment: &str) -> Result<Lookup<Product>, DbErr> {
    // Compared again here: MySQL's collation matches text case-insensitively, and only
    // the exact slug is the canonical address.
    if let Some(product) = products::by_category_slug(db, segment).await?.filter(|p| p.category_slug == segment) {
        return Ok(Lookup::Found(product));
    }
    let Some(wanted) = slug_of(segment) else {
        return Ok(Lookup::Missing);
    };
    // A product's own title leads to its page as well (the page is found by category, but
    // readers and old links know products by name).
    let mut found = browse::by_key(db, Column::CategorySlug, &wanted).await?;
    if found.is_none() {
        found = browse::by_key(db, Column::Slug, &wanted).await?;
    }
    // An address the product had before an admin renamed it (its category or its title).
    if found.is_none() {
        let renamed = match slug_history::find(db, Kind::Category, "", &wanted).await? {
            Some(id) => Some(id),
            None => slug_history::find(db, Kind::Product, "", &wanted).await?,
        };
        if let Some(id) = renamed {
            found = browse::by_key(db, Column::Id, &id).await?;
        }
    }
    Ok(match found {
        Some(p) => Lookup::Moved(category_path(&p.category_slug)),
        None => Lookup::Missing,
    })
}

/// `/products/{product}/{variety}`: slugs, or else the product and variety titles.
pub async fn variety<C: ConnectionTrait>(
    db: &C,
    product_segment: &str,
    variety_segment: &str,
) -> Result<Lookup<(Product, Variety)>, DbErr> {
    if let Some(product) = products::by_slug(db, product_segment).await?.filter(|p| p.slug == product_segment) {
        if let Some(variety) = product.varieties.iter().find(|v| v.slug == variety_segment).cloned() {
            return Ok(Lookup::Found((product, variety)));
        }
    }
    let (Some(wanted_product), Some(wanted_variety)) = (slug_of(product_segment), slug_of(variety_segment)) else {
        return Ok(Lookup::Missing);
    };
    let mut product = browse::by_key(db, Column::Slug, &wanted_product).await?;
    if product.is_none() {
        // The product's slug before an admin renamed it.
        if let Some(id) = slug_history::find(db, Kind::Product, "", &wanted_product).await? {
            product = browse::by_key(db, Column::Id, &id).await?;
        }
    }
    let Some(product) = product else {
        return Ok(Lookup::Missing);
    };
    let kinds = browse::varieties_of_product(db, &product.id).await?;
    let mut variety = kinds.iter().find(|v| v.slug == wanted_variety);
    if variety.is_none() {
        if let Some(id) = slug_history::find(db, Kind::Variety, &product.id, &wanted_variety).await? {
            variety = kinds.iter().find(|v| v.id == id);
        }
    }
    Ok(match variety {
        Some(v) => Lookup::Moved(variety_path(&product.slug, &v.slug)),
        None => Lookup::Missing,
    })
}

/// The slug a path segment (decoded from the URL) names: every stored slug is its title's
/// slug, so a title in any case or spelling finds its row by one probe of a unique index.
fn slug_of(segment: &str) -> Option<String> {
    let wanted = percent_decode(segment);
    let wanted = wanted.trim();
    (!wanted.is_empty()).then(|| slugify(wanted))
}

/// Decodes `%XX` escapes of a raw path segment; broken escapes are kept as written and
/// invalid UTF-8 is replaced, not refused, since the result is only compared with stored names.
pub fn percent_decode(raw: &str) -> String {
    percent_encoding::percent_decode_str(raw).decode_utf8_lossy().into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_are_decoded_and_broken_ones_kept() {
        assert_eq!(percent_decode("Fresh%20Fruits"), "Fresh Fruits");
        assert_eq!(percent_decode("Cr%C3%A8me"), "Crème");
        assert_eq!(percent_decode("100%"), "100%");
        assert_eq!(percent_decode("%2"), "%2");
        assert_eq!(percent_decode("%zz%41"), "%zzA");
        assert_eq!(percent_decode("a%2Fb"), "a/b");
        assert_eq!(percent_decode("%E0%A4%86%E0%A4%AE"), "आम");
        assert_eq!(percent_decode("%E0%A4"), "\u{FFFD}");
        assert_eq!(percent_decode("é%20🙂"), "é 🙂");
        assert_eq!(percent_decode("Fresh%20Fruits%20"), "Fresh Fruits ", "an escape at the very end");
    }

    #[test]
    fn a_title_names_its_page_in_any_case_or_spelling() {
        assert_eq!(slug_of("Fresh%20Fruits").as_deref(), Some("fresh-fruits"));
        assert_eq!(slug_of("FRESH FRUITS").as_deref(), Some("fresh-fruits"));
        assert_eq!(slug_of("fresh-fruits").as_deref(), Some("fresh-fruits"));
        assert_eq!(slug_of("Cavendish (Grand Naine)").as_deref(), Some("cavendish-grand-naine"));
        assert_ne!(slug_of("Fresh").as_deref(), Some("fresh-fruits"));
        assert_eq!(slug_of(" %20 "), None);
    }
}
