use super::props::{Meta, NotFoundData, PageAction, PageData, PageName, PageProps, SiteProps};

pub fn props(site: SiteProps) -> PageProps {
    PageProps {
        page: PageName::NotFound,
        status: 404,
        meta: Meta::new("Page not found | Tradehub", "The page you asked for does not exist.", "/404"),
        site,
        data: PageData::None,
    }
}

/// A catalogue address that names no product or variety (SPEC section 2: 'Product not found').
pub fn product(site: SiteProps, path: &str) -> PageProps {
    PageProps {
        page: PageName::NotFound,
        status: 404,
        meta: Meta::new("Product not found | Tradehub", "The product you asked for does not exist.", path),
        site,
        data: PageData::NotFound(NotFoundData {
            title: "Product not found".into(),
            text: "We could not find this product. It may have been renamed or removed; browse the catalogue to find what you need.".into(),
            action: PageAction { label: "View All Products".into(), to: "/products".into() },
        }),
    }
}
