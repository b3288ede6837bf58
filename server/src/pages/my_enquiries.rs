//! The signed-in buyer's own pages, each a list and one item at an address of its own that
//! mails link to: `/profile/enquiries[/{id}]` (an enquiry and its conversation) and
//! `/profile/orders[/{id}]`. The page reads them in the browser, through the calls that
//! check who asks.

use super::props::{Meta, MyEnquiriesData, MyOrdersData, Outcome, PageData, PageName, PageProps, SiteProps};

/// Which of the buyer's lists a page shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Area {
    Enquiries,
    Orders,
}

impl Area {
    fn prefix(self) -> &'static str {
        match self {
            Area::Enquiries => "/profile/enquiries",
            Area::Orders => "/profile/orders",
        }
    }

    /// The page's title, of the list or of one item, and its description.
    fn words(self, one: bool) -> (&'static str, &'static str) {
        match (self, one) {
            (Area::Enquiries, true) => ("Enquiry | Tradehub", ENQUIRIES),
            (Area::Enquiries, false) => ("My enquiries | Tradehub", ENQUIRIES),
            (Area::Orders, true) => ("Order | Tradehub", ORDERS),
            (Area::Orders, false) => ("My orders | Tradehub", ORDERS),
        }
    }

    fn data(self, id: Option<String>) -> (PageName, PageData) {
        match self {
            Area::Enquiries => (PageName::MyEnquiries, PageData::MyEnquiries(MyEnquiriesData { enquiry_id: id })),
            Area::Orders => (PageName::MyOrders, PageData::MyOrders(MyOrdersData { order_id: id })),
        }
    }
}

const ENQUIRIES: &str = "Your enquiries, quotes and conversations with suppliers.";
const ORDERS: &str = "Your orders: their documents, payments and shipment up to delivery.";

/// The area and item a buyer's page path names: no item for the list, `None` for no such
/// page.
pub fn page_of(path: &str) -> Option<(Area, Option<String>)> {
    [Area::Enquiries, Area::Orders].into_iter().find_map(|area| item_of(path, area).map(|id| (area, id)))
}

fn item_of(path: &str, area: Area) -> Option<Option<String>> {
    let rest = path.strip_prefix(area.prefix())?.trim_end_matches('/');
    if rest.is_empty() {
        return Some(None);
    }
    let id = rest.strip_prefix('/')?;
    (!id.is_empty() && !id.contains('/')).then(|| Some(id.to_owned()))
}

pub fn load(site: SiteProps, area: Area, id: Option<&String>) -> Outcome {
    let path = match id {
        Some(id) => format!("{}/{id}", area.prefix()),
        None => area.prefix().to_owned(),
    };
    if site.user.is_none() {
        let back: String = form_urlencoded::byte_serialize(path.as_bytes()).collect();
        return Outcome::Redirect { location: format!("/login?redirect={back}"), permanent: false };
    }
    let (title, description) = area.words(id.is_some());
    let (page, data) = area.data(id.cloned());
    Outcome::Page(PageProps { page, status: 200, meta: Meta::new(title, description, path).noindex(), site, data })
}

#[cfg(test)]
mod tests {
    use super::{item_of, page_of, Area};

    fn enquiries(path: &str) -> Option<Option<String>> {
        item_of(path, Area::Enquiries)
    }

    #[test]
    fn the_lists_and_one_item_each_have_addresses() {
        assert_eq!(enquiries("/profile/enquiries"), Some(None));
        assert_eq!(enquiries("/profile/enquiries/"), Some(None));
        assert_eq!(enquiries("/profile/enquiries/abc"), Some(Some("abc".into())));
        assert_eq!(enquiries("/profile/enquiries/a/b"), None);
        assert_eq!(enquiries("/profile/enquiriesx"), None);
        assert_eq!(page_of("/profile/orders/o1"), Some((Area::Orders, Some("o1".into()))));
        assert_eq!(page_of("/profile/orders"), Some((Area::Orders, None)));
        assert_eq!(page_of("/profile/ordersx"), None);
        assert_eq!(enquiries("/profile"), None);
    }
}
