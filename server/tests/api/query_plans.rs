//! Every list a user walks, run for real on a generated catalogue, with each statement it
//! sends recorded and explained by the database: none may read a big table whole (SQLite's
//! `SCAN t` without an index, MariaDB's `type = ALL`). MariaDB's optimiser chooses by the
//! tables' sizes, so the catalogue is generated (`tradehub demo --products N`'s rows), its
//! statistics are brought up to date first (as its background updates would), and a whole
//! read is forgiven only where the table is no bigger than the statement's own LIMIT and
//! OFFSET ask for, or tiny.

use std::collections::HashSet;
use std::sync::Mutex;

use domain::admin_people::flags::AccountFilters;
use domain::admin_people::offers::OfferFilters;
use domain::catalogue::browse::{self, Seek};
use domain::catalogue::list_pages::ListPages;
use domain::enquiries::admin::product;
use domain::enquiries::admin::search::EnquiryFilter;
use foundation::content_version::ContentVersion;
use foundation::paging::Paging;
use sea_orm::{ConnectionTrait, DatabaseConnection, DbBackend, DbErr, ExecResult, QueryResult, Statement, TryGetable};
use serde_json::Value;
use server::pages::{product_list, FooterProps, SiteProps};
use server::seo::SitemapFile;

use crate::helpers::{poll, Backend, Spawn};
use crate::on_both_databases;

/// Generated products: 20 enquiries, 25 offers, 2 suppliers and 5 buyers each.
const PRODUCTS: u64 = 150;

/// Tables that grow with the catalogue, and the aliases the statements give them.
const BIG: [&str; 9] = [
    "products",
    "varieties",
    "vendor_listings",
    "vendors",
    "users",
    "product_enquiries",
    "enquiry_words",
    "search_terms",
    "vendor_registrations",
];
/// Index bounds that name only a yes-or-no column: such a range holds most of its table.
const FLAG_BOUNDS: [&str; 2] = ["(is_active=?)", "(is_verified=?)"];
const ALIASES: [(&str, &str); 3] = [("p", "products"), ("t", "search_terms"), ("b", "search_terms")];
/// Rows per value of a flag in the statistics a sampled analysis (`analysis_limit=400`) took
/// of 2.5 million offers: about half the sample, whatever the table's size.
const SAMPLED_ROWS_PER_VALUE: u64 = 201;

/// A connection that runs every statement on the real database and keeps its SELECTs.
struct Recording<'a> {
    db: &'a DatabaseConnection,
    seen: Mutex<Vec<Statement>>,
}

impl<'a> Recording<'a> {
    fn new(db: &'a DatabaseConnection) -> Self {
        Self { db, seen: Mutex::new(Vec::new()) }
    }

    fn keep(&self, stmt: &Statement) {
        if stmt.sql.trim_start().to_ascii_uppercase().starts_with("SELECT") {
            self.seen.lock().unwrap().push(stmt.clone());
        }
    }

    fn take(&self) -> Vec<Statement> {
        std::mem::take(&mut *self.seen.lock().unwrap())
    }
}

#[async_trait::async_trait]
impl ConnectionTrait for Recording<'_> {
    fn get_database_backend(&self) -> DbBackend {
        self.db.get_database_backend()
    }

    async fn execute(&self, stmt: Statement) -> Result<ExecResult, DbErr> {
        self.db.execute(stmt).await
    }

    async fn execute_unprepared(&self, sql: &str) -> Result<ExecResult, DbErr> {
        self.db.execute_unprepared(sql).await
    }

    async fn query_one(&self, stmt: Statement) -> Result<Option<QueryResult>, DbErr> {
        self.keep(&stmt);
        self.db.query_one(stmt).await
    }

    async fn query_all(&self, stmt: Statement) -> Result<Vec<QueryResult>, DbErr> {
        self.keep(&stmt);
        self.db.query_all(stmt).await
    }
}

/// MariaDB reads a table this small whole whatever the statement (a sort of a few hundred
/// rows costs less than an index walk); the same statement on the grown table does not.
const SMALL: u64 = 1_000;

