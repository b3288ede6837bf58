//! Suppliers' quotes on enquiries, and the buyer's acceptance of one quote of a request.
//!
//! A quote is one row per enquiry, revised in place while the enquiry is open: not yet
//! completed or rejected, and no quote of its request accepted. Accepting one marks it
//! `accepted` and every other enquiry of its request `closed`, and tells their suppliers.

use chrono::{Days, NaiveDate, Utc};
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, IntoActiveModel, QueryFilter, Set};
use serde::Deserialize;
use utoipa::ToSchema;

use super::quote_view::is_expired;
use super::view::{newest_first, with_quotes, EnquiryView};
use crate::catalogue::supplier_trust::answered_topics;
use crate::content_write::{ContentWrite, DomainContext};
use crate::trade::comparable::{content_for, per_comparable, refusal, PackContent};
use crate::trade::rates;
use crate::trade::terms::{self, Terms};
use crate::validation::rules::messages::{
    DATE_PAST, PRICE_INVALID, VALID_UNTIL_FAR, VALID_UNTIL_INVALID, VALID_UNTIL_PAST, VALID_UNTIL_REQUIRED,
};
use crate::validation::rules::{DELIVERY_TERMS_MAX, NOTES_MAX, QUOTE_VALIDITY_MAX_DAYS};
use crate::validation::{decimal_text, optional, required, DeliveryDate, Form, Invalid, Paise, Quantity};
use foundation::entities::codes::{ComparableUnit, Currency, EnquiryStatus, QuoteOutcome, Unit};
use foundation::entities::{defaults, enquiry_quotes, product_enquiries, varieties};
use foundation::error::Error;

pub const NOT_FOUND: &str = "Enquiry not found";
pub const NOT_YOURS: &str = "This enquiry is addressed to another supplier";
pub const CLOSED_BY_ANOTHER: &str = "This request is closed: another quote was accepted";
pub const ALREADY_ACCEPTED: &str = "The buyer has already accepted this quote";
pub const ENQUIRY_CLOSED: &str = "This enquiry is closed: it is completed or rejected";
pub const NOT_QUOTED: &str = "This supplier has not quoted yet";
pub const QUOTE_EXPIRED: &str = "This quote has expired and can no longer be accepted";
pub const REQUEST_DECIDED: &str = "A quote was already accepted for this request";
pub const ENQUIRY_REJECTED: &str = "The supplier rejected this enquiry: its quote can no longer be accepted";
pub const REVISION_REQUIRED: &str = "Say which revision of the quote you accept";

/// The refusal of a stale acceptance, naming the revision that stands now.
pub fn quote_changed(current: i32) -> String {
    format!(
        "The quote changed: the supplier sent revision {current} after the one you read. Read it before you accept."
    )
}

/// What the buyer accepts: the revision of the quote it read.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AcceptInput {
    /// The quote's `revision` as the buyer was shown it; any other answers 409.
    #[schema(value_type = Option<i64>)]
    pub revision: Option<serde_json::Value>,
}

impl AcceptInput {
    fn revision(&self) -> Result<i32, Error> {
        let revision = self.revision.as_ref().and_then(serde_json::Value::as_i64).and_then(|r| i32::try_from(r).ok());
        revision.filter(|r| *r >= 1).ok_or_else(|| refusal("revision", Invalid::new(REVISION_REQUIRED)))
    }
}

/// A supplier's quote as sent. Numbers may come as JSON numbers or as text.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuoteInput {
    /// The price per `unit` in `currency`, at least 0, at most two decimals.
    #[schema(value_type = Option<f64>)]
    pub price: Option<serde_json::Value>,
    /// Any unit there is: kg, g, ton, piece, packet, box or quintal.
    pub unit: Option<String>,
    /// The smallest order taken, in `unit`: above 0, or blank/absent for none.
    #[schema(value_type = Option<f64>)]
    pub min_order: Option<serde_json::Value>,
    /// The last day the quote holds (YYYY-MM-DD), from today to a year ahead.
    pub valid_until: Option<String>,
    pub delivery_terms: Option<String>,
    pub message: Option<String>,
    /// What one `unit` holds, in the variety's comparable unit: required for a unit not
    /// measured in it (a box of 5 kg sends 5).
    #[schema(value_type = Option<f64>)]
    pub pack_content: Option<serde_json::Value>,
    /// The trade term, one of the Incoterms 2020 codes (EXW, FCA, FAS, FOB, CFR, CIF, CPT,
    /// CIP, DAP, DPU, DDP).
    pub incoterm: Option<String>,
    /// The named place or port the term applies at ("Nhava Sheva").
    pub named_place: Option<String>,
    /// The currency of `price`: INR, USD, EUR, GBP or AED.
    pub currency: Option<String>,
}

