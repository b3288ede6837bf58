import type { ReactNode } from "react";
import styled from "styled-components";
import { StatusBadge } from "@/components/ui/StatusBadge";
import { convertedLine, priceLine } from "@/lib/like-for-like";
import { quantityWithUnit } from "@/lib/units";
import { colors, radii, shadows } from "@/styles/theme";
import type { VarietySupplier } from "@/types/api";

// One supplier's offer, with what a buyer weighs before writing to it: who (Verified,
// member since), where, price per unit, minimum order, quantity, notes and how many
// enquiries the supplier answered lately. The whole card selects it for pointer users;
// the button inside does it for keyboard and screen-reader users and says whether it is
// the selected one. The selected card carries its own next step (`children`). A box
// below adds the offer to a request for quotes from several suppliers.

const Card = styled.article<{ $selected: boolean }>`
  position: relative;
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: 0.55rem;
  padding: 1.3rem 1.35rem;
  border-radius: ${radii.md};
  background: ${colors.white};
  box-shadow: ${shadows.card};
  border: 2px solid ${(p) => (p.$selected ? colors.teal : "transparent")};
  cursor: pointer;
  overflow-wrap: anywhere;
  transition: border-color 0.2s ease;
  h3 { font-size: 1.1rem; color: ${colors.forest}; }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem 0.6rem;
`;

// The tick is drawn, not written: the badge reads "Verified".
const Verified = styled(StatusBadge)`
  &::before { content: "✓"; margin-right: 0.3rem; }
`;

const Muted = styled.p`
  color: ${colors.muted};
  font-size: 0.92rem;
`;

const Price = styled.p`
  font-size: 1.15rem;
  font-weight: 800;
  color: ${colors.tealDark};
  span { font-size: 0.95rem; font-weight: 600; color: ${colors.muted}; }
`;

const Terms = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.25rem 0.75rem;
  font-size: 0.93rem;
  dt { color: ${colors.muted}; }
  dd { margin: 0; font-weight: 650; color: ${colors.ink}; }
`;

const Choose = styled.button<{ $selected: boolean }>`
  margin-top: auto;
  align-self: flex-start;
  padding: 0.45rem 1rem;
  border-radius: ${radii.pill};
  border: 2px solid ${colors.teal};
  background: ${(p) => (p.$selected ? colors.teal : "transparent")};
  color: ${(p) => (p.$selected ? colors.white : colors.teal)};
  font-weight: 700;
  cursor: pointer;
`;

const Pick = styled.div`
  display: grid;
  gap: 0.2rem;
  padding-top: 0.55rem;
  border-top: 1px dashed ${colors.line};
  cursor: default;
  label { display: inline-flex; align-items: center; gap: 0.5rem; font-weight: 650; cursor: pointer; }
  input { width: 1.15rem; height: 1.15rem; accent-color: ${colors.teal}; cursor: inherit; }
  input:disabled + span { color: ${colors.muted}; }
  input:disabled { cursor: not-allowed; }
  small { color: ${colors.muted}; font-size: 0.85rem; }
`;

/** The card's "Add to quote request" box: ticked, or why it cannot be. */
export type QuotePick = {
  checked: boolean;
  /** Why the box cannot be ticked (shown under it), or null when it can. */
  blocked: string | null;
  onChange: (id: string, checked: boolean) => void;
};

type SupplierCardProps = {
  supplier: VarietySupplier;
  selected: boolean;
  onSelect: (id: string) => void;
  /** The quote-request box; none when the page offers no multi-supplier request. */
  pick?: QuotePick;
  children?: ReactNode;
};

/** What a supplier's answers say; nothing while it has none (a new supplier is not a bad one). */
export function answeredText(count: number): string | null {
  if (count === 0) return null;
  return `${count.toLocaleString("en-IN")} ${count === 1 ? "enquiry" : "enquiries"} answered in the last 90 days`;
}

export function SupplierCard({ supplier, selected, onSelect, pick, children }: SupplierCardProps) {
  const select = () => onSelect(supplier._id);
  const { vendor } = supplier;
  const approx = convertedLine(supplier.converted, supplier.comparableUnit);
  return (
    <Card $selected={selected} onClick={select} data-selected={selected || undefined} aria-label={vendor.name}>
      <Top>
        <h3>{vendor.name}</h3>
        {vendor.isVerified && <Verified tone="success">Verified</Verified>}
      </Top>
      <Muted>{`${supplier.location || vendor.location} · Member since ${vendor.memberSince}`}</Muted>
      <Price>{priceLine(supplier)}</Price>
      {approx && <Muted>{approx}</Muted>}
      <Terms>
        <dt>Minimum order</dt>
        <dd>{supplier.minOrder ? quantityWithUnit(supplier.minOrder, supplier.unit) : "No minimum"}</dd>
        <dt>Available</dt>
        <dd>{quantityWithUnit(supplier.quantityAvailable, supplier.unit)}</dd>
        <dt>Terms</dt>
        <dd>{`${supplier.incoterm} ${supplier.namedPlace}`}</dd>
      </Terms>
      {supplier.notes && <Muted>{supplier.notes}</Muted>}
      {answeredText(vendor.answeredEnquiries) && <Muted>{answeredText(vendor.answeredEnquiries)}</Muted>}
      <Choose
        type="button"
        $selected={selected}
        aria-pressed={selected}
        aria-label={selected ? `Selected: ${vendor.name}` : `Select ${vendor.name}`}
        onClick={(event) => {
          event.stopPropagation();
          select();
        }}
      >
        {selected ? "Selected" : "Select"}
      </Choose>
      {pick && (
        // Its own control: ticking it does not select the card for the single enquiry.
        <Pick onClick={(event) => event.stopPropagation()}>
          <label>
            <input
              type="checkbox"
              checked={pick.checked}
              disabled={!pick.checked && pick.blocked !== null}
              // The visible words first, then whose offer (several cards have the same box).
              aria-label={`Add to quote request: ${vendor.name}`}
              aria-describedby={!pick.checked && pick.blocked ? `pick-hint-${supplier._id}` : undefined}
              onChange={(event) => pick.onChange(supplier._id, event.target.checked)}
            />
            <span>Add to quote request</span>
          </label>
          {!pick.checked && pick.blocked && <small id={`pick-hint-${supplier._id}`}>{pick.blocked}</small>}
        </Pick>
      )}
      {children}
    </Card>
  );
}
