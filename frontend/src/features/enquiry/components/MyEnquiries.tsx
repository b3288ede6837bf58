import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useState } from "react";
import { QueryScope } from "@/lib/query";
import styled from "styled-components";
import { Button, ButtonLink } from "@/components/ui/Button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/Dialog";
import { Notice } from "@/components/ui/Notice";
import { colors, radii } from "@/styles/theme";
import { messageOf } from "@/lib/api";
import { acceptQuote, FETCH_ENQUIRIES_FAILED, fetchMyEnquiries, myEnquiriesKey } from "../api/enquiries";
import { type EnquiryItem, groupEnquiries } from "../lib/quote-groups";
import { AcceptButton, ExpiredBadge, QuoteComparison, StateBadge } from "./QuoteComparison";
import { AcceptQuoteDialog } from "./AcceptQuoteDialog";
import { Table, TableWrap } from "./EnquiryTable";
import { formatDate } from "@/lib/dates";
import { codeLabel } from "@/lib/enquiry-codes";
import { formatRupees } from "@/lib/money";
import { pricePerUnit, quantityWithUnit } from "../lib/labels";
import type { EnquiryView } from "@/types/api";

// The profile's My Enquiries tab (SPEC section 2): the signed-in buyer's product
// enquiries, newest first, as a table of date, product and variety, quantity, urgency,
// supplier and price, status; View opens every detail of one enquiry. Fetched in the
// browser (GET user/enquiry/user with the session cookie) when the tab is shown.
// Below `md` each row is a stacked card (the cells name themselves with data-label):
// a seven-column table does not fit a phone.
// Issue 27: the enquiries of one request for quotes come first, each request as a group
// comparing the suppliers' quotes, where one quote is accepted (the others are closed);
// a single enquiry's quote is in its details and may be accepted there.

type State = { status: "loading" } | { status: "error" } | { status: "loaded"; enquiries: EnquiryView[] };

const badgeTones: Record<string, { background: string; text: string }> = {
  pending: { background: colors.saffronSoft, text: colors.saffronText },
  processing: { background: "#eaf2fc", text: "#1c4a7e" },
  completed: { background: "#e3f5e9", text: "#17613a" },
  rejected: { background: "#fdecea", text: "#8c1d18" },
};

const Badge = styled.span<{ $status: string }>`
  display: inline-block;
  padding: 0.2rem 0.7rem;
  border-radius: ${radii.pill};
  background: ${(p) => (badgeTones[p.$status] ?? badgeTones.pending).background};
  color: ${(p) => (badgeTones[p.$status] ?? badgeTones.pending).text};
  font-size: 0.82rem;
  font-weight: 750;
  white-space: nowrap;
`;

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

const Loading = styled.p`
  padding: 1.5rem 0;
  color: ${colors.muted};
  font-weight: 600;
`;

const ErrorBox = styled.div`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
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

const DialogFoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
  justify-content: flex-end;
  margin-top: 1.25rem;
`;

const Details = styled.div`
  display: grid;
  gap: 1.25rem;
  margin-top: 1.25rem;
  h3 { font-size: 0.8rem; font-weight: 750; letter-spacing: 0.08em; text-transform: uppercase; color: ${colors.saffronText}; }
  dl { display: grid; gap: 0.45rem; margin: 0.5rem 0 0; }
  dl div { display: grid; grid-template-columns: minmax(0, 11rem) minmax(0, 1fr); gap: 0.75rem; }
  dt { color: ${colors.muted}; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
`;

function yesNo(value: boolean): string {
  return value ? "Yes" : "No";
}

function StatusBadge({ status }: { status: string }) {
  return <Badge $status={status}>{codeLabel(status)}</Badge>;
}