/// The rows a statement asks for at most (its largest LIMIT plus its largest OFFSET): a
/// table no bigger than that is read whole by a bounded statement too.
fn bound(stmt: &Statement) -> u64 {
    let values = stmt.values.as_ref().map(|v| v.0.clone()).unwrap_or_default();
    let at = |keyword: &str| -> u64 {
        stmt.sql
            .match_indices(keyword)
            .filter_map(|(i, _)| values.get(stmt.sql[..i].matches('?').count()))
            .filter_map(|v| match v {
                sea_orm::Value::BigUnsigned(Some(n)) => Some(*n),
                sea_orm::Value::BigInt(Some(n)) => u64::try_from(*n).ok(),
                sea_orm::Value::Unsigned(Some(n)) => Some(u64::from(*n)),
                _ => None,
            })
            .max()
            .unwrap_or(0)
    };
    at("LIMIT ?") + at("OFFSET ?")
}

fn big_table(name: &str) -> Option<&'static str> {
    let name = name.trim_matches('`');
    BIG.iter().copied().find(|t| *t == name).or_else(|| ALIASES.iter().find(|(a, _)| *a == name).map(|(_, t)| *t))
}

fn text<T: TryGetable>(row: &QueryResult, column: &str) -> Option<T> {
    row.try_get::<Option<T>>("", column).ok().flatten()
}

/// The database's own plan of the statement, a row per step.
async fn explain(db: &DatabaseConnection, stmt: &Statement) -> Vec<QueryResult> {
    let backend = db.get_database_backend();
    let prefix = if backend == DbBackend::Sqlite { "EXPLAIN QUERY PLAN " } else { "EXPLAIN " };
    let explain = Statement { sql: format!("{prefix}{}", stmt.sql), values: stmt.values.clone(), db_backend: backend };
    db.query_all(explain).await.unwrap_or_else(|e| panic!("EXPLAIN {}: {e}", stmt.sql))
}

/// The big tables a statement reads whole, by the database's own plan.
async fn full_scans(db: &DatabaseConnection, stmt: &Statement) -> Vec<String> {
    let backend = db.get_database_backend();
    let rows = explain(db, stmt).await;
    let mut found = Vec::new();
    for row in rows {
        if backend == DbBackend::Sqlite {
            let detail: String = text(&row, "detail").unwrap_or_default();
            let mut words = detail.split_whitespace();
            if let (Some("SCAN"), Some(table), None) = (words.next(), words.next(), words.next()) {
                if let Some(t) = big_table(table) {
                    found.push(format!("{t}: {detail}"));
                }
            }
            // An index bounded by a flag alone reads every row that has it, unless the
            // statement stops after its LIMIT in that index's order: a whole read too.
            let mut words = detail.split_whitespace();
            if let (Some("SEARCH"), Some(table)) = (words.next(), words.next()) {
                let flag_only = FLAG_BOUNDS.iter().any(|b| detail.ends_with(b)) && bound(stmt) == 0;
                if let Some(t) = big_table(table).filter(|_| flag_only) {
                    found.push(format!("{t}: {detail}"));
                }
            }
        } else {
            let kind: String = text(&row, "type").unwrap_or_default();
            let table: String = text(&row, "table").unwrap_or_default();
            let rows = text::<u64>(&row, "rows").or_else(|| text::<i64>(&row, "rows").map(|n| n as u64)).unwrap_or(0);
            if kind == "ALL" && rows > SMALL.max(bound(stmt)) {
                if let Some(t) = big_table(&table) {
                    found.push(format!("{t}: type ALL, about {rows} rows"));
                }
            }
            // A subquery turned into a temporary table reads all its matching rows first,
            // however early the walk that probes it stops.
            let select_type: String = text(&row, "select_type").unwrap_or_default();
            if select_type == "MATERIALIZED" {
                if let Some(t) = big_table(&table) {
                    found.push(format!("{t}: a materialised subquery (its matching rows read whole)"));
                }
            }
        }
    }
    found
}

/// The big tables a statement reads through a whole index, by the database's own plan: what
/// a count does, and what a page sought from a known place must not.
async fn whole_index_reads(db: &DatabaseConnection, stmt: &Statement) -> Vec<String> {
    let backend = db.get_database_backend();
    let mut found = Vec::new();
    for row in explain(db, stmt).await {
        if backend == DbBackend::Sqlite {
            let detail: String = text(&row, "detail").unwrap_or_default();
            let mut words = detail.split_whitespace();
            if let (Some("SCAN"), Some(table)) = (words.next(), words.next()) {
                if let Some(t) = big_table(table) {
                    found.push(format!("{t}: {detail}"));
                }
            }
        } else {
            let kind: String = text(&row, "type").unwrap_or_default();
            let table: String = text(&row, "table").unwrap_or_default();
            if kind == "index" {
                if let Some(t) = big_table(&table) {
                    found.push(format!("{t}: type index"));
                }
            }
        }
    }
    found
}

