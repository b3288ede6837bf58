import { formatQuantity, formatRupees } from "@/lib/money";

// Readable names for the enquiry codes of SPEC section 9. The codes themselves are what
// the server stores; an unknown code (a newer server) is shown as it is.

const LABELS: Record<string, string> = {
  kg: "kg",
  ton: "ton",
  quintal: "quintal",
  normal: "Normal",
  urgent: "Urgent",
  "very-urgent": "Very urgent",
  standard: "Standard",
  "eco-friendly": "Eco-friendly",
  custom: "Custom",
  net30: "Net 30 days",
  net15: "Net 15 days",
  advance: "Advance payment",
  cod: "Cash on delivery",
  pending: "Pending",
  processing: "Processing",
  completed: "Completed",
  rejected: "Rejected",
};

export function codeLabel(code: string): string {
  return LABELS[code] ?? code;
}

/** '₹{price} / {unit}', the way the catalogue shows an offer. */
export function pricePerUnit(price: number, unit: string): string {
  return `${formatRupees(price)} / ${unit}`;
}

export function quantityWithUnit(quantity: number, unit: string): string {
  return `${formatQuantity(quantity)} ${unit}`;
}

/** Shown when the page has no offer and the server gave no reason. */
export const DEFAULT_OFFER_ERROR = "This supplier's offer is no longer available";
