//! Each page's `data`: one named type per page, so the OpenAPI document (and from it the
//! frontend's types) carries every page's props.

use serde::Serialize;
use utoipa::ToSchema;

use super::category::CategoryProduct;
use super::product_card::ProductCard;
use super::variety::{ParentProduct, VarietySupplier};
use crate::accounts::users::UserView;
use crate::catalogue::products::Variety;
use crate::content::banner::Slide;
use crate::content::core_values::CoreValue;
use crate::content::faq::Faq;
use crate::content::reach::ReachItem;
use crate::content::services::{AdditionalService, Service};
use crate::content::testimonials::HomeTestimonial;
use crate::content::why_choose_us::WhyChooseUs;
use crate::enquiries::offer::Offer;

/// Untagged: `page` names the variant; pages whose content is all in the bundle send `null`.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(untagged)]
pub enum PageData {
    Home(HomeData),
    Products(ProductsData),
    Category(CategoryData),
    Variety(VarietyData),
    Service(ServiceData),
    Contact(ContactData),
    Login(LoginData),
    Profile(ProfileData),
    Enquiry(EnquiryData),
    NotFound(NotFoundData),
    None,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HomeData {
    pub banners: Vec<Slide>,
    pub why_choose_us: Vec<WhyChooseUs>,
    pub products: Vec<ProductCard>,
    pub reach: Vec<ReachItem>,
    pub core_values: Vec<CoreValue>,
    pub faqs: Vec<Faq>,
    pub testimonials: Vec<HomeTestimonial>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ProductsData {
    pub products: Vec<ProductCard>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CategoryData {
    pub product: CategoryProduct,
    /// How many verified offers the product has.
    pub offer_count: usize,
    pub brochure: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct VarietyData {
    pub product: ParentProduct,
    pub variety: Variety,
    pub suppliers: Vec<VarietySupplier>,
    /// Other products ('You May Also Like').
    pub related: Vec<ProductCard>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ServiceData {
    pub services: Vec<Service>,
    pub additional_services: Vec<AdditionalService>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ContactData {
    pub phones: Vec<String>,
    pub emails: Vec<String>,
    pub address: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct LoginData {
    /// Where to go after signing in: a path on this site, or none.
    pub redirect: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ProfileData {
    pub user: UserView,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct EnquiryData {
    /// The offer enquired about, unless it is no longer available.
    pub offer: Option<Offer>,
    /// Why the offer cannot be enquired about.
    pub error: Option<String>,
    pub prefill: EnquiryPrefill,
    pub options: EnquiryOptions,
}

/// The buyer's own details, to start the form with.
#[derive(Debug, Clone, Default, Serialize, ToSchema)]
pub struct EnquiryPrefill {
    pub name: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub address: Option<String>,
    pub city: Option<String>,
    pub state: Option<String>,
    pub pincode: Option<String>,
}

/// The choices the enquiry form offers (the server accepts only these).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EnquiryOptions {
    pub units: Vec<String>,
    pub urgencies: Vec<String>,
    pub packaging_preferences: Vec<String>,
    pub payment_terms: Vec<String>,
}

/// A 'not found' page with its own wording and a way on.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct NotFoundData {
    pub title: String,
    pub text: String,
    pub action: PageAction,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct PageAction {
    pub label: String,
    pub to: String,
}
