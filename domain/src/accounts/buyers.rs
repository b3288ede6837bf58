//! Buyer accounts: sign-up, the profile as the buyer sees it, its addresses.

use chrono::SecondsFormat;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, Set, TransactionTrait,
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::validation::rules::COUNTRIES;
use crate::validation::rules::{ADDRESS_MAX, CITY_MAX, LABEL_MAX, PINCODE_MAX, STATE_MAX};
use crate::validation::{coded, optional, required, Email, Form, NewPassword, PersonName};
use foundation::entities::{user_addresses, users};
use foundation::error::Error;

pub const EMAIL_TAKEN: &str = "An account with this email already exists";

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BuyerView {
    #[serde(rename = "_id")]
    pub _id: String,
    pub name: String,
    pub email: String,
    pub profile_photo: Option<String>,
    pub mobile: Option<String>,
    /// ISO 8601.
    pub created_at: String,
    pub addresses: Vec<AddressView>,
    pub is_verified: bool,
    pub is_blocked: bool,
    pub is_active: bool,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct AddressView {
    #[serde(rename = "_id")]
    pub _id: String,
    pub label: String,
    pub street: String,
    pub city: String,
    pub state: String,
    pub zip: String,
    pub country: String,
}

#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct AddressInput {
    pub label: Option<String>,
    pub street: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub zip: Option<String>,
    pub country: Option<String>,
}

/// An address that passed the spec's checks.
pub struct Address {
    label: String,
    street: String,
    city: String,
    state: String,
    zip: String,
    country: String,
}

impl Address {
    pub fn parse(input: &AddressInput) -> Result<Self, Error> {
        let mut form = Form::new();
        let address = Self::check(input, &mut form, "");
        form.finish()?;
        Ok(address.expect("every field passed"))
    }

    /// Checks into `form`, naming the fields `{prefix}street`, `{prefix}city`, ….
    pub fn check(input: &AddressInput, form: &mut Form, prefix: &str) -> Option<Self> {
        let field = |name: &str| format!("{prefix}{name}");
        let street = form.check(&field("street"), required(input.street.as_deref(), "Street address", ADDRESS_MAX));
        let city = form.check(&field("city"), required(input.city.as_deref(), "City", CITY_MAX));
        let state = form.check(&field("state"), optional(input.state.as_deref(), "State", STATE_MAX));
        let zip = form.check(&field("zip"), optional(input.zip.as_deref(), "Zip", PINCODE_MAX));
        let label = form.check(&field("label"), optional(input.label.as_deref(), "Label", LABEL_MAX));
        let country = form.check(&field("country"), coded(input.country.as_deref(), &COUNTRIES, "Country"));
        Some(Self {
            label: label?.unwrap_or_else(|| "Home".to_owned()),
            street: street?,
            city: city?,
            state: state?.unwrap_or_default(),
            zip: zip?.unwrap_or_default(),
            country: country?,
        })
    }

