import { formatRupees } from "@/lib/money";

/** '₹{price} / {unit}', the way the catalogue shows an offer. */
export function pricePerUnit(price: number, unit: string): string {
  return `${formatRupees(price)} / ${unit}`;
}

export { quantityWithUnit } from "@/lib/units";

/** Shown when the page has no offer and the server gave no reason. */
export const DEFAULT_OFFER_ERROR = "This supplier's offer is no longer available";
