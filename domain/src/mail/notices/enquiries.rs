//! Enquiry notices: a new enquiry to its supplier; a status change or a reply to its buyer.

use sea_orm::{ConnectionTrait, DbErr, EntityTrait};

use super::parts::{buyer_address, buyer_page, product_of, quantity_of, status_label, supplier_page};
use crate::mail::compose::Letter;
use crate::mail::outbox::enqueue;
use foundation::entities::{product_enquiries, vendors};

/// To the supplier the enquiry is addressed to: what is asked, by whom, with a link to
/// its inbox (the buyer's contact details are in the inbox, not in the mail).
pub async fn enquiry_created<C: ConnectionTrait>(conn: &C, enquiry_id: &str) -> Result<usize, DbErr> {
    let Some(e) = product_enquiries::Entity::find_by_id(enquiry_id.to_owned()).one(conn).await? else { return Ok(0) };
    let Some(vendor_id) = e.vendor_id.clone() else { return Ok(0) };
    let Some(vendor) = vendors::Entity::find_by_id(vendor_id).one(conn).await? else { return Ok(0) };
    let mut details = vec![("Product", product_of(&e)), ("Quantity", quantity_of(&e)), ("Buyer", e.name.clone())];
    if let Some(company) = e.company.clone().filter(|c| !c.trim().is_empty()) {
        details.push(("Company", company));
    }
    details.push(("City", e.city.clone()));
    details.push(("Urgency", e.urgency.to_string()));
    if let Some(date) = e.delivery_date {
        details.push(("Delivery date", date.format("%d %b %Y").to_string()));
    }
    if let Some(req) = e.additional_requirements.clone().filter(|r| !r.trim().is_empty()) {
        details.push(("Requirements", req));
    }
    let letter = Letter {
        subject: format!("New enquiry: {}", product_of(&e)),
        greeting: format!("Hello {},", vendor.name),
        lines: vec!["A buyer has sent you an enquiry on Tradehub.".into()],
        details,
        action: Some(("Open the enquiry", supplier_page(&e.id))),
        note: Some("You receive this because the enquiry is addressed to your supplier account.".into()),
    };
    enqueue(conn, letter.build(&vendor.email)).await?;
    Ok(1)
}

/// To the buyer: the enquiry's status now (after a supplier's or an admin's change).
pub async fn enquiry_status_changed<C: ConnectionTrait>(conn: &C, enquiry_id: &str) -> Result<usize, DbErr> {
    let Some(e) = product_enquiries::Entity::find_by_id(enquiry_id.to_owned()).one(conn).await? else { return Ok(0) };
    let status = status_label(e.status.as_str());
    let letter = Letter {
        subject: format!("Your enquiry for {} is {}", product_of(&e), status.to_lowercase()),
        greeting: format!("Hello {},", e.name),
        lines: vec![format!("The status of your enquiry for {} is now {status}.", product_of(&e))],
        details: vec![("Supplier", e.supplier_name.clone()), ("Quantity", quantity_of(&e)), ("Status", status.clone())],
        action: Some(("Open the enquiry", buyer_page(&e.id))),
        note: None,
    };
    enqueue(conn, letter.build(&buyer_address(conn, &e).await?)).await?;
    Ok(1)
}

/// To the buyer: the supplier's reply, in full.
pub async fn enquiry_replied<C: ConnectionTrait>(conn: &C, enquiry_id: &str) -> Result<usize, DbErr> {
    let Some(e) = product_enquiries::Entity::find_by_id(enquiry_id.to_owned()).one(conn).await? else { return Ok(0) };
    let Some(reply) = e.supplier_reply.clone() else { return Ok(0) };
    let letter = Letter {
        subject: format!("{} replied to your enquiry for {}", e.supplier_name, product_of(&e)),
        greeting: format!("Hello {},", e.name),
        lines: vec![format!("{} replied to your enquiry for {}:", e.supplier_name, product_of(&e)), reply],
        details: vec![("Quantity", quantity_of(&e)), ("Status", status_label(e.status.as_str()))],
        action: Some(("Open the enquiry", buyer_page(&e.id))),
        note: None,
    };
    enqueue(conn, letter.build(&buyer_address(conn, &e).await?)).await?;
    Ok(1)
}
