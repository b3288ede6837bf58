//! Reading the admin activity: filtered by admin, entity, action and a date range, newest
//! first, a page at a time. Reading is all there is: no call changes or deletes a record.

use std::collections::HashMap;

use chrono::{Duration, NaiveDate, SecondsFormat, TimeZone, Utc};
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect, Select};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use foundation::entities::{admin_activity, admins};
use foundation::error::Error;
use foundation::paging::{PageInfo, Paging};

pub const DATE_INVALID: &str = "Dates must be written YYYY-MM-DD";
pub const RANGE_INVALID: &str = "The start date must not be after the end date";

#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query, rename_all = "camelCase")]
pub struct ActivityQuery {
    /// The admin's id.
    pub admin: Option<String>,
    /// The kind of record (`enquiry`, `faq`, ...).
    pub entity: Option<String>,
    /// `entity.verb` (`enquiry.status`, ...).
    pub action: Option<String>,
    /// First day, YYYY-MM-DD (UTC), inclusive.
    pub from: Option<String>,
    /// Last day, YYYY-MM-DD (UTC), inclusive.
    pub to: Option<String>,
    pub page: Option<u64>,
    pub page_size: Option<u64>,
    /// The `next` of the page before: the page after that row (instead of `page`).
    pub after: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AdminActivityEntry {
    #[serde(rename = "_id")]
    pub _id: String,
    pub created_at: String,
    pub admin_id: String,
    /// The admin's e-mail; absent when that admin no longer exists.
    pub admin_email: Option<String>,
    /// The admin's name; absent when that admin no longer exists.
    pub admin_name: Option<String>,
    pub action: String,
    /// The record in words: "FAQ updated: 'Who are we?'".
    pub description: String,
    pub entity: String,
    pub record_id: Option<String>,
    pub summary: Option<String>,
    /// The address the request came from.
    pub ip: Option<String>,
}

/// An admin, as the filter offers it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ActivityAdmin {
    #[serde(rename = "_id")]
    pub _id: String,
    pub email: String,
}

/// The filter's choices: the admins, and the entities and actions recorded so far.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ActivityChoices {
    pub admins: Vec<ActivityAdmin>,
    pub entities: Vec<String>,
    pub actions: Vec<String>,
}

fn text(value: &Option<String>) -> Option<&str> {
    value.as_deref().map(str::trim).filter(|v| !v.is_empty())
}

/// A date as the document states it (`format: date`): exactly `YYYY-MM-DD` when given.
fn day(value: &Option<String>) -> Result<Option<NaiveDate>, Error> {
    let parse = |v: &str| crate::validation::calendar_date(v).ok_or_else(|| Error::Refused(DATE_INVALID.into()));
    value.as_deref().map(parse).transpose()
}

fn filtered(query: &ActivityQuery) -> Result<Select<admin_activity::Entity>, Error> {
    use admin_activity::Column;
    let mut select = admin_activity::Entity::find();
    for (column, value) in
        [(Column::AdminId, &query.admin), (Column::Entity, &query.entity), (Column::Action, &query.action)]
    {
        if let Some(value) = text(value) {
            select = select.filter(column.eq(value));
        }
    }
    let (from, to) = (day(&query.from)?, day(&query.to)?);
    if let (Some(from), Some(to)) = (from, to) {
        if from > to {
            return Err(Error::Refused(RANGE_INVALID.into()));
        }
    }
    let midnight = |d: NaiveDate| Utc.from_utc_datetime(&d.and_hms_opt(0, 0, 0).expect("midnight exists"));
    if let Some(from) = from {
        select = select.filter(Column::CreatedAt.gte(midnight(from)));
    }
    if let Some(to) = to {
        select = select.filter(Column::CreatedAt.lt(midnight(to) + Duration::days(1)));
    }
    Ok(select)
}

/// One page of the matching records, newest first.
pub async fn page<C: ConnectionTrait>(
    db: &C,
    query: &ActivityQuery,
) -> Result<(Vec<AdminActivityEntry>, PageInfo), Error> {
    let paging = Paging::parse(query.page, query.page_size)?.with_after(query.after.as_deref())?;
    let (rows, page) =
        paging.fetch(db, filtered(query)?, admin_activity::Column::CreatedAt, admin_activity::Column::Id).await?;
    // Only the admins of this page.
    let ids: Vec<String> = rows.iter().map(|r| r.admin_id.clone()).collect();
    let people: HashMap<String, admins::Model> = if ids.is_empty() {
        HashMap::new()
    } else {
        admins::Entity::find()
            .filter(admins::Column::Id.is_in(ids))
            .all(db)
            .await?
            .into_iter()
            .map(|a| (a.id.clone(), a))
            .collect()
    };
    let entries = rows
        .into_iter()
        .map(|r| AdminActivityEntry {
            admin_email: people.get(&r.admin_id).map(|a| a.email.clone()),
            admin_name: people.get(&r.admin_id).map(|a| a.name.clone()),
            description: super::words::sentence(&r.action, r.summary.as_deref()),
            _id: r.id,
            created_at: r.created_at.to_rfc3339_opts(SecondsFormat::Secs, true),
            admin_id: r.admin_id,
            action: r.action,
            entity: r.entity,
            record_id: r.record_id,
            summary: r.summary,
            ip: r.ip,
        })
        .collect();
    Ok((entries, page))
}

pub async fn choices<C: ConnectionTrait>(db: &C) -> Result<ActivityChoices, Error> {
    use admin_activity::Column;
    let mut admins: Vec<ActivityAdmin> = admins::Entity::find()
        .all(db)
        .await?
        .into_iter()
        .map(|a| ActivityAdmin { _id: a.id, email: a.email })
        .collect();
    admins.sort_by(|a, b| a.email.cmp(&b.email));
    let distinct = |column: Column| {
        admin_activity::Entity::find()
            .select_only()
            .column(column)
            .distinct()
            .order_by_asc(column)
            .into_tuple::<String>()
    };
    Ok(ActivityChoices {
        admins,
        entities: distinct(Column::Entity).all(db).await?,
        actions: distinct(Column::Action).all(db).await?,
    })
}
