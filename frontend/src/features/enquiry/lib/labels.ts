import { formatMoney } from "@/lib/like-for-like";
import type { Currency } from "@/types/api";

/** '₹{price} / {unit}', the way the catalogue shows an offer: always with its currency's sign. */
export function pricePerUnit(price: number, unit: string, currency: Currency): string {
  return `${formatMoney(price, currency)} / ${unit}`;
}

export { quantityWithUnit } from "@/lib/units";

/** Shown when the page has no offer and the server gave no reason. */
export const DEFAULT_OFFER_ERROR = "This supplier's offer is no longer available";
