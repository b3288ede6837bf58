//! Every write to a table a public page shows goes through `ContentWrite`, or the pages
//! that show it would stay cached with old content. The compiler cannot see this, so this
//! test reads the sources: a file that writes such a table must use `ContentWrite`.

use std::path::{Path, PathBuf};

/// Tables whose rows public pages show, by their entity module and prelude names.
const PUBLIC_TABLES: &[(&str, &str)] = &[
    ("products", "Products"),
    ("varieties", "Varieties"),
    ("product_features", "ProductFeatures"),
    ("product_specifications", "ProductSpecifications"),
    ("vendor_listings", "VendorListings"),
    ("home_banners", "HomeBanners"),
    ("logos", "Logos"),
    ("why_choose_us", "WhyChooseUs"),
    ("reach_items", "ReachItems"),
    ("core_values", "CoreValues"),
    ("faqs", "Faqs"),
    ("services", "Services"),
    ("additional_services", "AdditionalServices"),
    ("testimonials", "Testimonials"),
    ("footer_settings", "FooterSettings"),
];

/// Folders and files allowed to write directly: the start-up seeds (they run before any
/// page is cached and record a site-wide change themselves) and the entity definitions.
const EXEMPT: &[&str] = &["seed/", "entities/", "content_write_guard.rs"];

/// The public tables that `source` writes to.
fn written_tables(source: &str) -> Vec<&'static str> {
    let hands_over = hands_rows_to_section(source);
    PUBLIC_TABLES
        .iter()
        .filter(|(module, prelude)| {
            let writes = [
                // A row built for `content::section` to write is no write of this file.
                if hands_over { String::new() } else { format!("{module}::ActiveModel") },
                format!("{module}::Entity::delete"),
                format!("{module}::Entity::update"),
                format!("{module}::Entity::insert"),
                format!("{prelude}::delete"),
                format!("{prelude}::update"),
                format!("{prelude}::insert"),
            ];
            writes.iter().filter(|w| !w.is_empty()).any(|w| {
                source.match_indices(w.as_str()).any(|(at, _)| {
                    // A whole name: `vendor_listings::` must not count as `listings::`.
                    !source[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_')
                })
            })
        })
        .map(|(module, _)| *module)
        .collect()
}

/// A card section (`impl Section for`) names its table's ActiveModel only for
/// `content::section` to fill and write, within that module's `ContentWrite`: so long as
/// the file itself calls no write on a model or query.
fn hands_rows_to_section(source: &str) -> bool {
    source.contains("impl Section for")
        && ![".insert(", ".update(", ".save(", ".delete(", ".exec("].iter().any(|call| source.contains(call))
}

fn violation(source: &str) -> Option<Vec<&'static str>> {
    let tables = written_tables(source);
    (!tables.is_empty() && !source.contains("ContentWrite::begin")).then_some(tables)
}

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let entries = walkdir::WalkDir::new(dir).sort_by_file_name().into_iter().map(Result::unwrap);
    entries.map(walkdir::DirEntry::into_path).filter(|p| p.extension().is_some_and(|e| e == "rs")).collect()
}

#[test]
fn every_public_content_write_goes_through_content_write() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut offenders = Vec::new();
    // Every crate that could write: this one, the foundation below it and the web above it.
    for krate in ["foundation", "domain", "server"] {
        let crate_root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(krate).join("src");
        let files = rust_files(&crate_root);
        for file in files {
            let relative = file.strip_prefix(&crate_root).unwrap().to_string_lossy().replace('\\', "/");
            // `*_tests.rs` files are test modules (`#[cfg(test)] #[path]`): their fixtures
            // write rows straight into a test database that serves no pages.
            if EXEMPT.iter().any(|e| relative.starts_with(e) || relative == *e) || relative.ends_with("_tests.rs") {
                continue;
            }
            if let Some(tables) = violation(&std::fs::read_to_string(&file).unwrap()) {
                offenders.push(format!("{krate}/src/{relative} writes {tables:?} without ContentWrite::begin"));
            }
        }
    }
    assert!(offenders.is_empty(), "public-content writes outside ContentWrite:\n{}", offenders.join("\n"));
    // The card sections' rows are written there, for every section alike.
    let section = std::fs::read_to_string(root.join("content/section.rs")).unwrap();
    assert!(section.contains("ContentWrite::begin"), "content::section writes without ContentWrite::begin");
}

#[test]
fn the_scan_finds_a_direct_write() {
    let direct = "pub async fn drop(db: &DbConn, id: &str) { products::Entity::delete_by_id(id).exec(db).await; }";
    assert_eq!(violation(direct), Some(vec!["products"]));
    let prelude = "Faqs::delete_many().exec(db).await?;";
    assert_eq!(violation(prelude), Some(vec!["faqs"]));
    let model = "let mut row: vendor_listings::ActiveModel = listing.into(); row.update(db).await?;";
    assert_eq!(violation(model), Some(vec!["vendor_listings"]));
    let through = format!("let write = ContentWrite::begin(state).await?;\n{model}");
    assert_eq!(violation(&through), None);
    assert_eq!(violation("products::Entity::find().all(db).await?;"), None);
    let section = "impl Section for Faq { type Active = faqs::ActiveModel; fn fill(row: &mut faqs::ActiveModel) {} }";
    assert_eq!(violation(section), None);
    let section_writing = format!("{section}\nfaqs::ActiveModel::default().insert(db).await?;");
    assert_eq!(violation(&section_writing), Some(vec!["faqs"]));
}
