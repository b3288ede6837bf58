//! The insights' SQL, the same on SQLite and MySQL but for the answer time (seconds
//! between two datetimes). Every statement reads one date range of one scope through an
//! index: `variety_views` by its key `(variety_id, day)` or by `(day, variety_id, views)`;
//! `product_enquiries` by `(vendor_id | listing_id | variety_id, created_at)` or, for the
//! whole site, by an index that holds every figure beside `created_at` (with the column
//! `answered`, which the database keeps to its rule), so the rows are not read. Groups come
//! back as a few rows, never the enquiries.
//!
//! The median first-answer time is computed by the database: the answered enquiries of
//! the range are numbered in order of their answer time within each group (a window),
//! and only the middle one or two come back. The set it sorts is bounded by the range
//! (90 days at most) of one offer, one supplier, or the site.

use std::collections::HashMap;

use chrono::NaiveDate;
use sea_orm::{ConnectionTrait, DbBackend, DbErr, FromQueryResult, Statement, Value};

use super::range::Range;
use foundation::entities::codes::QuoteOutcome;
use foundation::entities::product_enquiries;

/// Whose enquiries.
#[derive(Debug, Clone, Copy)]
pub enum Enquiries<'a> {
    Site,
    Supplier(&'a str),
    /// Grouped by offer.
    Offers(&'a [String]),
    /// Grouped by variety.
    Varieties(&'a [String]),
}

/// Whose variety pages' views.
#[derive(Debug, Clone, Copy)]
pub enum Views<'a> {
    Site,
    /// The varieties the supplier lists.
    Supplier(&'a str),
    /// Grouped by variety.
    Varieties(&'a [String]),
}

/// One group's enquiry figures.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct EnquiryCounts {
    pub enquiries: u64,
    /// With a first answer (a quote, a reply or a status change), a reply, or a status
    /// other than pending: what the variety page's "answered" counts, plus quotes.
    pub answered: u64,
    pub accepted: u64,
    /// Over the enquiries with a first-answer time.
    pub median_answer_seconds: Option<u64>,
}

fn placeholders(n: usize) -> String {
    vec!["?"; n].join(", ")
}

fn in_list(column: &str, ids: &[String], values: &mut Vec<Value>) -> String {
    values.extend(ids.iter().map(|id| Value::from(id.clone())));
    format!("{column} IN ({})", placeholders(ids.len()))
}

impl Enquiries<'_> {
    /// The column of the groups; `None`: one group, keyed "".
    fn key(&self) -> Option<&'static str> {
        match self {
            Self::Offers(_) => Some("listing_id"),
            Self::Varieties(_) => Some("variety_id"),
            Self::Site | Self::Supplier(_) => None,
        }
    }

    fn is_empty(&self) -> bool {
        matches!(self, Self::Offers(ids) | Self::Varieties(ids) if ids.is_empty())
    }

    /// The index the scope's figures are read from, named on MySQL for the whole site as the
    /// admin's unfiltered lists name theirs: MariaDB has planned the server's prepared
    /// statements otherwise than the same statements typed into its client.
    fn index_hint(&self, backend: DbBackend) -> String {
        match (self, backend) {
            (Self::Site, DbBackend::MySql) => format!(" FORCE INDEX (`{}`)", product_enquiries::INSIGHTS_INDEX),
            _ => String::new(),
        }
    }

    /// The scope and range as a WHERE clause; its values are pushed in order.
    fn condition(&self, range: &Range, values: &mut Vec<Value>) -> String {
        let scope = match self {
            Self::Site => "1 = 1".to_owned(),
            Self::Supplier(id) => {
                values.push(Value::from(id.to_string()));
                "vendor_id = ?".to_owned()
            }
            Self::Offers(ids) => in_list("listing_id", ids, values),
            Self::Varieties(ids) => in_list("variety_id", ids, values),
        };
        values.push(Value::from(range.start()));
        values.push(Value::from(range.end()));
        format!("{scope} AND created_at >= ? AND created_at < ?")
    }
}

