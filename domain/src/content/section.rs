//! The card sections of the site (reach items, core values, why-choose-us entries,
//! services, additional services, testimonials, FAQ items): rows shown in order of
//! `position`, which the admin adds, changes and deletes one at a time. A section states
//! what differs (its table, its form's fields and how they fill a row, its picture, the
//! words of its activity record and of its 404) by implementing [`Section`] on its public
//! shape; listing and the three writes are written once, here.
//!
//! Every write runs in one `ContentWrite` (`Topic::Site`) and records the admin's activity
//! in it. A sent picture is stored before the transaction and removed again if the write
//! fails; the picture a write replaced or deleted is removed once it committed
//! (`files::settle`).

use sea_orm::{
    ActiveModelBehavior, ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, IntoActiveModel, Iterable,
    ModelTrait, PrimaryKeyToColumn, QueryFilter, QueryOrder, QuerySelect, Select, Value,
};

use super::files::{settle, store_picture};
use crate::admin_activity::{record, Activity, AdminActor};
use crate::content_write::{ContentWrite, DomainContext};
use crate::uploads::{FileRule, Upload};
use crate::validation::Form;
use foundation::content_version::Topic;
use foundation::error::Error;

/// A column of the section's table.
pub type Column<S> = <<S as Section>::Entity as EntityTrait>::Column;

/// One card section; implemented by its public shape (`Self`, what `list` and the writes
/// answer with).
pub trait Section: Sized + Send + 'static {
    type Entity: EntityTrait<Model = Self::Model>;
    type Model: ModelTrait<Entity = Self::Entity> + IntoActiveModel<Self::Active> + Into<Self> + Sync;
    type Active: ActiveModelTrait<Entity = Self::Entity> + ActiveModelBehavior + Send + Sync;
    /// What the admin sends: a multipart form, or for FAQ items a JSON body.
    type Sent: Submission + Sync;
    /// The sent fields once checked.
    type Fields: Send;

    /// The activity record's entity; its actions are `{ENTITY}.create`, `.update`, `.delete`.
    const ENTITY: &'static str;
    /// The 404's message when no row has the id.
    const NOT_FOUND: &'static str;
    /// The column the rows are shown in order of (a new row goes last).
    const POSITION: Column<Self>;
    /// The text column the activity record quotes (a name, title or question).
    const SUMMARY: Column<Self>;
    /// The section's picture, if its rows have one.
    const PICTURE: Option<Picture<Self>>;

    /// Checks the sent fields, recording each failure under its field in `form`. The
    /// answer is used only when `form` finishes without one.
    fn check(sent: &Self::Sent, form: &mut Form) -> Self::Fields;

    /// Writes checked fields into a row: a new one (from [`Section::new_row`]) or the one
    /// being changed.
    fn fill(row: &mut Self::Active, fields: Self::Fields);

    /// A row to add, before `fill`: where a form may leave a field out, its default.
    fn new_row() -> Self::Active {
        Self::Active::default()
    }
}

/// A section's picture: the form's file field, and the column that keeps its address.
pub struct Picture<S: Section> {
    pub rule: FileRule,
    pub column: Column<S>,
    /// Whether adding a row needs one; a change never does (the old picture stays).
    pub required: bool,
}

/// What a write was sent, as far as files go: only a multipart form carries any.
pub trait Submission {
    fn upload(&self, field: &str) -> Option<&Upload>;
}

impl Submission for crate::uploads::Form {
    fn upload(&self, field: &str) -> Option<&Upload> {
        self.files.get(field)
    }
}

/// The section's rows, in their order.
pub async fn list<S: Section>(db: &impl ConnectionTrait) -> Result<Vec<S>, DbErr> {
    let rows = S::Entity::find().order_by_asc(S::POSITION).all(db).await?;
    Ok(rows.into_iter().map(Into::into).collect())
}

/// Whether the section has a row with this id.
pub async fn exists<S: Section>(db: &impl ConnectionTrait, id: &str) -> Result<bool, DbErr> {
    Ok(by_id::<S>(id).one(db).await?.is_some())
}

pub fn not_found<S: Section>() -> Error {
    Error::NotFound(S::NOT_FOUND.into())
}

/// Adds a row after the last one.
pub async fn create<S: Section>(state: &DomainContext, actor: &AdminActor, sent: &S::Sent) -> Result<S, Error> {
    let fields = checked::<S>(sent, true)?;
    let picture = store::<S>(state, sent).await?;
    let result = async {
        let write = ContentWrite::begin(state).await?;
        let mut row = S::new_row();
        S::fill(&mut row, fields);
        if let Some(p) = S::PICTURE {
            row.set(p.column, picture.clone().into());
        }
        row.set(S::POSITION, next_position::<S>(write.txn()).await?.into());
        let row = row.insert(write.txn()).await?;
        let id = text(&row, key::<S>()).unwrap_or_default();
        note::<S>(write.txn(), actor, "create", &id, &row).await?;
        write.commit(&[Topic::Site]).await?;
        Ok((row.into(), vec![]))
    }
    .await;
    settle(state, vec![picture], result).await
}

