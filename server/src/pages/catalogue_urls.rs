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
    let wanted = percent_decode(segment);
    let rows = browse::all(db).await?;
    let by_category = rows.iter().find(|p| names(&wanted, &p.category, &p.category_slug));
    // A product's own title leads to its page as well (the page is found by category, but
    // readers and old links know products by name).
    let by_title = || rows.iter().find(|p| names(&wanted, &p.title, &p.slug));
    if let Some(p) = by_category.or_else(by_title) {
        return Ok(Lookup::Moved(category_path(&p.category_slug)));
    }
    // An address the product had before an admin renamed it (its category or its title).
    let old = slugify(&wanted);
    let renamed = match slug_history::find(db, Kind::Category, "", &old).await? {
        Some(id) => Some(id),
        None => slug_history::find(db, Kind::Product, "", &old).await?,
    };
    Ok(match renamed.and_then(|id| rows.iter().find(|p| p.id == id)) {
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
    let wanted_product = percent_decode(product_segment);
    let wanted_variety = percent_decode(variety_segment);
    let rows = browse::all(db).await?;
    let mut product = rows.iter().find(|p| names(&wanted_product, &p.title, &p.slug));
    if product.is_none() {
        // The product's slug before an admin renamed it.
        if let Some(id) = slug_history::find(db, Kind::Product, "", &slugify(&wanted_product)).await? {
            product = rows.iter().find(|p| p.id == id);
        }
    }
    let Some(product) = product else {
        return Ok(Lookup::Missing);
    };
    let kinds = browse::varieties_of_product(db, &product.id).await?;
    let mut variety = kinds.iter().find(|v| names(&wanted_variety, &v.title, &v.slug));
    if variety.is_none() {
        if let Some(id) = slug_history::find(db, Kind::Variety, &product.id, &slugify(&wanted_variety)).await? {
            variety = kinds.iter().find(|v| v.id == id);
        }
    }
    Ok(match variety {
        Some(v) => Lookup::Moved(variety_path(&product.slug, &v.slug)),
        None => Lookup::Missing,
    })
}

/// Whether `wanted` (decoded from the URL) names the thing with this text and slug.
fn names(wanted: &str, text: &str, slug: &str) -> bool {
    let wanted = wanted.trim();
    if wanted.is_empty() || slug.is_empty() {
        return false;
    }
    wanted.to_lowercase() == text.trim().to_lowercase() || slugify(wanted) == slug
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
        assert!(names("Fresh Fruits", "Fresh Fruits", "fresh-fruits"));
        assert!(names("FRESH FRUITS", "Fresh Fruits", "fresh-fruits"));
        assert!(names("fresh-fruits", "Fresh Fruits", "fresh-fruits"));
        assert!(names("Cavendish (Grand Naine)", "Cavendish (Grand Naine)", "cavendish-grand-naine"));
        assert!(!names("Fresh", "Fresh Fruits", "fresh-fruits"));
        assert!(!names("  ", "", ""));
    }
}
