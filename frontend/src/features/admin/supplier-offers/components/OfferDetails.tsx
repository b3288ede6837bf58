import styled from "styled-components";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/Dialog";
import { formatMoney } from "@/lib/like-for-like";
import { formatQuantity } from "@/lib/money";
import { colors, radii } from "@/styles/theme";
import type { AdminOfferRow } from "../api/offers";

// View Details of a supplier's offer (SPEC section 2): the supplier, price, quantity,
// notes ('N/A' if empty), status, the product's details and image, and its varieties with
// their shipping details.

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 9rem) minmax(0, 1fr);
  gap: 0.35rem 1rem;
  margin-top: 0.75rem;
  dt { font-weight: 700; color: ${colors.muted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
  @media (max-width: 30rem) { grid-template-columns: minmax(0, 1fr); dd { margin-bottom: 0.35rem; } }
`;

const Picture = styled.img`
  width: 100%;
  max-height: 14rem;
  object-fit: contain;
  margin-top: 1rem;
  border-radius: ${radii.sm};
`;

const Variety = styled.section`
  margin-top: 1rem;
  padding-top: 0.75rem;
  border-top: 1px solid ${colors.line};
  h3 { font-size: 1rem; color: ${colors.forest}; }
`;

function Fact({ term, value }: { term: string; value?: string | null }) {
  if (!value) return null;
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}

export function OfferDetails({ offer, onClose }: { offer: AdminOfferRow | null; onClose: () => void }) {
  return (
    <Dialog open={offer !== null} onOpenChange={(open) => !open && onClose()}>
      {offer && (
        <DialogContent>
          <DialogTitle>{offer.product.title}</DialogTitle>
          <DialogDescription>Listing by {offer.vendor.name}</DialogDescription>
          <Facts>
            <Fact term="Vendor" value={offer.vendor.name} />
            <Fact term="Email" value={offer.vendor.email} />
            <Fact term="Price" value={`${formatMoney(offer.price, "INR")} / ${offer.unit}`} />
            <Fact term="Available" value={`${formatQuantity(offer.quantityAvailable)} ${offer.unit}`} />
            <dt>Notes</dt>
            <dd>{offer.notes || "N/A"}</dd>
            <Fact term="Status" value={offer.isActive ? "Active" : "Inactive"} />
            <Fact term="Details" value={offer.product.details} />
          </Facts>
          {offer.product.image && <Picture src={offer.product.image} alt={offer.product.title} />}
          {offer.product.varieties.map((v) => (
            <Variety key={v._id} aria-label={v.title}>
              <h3>
                {v.title}
                {v._id === offer.varietyId ? " (listed)" : ""}
              </h3>
              <Facts>
                <Fact term="Description" value={v.description} />
                <Fact term="Origin" value={v.origin} />
                <Fact term="Energy" value={v.energy} />
                <Fact term="Protein" value={v.protein} />
                <Fact term="Crude Fibre" value={v.crudeFibre} />
                <Fact term="Packaging" value={v.additionalDescription.packaging} />
                <Fact term="Material" value={v.additionalDescription.packagingMaterial} />
                <Fact term="Supply Ability" value={v.additionalDescription.supplyAbility} />
                <Fact term="Container" value={v.additionalDescription.container} />
                <Fact term="Preparation Time" value={v.additionalDescription.shipmentPreparationTime} />
                <Fact term="Delivery Time" value={v.additionalDescription.deliveryTime} />
              </Facts>
            </Variety>
          ))}
        </DialogContent>
      )}
    </Dialog>
  );
}
