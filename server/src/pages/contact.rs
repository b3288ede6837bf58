//! `/contact`: the contact form and the company's contact details. The first phone line,
//! e-mail and the address are the admin-managed footer details; the second lines are the
//! sales desk, which has no table of its own.

use super::page_data::ContactData;

use super::{Meta, PageData, PageName, PageProps, SiteProps};

const SALES_PHONE: &str = "+91 22 4890 2310";
const SALES_EMAIL: &str = "sales@tradehub.example";

pub fn props(site: SiteProps) -> PageProps {
    let footer = &site.footer;
    let filled = |values: [&str; 2]| values.into_iter().filter(|v| !v.is_empty()).map(str::to_owned).collect();
    let data = PageData::Contact(ContactData {
        phones: filled([footer.phone.as_str(), SALES_PHONE]),
        emails: filled([footer.email.as_str(), SALES_EMAIL]),
        address: footer.address.clone(),
    });
    PageProps {
        page: PageName::Contact,
        status: 200,
        meta: Meta::new(
            "Contact Us | Tradehub",
            "Send us a message, call or e-mail our team, or visit our Mumbai office. Business hours Monday to Saturday.",
            "/contact",
        ),
        site,
        data,
    }
}
