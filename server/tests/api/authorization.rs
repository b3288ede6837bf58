//! Every route of the API, called as nobody, two buyers, two suppliers and an admin. The
//! routes come from the OpenAPI document (which is generated from the registered handlers),
//! so a route added without an entry in RULES fails this test.

use serde_json::json;

use crate::helpers::{Backend, TestApp};
use crate::on_both_databases;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Access {
    Public,
    Buyer,
    Vendor,
    Admin,
    /// An admin write (`AdminActor`): nobody 401, a signed-in buyer or supplier 403.
    AdminWrite,
    /// `{userId}` names buyer A: buyer A or an admin.
    BuyerSelfOrAdmin,
    /// `{vendorId}` names supplier A: supplier A or an admin.
    SupplierSelfOrAdmin,
    /// Any supplier (for its own rows) or an admin.
    SupplierOrAdmin,
}
use Access::*;

pub(crate) const RULES: &[(&str, &str, Access)] = &[
    ("get", "/api/v1/admin/getLogo", Public),
    ("get", "/api/v1/admin/getHomeBanner", Public),
    ("get", "/api/v1/admin/getReach", Public),
    ("get", "/api/v1/admin/getCoreValues", Public),
    ("get", "/api/v1/admin/getFaq", Public),
    ("get", "/api/v1/admin/whychooseus/get", Public),
    ("get", "/api/v1/admin/getService", Public),
    ("get", "/api/v1/admin/getAdditionalService", Public),
    ("get", "/api/v1/admin/getTestimonial", Public),
    ("get", "/api/v1/admin/getFooter", Public),
    ("get", "/api/v1/admin/product/getAllProducts", Public),
    ("get", "/api/v1/vendorProduct/product/{productId}", Public),
    ("get", "/api/v1/session", Public),
    ("post", "/api/v1/user/signup", Public),
    ("post", "/api/v1/user/login", Public),
    ("post", "/api/v1/user/logout", Public),
    ("get", "/api/v1/user/{userId}", BuyerSelfOrAdmin),
    ("put", "/api/v1/user/profile", Buyer),
    ("post", "/api/v1/user/address", Buyer),
    ("put", "/api/v1/user/address/{addressId}", Buyer),
    ("delete", "/api/v1/user/address/{addressId}", Buyer),
    ("post", "/api/v1/vendor/register", Public),
    ("post", "/api/v1/vendor/vendorLogin", Public),
    ("post", "/api/v1/vendor/logout", Public),
    ("get", "/api/v1/vendor/{vendorId}", SupplierSelfOrAdmin),
    ("post", "/api/v1/user/forgotPassword", Public),
    ("post", "/api/v1/vendor/forgotPassword", Public),
    ("post", "/api/v1/user/resetPassword", Public),
    ("post", "/api/v1/vendor/resetPassword", Public),
    ("post", "/api/v1/admin/adminLogin", Public),
    ("post", "/api/v1/admin/logout", Public),
    ("post", "/api/v1/feedback", Public),
    ("post", "/api/v1/admin/enquiry", Public),
    ("post", "/api/v1/user/enquiry/create", Buyer),
    ("post", "/api/v1/user/enquiry/request", Buyer),
    ("post", "/api/v1/user/enquiry/{id}/accept", Buyer),
    ("get", "/api/v1/user/orders", Buyer),
    ("get", "/api/v1/user/orders/{id}", Buyer),
    ("get", "/api/v1/user/enquiry/{id}/order", Buyer),
    ("post", "/api/v1/user/orders/{id}/steps", Buyer),
    ("post", "/api/v1/user/orders/{id}/payments/{seq}/sent", Buyer),
    ("post", "/api/v1/user/orders/{id}/documents", Buyer),
    ("get", "/api/v1/user/orders/{id}/documents/{documentId}", Buyer),
    ("get", "/api/v1/user/orders/{id}/proforma.pdf", Buyer),
    ("get", "/api/v1/vendor/orders", Vendor),
    ("get", "/api/v1/vendor/orders/{id}", Vendor),
    ("post", "/api/v1/vendor/orders/{id}/steps", Vendor),
    ("post", "/api/v1/vendor/orders/{id}/payments/{seq}/received", Vendor),
    ("post", "/api/v1/vendor/orders/{id}/documents", Vendor),
    ("get", "/api/v1/vendor/orders/{id}/documents/{documentId}", Vendor),
    ("get", "/api/v1/vendor/orders/{id}/proforma.pdf", Vendor),
    ("get", "/api/v1/admin/orders", Admin),
    ("get", "/api/v1/admin/orders/{id}", Admin),
    ("get", "/api/v1/admin/orders/{id}/documents/{documentId}", Admin),
    ("get", "/api/v1/admin/orders/{id}/proforma.pdf", Admin),
    ("post", "/api/v1/admin/orders/{id}/status", AdminWrite),
    ("get", "/api/v1/user/enquiry/user", Buyer),
    ("get", "/api/v1/user/enquiry/{id}/thread", Buyer),
    ("post", "/api/v1/user/enquiry/{id}/message", Buyer),
    ("get", "/api/v1/user/enquiry/{id}/attachment/{seq}", Buyer),
    ("post", "/api/v1/user/enquiry/{id}/counterOffer", Buyer),
    ("post", "/api/v1/user/enquiry/{id}/decline", Buyer),
    ("get", "/api/v1/user/unread", Buyer),
    ("post", "/api/v1/user/enquiry/openRequest", Buyer),
    ("get", "/api/v1/admin/productEnquiry/{id}/thread", Admin),
    ("get", "/api/v1/admin/productEnquiry/{id}/attachment/{seq}", Admin),
    ("get", "/api/v1/vendor/enquiry/{id}/thread", Vendor),
    ("post", "/api/v1/vendor/enquiry/{id}/message", Vendor),
    ("get", "/api/v1/vendor/enquiry/{id}/attachment/{seq}", Vendor),
    ("post", "/api/v1/vendor/enquiry/{id}/declineCounter", Vendor),
    ("get", "/api/v1/vendor/unread", Vendor),
    ("get", "/api/v1/vendorProduct/offer/{listingId}", Public),
    ("post", "/api/v1/vendorRegistration/apply", Vendor),
    ("post", "/api/v1/vendorRegistration/change", Vendor),
    ("get", "/api/v1/vendorRegistration/document/{vendorId}/{kind}", SupplierSelfOrAdmin),
    ("get", "/api/v1/vendorProduct/vendor/{vendorId}", SupplierSelfOrAdmin),
    ("post", "/api/v1/vendorProduct/add", Vendor),
    ("put", "/api/v1/vendorProduct/{listingId}", Vendor),
    ("delete", "/api/v1/vendorProduct/delete/{id}", SupplierOrAdmin),
    ("get", "/api/v1/vendor/enquiry", Vendor),
    ("put", "/api/v1/vendor/enquiry/{id}/status", Vendor),
    ("put", "/api/v1/vendor/enquiry/{id}/reply", Vendor),
    ("put", "/api/v1/vendor/enquiry/{id}/quote", Vendor),
    ("get", "/api/v1/vendor/insights", Vendor),
    ("get", "/api/v1/admin/insights", Admin),
    ("get", "/api/v1/vendor/dashboard", Vendor),
    ("patch", "/api/v1/vendorRegistration/verify/{id}", Admin),
    ("patch", "/api/v1/vendorRegistration/reject/{id}", Admin),
    ("get", "/api/v1/brochure", Public),
    ("post", "/api/v1/admin/logoEdit", AdminWrite),
    ("post", "/api/v1/admin/editHomeBanner", AdminWrite),
    ("post", "/api/v1/admin/addReach", AdminWrite),
    ("post", "/api/v1/admin/editReach", AdminWrite),
    ("delete", "/api/v1/admin/deleteReach/{id}", AdminWrite),
    ("post", "/api/v1/admin/addFaq", AdminWrite),
    ("post", "/api/v1/admin/editFaq", AdminWrite),
    ("delete", "/api/v1/admin/deleteFaq/{id}", AdminWrite),
    ("post", "/api/v1/admin/whychooseus/create", AdminWrite),
    ("put", "/api/v1/admin/whychooseus/{id}", AdminWrite),
    ("delete", "/api/v1/admin/whychooseus/{id}", AdminWrite),
    ("post", "/api/v1/admin/addService", AdminWrite),
    ("post", "/api/v1/admin/additionalService", AdminWrite),
    ("put", "/api/v1/admin/{id}", AdminWrite),
    ("delete", "/api/v1/admin/{id}", AdminWrite),
    ("post", "/api/v1/admin/addTestimonial", AdminWrite),
    ("post", "/api/v1/admin/editTestimonial", AdminWrite),
    ("delete", "/api/v1/admin/deleteTestimonial/{id}", AdminWrite),
    ("post", "/api/v1/admin/editFooter", AdminWrite),
    ("get", "/api/v1/vendor/getAllVendors", Admin),
    ("patch", "/api/v1/vendor/updateVendor/{id}", Admin),
    ("get", "/api/v1/user/getAllUser", Admin),
    ("patch", "/api/v1/user/updateUser/{id}", Admin),
    ("get", "/api/v1/vendorRegistration/get", Admin),
    ("put", "/api/v1/vendorRegistration/update/{id}", Admin),
    ("delete", "/api/v1/vendorRegistration/delete/{id}", Admin),
    ("get", "/api/v1/vendorProduct/getAllProduct", Admin),
    ("patch", "/api/v1/vendorProduct/status/{id}", Admin),
    ("get", "/api/v1/user/enquiry", Admin),
    ("get", "/api/v1/user/enquiry/export.csv", Admin),
    ("put", "/api/v1/user/enquiry/{id}/status", Admin),
    ("delete", "/api/v1/user/enquiry/{id}", Admin),
    ("get", "/api/v1/admin/getEnquiry", Admin),
    ("post", "/api/v1/admin/editEnquiry", Admin),
    ("get", "/api/v1/admin/getFeedback", Admin),
    ("get", "/api/v1/admin/activity", Admin),
    ("get", "/api/v1/admin/exchangeRates", Admin),
    ("post", "/api/v1/admin/exchangeRates", AdminWrite),
    ("post", "/api/v1/admin/product/createProduct", AdminWrite),
    ("put", "/api/v1/admin/product/{id}", AdminWrite),
    ("delete", "/api/v1/admin/product/{id}", AdminWrite),
];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Caller {
    Nobody,
    BuyerA,
    BuyerB,
    VendorA,
    VendorB,
    Admin,
}

