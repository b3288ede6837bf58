import styled from "styled-components";
import { colors } from "@/styles/theme";
import { pricePerUnit, quantityWithUnit } from "../lib/labels";
import type { Offer } from "@/types/api";
import { OfferBox } from "./OfferBox";

// The offers of one request for quotes, beside the form in place of the single
// offer's summary: product and variety once, then per supplier its name, location, price
// per unit and minimum order.

const Box = styled(OfferBox)`
  gap: 0.9rem;
  & > p { color: ${colors.muted}; }
  & > p strong { display: block; font-size: 1.1rem; color: ${colors.forest}; }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  li { display: grid; gap: 0.15rem; padding: 0.75rem 0; border-top: 1px solid ${colors.line}; overflow-wrap: anywhere; }
  h3 { font-size: 1.02rem; color: ${colors.forest}; }
  p { color: ${colors.muted}; font-size: 0.9rem; }
  p[data-price] { color: ${colors.tealDark}; font-size: 1.05rem; font-weight: 800; }
`;

export function OfferList({ offers }: { offers: Offer[] }) {
  const first = offers[0];
  return (
    <Box aria-labelledby="offers-title" data-testid="offer-list">
      <h2 id="offers-title">Your chosen offers</h2>
      <p>
        {first.productTitle}
        <strong>{first.varietyTitle}</strong>
      </p>
      <List aria-label={`${offers.length} suppliers`}>
        {offers.map((offer) => (
          <Item key={offer.listingId} offer={offer} />
        ))}
      </List>
    </Box>
  );
}

function Item({ offer }: { offer: Offer }) {
  // The page's Offer names no minimum order (yet); shown when the server sends one.
  const minOrder = (offer as Offer & { minOrder?: number | null }).minOrder;
  return (
          <li>
            <h3>{offer.vendorName}</h3>
            {offer.location && <p>{offer.location}</p>}
            <p data-price="">{pricePerUnit(offer.price, offer.unit, "INR")}</p>
            {minOrder != null ? (
              <p>Minimum order: {minOrder > 0 ? quantityWithUnit(minOrder, offer.unit) : "No minimum"}</p>
            ) : (
              <p>Available: {quantityWithUnit(offer.quantityAvailable, offer.unit)}</p>
            )}
          </li>
  );
}