/// Changes the row with this id; its picture only when a new one was sent.
pub async fn update<S: Section>(
    state: &DomainContext,
    actor: &AdminActor,
    id: &str,
    sent: &S::Sent,
) -> Result<S, Error> {
    let fields = checked::<S>(sent, false)?;
    let picture = store::<S>(state, sent).await?;
    let result = async {
        let write = ContentWrite::begin(state).await?;
        let row = by_id::<S>(id).one(write.txn()).await?.ok_or_else(not_found::<S>)?;
        let old = picture_of::<S>(&row);
        let mut row = row.into_active_model();
        S::fill(&mut row, fields);
        if let (Some(p), Some(new)) = (S::PICTURE, &picture) {
            row.set(p.column, Some(new.clone()).into());
        }
        let row = row.update(write.txn()).await?;
        note::<S>(write.txn(), actor, "update", id, &row).await?;
        write.commit(&[Topic::Site]).await?;
        let replaced = if picture.is_some() { vec![old] } else { vec![] };
        Ok((row.into(), replaced))
    }
    .await;
    settle(state, vec![picture], result).await
}

/// Deletes the row with this id, or answers the section's 404.
pub async fn delete<S: Section>(state: &DomainContext, actor: &AdminActor, id: &str) -> Result<(), Error> {
    match delete_if_any::<S>(state, actor, id).await? {
        true => Ok(()),
        false => Err(not_found::<S>()),
    }
}

/// Deletes the row with this id if the section has one (with its picture): whether it had.
/// For calls that try one section after another.
pub async fn delete_if_any<S: Section>(state: &DomainContext, actor: &AdminActor, id: &str) -> Result<bool, Error> {
    let result = async {
        let write = ContentWrite::begin(state).await?;
        let Some(row) = by_id::<S>(id).one(write.txn()).await? else {
            return Ok((false, vec![]));
        };
        S::Entity::delete_many().filter(key::<S>().eq(id)).exec(write.txn()).await?;
        note::<S>(write.txn(), actor, "delete", id, &row).await?;
        write.commit(&[Topic::Site]).await?;
        Ok((true, vec![picture_of::<S>(&row)]))
    }
    .await;
    settle(state, vec![], result).await
}

/// The sent fields checked; adding, a required picture too (after the fields, so the
/// message names the first failing field in the form's order).
pub(super) fn checked<S: Section>(sent: &S::Sent, adding: bool) -> Result<S::Fields, Error> {
    let mut form = Form::new();
    let fields = S::check(sent, &mut form);
    if let Some(p) = S::PICTURE.filter(|p| adding && p.required) {
        if sent.upload(p.rule.field).is_none() {
            form.fail(p.rule.field, format!("{} is required", p.rule.label));
        }
    }
    form.finish()?;
    Ok(fields)
}

/// Stores the sent picture, if the section has one and it was sent: its address.
async fn store<S: Section>(state: &DomainContext, sent: &S::Sent) -> Result<Option<String>, Error> {
    match S::PICTURE.and_then(|p| sent.upload(p.rule.field)) {
        Some(upload) => Ok(Some(store_picture(state, upload).await?)),
        None => Ok(None),
    }
}

/// The key column: every section's rows have one, `id`.
fn key<S: Section>() -> Column<S> {
    let key = <S::Entity as EntityTrait>::PrimaryKey::iter().next().expect("a section's table has a key");
    key.into_column()
}

fn by_id<S: Section>(id: &str) -> Select<S::Entity> {
    S::Entity::find().filter(key::<S>().eq(id))
}

/// One more than the highest position (0 in an empty section).
async fn next_position<S: Section>(conn: &impl ConnectionTrait) -> Result<i32, DbErr> {
    let last: Option<i32> =
        S::Entity::find().select_only().column(S::POSITION).order_by_desc(S::POSITION).into_tuple().one(conn).await?;
    Ok(last.map_or(0, |p| p + 1))
}

fn picture_of<S: Section>(row: &S::Model) -> Option<String> {
    S::PICTURE.and_then(|p| text(row, p.column))
}

/// A text column's value (`None` when null).
fn text<M: ModelTrait>(row: &M, column: <M::Entity as EntityTrait>::Column) -> Option<String> {
    match row.get(column) {
        Value::String(value) => value.map(|v| *v),
        _ => None,
    }
}

/// Records the write as the admin's activity, in the write's transaction.
async fn note<S: Section>(
    conn: &impl ConnectionTrait,
    actor: &AdminActor,
    verb: &str,
    id: &str,
    row: &S::Model,
) -> Result<(), DbErr> {
    let action = format!("{}.{verb}", S::ENTITY);
    let summary = text(row, S::SUMMARY);
    record(conn, actor, Activity { action: &action, entity: S::ENTITY, record_id: Some(id), summary }).await
}
