//! What every page shows around its content: logo and footer details.

use sea_orm::DatabaseConnection;

use super::currency;
use super::props::{FooterProps, SiteBuyer, SiteProps};
use crate::error::ApiResult;
use domain::content::{footer, logo};
use foundation::entities::codes::Currency;

pub async fn load(db: &DatabaseConnection, viewer: Option<SiteBuyer>, code: Currency) -> ApiResult<SiteProps> {
    let (logo, footer, currency) = tokio::try_join!(
        async { Ok::<_, crate::error::ApiError>(logo::get(db).await?) },
        async { Ok::<_, crate::error::ApiError>(footer::get(db).await?) },
        currency::load(db, code)
    )?;
    let footer = match footer {
        Some(f) => FooterProps { phone: f.phone, address: f.address, email: f.email, brochure: f.brochure },
        None => FooterProps { phone: String::new(), address: String::new(), email: String::new(), brochure: None },
    };
    Ok(SiteProps { logo: logo.and_then(|l| l.logo), footer, user: viewer, currency })
}