impl Views<'_> {
    fn condition(&self, range: &Range, values: &mut Vec<Value>) -> String {
        let scope = match self {
            Self::Site => "1 = 1".to_owned(),
            Self::Supplier(id) => {
                values.push(Value::from(id.to_string()));
                "variety_id IN (SELECT variety_id FROM vendor_listings WHERE vendor_id = ?)".to_owned()
            }
            Self::Varieties(ids) => in_list("variety_id", ids, values),
        };
        values.push(Value::from(range.from));
        values.push(Value::from(range.to));
        format!("{scope} AND day >= ? AND day <= ?")
    }
}

/// Seconds from the enquiry to its first answer.
fn answer_seconds(backend: DbBackend) -> &'static str {
    match backend {
        DbBackend::MySql => "TIMESTAMPDIFF(SECOND, created_at, first_answered_at)",
        _ => "(strftime('%s', first_answered_at) - strftime('%s', created_at))",
    }
}

fn count(n: i64) -> u64 {
    u64::try_from(n).unwrap_or(0)
}

#[derive(FromQueryResult)]
struct CountRow {
    k: String,
    enquiries: i64,
    answered: i64,
    accepted: i64,
}

#[derive(FromQueryResult)]
struct MedianRow {
    k: String,
    total: i64,
    picked: i64,
}

#[derive(FromQueryResult)]
struct KeyedRow {
    k: String,
    n: i64,
}

async fn keyed<C: ConnectionTrait>(db: &C, sql: String, values: Vec<Value>) -> Result<Vec<KeyedRow>, DbErr> {
    KeyedRow::find_by_statement(Statement::from_sql_and_values(db.get_database_backend(), sql, values)).all(db).await
}

/// The enquiry figures of each group of `scope` (one group keyed "" for the site or a
/// supplier). Groups without enquiries are absent.
pub async fn enquiries<C: ConnectionTrait>(
    db: &C,
    scope: Enquiries<'_>,
    range: &Range,
) -> Result<HashMap<String, EnquiryCounts>, DbErr> {
    if scope.is_empty() {
        return Ok(HashMap::new());
    }
    let backend = db.get_database_backend();
    let key = scope.key().unwrap_or("''");
    let hint = scope.index_hint(backend);
    let group_by = scope.key().map(|k| format!(" GROUP BY {k}")).unwrap_or_default();

    let mut values = vec![Value::from(QuoteOutcome::Accepted.as_str())];
    let condition = scope.condition(range, &mut values);
    let sql = format!(
        "SELECT {key} AS k, COUNT(*) AS enquiries, \
         CAST(COALESCE(SUM(answered), 0) AS SIGNED) AS answered, \
         CAST(COALESCE(SUM(CASE WHEN quote_outcome = ? THEN 1 ELSE 0 END), 0) AS SIGNED) AS accepted \
         FROM product_enquiries{hint} WHERE {condition}{group_by}"
    );
    let rows = CountRow::find_by_statement(Statement::from_sql_and_values(backend, sql, values)).all(db).await?;
    let mut figures: HashMap<String, EnquiryCounts> = rows
        .into_iter()
        .filter(|r| r.enquiries > 0)
        .map(|r| {
            let counts = EnquiryCounts {
                enquiries: count(r.enquiries),
                answered: count(r.answered),
                accepted: count(r.accepted),
                median_answer_seconds: None,
            };
            (r.k, counts)
        })
        .collect();

    // The middle one (odd count) or two (even) of each group's answer times, in order:
    // rows numbered n with 2n in [count, count + 2].
    let seconds = answer_seconds(backend);
    let partition = scope.key().map(|k| format!("PARTITION BY {k} ")).unwrap_or_default();
    let mut values = Vec::new();
    let condition = scope.condition(range, &mut values);
    let sql = format!(
        "SELECT k, CAST(SUM(secs) AS SIGNED) AS total, COUNT(*) AS picked FROM ( \
           SELECT {key} AS k, {seconds} AS secs, \
             ROW_NUMBER() OVER ({partition}ORDER BY {seconds}) AS rn, \
             COUNT(*) OVER ({partition}) AS n \
           FROM product_enquiries{hint} WHERE {condition} AND first_answered_at IS NOT NULL \
         ) ranked WHERE rn * 2 >= n AND rn * 2 <= n + 2 GROUP BY k"
    );
    for row in MedianRow::find_by_statement(Statement::from_sql_and_values(backend, sql, values)).all(db).await? {
        if let (Some(group), Ok(picked)) = (figures.get_mut(&row.k), u64::try_from(row.picked)) {
            // Halves round up: a median of 90.5 s reads 91 s.
            group.median_answer_seconds = (picked > 0).then(|| (count(row.total) + picked / 2) / picked);
        }
    }
    Ok(figures)
}

