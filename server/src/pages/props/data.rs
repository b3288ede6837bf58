//! Each page's `data`: one named type per page, so the OpenAPI document (and from it the
//! frontend's types) carries every page's props.

use serde::Serialize;
use utoipa::ToSchema;

use super::category_page::CategoryProduct;
use super::products_page::{CatalogueCard, ProductFamily};
use super::variety_page::{OfferSort, ParentProduct, VarietySupplier};
use crate::pages::product_card::ProductCard;
use domain::accounts::buyers::BuyerView;
use domain::catalogue::products::Variety;
use domain::content::banner::Slide;
use domain::content::core_values::CoreValue;
use domain::content::faq::Faq;
use domain::content::reach::ReachItem;
use domain::content::services::{AdditionalService, Service};
use domain::content::testimonials::HomeTestimonial;
use domain::content::why_choose_us::WhyChooseUs;
use domain::enquiries::offer::Offer;

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
    ForgotPassword(ForgotPasswordData),
    ResetPassword(ResetPasswordData),
    Profile(ProfileData),
    Enquiry(EnquiryData),
    MyEnquiries(MyEnquiriesData),
    MyOrders(MyOrdersData),
    NotFound(NotFoundData),
    None,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HomeData {
    pub banners: Vec<Slide>,
    pub why_choose_us: Vec<WhyChooseUs>,
    /// The showcase: the first products of the catalogue, in the admins' order (at most 8).
    pub products: Vec<ProductCard>,
    pub reach: Vec<ReachItem>,
    pub core_values: Vec<CoreValue>,
    pub faqs: Vec<Faq>,
    pub testimonials: Vec<HomeTestimonial>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductsData {
    /// The products of this page: the catalogue's, one family's, or a search's hits (best
    /// first), at most `pageSize` of them.
    pub products: Vec<CatalogueCard>,
    /// This page, from 1.
    pub page: u64,
    pub page_size: u64,
    /// Pages of the list (at least 1); page `n` is at `?page=n` beside `q` and `family`.
    pub page_count: u64,
    /// Products in the whole list (or hits of the search) over all pages; when `totalExact`
    /// is false, at least this many.
    pub total: u64,
    /// Whether `total` is the exact count (a search counts its hits up to 1,000).
    pub total_exact: bool,
    /// The search as asked (trimmed), empty for none.
    pub query: String,
    /// The family filtered on, if any (its slug).
    pub family: Option<String>,
    /// Every family, in catalogue order, for the filter.
    pub families: Vec<ProductFamily>,
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
    /// The order `suppliers` are in.
    pub sort: OfferSort,
    /// A few products of the same family that follow this one ('You May Also Like').
    pub related: Vec<ProductCard>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ServiceData {
    pub services: Vec<Service>,
    pub additional_services: Vec<AdditionalService>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContactData {
    pub phones: Vec<String>,
    pub emails: Vec<String>,
    pub address: String,
    pub business_hours: Vec<domain::content::footer::BusinessHours>,
    /// 'Our Location' shows this place's map; none: the illustration.
    pub map: Option<domain::content::footer::MapLocation>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct LoginData {
    /// Where to go after signing in: a path on this site, or none.
    pub redirect: Option<String>,
}

/// Which account kind the forgot-password form starts on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum AccountKind {
    #[serde(rename = "user")]
    Buyer,
    #[serde(rename = "vendor")]
    Supplier,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ForgotPasswordData {
    /// The login page's tab the visitor came from (`?role=vendor`); the buyer's otherwise.
    pub role: AccountKind,
}

/// The token is not here: it is in the link's fragment, which only the browser sees.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ResetPasswordData {
    pub role: AccountKind,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct ProfileData {
    pub user: BuyerView,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct EnquiryData {
    /// The offer enquired about, unless it is no longer available (a request's first offer).
    pub offer: Option<Offer>,
    /// A request's offers still open (`?listings=a,b,c`); the single offer alone otherwise.
    pub offers: Vec<Offer>,
    /// An open request (`?variety=ID`): the form goes to every supplier of this variety,
    /// `offers` being the ones it reaches now.
    #[serde(rename = "openVarietyId")]
    pub open_variety_id: Option<String>,
    /// Why the offer (or some of a request's offers) cannot be enquired about.
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

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MyEnquiriesData {
    /// The enquiry whose conversation the page opens; the list when absent.
    pub enquiry_id: Option<String>,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MyOrdersData {
    /// The order the page opens; the list when absent.
    pub order_id: Option<String>,
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