function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function QuoteRows({ enquiry }: { enquiry: EnquiryView }) {
  const quote = enquiry.quote;
  if (!quote) return null;
  return (
    <section>
      <h3>Quote</h3>
      <Rows
        rows={[
          ["Quoted price", pricePerUnit(quote.price, quote.unit)],
          ...(quote.pricePerKg != null ? ([["Price per kg", pricePerUnit(quote.pricePerKg, "kg")]] as [string, ReactNode][]) : []),
          ...(quote.total != null
            ? ([[`Total for ${quantityWithUnit(enquiry.quantity, enquiry.unit)}`, formatRupees(quote.total)]] as [string, ReactNode][])
            : []),
          ["Minimum order", quote.minOrder ? quantityWithUnit(quote.minOrder, quote.unit) : "No minimum"],
          ["Delivery terms", quote.deliveryTerms],
          [
            "Valid until",
            <span key="valid">
              {formatDate(quote.validUntil)} {quote.expired && <ExpiredBadge />}
            </span>,
          ],
          ["Message", quote.message || "None"],
          ["Quoted on", `${formatDate(quote.quotedAt)}${quote.revision > 1 ? ` (revision ${quote.revision})` : ""}`],
          ["Quote status", <StateBadge key="state" enquiry={enquiry} />],
        ]}
      />
    </section>
  );
}

function EnquiryDetails({ enquiry }: { enquiry: EnquiryView }) {
  return (
    <Details>
      <section>
        <h3>Product</h3>
        <Rows
          rows={[
            ["Product", enquiry.product.title],
            ["Variety", enquiry.product.variety],
          ]}
        />
      </section>
      <section>
        <h3>Supplier</h3>
        <Rows
          rows={[
            ["Supplier", enquiry.supplier.name],
            ["Price", pricePerUnit(enquiry.supplier.price, enquiry.supplier.unit)],
          ]}
        />
      </section>
      <section>
        <h3>Order details</h3>
        <Rows
          rows={[
            ["Quantity", quantityWithUnit(enquiry.quantity, enquiry.unit)],
            ["Urgency", codeLabel(enquiry.urgency)],
            ["Packaging", codeLabel(enquiry.packagingPreference)],
            ["Payment terms", codeLabel(enquiry.paymentTerms)],
            ["Delivery date", formatDate(enquiry.deliveryDate) || "Not specified"],
            ["Certification required", yesNo(enquiry.certificationRequired)],
            ["Samples required", yesNo(enquiry.samplesRequired)],
            ["Additional requirements", enquiry.additionalRequirements || "None"],
            ["Status", <StatusBadge key="status" status={enquiry.status} />],
          ]}
        />
      </section>
      <QuoteRows enquiry={enquiry} />
      {enquiry.supplierReply && (
        <section>
          <h3>Supplier reply</h3>
          <Rows
            rows={[
              ["Reply", enquiry.supplierReply.text],
              ["Replied on", formatDate(enquiry.supplierReply.repliedAt)],
            ]}
          />
        </section>
      )}
      <section>
        <h3>Contact and delivery address</h3>
        <Rows
          rows={[
            ["Name", enquiry.name],
            ["Email", enquiry.email],
            ["Phone", enquiry.phone],
            ["Company", enquiry.company || "—"],
            ["Address", [enquiry.address, enquiry.city, enquiry.state, enquiry.pincode].filter(Boolean).join(", ")],
          ]}
        />
      </section>
    </Details>
  );
}

export function MyEnquiries() {
  return (
    <QueryScope>
      <EnquiryList />
    </QueryScope>
  );
}

type Said = { tone: "success" | "error"; text: string };

