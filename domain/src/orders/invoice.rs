//! The proforma invoice of an order: its frozen terms, parties and payment lines put in
//! the words `proforma` lays out as a PDF (amounts formatted with their own sign here,
//! once).

use bytes::Bytes;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};

use super::access::{order_for, Actor};
use super::proforma::{render, Line, Party, Proforma};
use crate::trade::comparable::PackContent;
use crate::trade::label::pack_label;
use crate::trade::money::Money;
use crate::uploads::Download as Attachment;
use foundation::entities::codes::PaymentDue;
use foundation::entities::{order_payments, orders};
use foundation::error::Error;

fn lines_of(text: &str) -> Vec<String> {
    text.split(['\n', ',']).map(str::trim).filter(|l| !l.is_empty()).map(str::to_owned).collect()
}

fn some(text: &str) -> Option<String> {
    Some(text.trim()).filter(|t| !t.is_empty()).map(str::to_owned)
}

/// "30% advance, ₹1,80,000.00, due 07 Dec 2026", or when it falls due for a line not dated yet.
fn instalment(o: &orders::Model, line: &order_payments::Model) -> String {
    let amount = line.amount_minor.map(|a| format!(", {}", Money::of_minor(a, o.currency).text())).unwrap_or_default();
    let due = match (line.due_on, line.due) {
        (Some(day), _) => format!("due {}", day.format("%d %b %Y")),
        (None, PaymentDue::Shipment) => format!("due {} days after shipment, against documents", line.due_days),
        (None, PaymentDue::Delivery) => "due on delivery".to_owned(),
        (None, PaymentDue::Order) => format!("due {} days after the order", line.due_days),
    };
    format!("{}% {}{amount}, {due}", line.percent, line.part)
}

/// The proforma of `o` with its payment lines `payments` (in order).
pub fn proforma_of(o: &orders::Model, payments: &[order_payments::Model]) -> Proforma {
    let price = Money::of_minor(o.price_minor, o.currency);
    let content = o.pack_content_milli.map(PackContent::from_milli);
    let total = o.total_minor.map(|t| Money::of_minor(t, o.currency).text()).unwrap_or_else(|| "To be agreed".into());
    let incoterm = match (o.incoterm, &o.named_place) {
        (Some(term), Some(place)) => format!("{term} {place} (Incoterms 2020)"),
        (Some(term), None) => format!("{term} (Incoterms 2020)"),
        (None, _) => o.delivery_terms.clone(),
    };
    Proforma {
        number: o.number.clone(),
        issued: o.created_at.date_naive(),
        seller: Party {
            name: o.supplier_name.clone(),
            company: None,
            address: lines_of(&o.supplier_address),
            email: o.supplier_email.clone(),
            phone: some(&o.supplier_phone),
            tax_id: None,
        },
        buyer: Party {
            name: o.buyer_name.clone(),
            company: o.buyer_company.clone(),
            address: lines_of(&o.buyer_address),
            email: o.buyer_email.clone(),
            phone: some(&o.buyer_phone),
            tax_id: None,
        },
        lines: vec![Line {
            description: format!("{} – {}", o.product_title, o.variety_title),
            quantity: format!("{} {}", o.quantity, o.unit),
            unit_price: format!("{} / {}", price.text(), pack_label(o.quote_unit, content, o.comparable_unit)),
            amount: total.clone(),
        }],
        total,
        currency: o.currency.as_str().to_owned(),
        incoterm,
        payment_terms: payments.iter().map(|l| instalment(o, l)).collect(),
        validity: format!(
            "Quote revision {}, valid until {}",
            o.quote_revision,
            o.quote_valid_until.format("%d %b %Y")
        ),
        notes: vec![format!("Delivery: {}", o.delivery_terms)],
    }
}