/// A quote that passed every check.
#[derive(Debug, Clone, PartialEq)]
pub struct Quote {
    pub price_paise: i64,
    pub unit: Unit,
    pub min_order: Option<f64>,
    pub valid_until: NaiveDate,
    pub delivery_terms: String,
    pub message: Option<String>,
    pub pack_content: Option<PackContent>,
    pub terms: Terms,
    pub currency: Currency,
}

impl QuoteInput {
    pub fn validate(&self) -> Result<Quote, Error> {
        self.validate_on(Utc::now().date_naive())
    }

    /// `today` is the UTC date: a date from the day before on is accepted, for suppliers
    /// whose day is behind UTC.
    pub fn validate_on(&self, today: NaiveDate) -> Result<Quote, Error> {
        let s = Option::as_deref;
        let mut form = Form::new();
        let price = form.check("price", Paise::parse_json(self.price.as_ref()));
        let unit = form.check("unit", unit(s(&self.unit)));
        let min_order = form.check("minOrder", Quantity::min_order(&decimal_text(self.min_order.as_ref())));
        let valid_until = form.check("validUntil", valid_until(s(&self.valid_until), today));
        let delivery_terms =
            form.check("deliveryTerms", required(s(&self.delivery_terms), "Delivery terms", DELIVERY_TERMS_MAX));
        let message = form.check("message", optional(s(&self.message), "Message", NOTES_MAX));
        let pack_content = form.check("packContent", PackContent::parse(&decimal_text(self.pack_content.as_ref())));
        let incoterm = form.check("incoterm", terms::incoterm_required(s(&self.incoterm)));
        let named_place = form.check("namedPlace", terms::named_place_required(s(&self.named_place)));
        let currency = form.check("currency", terms::currency_required(s(&self.currency)));
        form.finish()?;
        let (
            Some(price),
            Some(unit),
            Some(min_order),
            Some(valid_until),
            Some(delivery_terms),
            Some(message),
            Some(pack_content),
            Some(incoterm),
            Some(named_place),
            Some(currency),
        ) = (
            price,
            unit,
            min_order,
            valid_until,
            delivery_terms,
            message,
            pack_content,
            incoterm,
            named_place,
            currency,
        )
        else {
            unreachable!("a form with no failures has every value")
        };
        Ok(Quote {
            price_paise: price.get(),
            unit,
            min_order: min_order.map(Quantity::get),
            valid_until,
            delivery_terms,
            message,
            pack_content,
            terms: Terms { incoterm, named_place },
            currency,
        })
    }
}

fn unit(text: Option<&str>) -> Result<Unit, Invalid> {
    Unit::parse(text.map(str::trim).unwrap_or_default())
        .ok_or_else(|| Invalid(format!("Unit must be one of {}", Unit::CODES.join(", "))))
}

fn valid_until(text: Option<&str>, today: NaiveDate) -> Result<NaiveDate, Invalid> {
    let text = text.map(str::trim).unwrap_or_default();
    if text.is_empty() {
        return Err(Invalid::new(VALID_UNTIL_REQUIRED));
    }
    let earliest = today.checked_sub_days(Days::new(1)).unwrap_or(NaiveDate::MIN);
    let date = DeliveryDate::parse_on(text, earliest)
        .map_err(|e| Invalid::new(if e.0 == DATE_PAST { VALID_UNTIL_PAST } else { VALID_UNTIL_INVALID }))?;
    let latest = today.checked_add_days(Days::new(QUOTE_VALIDITY_MAX_DAYS)).unwrap_or(NaiveDate::MAX);
    if date.get() > latest {
        return Err(Invalid::new(VALID_UNTIL_FAR));
    }
    Ok(date.get())
}

