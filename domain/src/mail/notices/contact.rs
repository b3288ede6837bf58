//! A new contact-form message, to the admins.

use sea_orm::{ConnectionTrait, DbErr, EntityTrait};

use super::parts::to_admins;
use crate::mail::compose::Letter;
use foundation::entities::general_enquiries;

pub async fn contact_received<C: ConnectionTrait>(conn: &C, enquiry_id: &str) -> Result<usize, DbErr> {
    let Some(m) = general_enquiries::Entity::find_by_id(enquiry_id.to_owned()).one(conn).await? else { return Ok(0) };
    let mut details = vec![("Name", m.name.clone()), ("Email", m.email.clone()), ("Phone", m.phone.clone())];
    if let Some(address) = m.address.clone() {
        details.push(("Address", address));
    }
    details.push(("Message", m.message.clone()));
    let letter = Letter {
        subject: format!("New contact message from {}", m.name),
        greeting: "Hello,".into(),
        lines: vec!["A visitor sent a message through the contact form.".into()],
        details,
        action: Some(("Open general enquiries", "/admin/enquiry".into())),
        note: Some("You receive this as a Tradehub administrator.".into()),
    };
    to_admins(conn, &letter).await
}