    fn into_row(self, user_id: &str, position: i32) -> user_addresses::ActiveModel {
        user_addresses::ActiveModel {
            user_id: Set(user_id.to_owned()),
            position: Set(position),
            label: Set(self.label),
            street: Set(self.street),
            city: Set(self.city),
            state: Set(self.state),
            zip: Set(self.zip),
            country: Set(self.country),
            ..Default::default()
        }
    }
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignUpInput {
    pub name: Option<String>,
    pub email: Option<String>,
    pub password: Option<String>,
    pub confirm_password: Option<String>,
    #[serde(default)]
    pub addresses: Vec<AddressInput>,
}

pub async fn email_taken<C: ConnectionTrait>(db: &C, email: &Email, except: Option<&str>) -> Result<bool, DbErr> {
    let mut query = users::Entity::find().filter(users::Column::Email.eq(email.as_str()));
    if let Some(id) = except {
        query = query.filter(users::Column::Id.ne(id));
    }
    Ok(query.one(db).await?.is_some())
}

/// A unique-key clash that slipped past the check (two sign-ups at once) is still a 409.
pub fn conflict_on_unique(err: DbErr, message: &str) -> Error {
    match err.sql_err() {
        Some(sea_orm::SqlErr::UniqueConstraintViolation(_)) => Error::Conflict(message.to_owned()),
        _ => err.into(),
    }
}

pub async fn sign_up<C: TransactionTrait + ConnectionTrait>(db: &C, input: SignUpInput) -> Result<BuyerView, Error> {
    let mut form = Form::new();
    let name = form.check("name", PersonName::parse(input.name.as_deref()).map(PersonName::into_string));
    let email = form.check("email", Email::parse(input.email.as_deref()));
    let password =
        form.check("password", NewPassword::parse(input.password.as_deref(), input.confirm_password.as_deref()));
    // One address at least (the form's street and city); at most the cap, extra ones are dropped.
    let none = AddressInput::default();
    let first = input.addresses.first().unwrap_or(&none);
    let addresses: Option<Vec<Address>> = std::iter::once(first)
        .chain(input.addresses.iter().skip(1).take(9))
        .enumerate()
        .map(|(i, a)| Address::check(a, &mut form, &format!("addresses.{i}.")))
        .collect::<Vec<_>>()
        .into_iter()
        .collect();
    form.finish()?;
    let (Some(name), Some(email), Some(password), Some(addresses)) = (name, email, password, addresses) else {
        unreachable!("every field passed");
    };
    if email_taken(db, &email, None).await? {
        return Err(Error::Conflict(EMAIL_TAKEN.into()));
    }
    let hash = tokio::task::spawn_blocking(move || password.hash()).await.map_err(|e| Error::Internal(e.into()))??;
    let txn = foundation::db::begin_write(db).await?;
    let user = users::ActiveModel {
        name: Set(name),
        email: Set(email.into_string()),
        password_hash: Set(hash),
        profile_photo: Set(None),
        mobile: Set(None),
        is_verified: Set(false),
        is_blocked: Set(false),
        is_active: Set(true),
        ..Default::default()
    }
    .insert(&txn)
    .await
    .map_err(|e| conflict_on_unique(e, EMAIL_TAKEN))?;
    for (i, address) in addresses.into_iter().enumerate() {
        address.into_row(&user.id, i as i32).insert(&txn).await?;
    }
    txn.commit().await?;
    view(db, &user.id).await?.ok_or_else(|| Error::Internal(anyhow::anyhow!("user vanished")))
}

pub async fn view<C: ConnectionTrait>(db: &C, id: &str) -> Result<Option<BuyerView>, DbErr> {
    let Some(user) = users::Entity::find_by_id(id.to_owned()).one(db).await? else {
        return Ok(None);
    };
    let addresses = user_addresses::Entity::find()
        .filter(user_addresses::Column::UserId.eq(id))
        .order_by_asc(user_addresses::Column::Position)
        .all(db)
        .await?;
    Ok(Some(BuyerView {
        _id: user.id,
        name: user.name,
        email: user.email,
        profile_photo: user.profile_photo,
        mobile: user.mobile,
        created_at: user.created_at.to_rfc3339_opts(SecondsFormat::Secs, true),
        addresses: addresses
            .into_iter()
            .map(|a| AddressView {
                _id: a.id,
                label: a.label,
                street: a.street,
                city: a.city,
                state: a.state,
                zip: a.zip,
                country: a.country,
            })
            .collect(),
        is_verified: user.is_verified,
        is_blocked: user.is_blocked,
        is_active: user.is_active,
    }))
}

#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProfileInput {
    pub name: Option<String>,
    pub email: Option<String>,
    pub current_password: Option<String>,
    pub new_password: Option<String>,
    pub confirm_password: Option<String>,
}

pub const WRONG_CURRENT_PASSWORD: &str = "Current password is incorrect";
pub const CURRENT_PASSWORD_REQUIRED: &str = "Enter your current password to change your email or password";

