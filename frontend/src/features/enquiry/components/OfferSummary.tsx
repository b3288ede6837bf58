import styled from "styled-components";
import { Img } from "@/components/ui/Img";
import { colors, radii } from "@/styles/theme";
import { pricePerUnit, quantityWithUnit } from "../lib/labels";
import type { Offer } from "@/types/api";
import { OfferBox } from "./OfferBox";

// The supplier's offer the enquiry is about, shown beside the form: vendor, location,
// price per unit, quantity available, notes, product and variety.

const Product = styled.div`
  display: flex;
  align-items: center;
  gap: 0.9rem;
  img { width: 4.5rem; height: 4.5rem; border-radius: ${radii.sm}; object-fit: cover; background: ${colors.tealSoft}; }
  p { color: ${colors.muted}; font-size: 0.9rem; }
  strong { display: block; font-size: 1.1rem; color: ${colors.forest}; }
`;

const Vendor = styled.div`
  display: grid;
  gap: 0.2rem;
  padding-top: 1rem;
  border-top: 1px solid ${colors.line};
  h3 { font-size: 1.15rem; color: ${colors.forest}; }
  p { color: ${colors.muted}; }
`;

const Price = styled.p`
  font-size: 1.5rem;
  font-weight: 800;
  color: ${colors.tealDark};
`;

const Facts = styled.dl`
  display: grid;
  gap: 0.6rem;
  margin: 0;
  div { display: flex; justify-content: space-between; gap: 1rem; }
  dt { color: ${colors.muted}; }
  dd { margin: 0; font-weight: 650; text-align: right; }
`;

const Notes = styled.p`
  padding: 0.75rem 0.9rem;
  border-radius: ${radii.sm};
  background: ${colors.cream};
  color: ${colors.ink};
  font-size: 0.95rem;
`;

export function OfferSummary({ offer }: { offer: Offer }) {
  return (
    <OfferBox aria-labelledby="offer-title" data-testid="offer-summary">
      <h2 id="offer-title">Your chosen offer</h2>
      <Product>
        {offer.productImage && <Img src={offer.productImage} alt="" width={72} height={72} />}
        <div>
          <p>{offer.productTitle}</p>
          <strong>{offer.varietyTitle}</strong>
        </div>
      </Product>
      <Vendor>
        <h3>{offer.vendorName}</h3>
        {offer.location && <p>{offer.location}</p>}
      </Vendor>
      <Price>{pricePerUnit(offer.price, offer.unit, "INR")}</Price>
      <Facts>
        <div>
          <dt>Quantity available</dt>
          <dd>
            {quantityWithUnit(offer.quantityAvailable, offer.unit)}
          </dd>
        </div>
        <div>
          <dt>Product</dt>
          <dd>{offer.productTitle}</dd>
        </div>
        <div>
          <dt>Variety</dt>
          <dd>{offer.varietyTitle}</dd>
        </div>
      </Facts>
      {offer.notes && <Notes>{offer.notes}</Notes>}
    </OfferBox>
  );
}