/// Runs a read that seeks its rows, then explains each statement it sent: neither a table nor
/// an index may be read whole.
async fn check_seek(db: &DatabaseConnection, rec: &Recording<'_>, label: &str, read: &str, failures: &mut Vec<String>) {
    for stmt in rec.take() {
        for scan in full_scans(db, &stmt).await.into_iter().chain(whole_index_reads(db, &stmt).await) {
            failures.push(format!("{label}{read}: {scan}\n    {}", stmt.sql));
        }
    }
}

/// Runs the list, then explains each statement it sent.
async fn check(db: &DatabaseConnection, rec: &Recording<'_>, label: &str, list: &str, failures: &mut Vec<String>) {
    let statements = rec.take();
    assert!(!statements.is_empty(), "{list} sent no statement");
    for stmt in statements {
        for scan in full_scans(db, &stmt).await {
            failures.push(format!("{label}{list}: {scan}\n    {}", stmt.sql));
        }
    }
}

/// How SQLite's statistics give the rows per value of a column with few values (a flag, a
/// status) on a grown table.
#[derive(Debug, Clone, Copy)]
enum FewValued {
    /// As a whole `ANALYZE` counts them: they grow with the table.
    Counted,
    /// As `PRAGMA optimize` samples them (a few hundred rows of each index, as the server
    /// takes them): a few hundred whatever the table's size, which makes a flag's index look
    /// as selective as a key's.
    Sampled,
}

/// SQLite's statistics of the big tables as a catalogue `times` larger would have them: each
/// index's row count grows, the rows per value of a column with few values grow or stay at
/// a sample's as `few` says, and a key's stay. The planner then chooses as it would at
/// scale, as MariaDB's does from its own statistics of the same rows.
async fn as_if_larger(db: &DatabaseConnection, times: u64, few: FewValued) {
    db.execute_unprepared("ANALYZE").await.unwrap();
    let rows = db
        .query_all(Statement::from_string(DbBackend::Sqlite, "SELECT tbl, idx, stat FROM sqlite_stat1"))
        .await
        .unwrap();
    for row in rows {
        let (table, index, stat): (String, Option<String>, String) =
            (text(&row, "tbl").unwrap(), text(&row, "idx"), text(&row, "stat").unwrap());
        if big_table(&table).is_none() {
            continue;
        }
        let numbers: Vec<u64> = stat.split_whitespace().map_while(|n| n.parse().ok()).collect();
        let Some((&count, per_value)) = numbers.split_first() else { continue };
        let scaled: Vec<String> = std::iter::once(count * times)
            .chain(per_value.iter().map(|&n| match few {
                _ if n * 20 < count => n,
                FewValued::Counted => n * times,
                FewValued::Sampled => SAMPLED_ROWS_PER_VALUE,
            }))
            .map(|n| n.to_string())
            .collect();
        let update = Statement::from_sql_and_values(
            DbBackend::Sqlite,
            "UPDATE sqlite_stat1 SET stat = ? WHERE tbl = ? AND idx IS ?",
            [scaled.join(" ").into(), table.into(), index.into()],
        );
        db.execute(update).await.unwrap();
    }
    // A sampled analysis writes no samples of values (`sqlite_stat4`), which would tell the
    // planner that most offers are active: the planner has the sampled counts alone.
    if let FewValued::Sampled = few {
        db.execute_unprepared("DELETE FROM sqlite_stat4").await.unwrap();
    }
    // A change of schema makes every pooled connection load the statistics again.
    db.execute_unprepared("CREATE TABLE plan_statistics_reload (x INTEGER)").await.unwrap();
    db.execute_unprepared("DROP TABLE plan_statistics_reload").await.unwrap();
}

fn site() -> SiteProps {
    let footer = FooterProps { phone: String::new(), address: String::new(), email: String::new(), brochure: None };
    let currency =
        server::pages::currency::SiteCurrency { code: foundation::entities::codes::Currency::Inr, rate: None };
    SiteProps { logo: None, footer, user: None, currency }
}

fn filter(q: Option<&str>, status: Option<&str>) -> EnquiryFilter {
    EnquiryFilter::parse(q, status).unwrap()
}

