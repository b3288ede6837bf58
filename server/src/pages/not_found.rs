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
