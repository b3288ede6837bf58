import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { threadKey } from "@/lib/thread";
import { api } from "@/lib/api";
import type { DeclineReason, EnquiryView, Unit } from "@/types/api";
import { otherSuppliers } from "../lib/quote-groups";
import { acceptQuote, fetchMyEnquiries, myEnquiriesKey } from "./enquiries";

// The buyer's steps after a quote: ask for a better price, decline with a reason, accept.
// Each reloads the conversation, where the step then shows.

export function useNegotiation(id: string) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: threadKey("buyer", id) });
  const counter = useMutation({
    // A price the field cannot read goes as none (NaN is null in JSON): the server answers
    // in the form's words.
    mutationFn: ({ targetPrice, ...rest }: { targetPrice: string; targetUnit: Unit; message: string }) => {
      const price = Number(targetPrice.trim());
      const body = { ...rest, targetPrice: targetPrice.trim() && Number.isFinite(price) ? price : Number.NaN };
      return api.post("/api/v1/user/enquiry/{id}/counterOffer", { path: { id }, body });
    },
    onSuccess: reload,
  });
  const decline = useMutation({
    mutationFn: (body: { reason: DeclineReason; text: string }) =>
      api.post("/api/v1/user/enquiry/{id}/decline", { path: { id }, body }),
    onSuccess: reload,
  });
  // A refusal (the quote was revised meanwhile) reloads too: the buyer then reads the new revision.
  const accept = useMutation({ mutationFn: (revision: number) => acceptQuote(id, revision), onSettled: reload });
  return { counter, decline, accept };
}

/**
 * The other suppliers of `enquiry`'s request, whose quotes accepting it closes: 0 when it
 * was sent alone, null until the buyer's enquiries are read (asked only when `wanted`).
 */
export function useOtherSuppliers(enquiry: EnquiryView, wanted: boolean): number | null {
  const query = useQuery({
    queryKey: myEnquiriesKey,
    queryFn: ({ signal }) => fetchMyEnquiries(signal),
    enabled: wanted && Boolean(enquiry.requestId),
  });
  if (!enquiry.requestId) return 0;
  return query.data ? otherSuppliers(query.data, enquiry) : null;
}