on_both_databases!(no_list_reads_a_big_table_whole, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    domain::seed::scale::run(&app.db, PRODUCTS).await.unwrap();
    let mut failures = Vec::new();
    if backend == Backend::Mysql {
        for table in BIG {
            app.db.execute_unprepared(&format!("ANALYZE TABLE {table}")).await.unwrap();
        }
        every_list(&app.db, "", &mut failures).await;
    } else {
        for few in [FewValued::Counted, FewValued::Sampled] {
            failures.extend(walk_as_if_larger(&app.db, few).await);
        }
    }
    assert!(failures.is_empty(), "full scans of big tables:\n{}", failures.join("\n"));
});

/// SQLite's statistics, as the planner reads them.
async fn statistics(db: &DatabaseConnection) -> Vec<String> {
    let sql = "SELECT tbl || ' ' || COALESCE(idx, '') || ' ' || stat AS s FROM sqlite_stat1 ORDER BY tbl, idx";
    let rows = db.query_all(Statement::from_string(DbBackend::Sqlite, sql)).await.unwrap();
    rows.iter().filter_map(|row| text(row, "s")).collect()
}

/// Every list walked on SQLite's statistics of a larger catalogue. The server's sweeper
/// takes the statistics again now and then, as it should in production: a walk it
/// interrupted (the statistics no longer the ones set) is walked again on them.
async fn walk_as_if_larger(db: &DatabaseConnection, few: FewValued) -> Vec<String> {
    for _ in 0..3 {
        as_if_larger(db, 1000, few).await;
        let set = statistics(db).await;
        let mut failures = Vec::new();
        every_list(db, &format!("{few:?}: "), &mut failures).await;
        if statistics(db).await == set {
            return failures;
        }
    }
    panic!("the statistics were taken again during three walks");
}

/// Runs every list a user walks, each statement explained; `label` starts each failure.
async fn every_list(db: &DatabaseConnection, label: &str, failures: &mut Vec<String>) {
    let rec = Recording::new(db);
    let first = Paging::parse(None, None).unwrap();

    // The admin's product enquiries: all, by status, by a rare, a common and an absent
    // word, a late page, and the page after the first.
    let enquiry_lists = [
        ("enquiries", filter(None, None)),
        ("enquiries status=pending", filter(None, Some("pending"))),
        ("enquiries q=alphonso", filter(Some("alphonso"), None)),
        ("enquiries q=tradehub (every row)", filter(Some("tradehub"), None)),
        ("enquiries q=tradehub status=rejected", filter(Some("tradehub"), Some("rejected"))),
        ("enquiries q=zqxjv", filter(Some("zqxjv"), None)),
    ];
    for (name, f) in &enquiry_lists {
        let (_, info) = product::page(&rec, f, first.clone()).await.unwrap();
        check(db, &rec, label, name, failures).await;
        if let Some(next) = info.next {
            product::page(&rec, f, first.clone().with_after(Some(&next)).unwrap()).await.unwrap();
            check(db, &rec, label, &format!("{name}, after"), failures).await;
        }
    }
    product::page(&rec, &filter(None, None), Paging::parse(Some(10), Some(20)).unwrap()).await.unwrap();
    check(db, &rec, label, "enquiries page 10", failures).await;

    // The admin's listings, buyers and suppliers.
    for active in [None, Some("yes")] {
        let listing_filters: OfferFilters =
            serde_json::from_value(serde_json::json!({ "active": active, "page": 3 })).unwrap();
        domain::admin_people::offers::list(&rec, &listing_filters).await.unwrap();
        check(db, &rec, label, &format!("listings active={active:?}"), failures).await;
    }
    let people: AccountFilters = serde_json::from_value(serde_json::json!({ "page": 2 })).unwrap();
    domain::admin_people::buyers::list(&rec, &people).await.unwrap();
    check(db, &rec, label, "buyers", failures).await;
    domain::admin_people::suppliers::list(&rec, &people).await.unwrap();
    check(db, &rec, label, "suppliers", failures).await;

    // getAllProducts: catalogue order, the page after, a search.
    let (_, info) = domain::catalogue::products::page(&rec, None, first.clone()).await.unwrap();
    check(db, &rec, label, "getAllProducts", failures).await;
    let next = info.next.expect("a full first page names the next");
    domain::catalogue::products::page(&rec, None, first.clone().with_after(Some(&next)).unwrap()).await.unwrap();
    check(db, &rec, label, "getAllProducts after", failures).await;
    domain::catalogue::products::page(&rec, Some("mango"), first.clone()).await.unwrap();
    check(db, &rec, label, "getAllProducts search=mango", failures).await;

    // /products: first and last page, a family, searches (a word, words it begins, a typo,
    // a later page, two words).
    let last = (PRODUCTS + 10).div_ceil(24);
    let queries = ["family=spices", "q=mango", "q=ma", "q=alphonzo", "q=mango&page=2", "q=kesar+mango"];
    // A long list's pages far from both ends: every stride-th place, then a page from one.
    let places = browse::places(&rec, None, 24).await.unwrap();
    check(db, &rec, label, "/products places", failures).await;
    browse::page(&rec, None, Seek::After(&places[places.len() / 2], 7), 24).await.unwrap();
    check_seek(db, &rec, label, "/products from a place", failures).await;
    let spices = [Some("Spices".to_owned())];
    let places = browse::places(&rec, Some(&spices), 24).await.unwrap();
    check(db, &rec, label, "/products?family=spices places", failures).await;
    browse::page(&rec, Some(&spices), Seek::After(&places[places.len() / 2], 7), 24).await.unwrap();
    check_seek(db, &rec, label, "/products?family=spices from a place", failures).await;
    let (kept, content) = (ListPages::default(), ContentVersion::new());
    for query in [String::new(), format!("page={last}")].into_iter().chain(queries.map(String::from)) {
        product_list::load(&rec, kept.at(&content, 0), site(), product_list::Filter::from_query(&query)).await.unwrap();
        check(db, &rec, label, &format!("/products?{query}"), failures).await;
    }

    // The sitemap: where its slices start, then the first and a later slice of each table.
    let starts = domain::catalogue::changes::starts(&rec, 100).await.unwrap();
    check(db, &rec, label, "sitemap starts", failures).await;
    for file in
        [SitemapFile::Products(1), SitemapFile::Products(2), SitemapFile::Varieties(1), SitemapFile::Varieties(5)]
    {
        server::seo::file_entries(&rec, file, &starts, 100).await.unwrap();
        check(db, &rec, label, &format!("sitemap {file:?}"), failures).await;
    }
}

