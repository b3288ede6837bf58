//! `/certificates`: the six certificates are fixed (SPEC section 2) and live in the page
//! component.

use super::props::{Meta, PageData, PageName, PageProps, SiteProps};

pub fn props(site: SiteProps) -> PageProps {
    PageProps {
        page: PageName::Certificates,
        status: 200,
        meta: Meta::new(
            "Our Certifications | Tradehub",
            "ISO 9001, export excellence, quality assurance, trade compliance, environmental and industry recognition: the certificates behind every Tradehub shipment.",
            "/certificates",
        ),
        site,
        data: PageData::None,
    }
}
