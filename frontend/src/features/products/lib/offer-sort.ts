import type { OfferSort, Supplier } from "@/types/api";

// The orders of a variety's offers. The server sorts the offers it renders (the order is
// in the page address, `?sort=…`); offers fetched again by Refresh come cheapest first
// and are put in the page's order here, by the same rule.

export const OFFER_SORTS: { value: OfferSort; label: string }[] = [
  { value: "price", label: "Lowest price" },
  { value: "price-desc", label: "Highest price" },
  { value: "min-order", label: "Smallest minimum order" },
];

/** The page address of an order; the default is the plain (canonical) address. */
export function sortHref(pathname: string, sort: OfferSort): string {
  return sort === "price" ? pathname : `${pathname}?sort=${sort}`;
}

export function sortOffers(offers: Supplier[], sort: OfferSort): Supplier[] {
  const sorted = [...offers];
  if (sort === "price") sorted.sort((a, b) => a.price - b.price);
  if (sort === "price-desc") sorted.sort((a, b) => b.price - a.price);
  if (sort === "min-order") sorted.sort((a, b) => (a.minOrder ?? 0) - (b.minOrder ?? 0));
  return sorted;
}
