import type { EnquiryView, QuoteView } from "@/types/api";

// My Enquiries: the enquiries of one request for quotes (the same requestId)
// shown together, the others one by one; newest first, a group where its newest enquiry is.

export type EnquiryItem = { kind: "single"; enquiry: EnquiryView } | { kind: "request"; requestId: string; enquiries: EnquiryView[] };

export function groupEnquiries(enquiries: readonly EnquiryView[]): EnquiryItem[] {
  const sizes = new Map<string, number>();
  for (const e of enquiries) if (e.requestId) sizes.set(e.requestId, (sizes.get(e.requestId) ?? 0) + 1);
  const items: EnquiryItem[] = [];
  const groups = new Map<string, EnquiryView[]>();
  for (const enquiry of enquiries) {
    const id = enquiry.requestId;
    if (!id || (sizes.get(id) ?? 0) < 2) {
      items.push({ kind: "single", enquiry });
      continue;
    }
    const group = groups.get(id);
    if (group) group.push(enquiry);
    else {
      const fresh = [enquiry];
      groups.set(id, fresh);
      items.push({ kind: "request", requestId: id, enquiries: fresh });
    }
  }
  return items;
}

/** How many other suppliers `enquiry`'s request went to (0 for an enquiry sent alone). */
export function otherSuppliers(enquiries: readonly EnquiryView[], enquiry: EnquiryView): number {
  const id = enquiry.requestId;
  return id ? enquiries.filter((e) => e.requestId === id && e._id !== enquiry._id).length : 0;
}

/** Why a quote cannot be accepted now, or null when it can. */
export function acceptBlock(enquiry: EnquiryView): "no-quote" | "expired" | "decided" | null {
  if (enquiry.quoteOutcome) return "decided";
  if (!enquiry.quote) return "no-quote";
  if (enquiry.quote.expired) return "expired";
  if (enquiry.status === "completed" || enquiry.status === "rejected") return "decided";
  return null;
}

export const ACCEPTED_TEXT = "Accepted";
export const CLOSED_TEXT = "Closed: another quote was accepted";
export const AWAITING_TEXT = "Awaiting quote";

/** The request's state in a word, for a row or a single enquiry. */
export function quoteState(enquiry: EnquiryView): string | null {
  if (enquiry.quoteOutcome === "accepted") return ACCEPTED_TEXT;
  if (enquiry.quoteOutcome === "closed") return CLOSED_TEXT;
  if (enquiry.quote) return enquiry.quote.revision > 1 ? `Quoted (revision ${enquiry.quote.revision})` : "Quoted";
  return null;
}

/**
 * The cheapest quote's enquiry id by its price per comparable unit in rupees (the server's
 * figure, comparable whatever each quote's currency), for a hint; null without two.
 */
export function cheapestId(enquiries: readonly EnquiryView[]): string | null {
  const value = (q: QuoteView | null | undefined) => (q && !q.expired ? (q.comparablePrice ?? null) : null);
  const priced = enquiries.filter((e) => value(e.quote) !== null);
  if (priced.length < 2) return null;
  return priced.reduce((a, b) => (value(b.quote)! < value(a.quote)! ? b : a))._id;
}
