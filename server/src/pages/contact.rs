//! `/contact`: the contact form and the company's contact details, all admin-managed
//! (the footer record): phone and e-mail lines, address, business hours, and the map
//! position of 'Our Location'.

use sea_orm::DatabaseConnection;

use super::props::{ContactData, Meta, PageData, PageName, PageProps, SiteProps};
use crate::error::ApiResult;
use domain::content::footer::{self, hours_of, DEFAULT_HOURS};

pub async fn load(db: &DatabaseConnection, site: SiteProps) -> ApiResult<PageProps> {
    let data = match footer::get(db).await? {
        Some(f) => ContactData {
            phones: [Some(f.phone), f.phone2].into_iter().flatten().filter(|v| !v.is_empty()).collect(),
            emails: [Some(f.email), f.email2].into_iter().flatten().filter(|v| !v.is_empty()).collect(),
            address: f.address,
            business_hours: f.business_hours,
            map: f.map,
        },
        None => ContactData {
            phones: vec![],
            emails: vec![],
            address: String::new(),
            business_hours: hours_of(DEFAULT_HOURS),
            map: None,
        },
    };
    Ok(PageProps {
        page: PageName::Contact,
        status: 200,
        meta: Meta::new(
            "Contact Us | Tradehub",
            "Send us a message, call or e-mail our team, or visit our Mumbai office. Business hours Monday to Saturday.",
            "/contact",
        ),
        site,
        data: PageData::Contact(data),
    })
}
