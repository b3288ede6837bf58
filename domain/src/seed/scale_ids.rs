//! The generated rows' ids: a kind and a number, so the same run writes the same rows.

/// The kinds of generated rows; each is the first group of its ids.
#[derive(Clone, Copy)]
pub enum Kind {
    Product = 1,
    Feature,
    Specification,
    Variety,
    Offer,
    Enquiry,
    Supplier,
    Registration,
    Buyer,
    Order,
    OrderEvent,
    OrderPayment,
}

/// A UUID-shaped id (as every other row has) made of a kind and a number.
pub fn id(kind: Kind, n: u64) -> String {
    format!("{}-0000-4000-8000-{n:012}", prefix(kind))
}

pub fn prefix(kind: Kind) -> String {
    format!("5ca1e{:03x}", kind as u16)
}

/// Children of product k get numbers k × 100 + their index: unique, and readable.
pub fn child(k: u64, index: u64) -> u64 {
    k * 100 + index
}
