use serde_json::json;

use super::{Meta, PageProps, SiteProps};

pub fn props(site: SiteProps) -> PageProps {
    PageProps {
        page: "not-found",
        status: 404,
        meta: Meta::new("Page not found | Tradehub", "The page you asked for does not exist.", "/404"),
        site,
        data: serde_json::Value::Null,
    }
}

/// A catalogue address that names no product or variety (SPEC section 2: 'Product not found').
pub fn product(site: SiteProps, path: &str) -> PageProps {
    PageProps {
        page: "not-found",
        status: 404,
        meta: Meta::new("Product not found | Tradehub", "The product you asked for does not exist.", path),
        site,
        data: json!({
            "title": "Product not found",
            "text": "We could not find this product. It may have been renamed or removed; browse the catalogue to find what you need.",
            "action": { "label": "View All Products", "to": "/products" },
        }),
    }
}
