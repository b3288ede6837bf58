//! The allowed values of the coded columns (SPEC section 9), as enums. Each is stored as
//! its text (the same text as before they were enums, so no data changed) and reaches
//! the JSON API, the OpenAPI document and the TypeScript types as that text; the first
//! value of each list is the default the form starts with.

use sea_orm::entity::prelude::*;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// An enum of codes written once: each variant with its text, in the database, in JSON
/// and in the OpenAPI document alike.
macro_rules! codes {
    ($(#[$meta:meta])* $name:ident { $($variant:ident = $text:tt),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, Serialize, Deserialize, ToSchema)]
        #[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
        pub enum $name {
            $(
                #[sea_orm(string_value = $text)]
                #[serde(rename = $text)]
                $variant,
            )+
        }

        impl $name {
            /// Every value, in order.
            pub const ALL: &'static [Self] = &[$(Self::$variant),+];

            /// Every value's text, in order.
            pub const CODES: &'static [&'static str] = &[$($text),+];

            pub const fn as_str(self) -> &'static str {
                match self {
                    $(Self::$variant => $text,)+
                }
            }

            /// The value written exactly `text` (case-sensitive).
            pub fn parse(text: &str) -> Option<Self> {
                match text {
                    $($text => Some(Self::$variant),)+
                    _ => None,
                }
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}

codes! {
    /// A quantity's unit: a listing's (`vendor_listings.unit`, `product_enquiries.supplier_unit`)
    /// or an enquiry's (`product_enquiries.unit`), which may also be the listing's own.
    Unit { Kg = "kg", G = "g", Ton = "ton", Piece = "piece", Packet = "packet", Box = "box", Quintal = "quintal", Metre = "metre" }
}

codes! {
    /// `varieties.comparable_unit`: what every offer and quote of the variety is priced per,
    /// so that they compare like for like (goods sold by weight, by the piece, by length).
    ComparableUnit { Kg = "kg", Piece = "piece", Metre = "metre" }
}

codes! {
    /// A trade term of Incoterms 2020 (`vendor_listings.incoterm`, `enquiry_quotes.incoterm`).
    Incoterm {
        Exw = "EXW", Fca = "FCA", Fas = "FAS", Fob = "FOB", Cfr = "CFR", Cif = "CIF",
        Cpt = "CPT", Cip = "CIP", Dap = "DAP", Dpu = "DPU", Ddp = "DDP",
    }
}

codes! {
    /// A currency a buyer may read prices in and a supplier may quote in (ISO 4217); INR first.
    Currency { Inr = "INR", Usd = "USD", Eur = "EUR", Gbp = "GBP", Aed = "AED" }
}

codes! {
    /// `product_enquiries.urgency`.
    Urgency { Normal = "normal", Urgent = "urgent", VeryUrgent = "very-urgent" }
}

codes! {
    /// `product_enquiries.packaging_preference`.
    PackagingPreference { Standard = "standard", EcoFriendly = "eco-friendly", Custom = "custom" }
}

codes! {
    /// `product_enquiries.payment_terms`.
    PaymentTerms { Net30 = "net30", Net15 = "net15", Advance = "advance", Cod = "cod" }
}

codes! {
    /// `product_enquiries.status`: every enquiry starts `pending`.
    EnquiryStatus { Pending = "pending", Processing = "processing", Completed = "completed", Rejected = "rejected" }
}

codes! {
    /// `product_enquiries.quote_outcome`: the enquiry whose quote the buyer accepted, and
    /// the other enquiries of its request, closed by that acceptance.
    QuoteOutcome { Accepted = "accepted", Closed = "closed" }
}

codes! {
    /// `general_enquiries.status`.
    GeneralEnquiryStatus { Open = "Open", Close = "Close" }
}

codes! {
    /// `enquiry_messages.party`: which side of an enquiry's conversation wrote an item.
    ThreadParty { Buyer = "buyer", Supplier = "supplier" }
}

codes! {
    /// `enquiry_messages.kind`: a message, a step of the negotiation, or a quote event.
    ThreadItemKind {
        Message = "message",
        Quoted = "quoted",
        Revised = "revised",
        Accepted = "accepted",
        Closed = "closed",
        CounterOffer = "counter-offer",
        CounterDeclined = "counter-declined",
        QuoteDeclined = "quote-declined",
    }
}

codes! {
    /// Why a buyer declined a quote (`enquiry_threads.decline_reason`).
    DeclineReason {
        PriceTooHigh = "price-too-high",
        DeliveryTooSlow = "delivery-too-slow",
        MinimumOrderTooHigh = "minimum-order-too-high",
        TermsNotSuitable = "terms-not-suitable",
        ChoseAnotherSupplier = "chose-another-supplier",
        NoLongerNeeded = "no-longer-needed",
        Other = "other",
    }
}

impl Currency {
    /// The sign an amount of this currency is written with, in mails and on every screen.
    pub fn symbol(self) -> &'static str {
        match self {
            Currency::Inr => "₹",
            Currency::Usd => "US$",
            Currency::Eur => "€",
            Currency::Gbp => "£",
            Currency::Aed => "AED ",
        }
    }
}

/// The units a listing may be in.
pub const LISTING_UNITS: [&str; 8] = ["kg", "g", "ton", "quintal", "piece", "packet", "box", "metre"];
/// The units of the spec's enquiry form.
pub const ENQUIRY_UNITS: [&str; 3] = ["kg", "ton", "quintal"];
pub const URGENCIES: &[&str] = Urgency::CODES;
pub const PACKAGING_PREFERENCES: &[&str] = PackagingPreference::CODES;
pub const PAYMENT_TERMS: &[&str] = PaymentTerms::CODES;
pub const ENQUIRY_STATUSES: &[&str] = EnquiryStatus::CODES;
pub const GENERAL_ENQUIRY_STATUSES: &[&str] = GeneralEnquiryStatus::CODES;
/// What a supplier may move an enquiry to; `pending` is where every enquiry starts.
pub const SUPPLIER_STATUSES: [&str; 3] =
    [EnquiryStatus::Processing.as_str(), EnquiryStatus::Completed.as_str(), EnquiryStatus::Rejected.as_str()];
/// `vendor_documents.kind`: the multipart field names of the registration form.
pub const DOCUMENT_KINDS: [&str; 6] = ["aadharFile", "panFile", "gstFile", "udyamFile", "msmeFile", "profile"];

codes! {
    /// `orders.status`: an order's milestone, from the acceptance that placed it to its
    /// close; `cancelled` only before it ships.
    OrderStatus {
        Placed = "placed",
        Confirmed = "confirmed",
        AdvanceReceived = "advance_received",
        InProduction = "in_production",
        ReadyToShip = "ready_to_ship",
        Shipped = "shipped",
        Arrived = "arrived",
        Delivered = "delivered",
        Closed = "closed",
        Cancelled = "cancelled",
    }
}

codes! {
    /// Who acted on an order (`order_events.party`, `order_documents.party`): one of its two
    /// sides, an admin correcting it, or the site itself (the acceptance that placed it).
    OrderParty { Buyer = "buyer", Supplier = "supplier", Admin = "admin", Site = "site" }
}

codes! {
    /// `order_documents.kind`: the trade documents an order's shipment travels with.
    OrderDocumentKind {
        CommercialInvoice = "commercial_invoice",
        PackingList = "packing_list",
        CertificateOfOrigin = "certificate_of_origin",
        PhytosanitaryCertificate = "phytosanitary_certificate",
        BillOfLading = "bill_of_lading",
        InsuranceCertificate = "insurance_certificate",
        Other = "other",
    }
}

codes! {
    /// `order_payments.part`: an advance, the balance after it, or the whole amount at once.
    PaymentPart { Advance = "advance", Balance = "balance", Full = "full" }
}

codes! {
    /// `order_payments.due`: what a payment line falls due after: the order itself, its
    /// shipment (against documents) or its delivery (cash on delivery).
    PaymentDue { Order = "order", Shipment = "shipment", Delivery = "delivery" }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every unit a listing or enquiry form offers is a stored unit, and every stored unit is
    /// offered by one of them.
    #[test]
    fn the_unit_lists_make_up_the_units() {
        let offered: Vec<&str> = LISTING_UNITS.iter().chain(ENQUIRY_UNITS.iter()).copied().collect();
        for code in &offered {
            assert!(Unit::parse(code).is_some(), "{code}");
        }
        for code in Unit::CODES {
            assert!(offered.contains(code), "{code}");
        }
    }

    #[test]
    fn codes_read_back_as_written() {
        for &status in EnquiryStatus::ALL {
            assert_eq!(EnquiryStatus::parse(status.as_str()), Some(status));
            assert_eq!(status.to_value(), status.as_str());
            assert_eq!(serde_json::to_value(status).unwrap(), status.as_str());
        }
        assert_eq!(GeneralEnquiryStatus::parse("open"), None, "case counts");
        assert_eq!(Urgency::CODES, ["normal", "urgent", "very-urgent"]);
    }
}
