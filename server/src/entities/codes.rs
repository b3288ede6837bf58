//! The allowed values of the coded string columns (SPEC section 9). They are plain
//! strings in the database so that the values in the JSON API and in the tables are the
//! same text; the first value of each list is the default the form starts with.

/// `vendor_listings.unit`, `product_enquiries.supplier_unit`.
pub const LISTING_UNITS: [&str; 6] = ["kg", "g", "ton", "piece", "packet", "box"];
/// `product_enquiries.unit`.
pub const ENQUIRY_UNITS: [&str; 3] = ["kg", "ton", "quintal"];
/// `product_enquiries.urgency`.
pub const URGENCIES: [&str; 3] = ["normal", "urgent", "very-urgent"];
/// `product_enquiries.packaging_preference`.
pub const PACKAGING_PREFERENCES: [&str; 3] = ["standard", "eco-friendly", "custom"];
/// `product_enquiries.payment_terms`.
pub const PAYMENT_TERMS: [&str; 4] = ["net30", "net15", "advance", "cod"];
/// `product_enquiries.status`.
pub const ENQUIRY_STATUSES: [&str; 4] = ["pending", "processing", "completed", "rejected"];
/// What a supplier may move an enquiry to; `pending` is where every enquiry starts.
pub const SUPPLIER_STATUSES: [&str; 3] = ["processing", "completed", "rejected"];
/// `general_enquiries.status`.
pub const GENERAL_ENQUIRY_STATUSES: [&str; 2] = ["Open", "Close"];
/// `vendor_documents.kind`: the multipart field names of the registration form.
pub const DOCUMENT_KINDS: [&str; 6] = ["aadharFile", "panFile", "gstFile", "udyamFile", "msmeFile", "profile"];

/// Whether `value` is one of `allowed` (exact, case-sensitive match).
pub fn is_one_of(value: &str, allowed: &[&str]) -> bool {
    allowed.contains(&value)
}
