//! Supplier registrations under review: the tabbed, paged list, the admin's edit of the
//! contact details, and deletion with the registration's files.
//!
//! Deleting a registration keeps the supplier's account (its sign-in, offers and
//! enquiries stay) but takes back what the registration gave: the supplier is no longer
//! verified and has no registration, so it is sent to complete a new one and its offers
//! leave the public pages until an admin verifies it again.

use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, Set};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use super::paging::contains_any;
use crate::accounts::buyers::conflict_on_unique;
use crate::accounts::suppliers::{registration_view, RegistrationView, EMAIL_TAKEN};
use crate::admin_activity::{self, Activity, AdminActor};
use crate::catalogue::offer_topics::{offer_topics, offers_public};
use crate::content_write::ContentWrite;
use crate::content_write::DomainContext;
use crate::validation::rules::{ADDRESS_MAX, BUSINESS_NAME_MAX};
use crate::validation::{optional, required, Email, Form, Phone, PhoneLabel};
use foundation::entities::{vendor_documents, vendor_registrations, vendors};
use foundation::error::Error;
use foundation::paging::{PageInfo, Paging};

pub const NOT_FOUND: &str = "Supplier not found";

/// The review screen's tabs.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum RegistrationTab {
    #[default]
    Verified,
    Unverified,
    All,
}

#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct RegistrationFilters {
    /// verified (default), unverified or all.
    pub tab: Option<RegistrationTab>,
    /// Part of the name or e-mail, any case.
    pub search: Option<String>,
    pub page: Option<u64>,
    /// 1 to 100 (default 20).
    pub page_size: Option<u64>,
    /// The `next` of the page before: the page after that row (instead of `page`).
    pub after: Option<String>,
}

/// The Edit dialog: name, e-mail and phone are required; a blank address keeps the stored one.
#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct RegistrationEditInput {
    pub name: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub address: Option<String>,
}

async fn with_documents<C: ConnectionTrait>(
    db: &C,
    rows: Vec<vendor_registrations::Model>,
) -> Result<Vec<RegistrationView>, Error> {
    let ids: Vec<String> = rows.iter().map(|r| r.id.clone()).collect();
    let documents = if ids.is_empty() {
        Vec::new()
    } else {
        vendor_documents::Entity::find().filter(vendor_documents::Column::RegistrationId.is_in(ids)).all(db).await?
    };
    Ok(rows.into_iter().map(|r| registration_view(r, &documents)).collect())
}

pub async fn list<C: ConnectionTrait>(
    db: &C,
    filters: &RegistrationFilters,
) -> Result<(Vec<RegistrationView>, PageInfo), Error> {
    let paging = Paging::parse(filters.page, filters.page_size)?.with_after(filters.after.as_deref())?;
    let mut query = vendor_registrations::Entity::find();
    match filters.tab.unwrap_or_default() {
        RegistrationTab::Verified => query = query.filter(vendor_registrations::Column::IsVerified.eq(true)),
        RegistrationTab::Unverified => query = query.filter(vendor_registrations::Column::IsVerified.eq(false)),
        RegistrationTab::All => {}
    }
    let columns = [vendor_registrations::Column::Name, vendor_registrations::Column::Email];
    if let Some(search) = contains_any(filters.search.as_deref(), &columns) {
        query = query.filter(search);
    }
    let (rows, page) =
        paging.fetch(db, query, vendor_registrations::Column::CreatedAt, vendor_registrations::Column::Id).await?;
    Ok((with_documents(db, rows).await?, page))
}

struct Edit {
    name: String,
    email: Email,
    phone: String,
    address: Option<String>,
}

fn validate(input: &RegistrationEditInput) -> Result<Edit, Error> {
    let mut form = Form::new();
    let name = form.check("name", required(input.name.as_deref(), "Name", BUSINESS_NAME_MAX));
    let email = form.check("email", Email::parse(input.email.as_deref()));
    let phone = form.check("phone", Phone::parse(input.phone.as_deref(), PhoneLabel::Phone));
    let address = form.check("address", optional(input.address.as_deref(), "Address", ADDRESS_MAX));
    form.finish()?;
    let (Some(name), Some(email), Some(phone), Some(address)) = (name, email, phone, address) else {
        unreachable!("a form with no failures has every value");
    };
    Ok(Edit { name, email, phone: phone.into_string(), address })
}

