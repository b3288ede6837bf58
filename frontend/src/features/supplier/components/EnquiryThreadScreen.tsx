import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import styled from "styled-components";
import { toast } from "sonner";
import { ThreadPanel } from "@/components/thread/ThreadPanel";
import { threadKey, useThread, type Thread } from "@/lib/thread";
import { DECLINE_REASONS } from "@/components/thread/ThreadItems";
import { Button } from "@/components/ui/Button";
import { api, messageOf } from "@/lib/api";
import { formatDate } from "@/lib/dates";
import { quantityWithUnit } from "@/lib/units";
import { colors, radii, shadows } from "@/styles/theme";
import type { EnquiryView } from "@/types/api";
import { canQuote, CurrentQuote } from "./LeadInbox";
import { QuoteDialog } from "./QuoteDialog";

// /vendor/enquiries/{id}: one enquiry addressed to the supplier, at its own address (mails
// link here): what the buyer asks, the quote with its revision, the answer to a
// counter-offer, and the conversation with the buyer.

const Summary = styled.section`
  display: grid;
  gap: 0.75rem;
  min-width: 0;
  margin-bottom: 1.25rem;
  padding: clamp(1rem, 3vw, 1.5rem);
  border-radius: ${radii.lg};
  background: ${colors.white};
  box-shadow: ${shadows.card};
  overflow-wrap: anywhere;
  h1 { font-size: clamp(1.3rem, 3vw, 1.7rem); color: ${colors.forest}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
`;

/** Whether the latest step of the negotiation is a counter-offer still waiting for an answer. */
export function counterWaiting(thread: Thread): boolean {
  const steps = thread.items.filter((i) => i.kind === "counter-offer" || i.kind === "revised" || i.kind === "counter-declined");
  return steps.at(-1)?.kind === "counter-offer";
}

function useDeclineCounter(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post("/api/v1/vendor/enquiry/{id}/declineCounter", { path: { id }, body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: threadKey("supplier", id) }),
  });
}

export function EnquiryThreadScreen() {
  const { id = "" } = useParams();
  const thread = useThread("supplier", id);
  const queryClient = useQueryClient();
  const decline = useDeclineCounter(id);
  const [quoting, setQuoting] = useState<EnquiryView | null>(null);
  const enquiry = thread.page?.enquiry;
  if (thread.error && !enquiry) {
    return (
      <p role="alert">
        {messageOf(thread.error, "This enquiry could not be loaded.")} <Link to="/vendor/enquiries">Back to your enquiries</Link>
      </p>
    );
  }
  if (!enquiry) return <p role="status">Loading the enquiry…</p>;
  const declined = thread.page?.declined;
  return (
    <>
      <Summary aria-labelledby="enquiry-title">
        <Link to="/vendor/enquiries">← All enquiries</Link>
        <h1 id="enquiry-title">
          {enquiry.product.title} – {enquiry.product.variety}
        </h1>
        <p>
          {enquiry.name}
          {enquiry.company ? `, ${enquiry.company}` : ""} · {quantityWithUnit(enquiry.quantity, enquiry.unit)} · received{" "}
          {formatDate(enquiry.createdAt)}
        </p>
        <CurrentQuote enquiry={enquiry} />
        {declined && <p>The buyer declined this quote: {DECLINE_REASONS[declined]}. Revise it to offer again.</p>}
        <Actions>
          {canQuote(enquiry) && (
            <Button $size="sm" $variant="secondary" onClick={() => setQuoting(enquiry)}>
              {enquiry.quote ? "Revise quote" : "Send quote"}
            </Button>
          )}
          {canQuote(enquiry) && counterWaiting(thread) && (
            <Button
              $size="sm"
              $variant="outline"
              disabled={decline.isPending}
              onClick={() => decline.mutate(undefined, { onError: (e) => toast.error(messageOf(e, "Could not decline the counter-offer")) })}
            >
              Decline counter-offer
            </Button>
          )}
        </Actions>
      </Summary>
      <ThreadPanel side="supplier" enquiryId={id} thread={thread} />
      <QuoteDialog
        enquiry={quoting}
        onClose={() => setQuoting(null)}
        onSent={() => void queryClient.invalidateQueries({ queryKey: threadKey("supplier", id) })}
      />
    </>
  );
}
