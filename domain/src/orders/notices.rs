//! Order notices (kept with the orders: mail knows nothing of them): each milestone, payment mark and document
//! to the other side (an admin's correction to both); an overdue payment to both. Each
//! links to the order's page on the recipient's side and is bundled per recipient per order.
//! (The order's placing is the acceptance, which `quotes::quote_decided` already tells the
//! supplier of, in the same transaction.)

use sea_orm::{ConnectionTrait, DbErr, EntityTrait};

use super::access::status_words;
use crate::mail::bundle::notice;
use crate::mail::compose::Letter;
use crate::trade::money::Money;
use foundation::entities::codes::{OrderDocumentKind, OrderParty};
use foundation::entities::{order_payments, orders, users, vendors};

/// The buyer's page of an order.
pub fn buyer_order_page(order_id: &str) -> String {
    format!("/profile/orders/{order_id}")
}

/// The supplier's page of an order.
pub fn supplier_order_page(order_id: &str) -> String {
    format!("/vendor/orders/{order_id}")
}

/// The bundle key of an order's notices: apart from its enquiry's.
fn about(o: &orders::Model) -> String {
    format!("order:{}", o.id)
}

fn product_of(o: &orders::Model) -> String {
    format!("{} – {}", o.product_title, o.variety_title)
}

fn details(o: &orders::Model) -> Vec<(&'static str, String)> {
    let mut rows = vec![
        ("Order", o.number.clone()),
        ("Product", product_of(o)),
        ("Quantity", format!("{} {}", o.quantity, o.unit)),
    ];
    rows.extend(o.total_minor.map(|t| ("Total", Money::of_minor(t, o.currency).text())));
    rows.push(("Status", status_words(o.status)));
    rows
}

async fn to_buyer<C: ConnectionTrait>(
    conn: &C,
    o: &orders::Model,
    subject: String,
    lines: Vec<String>,
) -> Result<usize, DbErr> {
    let account = match &o.user_id {
        Some(id) => users::Entity::find_by_id(id.clone()).one(conn).await?.map(|u| u.email),
        None => None,
    };
    let to = account.unwrap_or_else(|| o.buyer_email.clone());
    if to.trim().is_empty() {
        return Ok(0);
    }
    let letter = Letter {
        subject,
        greeting: format!("Hello {},", o.buyer_name),
        lines,
        details: details(o),
        action: Some(("Open the order", buyer_order_page(&o.id))),
        note: None,
    };
    let bundled = format!("Updates on your order {} from {}", o.number, o.supplier_name);
    notice(conn, &about(o), &to, letter, bundled).await?;
    Ok(1)
}

async fn to_supplier<C: ConnectionTrait>(
    conn: &C,
    o: &orders::Model,
    subject: String,
    lines: Vec<String>,
) -> Result<usize, DbErr> {
    let account = match &o.vendor_id {
        Some(id) => vendors::Entity::find_by_id(id.clone()).one(conn).await?.map(|v| v.email),
        None => None,
    };
    let to = account.unwrap_or_else(|| o.supplier_email.clone());
    if to.trim().is_empty() {
        return Ok(0);
    }
    let letter = Letter {
        subject,
        greeting: format!("Hello {},", o.supplier_name),
        lines,
        details: details(o),
        action: Some(("Open the order", supplier_order_page(&o.id))),
        note: Some("You receive this because the order is addressed to your supplier account.".into()),
    };
    let bundled = format!("Updates on order {} from {}", o.number, o.buyer_name);
    notice(conn, &about(o), &to, letter, bundled).await?;
    Ok(1)
}

/// To the sides other than `by`: both for an admin's change or the site's own.
async fn to_others<C: ConnectionTrait>(
    conn: &C,
    o: &orders::Model,
    by: OrderParty,
    subject: String,
    lines: Vec<String>,
) -> Result<usize, DbErr> {
    let mut sent = 0;
    if by != OrderParty::Buyer {
        sent += to_buyer(conn, o, subject.clone(), lines.clone()).await?;
    }
    if by != OrderParty::Supplier {
        sent += to_supplier(conn, o, subject, lines).await?;
    }
    Ok(sent)
}

fn who(o: &orders::Model, by: OrderParty) -> String {
    match by {
        OrderParty::Buyer => o.buyer_name.clone(),
        OrderParty::Supplier => o.supplier_name.clone(),
        OrderParty::Admin | OrderParty::Site => "Tradehub".into(),
    }
}

/// To the other side (both, for an admin): the order reached its status now.
pub async fn order_moved<C: ConnectionTrait>(
    conn: &C,
    o: &orders::Model,
    by: OrderParty,
    note: Option<&str>,
) -> Result<usize, DbErr> {
    let status = status_words(o.status);
    let mut lines = vec![format!("{} marked order {} {status}.", who(o, by), o.number)];
    if let (Some(carrier), Some(document)) = (&o.carrier, &o.transport_document) {
        if o.status == foundation::entities::codes::OrderStatus::Shipped {
            lines.push(format!("Carrier {carrier}, B/L or AWB {document}."));
        }
    }
    lines.extend(note.map(|n| format!("Note: {n}")));
    to_others(conn, o, by, format!("Order {} {status}", o.number), lines).await
}

fn line_words(o: &orders::Model, line: &order_payments::Model) -> String {
    let amount = line.amount_minor.map(|a| Money::of_minor(a, o.currency).text());
    let part = line.part.as_str();
    match amount {
        Some(amount) => format!("the {part} payment of {amount}"),
        None => format!("the {part} payment ({}%)", line.percent),
    }
}

/// To the other side: the buyer marked a payment sent, or the supplier received.
pub async fn payment_marked<C: ConnectionTrait>(
    conn: &C,
    o: &orders::Model,
    line: &order_payments::Model,
    by: OrderParty,
) -> Result<usize, DbErr> {
    let verb = if by == OrderParty::Buyer { "sent" } else { "received" };
    let mut lines = vec![format!("{} marked {} on order {} {verb}.", who(o, by), line_words(o, line), o.number)];
    lines.extend(line.sent_note.clone().filter(|_| by == OrderParty::Buyer).map(|n| format!("Note: {n}")));
    to_others(conn, o, by, format!("Payment {verb}: order {}", o.number), lines).await
}

/// To the other side: a document was added to the order.
pub async fn document_added<C: ConnectionTrait>(
    conn: &C,
    o: &orders::Model,
    kind: OrderDocumentKind,
    by: OrderParty,
) -> Result<usize, DbErr> {
    let kind = kind.as_str().replace('_', " ");
    let line = format!("{} added a document to order {}: {kind}.", who(o, by), o.number);
    to_others(conn, o, by, format!("New document on order {}", o.number), vec![line]).await
}

/// To both sides: a payment line is past its due day and not received.
pub async fn payment_overdue<C: ConnectionTrait>(
    conn: &C,
    o: &orders::Model,
    line: &order_payments::Model,
) -> Result<usize, DbErr> {
    let due = line.due_on.map(|d| d.format("%d %b %Y").to_string()).unwrap_or_default();
    let line =
        format!("On order {}, {} was due on {due} and is not recorded as received.", o.number, line_words(o, line));
    to_others(conn, o, OrderParty::Site, format!("Payment overdue: order {}", o.number), vec![line]).await
}