/// Whether the supplier may still quote on the enquiry; the refusal otherwise.
fn open_for_quotes(enquiry: &product_enquiries::Model) -> Result<(), Error> {
    match enquiry.quote_outcome {
        Some(QuoteOutcome::Closed) => return Err(Error::Conflict(CLOSED_BY_ANOTHER.into())),
        Some(QuoteOutcome::Accepted) => return Err(Error::Conflict(ALREADY_ACCEPTED.into())),
        None => {}
    }
    if matches!(enquiry.status, EnquiryStatus::Completed | EnquiryStatus::Rejected) {
        return Err(Error::Conflict(ENQUIRY_CLOSED.into()));
    }
    Ok(())
}

/// Sends or revises the supplier's quote on an enquiry addressed to it. A first answer
/// moves a pending enquiry to processing and stamps its first answer. Returns the
/// enquiry and whether an earlier quote was revised.
pub async fn save(
    state: &DomainContext,
    vendor_id: &str,
    enquiry_id: &str,
    input: &QuoteInput,
) -> Result<(EnquiryView, bool), Error> {
    let quote = input.validate()?;
    // A content write: a first answer changes the count the supplier's offer cards show.
    let write = ContentWrite::begin(state).await?;
    let txn = write.txn();
    // The enquiry's lock first: two quotes on one enquiry queue, and an acceptance (which
    // locks the same rows) sees the quote whole or not at all.
    foundation::caps::lock_owner(txn, "product_enquiries", enquiry_id).await?;
    let before = product_enquiries::Entity::find_by_id(enquiry_id.to_owned())
        .one(txn)
        .await?
        .ok_or_else(|| Error::NotFound(NOT_FOUND.into()))?;
    if before.vendor_id.as_deref() != Some(vendor_id) {
        return Err(Error::Forbidden(NOT_YOURS.into()));
    }
    open_for_quotes(&before)?;
    let (pack_content, comparable_unit, comparable_paise) = quote_figures(txn, &before, &quote).await?;
    let existing = enquiry_quotes::Entity::find_by_id(enquiry_id.to_owned()).one(txn).await?;
    let revised = existing.is_some();
    let mut row = match existing {
        Some(existing) => {
            let revision = existing.revision + 1;
            let mut row = existing.into_active_model();
            row.revision = Set(revision);
            row
        }
        None => enquiry_quotes::ActiveModel {
            enquiry_id: Set(enquiry_id.to_owned()),
            revision: Set(1),
            ..Default::default()
        },
    };
    row.vendor_id = Set(Some(vendor_id.to_owned()));
    row.price_paise = Set(quote.price_paise);
    row.unit = Set(quote.unit);
    row.min_order = Set(quote.min_order);
    row.valid_until = Set(quote.valid_until);
    row.delivery_terms = Set(quote.delivery_terms);
    row.message = Set(quote.message);
    row.pack_content_milli = Set(pack_content);
    row.comparable_unit = Set(Some(comparable_unit));
    row.comparable_paise = Set(comparable_paise);
    row.incoterm = Set(Some(quote.terms.incoterm));
    row.named_place = Set(Some(quote.terms.named_place));
    row.currency = Set(quote.currency);
    let saved = if revised { row.update(txn).await? } else { row.insert(txn).await? };
    let now = defaults::now();
    let mut enquiry = before.clone().into_active_model();
    if before.status == EnquiryStatus::Pending {
        enquiry.status = Set(EnquiryStatus::Processing);
    }
    if before.first_answered_at.is_none() {
        enquiry.first_answered_at = Set(Some(now));
    }
    enquiry.updated_at = Set(now);
    let after = enquiry.update(txn).await?;
    crate::mail::notices::enquiry_quoted(txn, enquiry_id, revised).await?;
    super::thread_log::events::quoted(txn, &after, &saved, revised).await?;
    let topics = answered_topics(txn, Some(&before), Some(&after)).await?;
    let view = with_quotes(txn, vec![after]).await?.pop().ok_or_else(|| Error::NotFound(NOT_FOUND.into()))?;
    write.commit(&topics).await?;
    Ok((view, revised))
}