/// Views of the scope's variety pages: per variety for [`Views::Varieties`], else one
/// group keyed "".
pub async fn views<C: ConnectionTrait>(db: &C, scope: Views<'_>, range: &Range) -> Result<HashMap<String, u64>, DbErr> {
    if matches!(scope, Views::Varieties(ids) if ids.is_empty()) {
        return Ok(HashMap::new());
    }
    let (key, group_by) = match scope {
        Views::Varieties(_) => ("variety_id", " GROUP BY variety_id"),
        _ => ("''", ""),
    };
    let mut values = Vec::new();
    let condition = scope.condition(range, &mut values);
    let sql = format!(
        "SELECT {key} AS k, CAST(COALESCE(SUM(views), 0) AS SIGNED) AS n FROM variety_views WHERE {condition}{group_by}"
    );
    Ok(keyed(db, sql, values).await?.into_iter().map(|r| (r.k, count(r.n))).collect())
}

/// Views and enquiries per day of the range, every day present (zero when nothing).
pub async fn per_day<C: ConnectionTrait>(
    db: &C,
    views: Views<'_>,
    enquiries: Enquiries<'_>,
    range: &Range,
) -> Result<Vec<(NaiveDate, u64, u64)>, DbErr> {
    let mut values = Vec::new();
    let condition = views.condition(range, &mut values);
    let sql = format!(
        "SELECT CAST(day AS CHAR) AS k, CAST(SUM(views) AS SIGNED) AS n FROM variety_views WHERE {condition} GROUP BY day"
    );
    let viewed: HashMap<String, u64> = keyed(db, sql, values).await?.into_iter().map(|r| (r.k, count(r.n))).collect();
    let mut values = Vec::new();
    let condition = enquiries.condition(range, &mut values);
    let day = "CAST(DATE(created_at) AS CHAR)";
    let sql = format!("SELECT {day} AS k, COUNT(*) AS n FROM product_enquiries WHERE {condition} GROUP BY {day}");
    let asked: HashMap<String, u64> = keyed(db, sql, values).await?.into_iter().map(|r| (r.k, count(r.n))).collect();
    Ok(range
        .each_day()
        .map(|d| {
            let key = d.format("%Y-%m-%d").to_string();
            (d, viewed.get(&key).copied().unwrap_or(0), asked.get(&key).copied().unwrap_or(0))
        })
        .collect())
}

/// A page of the site's varieties by views in the range, most first (ties by id), and
/// how many varieties were viewed.
pub async fn top_varieties<C: ConnectionTrait>(
    db: &C,
    range: &Range,
    limit: u64,
    offset: u64,
) -> Result<(Vec<(String, u64)>, u64), DbErr> {
    let mut values = Vec::new();
    let condition = Views::Site.condition(range, &mut values);
    let total_sql = format!("SELECT '' AS k, COUNT(DISTINCT variety_id) AS n FROM variety_views WHERE {condition}");
    let total = keyed(db, total_sql, values.clone()).await?.first().map_or(0, |r| count(r.n));
    values.push(Value::from(limit));
    values.push(Value::from(offset));
    let sql = format!(
        "SELECT variety_id AS k, CAST(SUM(views) AS SIGNED) AS n FROM variety_views WHERE {condition} \
         GROUP BY variety_id ORDER BY n DESC, variety_id ASC LIMIT ? OFFSET ?"
    );
    let page = keyed(db, sql, values).await?.into_iter().map(|r| (r.k, count(r.n))).collect();
    Ok((page, total))
}
