import styled from "styled-components";
import { formatQuantity, formatRupees } from "@/lib/money";
import { colors, radii, shadows } from "@/styles/theme";
import type { Supplier } from "@/types/api";

// One supplier's offer: vendor and location, price per unit, quantity and notes. The
// whole card selects it for pointer users; the button inside does it for keyboard and
// screen-reader users and says whether it is the selected one.

const Card = styled.article<{ $selected: boolean }>`
  position: relative;
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  padding: 1.3rem 1.35rem;
  border-radius: ${radii.md};
  background: ${colors.white};
  box-shadow: ${shadows.card};
  border: 2px solid ${(p) => (p.$selected ? colors.teal : "transparent")};
  cursor: pointer;
  transition: border-color 0.2s ease, transform 0.2s ease;
  &:hover { transform: translateY(-2px); }
  h3 { font-size: 1.1rem; color: ${colors.forest}; }
`;

const Location = styled.p`
  color: ${colors.muted};
  font-size: 0.95rem;
`;

const Price = styled.p`
  font-size: 1.35rem;
  font-weight: 800;
  color: ${colors.tealDark};
  span { font-size: 0.95rem; font-weight: 600; color: ${colors.muted}; }
`;

const Quantity = styled.p`
  font-weight: 600;
  color: ${colors.ink};
`;

const Notes = styled.p`
  color: ${colors.muted};
  font-size: 0.92rem;
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

type SupplierCardProps = { supplier: Supplier; selected: boolean; onSelect: (id: string) => void };

export function SupplierCard({ supplier, selected, onSelect }: SupplierCardProps) {
  const select = () => onSelect(supplier._id);
  return (
    <Card $selected={selected} onClick={select} data-selected={selected || undefined}>
      <h3>{supplier.vendor.name}</h3>
      <Location>{supplier.location || supplier.vendor.location}</Location>
      <Price>
        {formatRupees(supplier.price)} <span>/ {supplier.unit}</span>
      </Price>
      <Quantity>
        {formatQuantity(supplier.quantityAvailable)} {supplier.unit} available
      </Quantity>
      {supplier.notes && <Notes>{supplier.notes}</Notes>}
      <Choose
        type="button"
        $selected={selected}
        aria-pressed={selected}
        aria-label={selected ? `Selected: ${supplier.vendor.name}` : `Select ${supplier.vendor.name}`}
        onClick={(event) => {
          event.stopPropagation();
          select();
        }}
      >
        {selected ? "Selected" : "Select"}
      </Choose>
    </Card>
  );
}
