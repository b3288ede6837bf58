import { byComparable } from "@/lib/like-for-like";
import type { OfferSort, VarietySupplier } from "@/types/api";

// The orders of a variety's offers. The server sorts the offers it renders (the order is
// in the page address, `?sort=…`); offers fetched again by Refresh come cheapest first
// and are put in the page's order here, by the same rule: the price per comparable unit
// (kg, piece or metre), offers whose pack content is unknown last.

export const OFFER_SORTS: { value: OfferSort; label: string }[] = [
  { value: "price", label: "Lowest price" },
  { value: "price-desc", label: "Highest price" },
  { value: "min-order", label: "Smallest minimum order" },
];

/** The page address of an order; the default is the plain (canonical) address. */
export function sortHref(pathname: string, sort: OfferSort): string {
  return sort === "price" ? pathname : `${pathname}?sort=${sort}`;
}

export function sortOffers(offers: VarietySupplier[], sort: OfferSort): VarietySupplier[] {
  const sorted = [...offers];
  if (sort === "price") sorted.sort(byComparable);
  if (sort === "price-desc") sorted.sort((a, b) => (a.comparablePrice == null ? 1 : b.comparablePrice == null ? -1 : byComparable(b, a)));
  if (sort === "min-order") sorted.sort((a, b) => (a.minOrder ?? 0) - (b.minOrder ?? 0));
  return sorted;
}
