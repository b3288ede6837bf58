//! What every page shows around its content: logo and footer details.

use sea_orm::DatabaseConnection;

use super::{FooterProps, SignedInUser, SiteProps};
use crate::content::{footer, logo};
use crate::error::ApiResult;

pub async fn load(db: &DatabaseConnection, viewer: Option<SignedInUser>) -> ApiResult<SiteProps> {
    let (logo, footer) = tokio::try_join!(logo::get(db), footer::get(db))?;
    let footer = match footer {
        Some(f) => FooterProps { phone: f.phone, address: f.address, email: f.email, brochure: f.brochure },
        None => FooterProps { phone: String::new(), address: String::new(), email: String::new(), brochure: None },
    };
    Ok(SiteProps { logo: logo.and_then(|l| l.logo), footer, user: viewer })
}