function EnquiryList() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: myEnquiriesKey, queryFn: ({ signal }) => fetchMyEnquiries(signal) });
  const [open, setOpen] = useState<EnquiryView | null>(null);
  const [accepting, setAccepting] = useState<EnquiryView | null>(null);
  const [acceptError, setAcceptError] = useState<string | null>(null);
  // The answer to the last Accept, under the request (or single enquiry) it was about.
  const [said, setSaid] = useState<{ key: string; said: Said } | null>(null);
  const accept = useMutation({
    mutationFn: (enquiry: EnquiryView) => acceptQuote(enquiry._id),
    onSuccess: (answer, enquiry) => {
      const changed = new Map(answer.enquiries.map((e) => [e._id, e]));
      queryClient.setQueryData<EnquiryView[]>(myEnquiriesKey, (old) => old?.map((e) => changed.get(e._id) ?? e));
      setSaid({ key: enquiry.requestId ?? enquiry._id, said: { tone: "success", text: answer.message || "Quote accepted" } });
      setAccepting(null);
    },
    onError: (error) => {
      setAcceptError(messageOf(error, "Failed to accept the quote. Please try again."));
      // A refusal (expired, already decided) means the list is out of date.
      void queryClient.invalidateQueries({ queryKey: myEnquiriesKey });
    },
  });
  const state: State = query.isPending || (query.isError && query.isFetching)
    ? { status: "loading" }
    : query.isError
      ? { status: "error" }
      : { status: "loaded", enquiries: query.data };
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);

  if (state.status === "loading") return <Loading role="status">Loading enquiries...</Loading>;

  if (state.status === "error") {
    return (
      <ErrorBox>
        <Notice tone="error">{FETCH_ENQUIRIES_FAILED}</Notice>
        <Button $variant="outline" $size="sm" onClick={retry}>
          Retry
        </Button>
      </ErrorBox>
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
    setAcceptError(null);
    setAccepting(enquiry);
  };
  const noticeFor = (key: string) =>
    said?.key === key ? <Notice tone={said.said.tone}>{said.said.text}</Notice> : null;
  const othersOf = (enquiry: EnquiryView) =>
    enquiry.requestId ? state.enquiries.filter((e) => e.requestId === enquiry.requestId && e._id !== enquiry._id).length : 0;
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
      {singles.length > 0 && (
        <TableWrap>
          <Table aria-label="My enquiries">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Product</th>
                <th scope="col">Quantity</th>
                <th scope="col">Urgency</th>
                <th scope="col">Supplier</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {singles.map((enquiry) => (
                <tr key={enquiry._id}>
                  <td data-label="Date">
                    <div>
                      <time dateTime={enquiry.createdAt}>{formatDate(enquiry.createdAt)}</time>
                    </div>
                  </td>
                  <td data-label="Product">
                    <div>
                      {enquiry.product.title}
                      <small>{enquiry.product.variety}</small>
                    </div>
                  </td>
                  <td data-label="Quantity">
                    <div>{quantityWithUnit(enquiry.quantity, enquiry.unit)}</div>
                  </td>
                  <td data-label="Urgency">
                    <div>{codeLabel(enquiry.urgency)}</div>
                  </td>
                  <td data-label="Supplier">
                    <div>
                      {enquiry.supplier.name}
                      <small>{pricePerUnit(enquiry.supplier.price, enquiry.supplier.unit)}</small>
                    </div>
                  </td>
                  <td data-label="Status">
                    <div>
                      <StatusBadge status={enquiry.status} />
                      {(enquiry.quote || enquiry.quoteOutcome) && (
                        <small>
                          <StateBadge enquiry={enquiry} />
                        </small>
                      )}
                    </div>
                  </td>
                  <td data-label="">
                    <div>
                      <Button
                        $variant="outline"
                        $size="sm"
                        onClick={() => setOpen(enquiry)}
                        aria-label={`View enquiry for ${enquiry.product.title} ${enquiry.product.variety}`}
                      >
                        View
                      </Button>
                      <ButtonLink
                        to={`/profile/enquiries/${enquiry._id}`}
                        $variant="secondary"
                        $size="sm"
                        aria-label={`Open the conversation on ${enquiry.product.title} ${enquiry.product.variety}`}
                      >
                        Open
                      </ButtonLink>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
      <Dialog open={viewing !== null} onOpenChange={(next) => !next && setOpen(null)}>
        {viewing && (
          <DialogContent style={{ width: "min(94vw, 38rem)" }}>
            <DialogTitle>Enquiry details</DialogTitle>
            <DialogDescription>
              Sent to {viewing.supplier.name} on {formatDate(viewing.createdAt)}.
            </DialogDescription>
            <EnquiryDetails enquiry={viewing} />
            <DialogFoot>
              <ButtonLink to={`/profile/enquiries/${viewing._id}`} $variant="outline" $size="sm">
                Open conversation
              </ButtonLink>
              {viewing.quote && !requests.some((r) => r.requestId === viewing.requestId) && (
                <AcceptButton enquiry={viewing} onAccept={startAccept} />
              )}
            </DialogFoot>
          </DialogContent>
        )}
      </Dialog>
      <AcceptQuoteDialog
        enquiry={accepting}
        others={accepting ? othersOf(accepting) : 0}
        busy={accept.isPending}
        error={acceptError}
        onConfirm={(enquiry) => accept.mutate(enquiry)}
        onClose={() => setAccepting(null)}
      />
    </Stacked>
  );
}
