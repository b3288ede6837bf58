//! `/became-a-supplier` (the spec's spelling): why suppliers register, with a call to
//! action to /supplierRegister.

use super::props::{Meta, PageData, PageName, PageProps, SiteProps};

pub fn props(site: SiteProps) -> PageProps {
    PageProps {
        page: PageName::BecameASupplier,
        status: 200,
        meta: Meta::new(
            "Become a Supplier | Tradehub",
            "Register free as a supplier: get verified, list your products with prices and stock, and receive enquiries from buyers in over 50 countries.",
            "/became-a-supplier",
        ),
        site,
        data: PageData::None,
    }
}
