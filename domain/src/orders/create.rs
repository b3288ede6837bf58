//! An order placed by an acceptance, in the acceptance's own transaction: numbered, with
//! the accepted revision and both parties copied as they are now, its payment lines from
//! the enquiry's payment terms, and its first milestone.

use chrono::{Datelike, Utc};
use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseTransaction, DbErr, EntityTrait, QueryFilter, QuerySelect,
    Set,
};

use super::events::record_event;
use crate::trade::label::QuoteWords;
use foundation::entities::codes::{ComparableUnit, OrderParty, OrderStatus};
use foundation::entities::{enquiry_quotes, order_numbers, orders, product_enquiries, vendor_registrations, vendors};
use foundation::error::Error;

/// `TH-2026-000123`: the year the order was placed and its rank in that year.
pub fn number_text(year: i32, rank: i64) -> String {
    format!("TH-{year}-{rank:06}")
}

/// The next number of `year`. The year's row is made if missing (a no-op when another
/// transaction made it), then incremented under its row lock, which the next order waits
/// for until this transaction ends: two orders never read the same `last`.
async fn next_number(txn: &DatabaseTransaction, year: i32) -> Result<String, Error> {
    make_year(txn, year).await?;
    order_numbers::Entity::update_many()
        .col_expr(order_numbers::Column::Last, Expr::col(order_numbers::Column::Last).add(1))
        .filter(order_numbers::Column::Year.eq(year))
        .exec(txn)
        .await?;
    let last: Option<i64> = order_numbers::Entity::find_by_id(year)
        .select_only()
        .column(order_numbers::Column::Last)
        .into_tuple()
        .one(txn)
        .await?;
    let last = last.ok_or_else(|| Error::Internal(anyhow::anyhow!("order number row {year} missing")))?;
    Ok(number_text(year, last))
}

/// The counter row of `year`, at 0 when it is new; a no-op when it exists.
pub async fn make_year<C: ConnectionTrait>(db: &C, year: i32) -> Result<(), DbErr> {
    order_numbers::Entity::insert(order_numbers::ActiveModel { year: Set(year), last: Set(0) })
        // Sets the year to itself on a clash: a no-op both databases write the same way.
        .on_conflict(
            OnConflict::column(order_numbers::Column::Year).update_column(order_numbers::Column::Year).to_owned(),
        )
        .exec_without_returning(db)
        .await?;
    Ok(())
}

/// The supplier as it is now: its account's name, e-mail and mobile, and the address and
/// phone of its registration when it has one; the enquiry's copy of its name otherwise.
async fn supplier_of<C: ConnectionTrait>(
    db: &C,
    enquiry: &product_enquiries::Model,
) -> Result<(String, String, String, String), Error> {
    let Some(vendor_id) = &enquiry.vendor_id else {
        return Ok((enquiry.supplier_name.clone(), String::new(), String::new(), String::new()));
    };
    let vendor = vendors::Entity::find_by_id(vendor_id.clone()).one(db).await?;
    let registration = vendor_registrations::Entity::find()
        .filter(vendor_registrations::Column::VendorId.eq(vendor_id.as_str()))
        .one(db)
        .await?;
    let (name, email, mobile) = match vendor {
        Some(v) => (v.name, v.email, v.mobile),
        None => (enquiry.supplier_name.clone(), String::new(), String::new()),
    };
    let phone = registration.as_ref().map(|r| r.phone.clone()).filter(|p| !p.trim().is_empty()).unwrap_or(mobile);
    let address = registration.map(|r| r.address).unwrap_or_default();
    Ok((name, email, phone, address))
}

fn buyer_address(e: &product_enquiries::Model) -> String {
    [e.address.as_str(), e.city.as_str(), e.state.as_str(), e.pincode.as_str()]
        .iter()
        .map(|part| part.trim())
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Places the order of `enquiry`, whose quote `quote` was just accepted, on the acceptance's
/// transaction. Returns it. A second order for one enquiry fails on the unique enquiry id.
pub async fn from_acceptance(
    txn: &DatabaseTransaction,
    enquiry: &product_enquiries::Model,
    quote: &enquiry_quotes::Model,
) -> Result<orders::Model, Error> {
    let now = Utc::now();
    let number = next_number(txn, now.year()).await?;
    let (supplier_name, supplier_email, supplier_phone, supplier_address) = supplier_of(txn, enquiry).await?;
    let words = QuoteWords::of(quote);
    let comparable = quote.comparable_unit.unwrap_or(ComparableUnit::Kg);
    let order = orders::ActiveModel {
        number: Set(number),
        enquiry_id: Set(Some(enquiry.id.clone())),
        user_id: Set(enquiry.user_id.clone()),
        vendor_id: Set(enquiry.vendor_id.clone()),
        status: Set(OrderStatus::Placed),
        product_id: Set(enquiry.product_id.clone()),
        variety_id: Set(enquiry.variety_id.clone()),
        product_title: Set(enquiry.product_title.clone()),
        variety_title: Set(enquiry.variety_title.clone()),
        quantity: Set(enquiry.quantity),
        unit: Set(enquiry.unit),
        quote_unit: Set(quote.unit),
        pack_content_milli: Set(quote.pack_content_milli),
        comparable_unit: Set(comparable),
        price_minor: Set(quote.price_paise),
        total_minor: Set(words.total(enquiry).map(|m| m.minor())),
        currency: Set(quote.currency),
        incoterm: Set(quote.incoterm),
        named_place: Set(quote.named_place.clone()),
        delivery_terms: Set(quote.delivery_terms.clone()),
        payment_terms: Set(enquiry.payment_terms),
        quote_revision: Set(quote.revision),
        quote_valid_until: Set(quote.valid_until),
        buyer_name: Set(enquiry.name.clone()),
        buyer_email: Set(enquiry.email.clone()),
        buyer_phone: Set(enquiry.phone.clone()),
        buyer_company: Set(enquiry.company.clone().filter(|c| !c.trim().is_empty())),
        buyer_address: Set(buyer_address(enquiry)),
        supplier_name: Set(supplier_name),
        supplier_email: Set(supplier_email),
        supplier_phone: Set(supplier_phone),
        supplier_address: Set(supplier_address),
        // Goods priced by weight are this site's produce (fruit, spices…): plant
        // products, which every importing country inspects. Cloth and pieces are not.
        needs_phytosanitary: Set(comparable == ComparableUnit::Kg),
        ..Default::default()
    }
    .insert(txn)
    .await?;
    super::payments::plan_lines(txn, &order).await?;
    record_event(txn, &order, OrderStatus::Placed, OrderParty::Site, None, None).await?;
    Ok(order)
}

#[cfg(test)]
mod tests {
    use super::number_text;

    #[test]
    fn numbers_read_th_year_and_six_digits() {
        assert_eq!(number_text(2026, 123), "TH-2026-000123");
        assert_eq!(number_text(2027, 1), "TH-2027-000001");
    }
}