on_both_databases!(deep_pages_are_walked_with_after, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    domain::seed::scale::run(&app.db, 3).await.unwrap();
    let (_, admin) = app.admin("plans@admins.test").await;
    // Every enquiry once, in order, by following `next`; the same as by page numbers.
    let walk = |path: &'static str| {
        let (app, admin) = (&app, &admin);
        async move {
            let mut seen: Vec<String> = Vec::new();
            let mut url = format!("{path}?pageSize=7");
            loop {
                let (status, body): (u16, Value) = app.get_json_as(&url, admin).await;
                assert_eq!(status, 200, "{url}: {body}");
                seen.extend(body["data"].as_array().unwrap().iter().map(|e| e["_id"].as_str().unwrap().to_owned()));
                assert_eq!(body["totalExact"], true);
                match body["next"].as_str() {
                    Some(next) => url = format!("{path}?pageSize=7&after={next}"),
                    None => break,
                }
            }
            seen
        }
    };
    let walked = walk("/api/v1/user/enquiry").await;
    let (_, all) = app.get_json_as("/api/v1/user/enquiry?pageSize=100", &admin).await;
    let total = all["total"].as_u64().unwrap() as usize;
    assert!(total > 60, "the generated enquiries are there: {total}");
    let mut numbered = Vec::new();
    for page in 1..=total.div_ceil(100) {
        let (_, body) = app.get_json_as(&format!("/api/v1/user/enquiry?pageSize=100&page={page}"), &admin).await;
        numbered.extend(body["data"].as_array().unwrap().iter().map(|e| e["_id"].as_str().unwrap().to_owned()));
    }
    assert_eq!(walked, numbered, "after walks the list in the order of the pages, each row once");

    // The catalogue order too.
    let mut seen = Vec::new();
    let mut url = "/api/v1/admin/product/getAllProducts?pageSize=4".to_owned();
    loop {
        let (status, body) = app.get_json(&url).await;
        assert_eq!(status, 200, "{url}");
        seen.extend(body["products"].as_array().unwrap().iter().map(|p| p["_id"].as_str().unwrap().to_owned()));
        match body["next"].as_str() {
            Some(next) => url = format!("/api/v1/admin/product/getAllProducts?pageSize=4&after={next}"),
            None => break,
        }
    }
    let (_, all) = app.get_json("/api/v1/admin/product/getAllProducts?pageSize=100").await;
    let every: Vec<String> =
        all["products"].as_array().unwrap().iter().map(|p| p["_id"].as_str().unwrap().to_owned()).collect();
    assert_eq!(seen, every);

    // The admin's listings: every one once by following `next`.
    let (_, first) = app.get_json_as("/api/v1/vendorProduct/getAllProduct?pageSize=100", &admin).await;
    let listed = first["total"].as_u64().unwrap() as usize;
    let mut seen = HashSet::new();
    let mut url = "/api/v1/vendorProduct/getAllProduct?pageSize=30".to_owned();
    loop {
        let (status, body) = app.get_json_as(&url, &admin).await;
        assert_eq!(status, 200, "{url}: {body}");
        for row in body["products"].as_array().unwrap() {
            assert!(seen.insert(row["_id"].as_str().unwrap().to_owned()), "each listing once");
        }
        match body["next"].as_str() {
            Some(next) => url = format!("/api/v1/vendorProduct/getAllProduct?pageSize=30&after={next}"),
            None => break,
        }
    }
    assert_eq!(seen.len(), listed);

    // Hostile or stale cursors are refused in plain words; page numbers stop at the bound.
    for bad in ["after=x'--", "after=1_2_3_4_5", "after=abc_def", "page=501", "pageSize=100&page=101"] {
        let (status, body) = app.get_json_as(&format!("/api/v1/user/enquiry?{bad}"), &admin).await;
        assert_eq!(status, 400, "{bad}: {body}");
        assert_eq!(body["success"], false);
    }
    // A text filter's page numbers reach its count's bound: ten pages of twenty.
    let (status, body) = app.get_json_as("/api/v1/user/enquiry?q=tradehub&page=10", &admin).await;
    assert_eq!(status, 200, "{body}");
    let (status, body) = app.get_json_as("/api/v1/user/enquiry?q=tradehub&page=11", &admin).await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(body["message"], product::TEXT_PAGE_TOO_DEEP);
});

