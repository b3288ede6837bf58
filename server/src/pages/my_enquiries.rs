//! `/profile/enquiries` and `/profile/enquiries/{id}`: the signed-in buyer's enquiries and
//! the conversation on one of them, each at an address of its own that mails link to.
//! The page reads the enquiries in the browser, through the calls that check who asks.

use serde::Serialize;
use utoipa::ToSchema;

use super::page_data::PageData;
use super::router::Outcome;
use super::{Meta, PageName, PageProps, SiteProps};

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MyEnquiriesData {
    /// The enquiry whose conversation the page opens; the list when absent.
    pub enquiry_id: Option<String>,
}

/// The enquiry a `/profile/enquiries…` path names: `Some(None)` for the list, `None` for
/// no such page.
pub fn enquiry_of(path: &str) -> Option<Option<String>> {
    let rest = path.strip_prefix("/profile/enquiries")?.trim_end_matches('/');
    if rest.is_empty() {
        return Some(None);
    }
    let id = rest.strip_prefix('/')?;
    (!id.is_empty() && !id.contains('/')).then(|| Some(id.to_owned()))
}

pub fn load(site: SiteProps, enquiry_id: Option<&String>) -> Outcome {
    let path = match enquiry_id {
        Some(id) => format!("/profile/enquiries/{id}"),
        None => "/profile/enquiries".to_owned(),
    };
    if site.user.is_none() {
        let back: String = form_urlencoded::byte_serialize(path.as_bytes()).collect();
        return Outcome::Redirect { location: format!("/login?redirect={back}"), permanent: false };
    }
    let title = if enquiry_id.is_some() { "Enquiry | Tradehub" } else { "My enquiries | Tradehub" };
    Outcome::Page(PageProps {
        page: PageName::MyEnquiries,
        status: 200,
        meta: Meta::new(title, "Your enquiries, quotes and conversations with suppliers.", path).noindex(),
        site,
        data: PageData::MyEnquiries(MyEnquiriesData { enquiry_id: enquiry_id.cloned() }),
    })
}

#[cfg(test)]
mod tests {
    use super::enquiry_of;

    #[test]
    fn the_list_and_one_enquiry_have_addresses() {
        assert_eq!(enquiry_of("/profile/enquiries"), Some(None));
        assert_eq!(enquiry_of("/profile/enquiries/"), Some(None));
        assert_eq!(enquiry_of("/profile/enquiries/abc"), Some(Some("abc".into())));
        assert_eq!(enquiry_of("/profile/enquiries/a/b"), None);
        assert_eq!(enquiry_of("/profile/enquiriesx"), None);
        assert_eq!(enquiry_of("/profile"), None);
    }
}