/// Changes the registration's contact details. The name and e-mail are the supplier's
/// own (its sign-in and the name buyers see), so the supplier record changes with them.
pub async fn update(
    state: &DomainContext,
    actor: &AdminActor,
    id: &str,
    input: &RegistrationEditInput,
) -> Result<RegistrationView, Error> {
    let edit = validate(input)?;
    let write = ContentWrite::begin(state).await?;
    let before = vendor_registrations::Entity::find_by_id(id.to_owned())
        .one(write.txn())
        .await?
        .ok_or_else(|| Error::NotFound(NOT_FOUND.into()))?;
    let vendor = vendors::Entity::find_by_id(before.vendor_id.clone())
        .one(write.txn())
        .await?
        .ok_or_else(|| Error::NotFound(NOT_FOUND.into()))?;
    let taken = vendors::Entity::find()
        .filter(vendors::Column::Email.eq(edit.email.as_str()))
        .filter(vendors::Column::Id.ne(vendor.id.as_str()))
        .one(write.txn())
        .await?
        .is_some();
    if taken {
        return Err(Error::Conflict(EMAIL_TAKEN.into()));
    }
    let renamed = vendor.name != edit.name;
    let email_changes = vendor.email != edit.email.as_str();
    let public = offers_public(vendor.is_verified, vendor.is_blocked, vendor.is_active);
    let mut account: vendors::ActiveModel = vendor.clone().into();
    account.name = Set(edit.name.clone());
    account.email = Set(edit.email.as_str().to_owned());
    // Two admins giving two suppliers one address at once: the unique index decides.
    account.update(write.txn()).await.map_err(|e| conflict_on_unique(e, EMAIL_TAKEN))?;
    let mut row: vendor_registrations::ActiveModel = before.into();
    row.name = Set(edit.name);
    row.email = Set(edit.email.into_string());
    row.phone = Set(edit.phone);
    if let Some(address) = edit.address {
        row.address = Set(address);
    }
    let after = row.update(write.txn()).await?;
    if email_changes {
        // The sign-in e-mail changed hands: sessions opened and reset links mailed under the
        // old address end with it, as a buyer's do when their e-mail changes.
        crate::auth::end_sign_ins(write.txn(), crate::auth::Role::Supplier, &vendor.id, None).await?;
    }
    admin_activity::record(
        write.txn(),
        actor,
        Activity {
            action: "registration.update",
            entity: "registration",
            record_id: Some(id),
            summary: Some(format!("{} ({})", after.name, after.email)),
        },
    )
    .await?;
    // Buyers see the supplier's name beside each offer.
    let topics = if renamed && public { offer_topics(write.txn(), &vendor.id).await? } else { Vec::new() };
    let view = with_documents(write.txn(), vec![after]).await?.remove(0);
    write.commit(&topics).await?;
    Ok(view)
}

/// Deletes the registration and its document rows, un-verifies the supplier (see the
/// module's note), and after the commit removes the files from the store.
pub async fn delete(state: &DomainContext, actor: &AdminActor, id: &str) -> Result<(), Error> {
    // The supplier's row lock comes first in the transaction (see caps.rs), so a change the
    // supplier is making to this registration, or a review, finishes before or after it:
    // its supplier is read before (a registration never changes supplier).
    let owner = vendor_registrations::Entity::find_by_id(id.to_owned())
        .one(&state.db)
        .await?
        .ok_or_else(|| Error::NotFound(NOT_FOUND.into()))?
        .vendor_id;
    let write = ContentWrite::begin(state).await?;
    foundation::caps::lock_owner(write.txn(), "vendors", &owner).await?;
    let registration = vendor_registrations::Entity::find_by_id(id.to_owned())
        .one(write.txn())
        .await?
        .ok_or_else(|| Error::NotFound(NOT_FOUND.into()))?;
    let documents = vendor_documents::Entity::find()
        .filter(vendor_documents::Column::RegistrationId.eq(id))
        .all(write.txn())
        .await?;
    vendor_documents::Entity::delete_many()
        .filter(vendor_documents::Column::RegistrationId.eq(id))
        .exec(write.txn())
        .await?;
    vendor_registrations::Entity::delete_by_id(id.to_owned()).exec(write.txn()).await?;
    let vendor = vendors::Entity::find_by_id(registration.vendor_id.clone()).one(write.txn()).await?;
    let mut topics = Vec::new();
    if let Some(vendor) = vendor {
        if offers_public(vendor.is_verified, vendor.is_blocked, vendor.is_active) {
            topics = offer_topics(write.txn(), &vendor.id).await?;
        }
        vendors::Entity::update_many()
            .col_expr(vendors::Column::IsVerified, Expr::value(false))
            .col_expr(vendors::Column::HasSubmittedRegistration, Expr::value(false))
            .col_expr(vendors::Column::UpdatedAt, Expr::value(foundation::entities::defaults::now()))
            .filter(vendors::Column::Id.eq(vendor.id.as_str()))
            .exec(write.txn())
            .await?;
    }
    admin_activity::record(
        write.txn(),
        actor,
        Activity {
            action: "registration.delete",
            entity: "registration",
            record_id: Some(id),
            summary: Some(format!("{} ({})", registration.name, registration.email)),
        },
    )
    .await?;
    write.commit(&topics).await?;
    state.files.delete_quietly(documents.into_iter().map(|d| d.stored_name)).await;
    Ok(())
}