/// What the quote keeps to compare it: its pack content (400 naming `packContent` when a
/// pack does not say what it holds), the variety's comparable unit, and paise per that
/// unit (a price in another currency at its newest rate; 400 naming `currency` without one).
async fn quote_figures<C: ConnectionTrait>(
    db: &C,
    enquiry: &product_enquiries::Model,
    quote: &Quote,
) -> Result<(Option<i64>, ComparableUnit, Option<i64>), Error> {
    let variety = match &enquiry.variety_id {
        Some(id) => varieties::Entity::find_by_id(id.clone()).one(db).await?,
        None => None,
    };
    let comparable = variety.map_or(ComparableUnit::Kg, |v| v.comparable_unit);
    let content = content_for(quote.unit, comparable, quote.pack_content).map_err(|e| refusal("packContent", e))?;
    let price_paise = match rates::latest(db, quote.currency).await? {
        _ if quote.currency == Currency::Inr => quote.price_paise,
        Some(rate) => rate.to_paise(quote.price_paise).ok_or_else(|| refusal("price", Invalid::new(PRICE_INVALID)))?,
        None => return Err(refusal("currency", Invalid(no_rate(quote.currency)))),
    };
    let comparable_paise = per_comparable(price_paise, quote.unit, comparable, content);
    Ok((content.map(PackContent::milli), comparable, comparable_paise))
}

fn no_rate(currency: Currency) -> String {
    format!("Quotes in {currency} cannot be taken yet: no exchange rate for {currency} has been set; quote in INR")
}

/// The enquiries of the request `enquiry` belongs to (only itself when it was sent alone).
async fn request_of<C: ConnectionTrait>(
    db: &C,
    enquiry: &product_enquiries::Model,
) -> Result<Vec<product_enquiries::Model>, DbErr> {
    let Some(request_id) = &enquiry.request_id else { return Ok(vec![enquiry.clone()]) };
    newest_first(
        product_enquiries::Entity::find()
            .filter(product_enquiries::Column::RequestId.eq(request_id.as_str()))
            .filter(product_enquiries::Column::UserId.eq(enquiry.user_id.clone())),
    )
    .all(db)
    .await
}

