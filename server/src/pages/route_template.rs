//! Which page a path names, as a route template: the label the metrics count its requests
//! under (pages are answered by the default service, so actix knows no pattern for them).

use super::router::{resolve, Route};

/// The page's template (`/products/:product/:variety`); `None` when no page has that path.
pub fn route_template(path: &str) -> Option<&'static str> {
    Some(match resolve(path) {
        Route::Home => "/",
        Route::Products => "/products",
        Route::Category(_) => "/products/:category",
        Route::Variety(..) => "/products/:product/:variety",
        Route::About => "/about",
        Route::Service => "/service",
        Route::Certificates => "/certificates",
        Route::Contact => "/contact",
        Route::BecameASupplier => "/became-a-supplier",
        Route::Login => "/login",
        Route::BuyerRegister => "/userRegister",
        Route::SupplierRegister => "/supplierRegister",
        Route::Profile => "/profile",
        Route::MyEnquiries(None) => "/profile/enquiries",
        Route::MyEnquiries(Some(_)) => "/profile/enquiries/:id",
        Route::MyOrders(None) => "/profile/orders",
        Route::MyOrders(Some(_)) => "/profile/orders/:id",
        Route::Enquiry => "/enquiry",
        Route::Enquiries => "/enquiries",
        Route::ForgotPassword => "/forgot-password",
        Route::ResetPassword => "/reset-password",
        Route::NotFound => return None,
    })
}