/// Changing the e-mail or the password needs the current password, and ends every other
/// session of the account (`keep_session`, the caller's own, stays open).
pub async fn update_profile<C: ConnectionTrait>(
    db: &C,
    id: &str,
    input: ProfileInput,
    keep_session: Option<&str>,
) -> Result<BuyerView, Error> {
    let user = users::Entity::find_by_id(id.to_owned())
        .one(db)
        .await?
        .ok_or_else(|| Error::NotFound("User not found".into()))?;
    let name = PersonName::parse(input.name.as_deref())?.into_string();
    let email = Email::parse(input.email.as_deref())?;
    let email_changes = email.as_str() != user.email;
    if email_changes && email_taken(db, &email, Some(id)).await? {
        return Err(Error::Conflict(EMAIL_TAKEN.into()));
    }
    let wants_new_password = input.new_password.as_deref().is_some_and(|p| !p.is_empty());
    let mut row: users::ActiveModel = user.clone().into();
    if email_changes || wants_new_password {
        let current = input.current_password.unwrap_or_default();
        if current.is_empty() {
            return Err(Error::Refused(CURRENT_PASSWORD_REQUIRED.into()));
        }
        let limit = &crate::auth::limits::CURRENT_PASSWORD;
        if limit.hit(db, id).await? > limit.max {
            return Err(Error::RateLimited(crate::auth::limits::TOO_MANY_PASSWORD_CHECKS.into()));
        }
        let stored = user.password_hash.clone();
        let matches = tokio::task::spawn_blocking(move || crate::auth::password::verify_password(&current, &stored))
            .await
            .map_err(|e| Error::Internal(e.into()))?;
        if !matches {
            return Err(Error::Refused(WRONG_CURRENT_PASSWORD.into()));
        }
    }
    if wants_new_password {
        let password = NewPassword::parse(input.new_password.as_deref(), input.confirm_password.as_deref())?;
        let hash =
            tokio::task::spawn_blocking(move || password.hash()).await.map_err(|e| Error::Internal(e.into()))??;
        row.password_hash = Set(hash);
    }
    row.name = Set(name);
    row.email = Set(email.into_string());
    row.update(db).await.map_err(|e| conflict_on_unique(e, EMAIL_TAKEN))?;
    if email_changes || wants_new_password {
        // A reset link mailed before the change must not undo it (nor reach a former address).
        crate::auth::end_sign_ins(db, crate::auth::Role::Buyer, id, keep_session).await?;
    }
    view(db, id).await?.ok_or_else(|| Error::NotFound("User not found".into()))
}

pub const ADDRESS_NOT_FOUND: &str = "Address not found";
pub const MAX_ADDRESSES: u64 = 10;

/// Adds an address unless the buyer has [`MAX_ADDRESSES`], counted with the buyer's row
/// locked so that parallel additions cannot pass the cap together.
pub async fn add_address<C: TransactionTrait + sea_orm::ConnectionTrait>(
    db: &C,
    user_id: &str,
    input: &AddressInput,
) -> Result<(), Error> {
    use sea_orm::PaginatorTrait;
    let address = Address::parse(input)?;
    let txn = foundation::db::begin_write(db).await?;
    foundation::caps::lock_owner(&txn, "users", user_id).await?;
    let count = user_addresses::Entity::find().filter(user_addresses::Column::UserId.eq(user_id)).count(&txn).await?;
    if count >= MAX_ADDRESSES {
        // A full address book is the account's state, not a fault of the address sent: 409.
        return Err(Error::Conflict(format!("At most {MAX_ADDRESSES} addresses can be saved")));
    }
    address.into_row(user_id, count as i32).insert(&txn).await?;
    txn.commit().await?;
    Ok(())
}

/// The address only if it belongs to this buyer: another buyer's id answers "not found".
async fn own_address<C: ConnectionTrait>(db: &C, user_id: &str, id: &str) -> Result<user_addresses::Model, Error> {
    user_addresses::Entity::find_by_id(id.to_owned())
        .filter(user_addresses::Column::UserId.eq(user_id))
        .one(db)
        .await?
        .ok_or_else(|| Error::NotFound(ADDRESS_NOT_FOUND.into()))
}

pub async fn update_address<C: ConnectionTrait>(
    db: &C,
    user_id: &str,
    id: &str,
    input: &AddressInput,
) -> Result<(), Error> {
    let existing = own_address(db, user_id, id).await?;
    let address = Address::parse(input)?;
    let mut row = address.into_row(user_id, existing.position);
    row.id = Set(existing.id);
    row.update(db).await?;
    Ok(())
}

pub async fn remove_address<C: ConnectionTrait>(db: &C, user_id: &str, id: &str) -> Result<(), Error> {
    let existing = own_address(db, user_id, id).await?;
    user_addresses::Entity::delete_by_id(existing.id).exec(db).await?;
    Ok(())
}
