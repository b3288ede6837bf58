import { byComparable, termsLabel } from "@/lib/like-for-like";
import type { EnquiryView, QuoteView } from "@/types/api";

// A request's quotes compared like for like: ordered by the price per comparable unit
// (kg, piece or metre), grouped by their trade terms. "Lowest" is said within one set of
// terms; across different terms the badge says that the terms differ.

export const NO_TERMS = "Terms not stated";

/** "FOB Nhava Sheva", or NO_TERMS for a quote from before terms were data. */
export function termsOf(quote: QuoteView | null | undefined): string {
  return termsLabel(quote?.incoterm, quote?.namedPlace) ?? NO_TERMS;
}

const figure = (e: EnquiryView) => ({ comparablePrice: e.quote && !e.quote.expired ? (e.quote.comparablePrice ?? null) : null });

/** Quoted first, cheapest per comparable unit first; awaiting quotes last, in their order. */
export function byComparablePrice(enquiries: readonly EnquiryView[]): EnquiryView[] {
  return [...enquiries].sort((a, b) => byComparable(figure(a), figure(b)));
}

/** The different terms the request's live quotes are on, in order of their cheapest. */
export function termsInPlay(enquiries: readonly EnquiryView[]): string[] {
  const seen: string[] = [];
  for (const e of byComparablePrice(enquiries)) {
    if (e.quote && !e.quote.expired && !seen.includes(termsOf(e.quote))) seen.push(termsOf(e.quote));
  }
  return seen;
}

/**
 * The "lowest" badges by enquiry id: with one set of terms, the cheapest is "Lowest per
 * kg"; with several, the cheapest of each set of two or more is "Lowest on FOB …" and the
 * cheapest of all, when it stands alone, says that the terms differ.
 */
export function lowestBadges(enquiries: readonly EnquiryView[]): Map<string, string> {
  const badges = new Map<string, string>();
  const live = byComparablePrice(enquiries).filter((e) => figure(e).comparablePrice !== null);
  if (live.length < 2) return badges;
  const unit = live[0].quote!.comparableUnit;
  const terms = termsInPlay(live);
  if (terms.length === 1) {
    badges.set(live[0]._id, `Lowest per ${unit}`);
    return badges;
  }
  for (const set of terms) {
    const inSet = live.filter((e) => termsOf(e.quote) === set);
    if (inSet.length >= 2) badges.set(inSet[0]._id, `Lowest on ${set}`);
  }
  if (!badges.has(live[0]._id)) badges.set(live[0]._id, `Lowest per ${unit}, on other terms than the rest`);
  return badges;
}
