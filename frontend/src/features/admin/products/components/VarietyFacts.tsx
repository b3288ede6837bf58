import styled from "styled-components";
import { colors } from "@/styles/theme";
import { NUTRITION_FIELDS, SHIPPING_FIELDS, type Variety } from "../api/products";

// A variety's nutrition and shipping details as label/value lists: the filled ones only.

// Label and value side by side where there is room, one under the other where not.
const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 7rem), 1fr));
  gap: 0.1rem 0.75rem;
  margin: 0;
  min-width: 0;
  dt { grid-column: 1; font-weight: 600; color: ${colors.muted}; overflow-wrap: anywhere; }
  dd { margin: 0; overflow-wrap: anywhere; min-width: 0; }
`;

type Fact = readonly [string, string];

export function nutritionOf(v: Variety): Fact[] {
  return NUTRITION_FIELDS.flatMap(([key, label]) => (v[key] ? [[label, v[key]] as const] : []));
}

export function shippingOf(v: Variety): Fact[] {
  return SHIPPING_FIELDS.flatMap(([key, label]) => {
    const value = v.additionalDescription[key];
    return value ? [[label, value] as const] : [];
  });
}

export function Facts({ facts, empty = "—" }: { facts: Fact[]; empty?: string }) {
  if (facts.length === 0) return <span>{empty}</span>;
  return (
    <List>
      {facts.map(([label, value]) => (
        <div key={label} style={{ display: "contents" }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}
