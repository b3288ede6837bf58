//! Which page a path names, and the loader that builds its props.

use crate::state::AppState;

use super::props::{OfferSort, Outcome, SiteBuyer};
use super::{about, became_supplier, category, certificates, contact, product_list, service, variety};
use super::{accounts, enquiry, home, my_enquiries, not_found, site};
use crate::error::ApiResult;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Route {
    Home,
    Products,
    /// `/products/{category}`, the segment as it came (still URL-encoded).
    Category(String),
    /// `/products/{product}/{variety}`, the segments as they came.
    Variety(String, String),
    About,
    Service,
    Certificates,
    Contact,
    BecameASupplier,
    Login,
    BuyerRegister,
    SupplierRegister,
    Profile,
    Enquiry,
    Enquiries,
    /// `/profile/enquiries` (`None`) or `/profile/enquiries/{id}`.
    MyEnquiries(Option<String>),
    /// `/profile/orders` (`None`) or `/profile/orders/{id}`.
    MyOrders(Option<String>),
    ForgotPassword,
    ResetPassword,
    NotFound,
}

impl Route {
    /// Pages that read the query or show private data are rendered for each request.
    pub fn cacheable(&self) -> bool {
        !matches!(
            self,
            Route::Login
                | Route::Profile
                | Route::Enquiry
                | Route::MyEnquiries(_)
                | Route::MyOrders(_)
                | Route::ForgotPassword
                | Route::ResetPassword
        )
    }

    /// Whether this request asks for search results or a filtered list: built for each
    /// request, so counted against the address's search allowance.
    pub fn is_search(&self, query: &str) -> bool {
        matches!(self, Route::Products) && !product_list::Filter::from_query(query).is_plain()
    }

    /// How the page cache may keep this request's page: `None` renders it for this request
    /// only (search results: one copy per query would let anyone fill the cache);
    /// `Some(suffix)` keeps it under the path plus that suffix (the variety page's few
    /// orders of offers, the list's pages). Queries a page does not read share the plain path's copy.
    pub fn cache_variant(&self, query: &str) -> Option<Option<String>> {
        match self {
            _ if !self.cacheable() => None,
            Route::Products => {
                // One copy per page of the plain list; `?page=1` (a redirect), a page that
                // is no number (404), searches and families are built per request.
                let filter = product_list::Filter::from_query(query);
                let keeps = filter.is_plain()
                    && !matches!(filter.page, product_list::PageParam::Number(1) | product_list::PageParam::Invalid);
                keeps.then(|| filter.cache_suffix())
            }
            Route::Variety(..) => Some(OfferSort::from_query(query).cache_suffix().map(str::to_owned)),
            _ => Some(None),
        }
    }
}

/// What a loader needs to know about the request.
pub struct PageRequest<'a> {
    pub query: &'a str,
    /// The signed-in buyer, if any (shown in the header).
    pub viewer: Option<SiteBuyer>,
    /// The buyer's currency (the `currency` cookie).
    pub currency: foundation::entities::codes::Currency,
}

pub fn resolve(path: &str) -> Route {
    if let Some(route) = catalogue_route(path) {
        return route;
    }
    if let Some((area, id)) = my_enquiries::page_of(path) {
        return match area {
            my_enquiries::Area::Enquiries => Route::MyEnquiries(id),
            my_enquiries::Area::Orders => Route::MyOrders(id),
        };
    }
    match path.trim_end_matches('/') {
        "" => Route::Home,
        "/products" => Route::Products,
        "/about" => Route::About,
        "/service" => Route::Service,
        "/certificates" => Route::Certificates,
        "/contact" => Route::Contact,
        "/became-a-supplier" => Route::BecameASupplier,
        "/login" => Route::Login,
        "/userRegister" => Route::BuyerRegister,
        "/supplierRegister" => Route::SupplierRegister,
        "/profile" => Route::Profile,
        "/enquiry" => Route::Enquiry,
        "/enquiries" => Route::Enquiries,
        "/forgot-password" => Route::ForgotPassword,
        "/reset-password" => Route::ResetPassword,
        _ => Route::NotFound,
    }
}

pub async fn load(state: &AppState, route: &Route, req: &PageRequest<'_>) -> ApiResult<Outcome> {
    let db = &state.db;
    let site = site::load(db, req.viewer.clone(), req.currency).await?;
    let page = match route {
        Route::Home => home::load(db, site).await?,
        Route::Products => {
            let (version, _) = state.content.current(db).await?;
            let lists = state.list_pages.at(&state.content, version);
            return product_list::load(db, lists, site, product_list::Filter::from_query(req.query)).await;
        }
        Route::Category(segment) => return category::load(db, site, segment).await,
        Route::Variety(product, kind) => {
            return variety::load(db, site, product, kind, OfferSort::from_query(req.query)).await
        }
        Route::About => about::props(site),
        Route::Service => service::load(db, site).await?,
        Route::Certificates => certificates::props(site),
        Route::Contact => contact::load(db, site).await?,
        Route::BecameASupplier => became_supplier::props(site),
        Route::Login => accounts::login(site, req.query),
        Route::BuyerRegister => accounts::buyer_register(site),
        Route::SupplierRegister => accounts::supplier_register(site),
        Route::Profile => return accounts::profile(db, site).await,
        Route::Enquiry => return enquiry::form(db, site, req.query).await,
        Route::Enquiries => enquiry::sent(site),
        Route::MyEnquiries(id) => return Ok(my_enquiries::load(site, my_enquiries::Area::Enquiries, id.as_ref())),
        Route::MyOrders(id) => return Ok(my_enquiries::load(site, my_enquiries::Area::Orders, id.as_ref())),
        Route::ForgotPassword => accounts::forgot_password(site, req.query),
        Route::ResetPassword => accounts::reset_password(site, req.query),
        Route::NotFound => not_found::props(site),
    };
    Ok(Outcome::Page(page))
}

/// `/products/{a}` and `/products/{a}/{b}`; anything deeper is no page.
fn catalogue_route(path: &str) -> Option<Route> {
    let rest = path.strip_prefix("/products/")?.trim_end_matches('/');
    if rest.is_empty() {
        return None;
    }
    let mut segments = rest.split('/');
    Some(match (segments.next(), segments.next(), segments.next()) {
        (Some(a), None, None) => Route::Category(a.to_owned()),
        (Some(a), Some(b), None) if !a.is_empty() && !b.is_empty() => Route::Variety(a.to_owned(), b.to_owned()),
        _ => Route::NotFound,
    })
}

#[cfg(test)]
mod catalogue_route_tests {
    use super::*;

    #[test]
    fn catalogue_paths_name_their_segments() {
        assert_eq!(resolve("/products"), Route::Products);
        assert_eq!(resolve("/products/"), Route::Products);
        assert_eq!(resolve("/products/mangoes"), Route::Category("mangoes".into()));
        assert_eq!(resolve("/products/Fresh%20Fruits/"), Route::Category("Fresh%20Fruits".into()));
        assert_eq!(resolve("/products/mango/alphonso"), Route::Variety("mango".into(), "alphonso".into()));
        assert_eq!(resolve("/products/a/b/c"), Route::NotFound);
        assert_eq!(resolve("/products//b"), Route::NotFound);
        assert_eq!(resolve("/about/"), Route::About);
    }
}
