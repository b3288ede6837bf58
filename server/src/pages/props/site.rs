//! What every page shows around its content: the logo, the footer and the signed-in buyer.

use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SiteProps {
    pub logo: Option<String>,
    pub footer: FooterProps,
    /// The signed-in buyer, if any.
    pub user: Option<SiteBuyer>,
    /// The currency prices are shown in beside rupees (the `currency` cookie).
    pub currency: crate::pages::currency::SiteCurrency,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FooterProps {
    pub phone: String,
    pub address: String,
    pub email: String,
    pub brochure: Option<String>,
}

/// The signed-in buyer as every page shows it; the login answer's `SignedInBuyer` has more fields.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SiteBuyer {
    pub id: String,
    pub name: String,
}