/// Whether `caller` may use a route of `access` (path ids name buyer A and supplier A).
/// A buyer or supplier on an admin-only call is known but not allowed: 403.
fn allowed(access: Access, caller: Caller) -> Result<(), u16> {
    use Caller::*;
    match (access, caller) {
        (Public, _) => Ok(()),
        (SupplierOrAdmin, VendorA | VendorB | Caller::Admin) => Ok(()),
        (Buyer, BuyerA | BuyerB) | (Vendor, VendorA | VendorB) | (Access::Admin | AdminWrite, Caller::Admin) => Ok(()),
        (AdminWrite, BuyerA | BuyerB | VendorA | VendorB) => Err(403),
        (BuyerSelfOrAdmin, BuyerA | Caller::Admin) | (SupplierSelfOrAdmin, VendorA | Caller::Admin) => Ok(()),
        (BuyerSelfOrAdmin, BuyerB) | (SupplierSelfOrAdmin, VendorB) => Err(403),
        (Access::Admin, BuyerA | BuyerB | VendorA | VendorB) => Err(403),
        _ => Err(401),
    }
}

on_both_databases!(every_route_checks_who_calls_it, |backend: Backend| async move {
    let app = TestApp::spawn(backend).await.unwrap();
    let (buyer_a, buyer_a_token) = app.buyer("a@buyers.test").await;
    let (_, buyer_b_token) = app.buyer("b@buyers.test").await;
    let (vendor_a, vendor_a_token) = app.vendor("a@suppliers.test", true).await;
    let (_, vendor_b_token) = app.vendor("b@suppliers.test", true).await;
    let (_, admin_token) = app.admin("root@admins.test").await;
    let address_a = {
        let (_, body) = app.get_json_as(&format!("/api/v1/user/{buyer_a}"), &buyer_a_token).await;
        body["user"]["addresses"][0]["_id"].as_str().unwrap().to_owned()
    };
    let callers = [
        (Caller::Nobody, None),
        (Caller::BuyerA, Some(buyer_a_token)),
        (Caller::BuyerB, Some(buyer_b_token)),
        (Caller::VendorA, Some(vendor_a_token)),
        (Caller::VendorB, Some(vendor_b_token)),
        (Caller::Admin, Some(admin_token)),
    ];

    let (_, doc) = app.get_json("/api/openapi.json").await;
    let mut checked = 0;
    // Signing out ends the caller's session (its token too), so those calls go last.
    let mut paths: Vec<_> = doc["paths"].as_object().unwrap().iter().collect();
    paths.sort_by_key(|(path, _)| path.ends_with("/logout"));
    for (path, item) in paths {
        for method in item.as_object().unwrap().keys() {
            let rule = RULES.iter().find(|(m, p, _)| *m == method.as_str() && *p == path.as_str());
            let Some(&(_, _, access)) = rule else {
                panic!("no access rule for {} {path}: add one to RULES", method.to_uppercase());
            };
            let url = path
                .replace("{userId}", &buyer_a)
                .replace("{vendorId}", &vendor_a)
                .replace("{addressId}", &address_a)
                .replace("{productId}", "00000000-0000-0000-0000-000000000000")
                .replace("{listingId}", "00000000-0000-0000-0000-000000000000")
                .replace("{id}", "00000000-0000-0000-0000-000000000000")
                .replace("{kind}", "panFile");
            for (caller, token) in &callers {
                let mut request = app.new_browser().request(method.to_uppercase().parse().unwrap(), app.url(&url));
                if let Some(token) = token {
                    request = request.bearer_auth(token);
                }
                if method != "get" {
                    request = request.json(&json!({}));
                }
                let status = request.send().await.unwrap().status().as_u16();
                assert!(status < 500, "{method} {path} as {caller:?}: {status}");
                match allowed(access, *caller) {
                    Ok(()) => {
                        assert!(status != 401 && status != 403, "{method} {path} as {caller:?} was refused: {status}")
                    }
                    Err(expected) => assert_eq!(status, expected, "{method} {path} as {caller:?}"),
                }
                checked += 1;
            }
        }
    }
    assert!(checked >= RULES.len().min(20) * callers.len(), "only {checked} calls checked");
});