on_both_databases!(totals_stop_at_the_bound, |backend: Backend| async move {
    let app = Spawn::new(backend).demo().start().await.unwrap();
    domain::seed::scale::run(&app.db, 3).await.unwrap();
    let all = EnquiryFilter::default();
    let (_, info) = product::page(&app.db, &all, Paging::parse(None, None).unwrap()).await.unwrap();
    assert!(info.total_exact);
    let exact = info.total;
    let counted = foundation::paging::count_up_to::<foundation::entities::product_enquiries::Entity, _, _>(
        &app.db,
        sea_orm::EntityTrait::find(),
        foundation::entities::product_enquiries::Column::Id,
        exact - 1,
    )
    .await
    .unwrap();
    assert_eq!((counted.rows, counted.exact), (exact - 1, false), "one over the bound reads as the bound, inexact");
    let counted = foundation::paging::count_up_to::<foundation::entities::product_enquiries::Entity, _, _>(
        &app.db,
        sea_orm::EntityTrait::find(),
        foundation::entities::product_enquiries::Column::Id,
        exact,
    )
    .await
    .unwrap();
    assert_eq!((counted.rows, counted.exact), (exact, true));
});

#[tokio::test]
async fn sqlite_plans_from_statistics_taken_after_start() {
    let app = Spawn::new(Backend::Sqlite).demo().start().await.unwrap();
    let count = Statement::from_string(
        DbBackend::Sqlite,
        "SELECT COUNT(*) AS n FROM sqlite_stat1 WHERE tbl = 'vendor_listings'",
    );
    // Taken at start, before the listener; waited for a while at most all the same.
    let indexes = poll(
        || async {
            let row = app.db.query_one(count.clone()).await.ok().flatten();
            row.and_then(|row| row.try_get::<i64>("", "n").ok()).unwrap_or(0)
        },
        |indexes| *indexes >= 3,
    )
    .await;
    assert!(indexes >= 3, "the offers' indexes have statistics: {indexes}");
}

