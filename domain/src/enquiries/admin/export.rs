//! The filtered product enquiries as a CSV file for a spreadsheet. Every cell a spreadsheet
//! would read as a formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage return) is
//! prefixed with `'`, so a buyer's text can never run as a formula on an admin's machine.
//! Quoting is the `csv` crate's (RFC 4180); the file starts with a UTF-8 byte order mark so
//! that Excel reads non-ASCII names correctly.

use std::collections::HashMap;

use chrono::SecondsFormat;
use sea_orm::{ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter};

use super::search::EnquiryFilter;
use crate::enquiries::view::newest_first;
use crate::trade::label::QuoteWords;
use crate::validation::paise_to_rupees;
use foundation::entities::{enquiry_quotes, product_enquiries};

const BOM: &str = "\u{feff}";

const HEADER: [&str; 33] = [
    "Date",
    "Enquiry ID",
    "Status",
    "Name",
    "Email",
    "Phone",
    "Company",
    "Address",
    "City",
    "State",
    "Pincode",
    "Product",
    "Variety",
    "Supplier",
    "Price (INR)",
    "Price unit",
    "Quantity",
    "Unit",
    "Urgency",
    "Delivery date",
    "Packaging preference",
    "Payment terms",
    "Certification required",
    "Samples required",
    "Additional requirements",
    "Supplier reply",
    "Quote",
    "Quote price",
    "Quote currency",
    "Quote unit",
    "Quote terms",
    "Quote revision",
    "Quote total",
];

/// A cell that cannot start a formula.
pub fn neutralise(cell: &str) -> std::borrow::Cow<'_, str> {
    if cell.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{cell}").into()
    } else {
        cell.into()
    }
}

/// The quote's cells: in words, then its parts for a spreadsheet to compute with.
fn quote_cells(e: &product_enquiries::Model, quote: Option<&enquiry_quotes::Model>) -> [String; 7] {
    let Some(q) = quote else { return Default::default() };
    let words = QuoteWords::of(q);
    [
        words.line(),
        words.price().amount().to_string(),
        q.currency.to_string(),
        q.unit.to_string(),
        words.terms().unwrap_or_default(),
        q.revision.to_string(),
        words.total(e).map(|t| t.text()).unwrap_or_default(),
    ]
}

fn row(e: product_enquiries::Model, quote: Option<&enquiry_quotes::Model>) -> [String; 33] {
    let yes_no = |b: bool| if b { "Yes" } else { "No" }.to_owned();
    let [quote_line, price, currency, unit, terms, revision, total] = quote_cells(&e, quote);
    [
        e.created_at.to_rfc3339_opts(SecondsFormat::Secs, true),
        e.id,
        e.status.to_string(),
        e.name,
        e.email,
        e.phone,
        e.company.unwrap_or_default(),
        e.address,
        e.city,
        e.state,
        e.pincode,
        e.product_title,
        e.variety_title,
        e.supplier_name,
        paise_to_rupees(e.supplier_price_paise).to_string(),
        e.supplier_unit.to_string(),
        e.quantity.to_string(),
        e.unit.to_string(),
        e.urgency.to_string(),
        e.delivery_date.map(|d| d.format("%Y-%m-%d").to_string()).unwrap_or_default(),
        e.packaging_preference.to_string(),
        e.payment_terms.to_string(),
        yes_no(e.certification_required),
        yes_no(e.samples_required),
        e.additional_requirements.unwrap_or_default(),
        e.supplier_reply.unwrap_or_default(),
        quote_line,
        price,
        currency,
        unit,
        terms,
        revision,
        total,
    ]
}

/// Writes the rows with their quotes as CSV text (header first, newest first).
pub fn to_csv(rows: Vec<product_enquiries::Model>, quotes: &HashMap<String, enquiry_quotes::Model>) -> String {
    let mut writer = csv::WriterBuilder::new().terminator(csv::Terminator::CRLF).from_writer(BOM.as_bytes().to_vec());
    writer.write_record(HEADER).expect("writing to memory");
    for enquiry in rows {
        let quote = quotes.get(&enquiry.id);
        let cells = row(enquiry, quote);
        writer.write_record(cells.iter().map(|cell| neutralise(cell).into_owned())).expect("writing to memory");
    }
    String::from_utf8(writer.into_inner().expect("writing to memory")).expect("UTF-8 in, UTF-8 out")
}

/// Every enquiry the filter matches, as the CSV file.
pub async fn export<C: ConnectionTrait>(db: &C, filter: &EnquiryFilter) -> Result<String, DbErr> {
    let rows = newest_first(filter.select()).all(db).await?;
    let mut quotes = HashMap::new();
    for chunk in rows.chunks(500) {
        let ids = chunk.iter().map(|r| r.id.clone());
        let found = enquiry_quotes::Entity::find().filter(enquiry_quotes::Column::EnquiryId.is_in(ids)).all(db).await?;
        quotes.extend(found.into_iter().map(|q| (q.enquiry_id.clone(), q)));
    }
    Ok(to_csv(rows, &quotes))
}

#[cfg(test)]
mod tests {
    use super::neutralise;

    #[test]
    fn formula_starts_are_neutralised_and_other_text_is_kept() {
        for hostile in ["=HYPERLINK(\"x\")", "+1", "-2", "@SUM(A1)", "\tx", "\rx"] {
            assert_eq!(neutralise(hostile), format!("'{hostile}"));
        }
        for plain in ["Asha", "a=b", "", "₹500", "'quoted"] {
            assert_eq!(neutralise(plain), plain);
        }
    }
}
