//! `/about`: the company's story; its text is part of the page component.

use super::props::{Meta, PageData, PageName, PageProps, SiteProps};

pub fn props(site: SiteProps) -> PageProps {
    PageProps {
        page: PageName::About,
        status: 200,
        meta: Meta::new(
            "About Us | Tradehub",
            "Tradehub connects Indian growers and makers with buyers in over 50 countries: our objective, mission and vision, and the numbers behind them.",
            "/about",
        ),
        site,
        data: PageData::None,
    }
}
