//! `/contact`: the contact form and the company's contact details. The first phone line,
//! e-mail and the address are the admin-managed footer details; the second lines are the
//! sales desk, which has no table of its own.

use serde_json::json;

use super::{Meta, PageProps, SiteProps};

const SALES_PHONE: &str = "+91 22 4890 2310";
const SALES_EMAIL: &str = "sales@tradehub.example";

pub fn props(site: SiteProps) -> PageProps {
    let footer = &site.footer;
    let phones: Vec<&str> = [footer.phone.as_str(), SALES_PHONE].into_iter().filter(|p| !p.is_empty()).collect();
    let emails: Vec<&str> = [footer.email.as_str(), SALES_EMAIL].into_iter().filter(|e| !e.is_empty()).collect();
    let data = json!({ "phones": phones, "emails": emails, "address": footer.address });
    PageProps {
        page: "contact",
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
