import type { ShippingDetails, Variety } from "@/types/api";
import { splitKey } from "@/lib/words";

// What the variety page lists, in the spec's order, leaving out empty values.

export type Fact = { label: string; value: string };

const FACTS: ReadonlyArray<[keyof Variety, string]> = [
  ["origin", "Origin"],
  ["energy", "Energy"],
  ["protein", "Protein"],
  ["crudeFibre", "Crude Fibre"],
  ["calcium", "Calcium"],
  ["iron", "Iron"],
];

function filled(value: unknown): value is string {
  return typeof value === "string" && value.trim() !== "";
}

/** Origin, Energy, Protein, Crude Fibre, Calcium, Iron: only the filled ones. */
export function varietyFacts(variety: Variety): Fact[] {
  return FACTS.flatMap(([key, label]) => (filled(variety[key]) ? [{ label, value: variety[key] as string }] : []));
}

/** Additional Information: each non-empty shipping key, split into words. */
export function shippingFacts(details: ShippingDetails | null | undefined): Fact[] {
  if (!details) return [];
  return Object.entries(details).flatMap(([key, value]) => (filled(value) ? [{ label: splitKey(key), value }] : []));
}
