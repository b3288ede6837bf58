import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { QueryScope } from "@/lib/query";
import styled from "styled-components";
import { ButtonLink } from "@/components/ui/Button";
import { ListState } from "@/components/ui/ListState";
import { Notice } from "@/components/ui/Notice";
import { colors, radii } from "@/styles/theme";
import { messageOf } from "@/lib/api";
import { acceptQuote, FETCH_ENQUIRIES_FAILED, fetchMyEnquiries, myEnquiriesKey } from "../api/enquiries";
import { type EnquiryItem, groupEnquiries, otherSuppliers } from "../lib/quote-groups";
import { QuoteComparison } from "./QuoteComparison";
import { AcceptQuoteDialog } from "./AcceptQuoteDialog";
import { EnquiryDetailsDialog } from "./EnquiryDetailsDialog";
import { SingleEnquiriesTable } from "./SingleEnquiriesTable";
import type { EnquiryView } from "@/types/api";

// The profile's My Enquiries tab (SPEC section 2): the signed-in buyer's product
// enquiries, newest first, as a table of date, product and variety, quantity, urgency,
// supplier and price, status; View opens every detail of one enquiry. Fetched in the
// browser (GET user/enquiry/user with the session cookie) when the tab is shown.
// Below `md` each row is a stacked card (the cells name themselves with data-label):
// a seven-column table does not fit a phone.
// The enquiries of one request for quotes come first, each request as a group comparing
// the suppliers' quotes, where one quote is accepted (the others are closed); a single
// enquiry's quote is in its details and may be accepted there.

type State = { status: "loading" } | { status: "error" } | { status: "loaded"; enquiries: EnquiryView[] };

const Empty = styled.div`
  display: grid;
  gap: 1rem;
  justify-items: center;
  padding: 2rem 1.5rem;
  border: 1px dashed ${colors.line};
  border-radius: ${radii.md};
  text-align: center;
  p { color: ${colors.muted}; }
`;

const Stacked = styled.div`
  display: grid;
  gap: 1.5rem;
  min-width: 0;
`;

const Requests = styled.div`
  display: grid;
  gap: 1.25rem;
  min-width: 0;
`;

export function MyEnquiries() {
  return (
    <QueryScope>
      <EnquiryList />
    </QueryScope>
  );
}

type Said = { tone: "success" | "error"; text: string };

/** Accepting a quote: the dialog's enquiry, its error, and the answer of the last Accept. */
function useAcceptQuote() {
  const queryClient = useQueryClient();
  const [accepting, setAccepting] = useState<EnquiryView | null>(null);
  const [acceptError, setAcceptError] = useState<string | null>(null);
  // The answer to the last Accept, under the request (or single enquiry) it was about.
  const [said, setSaid] = useState<{ key: string; said: Said } | null>(null);
  const accept = useMutation({
    mutationFn: (enquiry: EnquiryView) => acceptQuote(enquiry._id, enquiry.quote?.revision ?? 0),
    onSuccess: (answer, enquiry) => {
      const changed = new Map(answer.enquiries.map((e) => [e._id, e]));
      queryClient.setQueryData<EnquiryView[]>(myEnquiriesKey, (old) => old?.map((e) => changed.get(e._id) ?? e));
      setSaid({ key: enquiry.requestId ?? enquiry._id, said: { tone: "success", text: answer.message || "Quote accepted" } });
      setAccepting(null);
    },
    onError: (error) => {
      setAcceptError(messageOf(error, "Failed to accept the quote. Please try again."));
      // A refusal (revised since, expired, already decided) means the list is out of date.
      void queryClient.invalidateQueries({ queryKey: myEnquiriesKey });
    },
  });
  const start = (enquiry: EnquiryView) => {
    setAcceptError(null);
    setAccepting(enquiry);
  };
  return { accepting, acceptError, said, accept, start, close: () => setAccepting(null) };
}

/** The list's query, as loading, failed or loaded. */
function useMyEnquiries() {
  const query = useQuery({ queryKey: myEnquiriesKey, queryFn: ({ signal }) => fetchMyEnquiries(signal) });
  const state: State = query.isPending || (query.isError && query.isFetching)
    ? { status: "loading" }
    : query.isError
      ? { status: "error" }
      : { status: "loaded", enquiries: query.data };
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  return { state, retry };
}

function EnquiryList() {
  const { state, retry } = useMyEnquiries();
  const [open, setOpen] = useState<EnquiryView | null>(null);
  const { accepting, acceptError, said, accept, start, close } = useAcceptQuote();

  if (state.status !== "loaded") {
    return (
      <ListState
        pending={state.status === "loading"}
        failed={state.status === "error"}
        failedText={FETCH_ENQUIRIES_FAILED}
        onRetry={retry}
        loadingText="Loading enquiries..."
      />
    );
  }

  if (state.enquiries.length === 0) {
    return (
      <Empty>
        <p>You haven&apos;t sent any enquiries yet. Choose a supplier on a product variety to send your first one.</p>
        <ButtonLink to="/products" $variant="secondary" $size="sm">
          Browse products
        </ButtonLink>
      </Empty>
    );
  }

  const items = groupEnquiries(state.enquiries);
  const requests = items.filter((i): i is Extract<EnquiryItem, { kind: "request" }> => i.kind === "request");
  const singles = items.flatMap((i) => (i.kind === "single" ? [i.enquiry] : []));
  const startAccept = (enquiry: EnquiryView) => {
    setOpen(null);
    start(enquiry);
  };
  const noticeFor = (key: string) =>
    said?.key === key ? <Notice tone={said.said.tone}>{said.said.text}</Notice> : null;
  // The dialogs show the list's current copy (an accept changes it under them).
  const current = (enquiry: EnquiryView | null) => (enquiry ? (state.enquiries.find((e) => e._id === enquiry._id) ?? enquiry) : null);
  const viewing = current(open);
  const elsewhere = said && !requests.some((r) => r.requestId === said.key) ? noticeFor(said.key) : null;

  return (
    <Stacked>
      {elsewhere}
      {requests.length > 0 && (
        <Requests aria-label="Quote requests">
          {requests.map((request) => (
            <QuoteComparison
              key={request.requestId}
              requestId={request.requestId}
              enquiries={request.enquiries}
              onAccept={startAccept}
              onView={setOpen}
              notice={noticeFor(request.requestId)}
            />
          ))}
        </Requests>
      )}
      {singles.length > 0 && <SingleEnquiriesTable enquiries={singles} onView={setOpen} />}
      <EnquiryDetailsDialog
        enquiry={viewing}
        canAccept={Boolean(viewing?.quote) && !requests.some((r) => r.requestId === viewing?.requestId)}
        onAccept={startAccept}
        onClose={() => setOpen(null)}
      />
      <AcceptQuoteDialog
        enquiry={accepting}
        others={accepting ? otherSuppliers(state.enquiries, accepting) : 0}
        busy={accept.isPending}
        error={acceptError}
        onConfirm={(enquiry) => accept.mutate(enquiry)}
        onClose={close}
      />
    </Stacked>
  );
}
