//! What papers an order travels with, and how many it may hold: the documents' upload and
//! the order's view both read it, so it sits below both.

use foundation::entities::codes::{Incoterm, OrderDocumentKind};

/// Documents one order holds: a shipment's papers are a handful, so this only bounds the list.
pub const DOCUMENTS_MAX: u64 = 50;

/// The documents an order shipped under `incoterm` travels with. Every sale has its
/// invoice and packing list; from FCA on the seller clears export, so a certificate of
/// origin and the transport document (B/L or AWB) are its to give; under CIF and CIP the
/// seller insures, so the insurance certificate too. Plant produce always needs a
/// phytosanitary certificate.
pub fn required(incoterm: Option<Incoterm>, produce: bool) -> Vec<OrderDocumentKind> {
    use OrderDocumentKind::*;
    let mut kinds = vec![CommercialInvoice, PackingList];
    if incoterm.is_some_and(|t| t != Incoterm::Exw) {
        kinds.extend([CertificateOfOrigin, BillOfLading]);
    }
    if matches!(incoterm, Some(Incoterm::Cif | Incoterm::Cip)) {
        kinds.push(InsuranceCertificate);
    }
    if produce {
        kinds.push(PhytosanitaryCertificate);
    }
    kinds
}

/// What [`required`] calls for that `present` does not hold.
pub fn missing(incoterm: Option<Incoterm>, produce: bool, present: &[OrderDocumentKind]) -> Vec<OrderDocumentKind> {
    required(incoterm, produce).into_iter().filter(|k| !present.contains(k)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use OrderDocumentKind::*;

    #[test]
    fn each_incoterm_calls_for_its_documents() {
        assert_eq!(required(Some(Incoterm::Exw), false), vec![CommercialInvoice, PackingList]);
        assert_eq!(
            required(Some(Incoterm::Fob), true),
            vec![CommercialInvoice, PackingList, CertificateOfOrigin, BillOfLading, PhytosanitaryCertificate]
        );
        assert!(required(Some(Incoterm::Cif), false).contains(&InsuranceCertificate));
        assert!(required(Some(Incoterm::Cip), false).contains(&InsuranceCertificate));
        assert!(!required(Some(Incoterm::Cfr), false).contains(&InsuranceCertificate));
        assert_eq!(missing(Some(Incoterm::Exw), false, &[PackingList, Other]), vec![CommercialInvoice]);
    }
}
