import type { VarietySupplier } from "@/types/api";

// The offers a buyer adds to one request for quotes: at most 5, one per
// supplier. The ids are listing ids, in the order they were ticked.

export const MAX_QUOTE_SUPPLIERS = 5;
export const QUOTE_CAP_HINT = `You can request quotes from up to ${MAX_QUOTE_SUPPLIERS} suppliers`;
export const SAME_SUPPLIER_HINT = "Another offer of this supplier is already in your request";

export type QuotePicks = string[];

/** Why `offer` cannot be added to the request now, or null when it can. */
export function blockedReason(picked: readonly VarietySupplier[], offer: VarietySupplier): string | null {
  if (picked.some((p) => p._id === offer._id)) return null;
  if (picked.some((p) => p.vendor._id === offer.vendor._id)) return SAME_SUPPLIER_HINT;
  if (picked.length >= MAX_QUOTE_SUPPLIERS) return QUOTE_CAP_HINT;
  return null;
}

/** The picks after ticking (or unticking) `id`; a tick the rules refuse changes nothing. */
export function togglePick(current: QuotePicks, offers: readonly VarietySupplier[], id: string, checked: boolean): QuotePicks {
  if (!checked) return current.filter((p) => p !== id);
  const offer = offers.find((o) => o._id === id);
  if (!offer || current.includes(id)) return current;
  const picked = offers.filter((o) => current.includes(o._id));
  return blockedReason(picked, offer) === null ? [...current, id] : current;
}

/** The enquiry form for all the picked offers. */
export function quoteRequestHref(ids: readonly string[]): string {
  return `/enquiry?listings=${ids.map(encodeURIComponent).join(",")}`;
}
