//! The props every server-rendered page gets; the frontend reads the same shape.

use serde::Serialize;

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PageProps {
    /// Which page component renders these props.
    pub page: &'static str,
    pub status: u16,
    pub meta: Meta,
    pub site: SiteProps,
    pub data: serde_json::Value,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Meta {
    pub title: String,
    pub description: String,
    /// Path of the canonical URL (the server adds its public origin).
    pub canonical: String,
    /// Structured data for search engines, if the page has any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub json_ld: Option<serde_json::Value>,
}

impl Meta {
    pub fn new(title: impl Into<String>, description: impl Into<String>, canonical: impl Into<String>) -> Self {
        Self { title: title.into(), description: description.into(), canonical: canonical.into(), json_ld: None }
    }
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SiteProps {
    pub logo: Option<String>,
    pub footer: FooterProps,
    /// The signed-in buyer, if any.
    pub user: Option<SignedInUser>,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FooterProps {
    pub phone: String,
    pub address: String,
    pub email: String,
    pub brochure: Option<String>,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SignedInUser {
    pub id: String,
    pub name: String,
}