/// The buyer accepts the revision of the quote it read on one of its enquiries: that
/// enquiry is `accepted`, the others of its request `closed`, and each supplier is told,
/// all in one transaction. A quote revised since answers 409. Returns the request's
/// enquiries as they are now.
pub async fn accept<C: sea_orm::TransactionTrait + ConnectionTrait>(
    db: &C,
    user_id: &str,
    enquiry_id: &str,
    input: &AcceptInput,
) -> Result<(Vec<EnquiryView>, foundation::entities::orders::Model), Error> {
    let read = input.revision()?;
    let txn = foundation::db::begin_write(db).await?;
    let enquiry = product_enquiries::Entity::find_by_id(enquiry_id.to_owned())
        .one(&txn)
        .await?
        .filter(|e| e.user_id.as_deref() == Some(user_id))
        .ok_or_else(|| Error::NotFound(NOT_FOUND.into()))?;
    // Every enquiry of the request, in the order of their ids: two acceptances in one
    // request queue on the first, and the second sees the first's outcome; a supplier's
    // quote, which locks its own enquiry and nothing an acceptance holds before it, waits
    // for the decision or is decided on. (The buyer's row is not locked: writing a thread
    // row takes a shared lock on it, so holding it here deadlocked with a re-quote.)
    let mut members: Vec<String> = request_of(&txn, &enquiry).await?.into_iter().map(|e| e.id).collect();
    members.sort_unstable();
    for id in &members {
        foundation::caps::lock_owner(&txn, "product_enquiries", id).await?;
    }
    let request = request_of(&txn, &enquiry).await?;
    if request.iter().any(|e| e.quote_outcome.is_some()) {
        return Err(Error::Conflict(REQUEST_DECIDED.into()));
    }
    let chosen = request.iter().find(|e| e.id == enquiry_id).ok_or_else(|| Error::NotFound(NOT_FOUND.into()))?;
    if chosen.status == EnquiryStatus::Rejected {
        return Err(Error::Conflict(ENQUIRY_REJECTED.into()));
    }
    let quote = enquiry_quotes::Entity::find_by_id(enquiry_id.to_owned())
        .one(&txn)
        .await?
        .ok_or_else(|| Error::Conflict(NOT_QUOTED.into()))?;
    // Read under the enquiry's lock, which a revision takes too: the revision checked is
    // the one accepted.
    if quote.revision != read {
        return Err(Error::Conflict(quote_changed(quote.revision)));
    }
    super::thread_log::events::refuse_declined(&txn, enquiry_id).await?;
    if is_expired(quote.valid_until, Utc::now().date_naive()) {
        return Err(Error::Conflict(QUOTE_EXPIRED.into()));
    }
    let ids: Vec<String> = request.iter().map(|e| e.id.clone()).collect();
    let now = defaults::now();
    let mark = |outcome: QuoteOutcome| {
        product_enquiries::Entity::update_many()
            .col_expr(product_enquiries::Column::QuoteOutcome, Expr::value(outcome.as_str()))
            .col_expr(product_enquiries::Column::UpdatedAt, Expr::value(now))
            .filter(product_enquiries::Column::QuoteOutcome.is_null())
    };
    let accepted = mark(QuoteOutcome::Accepted).filter(product_enquiries::Column::Id.eq(enquiry_id)).exec(&txn).await?;
    if accepted.rows_affected != 1 {
        return Err(Error::Conflict(REQUEST_DECIDED.into()));
    }
    mark(QuoteOutcome::Closed)
        .filter(product_enquiries::Column::Id.is_in(ids.iter().filter(|id| *id != enquiry_id).cloned()))
        .exec(&txn)
        .await?;
    for id in &ids {
        crate::mail::notices::quote_decided(&txn, id).await?;
    }
    // The order, in the acceptance's transaction: no accepted quote is ever without one.
    let order = crate::orders::create::from_acceptance(&txn, chosen, &quote).await?;
    let rows = request_of(&txn, &enquiry).await?;
    super::thread_log::events::decided(&txn, &rows).await?;
    let views = with_quotes(&txn, rows).await?;
    txn.commit().await?;
    Ok((views, order))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn day(text: &str) -> NaiveDate {
        NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap()
    }

    fn input() -> QuoteInput {
        QuoteInput {
            price: Some(json!("118.50")),
            unit: Some("kg".into()),
            min_order: Some(json!(500)),
            valid_until: Some("2026-12-31".into()),
            delivery_terms: Some("10 days from order".into()),
            message: None,
            incoterm: Some("FOB".into()),
            named_place: Some("Nhava Sheva".into()),
            currency: Some("INR".into()),
            ..Default::default()
        }
    }

    #[test]
    fn a_quote_is_checked_in_the_forms_words() {
        let today = day("2026-11-25");
        let quote = input().validate_on(today).unwrap();
        assert_eq!((quote.price_paise, quote.unit, quote.min_order), (11_850, Unit::Kg, Some(500.0)));
        let refused = |input: QuoteInput| match input.validate_on(today) {
            Err(Error::Invalid { errors, .. }) => errors,
            other => panic!("{other:?}"),
        };
        let errors = refused(QuoteInput { price: Some(json!("-1")), unit: Some("litre".into()), ..input() });
        assert!(errors.contains_key("price") && errors.contains_key("unit"), "{errors:?}");
        for (date, message) in [
            ("2026-11-23", VALID_UNTIL_PAST),
            ("2026-13-01", VALID_UNTIL_INVALID),
            ("2027-11-26", VALID_UNTIL_FAR),
            ("", VALID_UNTIL_REQUIRED),
        ] {
            let errors = refused(QuoteInput { valid_until: Some(date.into()), ..input() });
            assert_eq!(errors["validUntil"], message, "{date}");
        }
        assert!(input().validate_on(today).is_ok());
        let yesterday = QuoteInput { valid_until: Some("2026-11-24".into()), ..input() };
        assert!(yesterday.validate_on(today).is_ok(), "a day behind UTC is still today somewhere");
        let errors = refused(QuoteInput { delivery_terms: Some("  ".into()), ..input() });
        assert_eq!(errors["deliveryTerms"], "Delivery terms is required");
    }

    #[test]
    fn a_quote_states_its_terms_and_currency() {
        let today = day("2026-11-25");
        let quote = input().validate_on(today).unwrap();
        assert_eq!(quote.terms.label(), "FOB Nhava Sheva");
        assert_eq!(quote.currency, Currency::Inr);
        let odd =
            QuoteInput { incoterm: Some("DAT".into()), named_place: None, currency: Some("JPY".into()), ..input() };
        let errors = match odd.validate_on(today) {
            Err(Error::Invalid { errors, .. }) => errors,
            other => panic!("{other:?}"),
        };
        assert!(errors["incoterm"].starts_with("Incoterm must be one of EXW"), "{errors:?}");
        assert_eq!(errors["namedPlace"], "Named place is required");
        assert_eq!(errors["currency"], "Currency must be one of INR, USD, EUR, GBP, AED");
    }
}