// MariaDB's planner sorted the whole table for these lists on the server's own connections
// at scale, where the same statement elsewhere read the index: unfiltered, their count and
// page name the index in the list's order on MySQL; filtered, they leave the choice to the
// planner (the filter's own index). SQLite's statements never name one.
on_both_databases!(unfiltered_admin_lists_name_their_index_on_mysql, |backend: Backend| async move {
    use domain::orders::list::AdminOrderQuery;
    use foundation::entities::{orders, users};

    let app = Spawn::new(backend).start().await.unwrap();
    let rec = Recording::new(&app.db);
    let hinted = |statements: Vec<Statement>, index: &str| {
        let force = format!("FORCE INDEX (`{index}`)");
        statements.iter().filter(|s| s.sql.contains(&force)).count()
    };

    domain::orders::list::for_admin(&rec, &AdminOrderQuery::default()).await.unwrap();
    let expected = if backend == Backend::Mysql { 2 } else { 0 };
    assert_eq!(hinted(rec.take(), orders::NEWEST_INDEX), expected, "the count and the page's ids");
    let shipped = AdminOrderQuery { status: Some("shipped".into()), ..Default::default() };
    domain::orders::list::for_admin(&rec, &shipped).await.unwrap();
    assert_eq!(hinted(rec.take(), orders::NEWEST_INDEX), 0, "a status has an index of its own");

    let all: AccountFilters = serde_json::from_value(serde_json::json!({})).unwrap();
    domain::admin_people::buyers::list(&rec, &all).await.unwrap();
    assert_eq!(hinted(rec.take(), users::NEWEST_INDEX), expected);
    let searched: AccountFilters = serde_json::from_value(serde_json::json!({ "search": "racing" })).unwrap();
    domain::admin_people::buyers::list(&rec, &searched).await.unwrap();
    assert_eq!(hinted(rec.take(), users::NEWEST_INDEX), 0);
});

/// Whether the plan reads `product_enquiries` from an index alone, never its rows; with the
/// plan's lines for a failure.
async fn reads_enquiries_from_an_index(db: &DatabaseConnection, stmt: &Statement) -> (bool, Vec<String>) {
    let backend = db.get_database_backend();
    let mut lines = Vec::new();
    let mut alone = false;
    for row in explain(db, stmt).await {
        if backend == DbBackend::Sqlite {
            let detail: String = text(&row, "detail").unwrap_or_default();
            alone |= detail.starts_with("SEARCH product_enquiries USING COVERING INDEX ");
            lines.push(detail);
        } else {
            let table: String = text(&row, "table").unwrap_or_default();
            let extra: String = text(&row, "Extra").unwrap_or_default();
            // "Using index condition" reads the rows; "Using index" alone does not.
            alone |= table == "product_enquiries" && extra.split("; ").any(|e| e == "Using index");
            lines.push(format!("{table} {} {extra}", text::<String>(&row, "key").unwrap_or_default()));
        }
    }
    (alone, lines)
}

// The site's insights count a range of every enquiry (90 days hold over a hundred thousand
// at scale): the counts, the median answer time and the days read that range from an index
// alone (the insights index, or one narrower), never the wide rows.
on_both_databases!(the_sites_insights_read_enquiries_from_their_index_alone, |backend: Backend| async move {
    use domain::insights::Range;
    use foundation::entities::product_enquiries;

    let app = Spawn::new(backend).demo().start().await.unwrap();
    domain::seed::scale::run(&app.db, PRODUCTS).await.unwrap();
    let analyze = if backend == Backend::Mysql { "ANALYZE TABLE product_enquiries" } else { "ANALYZE" };
    app.db.execute_unprepared(analyze).await.unwrap();
    let rec = Recording::new(&app.db);
    let range = Range::parse(Some("90"), chrono::Utc::now().date_naive()).unwrap();
    domain::insights::report::site(&rec, &range, Paging::parse(None, None).unwrap()).await.unwrap();
    let whole: Vec<Statement> = rec
        .take()
        .into_iter()
        .filter(|s| s.sql.contains("FROM product_enquiries") && !s.sql.contains(" IN ("))
        .collect();
    assert_eq!(whole.len(), 3, "the counts, the median and the days");
    // The counts and the median name their index on MySQL, as the unfiltered lists do.
    let force = format!("FORCE INDEX (`{}`)", product_enquiries::INSIGHTS_INDEX);
    let named = whole.iter().filter(|s| s.sql.contains(&force)).count();
    assert_eq!(named, if backend == Backend::Mysql { 2 } else { 0 });
    for stmt in &whole {
        let (alone, plan) = reads_enquiries_from_an_index(&app.db, stmt).await;
        assert!(alone, "{}\n  {}", stmt.sql, plan.join("\n  "));
    }
});
