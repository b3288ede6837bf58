//! The props every server-rendered page gets, and what a loader answers with them.

use serde::Serialize;
use utoipa::ToSchema;

use super::data::PageData;
use super::site::SiteProps;

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PageProps {
    /// Which page component renders these props.
    pub page: PageName,
    pub status: u16,
    pub meta: Meta,
    pub site: SiteProps,
    pub data: PageData,
}

impl crate::ssr::RenderProps for PageProps {
    fn head(&self) -> crate::ssr::PageHead<'_> {
        crate::ssr::PageHead {
            page: self.page.as_str(),
            status: self.status,
            title: &self.meta.title,
            description: &self.meta.description,
            canonical: &self.meta.canonical,
            json_ld: self.meta.json_ld.as_ref(),
            noindex: self.meta.noindex,
        }
    }
}

/// The page components the frontend registers; one name per server-rendered page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "kebab-case")]
pub enum PageName {
    Home,
    Products,
    Category,
    Variety,
    About,
    Service,
    Certificates,
    Contact,
    BecameASupplier,
    NotFound,
    Login,
    // Named after its address, `/userRegister`, which the spec fixes.
    #[serde(rename = "user-register")]
    BuyerRegister,
    SupplierRegister,
    Profile,
    Enquiry,
    Enquiries,
    MyEnquiries,
    MyOrders,
    ForgotPassword,
    ResetPassword,
    /// The client-only admin and supplier areas.
    Shell,
}

impl PageName {
    /// The serialized name (`became-a-supplier`), which the client manifest keys chunks by.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Home => "home",
            Self::Products => "products",
            Self::Category => "category",
            Self::Variety => "variety",
            Self::About => "about",
            Self::Service => "service",
            Self::Certificates => "certificates",
            Self::Contact => "contact",
            Self::BecameASupplier => "became-a-supplier",
            Self::NotFound => "not-found",
            Self::Login => "login",
            Self::BuyerRegister => "user-register",
            Self::SupplierRegister => "supplier-register",
            Self::Profile => "profile",
            Self::Enquiry => "enquiry",
            Self::Enquiries => "enquiries",
            Self::MyEnquiries => "my-enquiries",
            Self::MyOrders => "my-orders",
            Self::ForgotPassword => "forgot-password",
            Self::ResetPassword => "reset-password",
            Self::Shell => "shell",
        }
    }
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Meta {
    pub title: String,
    pub description: String,
    /// Path of the canonical URL (the server adds its public origin).
    pub canonical: String,
    /// Structured data (schema.org) for search engines, if the page has any.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<std::collections::HashMap<String, serde_json::Value>>)]
    pub json_ld: Option<serde_json::Value>,
    /// Kept out of search engines (`<meta name="robots" content="noindex">`).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub noindex: bool,
}

impl Meta {
    pub fn new(title: impl Into<String>, description: impl Into<String>, canonical: impl Into<String>) -> Self {
        Self {
            title: title.into(),
            description: description.into(),
            canonical: canonical.into(),
            json_ld: None,
            noindex: false,
        }
    }

    /// The same, kept out of search engines.
    pub fn noindex(mut self) -> Self {
        self.noindex = true;
        self
    }
}

/// What `/_data<path>` answers when the path redirects.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct PageRedirect {
    /// Always `redirect`.
    #[schema(example = "redirect")]
    pub page: &'static str,
    pub location: String,
}

/// What a loader answers: a page's props, or where the reader goes instead.
// One per request, moved once into the render: boxing the page would only add an allocation.
#[allow(clippy::large_enum_variant)]
pub enum Outcome {
    Page(PageProps),
    Redirect { location: String, permanent: bool },
}