/// The order's proforma as a PDF download, when `actor` shares the order.
pub async fn pdf<C: ConnectionTrait>(db: &C, actor: Actor<'_>, id: &str) -> Result<Attachment, Error> {
    let order = order_for(db, actor, id).await?;
    let payments = order_payments::Entity::find()
        .filter(order_payments::Column::OrderId.eq(order.id.as_str()))
        .order_by_asc(order_payments::Column::Seq)
        .all(db)
        .await?;
    let bytes = render(&proforma_of(&order, &payments));
    Ok(Attachment {
        bytes: Bytes::from(bytes),
        content_type: "application/pdf".into(),
        file_name: format!("{}-proforma.pdf", order.number),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDate;
    use foundation::entities::codes::{
        ComparableUnit, Currency, Incoterm, OrderStatus, PaymentPart, PaymentTerms, Unit,
    };

    fn order() -> orders::Model {
        let at = foundation::entities::now();
        orders::Model {
            id: "o1".into(),
            number: "TH-2026-000007".into(),
            enquiry_id: None,
            user_id: None,
            vendor_id: None,
            status: OrderStatus::Placed,
            product_id: None,
            variety_id: None,
            product_title: "Mango".into(),
            variety_title: "Alphonso".into(),
            quantity: 2.0,
            unit: Unit::Ton,
            quote_unit: Unit::Box,
            pack_content_milli: Some(5_000),
            comparable_unit: ComparableUnit::Kg,
            price_minor: 350,
            total_minor: Some(140_000),
            currency: Currency::Usd,
            incoterm: Some(Incoterm::Cif),
            named_place: Some("Jebel Ali".into()),
            delivery_terms: "Vessel within 3 weeks".into(),
            payment_terms: PaymentTerms::Advance,
            quote_revision: 2,
            quote_valid_until: NaiveDate::from_ymd_opt(2026, 12, 31).unwrap(),
            buyer_name: "Asha".into(),
            buyer_email: "asha@example.test".into(),
            buyer_phone: "".into(),
            buyer_company: Some("Asha Foods".into()),
            buyer_address: "1 Market Road, Pune".into(),
            supplier_name: "Konkan Agro".into(),
            supplier_email: "konkan@example.test".into(),
            supplier_phone: "+91 1".into(),
            supplier_address: "Ratnagiri".into(),
            needs_phytosanitary: true,
            carrier: None,
            vessel: None,
            transport_document: None,
            container: None,
            etd: None,
            eta: None,
            cancel_reason: None,
            created_at: at,
            updated_at: at,
            created_micros: 0,
        }
    }

    fn line(
        seq: i32,
        part: PaymentPart,
        percent: i32,
        amount: i64,
        due: PaymentDue,
        on: Option<NaiveDate>,
    ) -> order_payments::Model {
        order_payments::Model {
            id: format!("p{seq}"),
            order_id: "o1".into(),
            seq,
            part,
            percent,
            amount_minor: Some(amount),
            currency: Currency::Usd,
            due,
            due_days: 7,
            due_on: on,
            sent_at: None,
            sent_by: None,
            sent_note: None,
            received_at: None,
            received_by: None,
            overdue_notified_at: None,
            created_at: foundation::entities::now(),
        }
    }

    #[test]
    fn the_proforma_states_the_frozen_terms_in_the_orders_currency() {
        let day = NaiveDate::from_ymd_opt(2026, 12, 7);
        let lines = [
            line(1, PaymentPart::Advance, 30, 42_000, PaymentDue::Order, day),
            line(2, PaymentPart::Balance, 70, 98_000, PaymentDue::Shipment, None),
        ];
        let p = proforma_of(&order(), &lines);
        assert_eq!(
            (p.number.as_str(), p.currency.as_str(), p.total.as_str()),
            ("TH-2026-000007", "USD", "US$1,400.00")
        );
        assert_eq!(p.incoterm, "CIF Jebel Ali (Incoterms 2020)");
        assert_eq!(p.lines[0].unit_price, "US$3.50 / box of 5 kg");
        assert_eq!(p.lines[0].quantity, "2 ton");
        assert_eq!(
            p.payment_terms,
            [
                "30% advance, US$420.00, due 07 Dec 2026",
                "70% balance, US$980.00, due 7 days after shipment, against documents"
            ]
        );
        assert_eq!(p.buyer.address, ["1 Market Road", "Pune"]);
        assert_eq!(p.buyer.phone, None);
        assert!(render(&p).starts_with(b"%PDF-"));
    }
}
