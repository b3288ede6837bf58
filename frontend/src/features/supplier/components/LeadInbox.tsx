import { useState } from "react";
import styled from "styled-components";
import { toast } from "sonner";
import { EnquiryStatusBadge } from "@/components/enquiry/EnquiryStatusBadge";
import { Fact, Facts, ReplyQuote, yesNo } from "@/components/enquiry/Facts";
import { Button, ButtonLink } from "@/components/ui/Button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/Dialog";
import { ListState } from "@/components/ui/ListState";
import { StatusBadge } from "@/components/ui/StatusBadge";
import { SelectField, TextAreaField } from "@/components/ui/form/fields";
import { messageOf } from "@/lib/api";
import { formatQuantity } from "@/lib/money";
import { colors, radii, shadows } from "@/styles/theme";
import type { EnquiryView, SupplierEnquiryStatus } from "@/types/api";
import {
  inboxFilters,
  settableStatuses,
  useInbox,
  useReplyToEnquiry,
  useSetEnquiryStatus,
  type InboxFilter,
} from "../api/enquiries";
import { formatDate } from "@/lib/dates";
import { codeLabel } from "@/lib/enquiry-codes";
import { convertedLine, formatAmount, quoteLine } from "@/lib/like-for-like";
import { QuoteDialog } from "./QuoteDialog";

// /vendor/enquiries: the supplier's B2B lead inbox. Enquiries addressed to the signed-in
// supplier, newest first, filtered by status; a detail dialog moves a lead on
// (processing, completed, rejected) and stores a written reply the buyer sees.
// The supplier answers with a quote (and revises it while the request is open);
// the card shows the current quote and, once the buyer decided, whether it was accepted
// or the request was closed because another supplier's quote was.

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 1rem;
  h1 { font-size: clamp(1.5rem, 3vw, 2rem); color: ${colors.forest}; }
  & > div:last-child { width: min(100%, 14rem); }
`;

const Panel = styled.div`
  padding: 1.25rem;
  border-radius: ${radii.md};
  background: ${colors.white};
  box-shadow: ${shadows.card};
  color: ${colors.muted};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.85rem;
`;

const Card = styled.li`
  padding: 1rem;
  border: 1px solid ${colors.line};
  border-radius: ${radii.sm};
  background: ${colors.white};
  color: ${colors.ink};
  display: grid;
  gap: 0.6rem;
  min-width: 0;
  header { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.5rem; align-items: baseline; }
  h2 { font-size: 1.1rem; color: ${colors.forest}; }
  footer { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; justify-content: space-between; color: ${colors.muted}; font-size: 0.9rem; }
`;

const Section = styled.section`
  margin-top: 1.25rem;
  display: grid;
  gap: 0.75rem;
  h3 { font-size: 1rem; color: ${colors.forest}; }
`;

const QuoteBox = styled.div`
  display: grid;
  gap: 0.3rem;
  padding: 0.7rem 0.9rem;
  border-radius: ${radii.sm};
  background: ${colors.cream};
  border: 1px solid ${colors.line};
  overflow-wrap: anywhere;
  h3 { font-size: 0.95rem; color: ${colors.forest}; }
  p { color: ${colors.ink}; font-size: 0.93rem; }
`;

const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0.35rem;
  justify-content: flex-end;
`;

const Actions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

export const QUOTE_ACCEPTED = "Quote accepted";
export const REQUEST_CLOSED = "Closed: another quote was accepted";

/** May the supplier still send or revise a quote? Not once the request is decided or the enquiry closed. */
export { CurrentQuote };

export function canQuote(enquiry: EnquiryView): boolean {
  return !enquiry.quoteOutcome && enquiry.status !== "completed" && enquiry.status !== "rejected";
}

function OutcomeBadge({ enquiry }: { enquiry: EnquiryView }) {
  if (enquiry.quoteOutcome === "accepted") return <StatusBadge tone="success">{QUOTE_ACCEPTED}</StatusBadge>;
  if (enquiry.quoteOutcome === "closed")
    return (
      <StatusBadge tone="danger" wrap>
        {REQUEST_CLOSED}
      </StatusBadge>
    );
  return null;
}

function CurrentQuote({ enquiry }: { enquiry: EnquiryView }) {
  const quote = enquiry.quote;
  if (!quote) return null;
  return (
    <QuoteBox aria-label="Your quote">
      <h3>
        Your quote (revision {quote.revision}){quote.expired ? " · " : ""}
        {quote.expired && <StatusBadge tone="danger">Expired</StatusBadge>}
      </h3>
      <p>
        {quoteLine(quote)}
        {quote.minOrder ? ` · minimum ${formatQuantity(quote.minOrder)} ${quote.unit}` : ""} · valid until{" "}
        {formatDate(quote.validUntil)}
      </p>
      {quote.converted && <p>{convertedLine(quote.converted, quote.comparableUnit)}</p>}
      {quote.total && <p>{`${formatAmount(quote.total)} for ${formatQuantity(enquiry.quantity)} ${enquiry.unit}`}</p>}
      <p>{quote.deliveryTerms}</p>
      {quote.message && <p>{quote.message}</p>}
    </QuoteBox>
  );
}

function LeadFacts({ enquiry }: { enquiry: EnquiryView }) {
  return (
    <Facts>
      <Fact label="Buyer">{enquiry.name}</Fact>
      <Fact label="Company">{enquiry.company || "—"}</Fact>
      <Fact label="Email">
        <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
      </Fact>
      <Fact label="Phone">
        <a href={`tel:${enquiry.phone}`}>{enquiry.phone}</a>
      </Fact>
      <Fact label="City / State">
        {enquiry.city}, {enquiry.state}
      </Fact>
      <Fact label="Product">
        {enquiry.product.title} – {enquiry.product.variety}
      </Fact>
      <Fact label="Quantity">
        {formatQuantity(enquiry.quantity)} {enquiry.unit}
      </Fact>
      <Fact label="Urgency">{codeLabel(enquiry.urgency)}</Fact>
      <Fact label="Packaging">{codeLabel(enquiry.packagingPreference)}</Fact>
      <Fact label="Payment terms">{codeLabel(enquiry.paymentTerms)}</Fact>
      <Fact label="Delivery date">{formatDate(enquiry.deliveryDate) || "Not specified"}</Fact>
      <Fact label="Certification required">{yesNo(enquiry.certificationRequired)}</Fact>
      <Fact label="Samples required">{yesNo(enquiry.samplesRequired)}</Fact>
      <Fact label="Requirements">{enquiry.additionalRequirements || "None"}</Fact>
      <Fact label="Status">
        <EnquiryStatusBadge status={enquiry.status} />
      </Fact>
    </Facts>
  );
}

export function LeadInbox() {
  const [filter, setFilter] = useState<InboxFilter>("all");
  const inbox = useInbox(filter);
  const [open, setOpen] = useState<EnquiryView | null>(null);
  const [quoting, setQuoting] = useState<EnquiryView | null>(null);

  return (
    <>
      <Head>
        <h1>Enquiries</h1>
        <SelectField
          label="Status"
          value={filter}
          onChange={(e) => setFilter(e.target.value as InboxFilter)}
          options={inboxFilters.map((f) => ({ value: f, label: codeLabel(f) }))}
        />
      </Head>
      <Panel>
        <ListState
          pending={inbox.isPending}
          failed={inbox.isError}
          failedText={messageOf(inbox.error, "Failed to fetch enquiries")}
          empty={inbox.data?.length === 0}
          emptyText={filter === "all" ? "No enquiries yet." : `No ${filter} enquiries.`}
          onRetry={() => void inbox.refetch()}
          loadingText="Loading enquiries…"
        />
        {inbox.data && inbox.data.length > 0 && (
          <List aria-label="Enquiries">
            {inbox.data.map((enquiry) => (
              <Card key={enquiry._id}>
                <header>
                  <h2>
                    {enquiry.product.title} – {enquiry.product.variety}
                  </h2>
                  <Badges>
                    <EnquiryStatusBadge status={enquiry.status} />
                    <OutcomeBadge enquiry={enquiry} />
                  </Badges>
                </header>
                <LeadFacts enquiry={enquiry} />
                <CurrentQuote enquiry={enquiry} />
                <footer>
                  <span>
                    Received <time dateTime={enquiry.createdAt}>{formatDate(enquiry.createdAt)}</time>
                    {enquiry.supplierReply ? " · Replied" : ""}
                    {enquiry.requestId ? " · Quote request" : ""}
                  </span>
                  <Actions>
                    {canQuote(enquiry) && (
                      <Button
                        $size="sm"
                        $variant="secondary"
                        aria-label={`${enquiry.quote ? "Revise quote" : "Send quote"} to ${enquiry.name}`}
                        onClick={() => setQuoting(enquiry)}
                      >
                        {enquiry.quote ? "Revise quote" : "Send quote"}
                      </Button>
                    )}
                    <Button $size="sm" $variant="outline" aria-label={`Open enquiry from ${enquiry.name}`} onClick={() => setOpen(enquiry)}>
                      View / Respond
                    </Button>
                    <ButtonLink
                      to={`/vendor/enquiries/${enquiry._id}`}
                      $size="sm"
                      $variant="outline"
                      aria-label={`Conversation with ${enquiry.name} on ${enquiry.product.title} ${enquiry.product.variety}`}
                    >
                      Conversation
                    </ButtonLink>
                  </Actions>
                </footer>
              </Card>
            ))}
          </List>
        )}
      </Panel>
      <Dialog open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        {open && <LeadDetails key={open._id} enquiry={open} onChange={setOpen} />}
      </Dialog>
      <QuoteDialog enquiry={quoting} onClose={() => setQuoting(null)} />
    </>
  );
}

function LeadDetails({ enquiry, onChange }: { enquiry: EnquiryView; onChange: (e: EnquiryView) => void }) {
  const setStatus = useSetEnquiryStatus();
  const reply = useReplyToEnquiry();
  const [status, setStatusChoice] = useState<SupplierEnquiryStatus>(
    (settableStatuses as readonly string[]).includes(enquiry.status) ? (enquiry.status as SupplierEnquiryStatus) : "processing",
  );
  const [text, setText] = useState(enquiry.supplierReply?.text ?? "");

  function updateStatus() {
    setStatus.mutate(
      { id: enquiry._id, status },
      {
        onSuccess: (answer) => {
          onChange(answer.data);
          toast.success("Enquiry status updated successfully");
        },
        onError: (error) => toast.error(messageOf(error, "Failed to update status")),
      },
    );
  }

  function saveReply() {
    reply.mutate(
      { id: enquiry._id, reply: text.trim() },
      {
        onSuccess: (answer) => {
          onChange(answer.data);
          toast.success("Reply saved successfully");
        },
        onError: (error) => toast.error(messageOf(error, "Failed to save reply")),
      },
    );
  }

  return (
    <DialogContent style={{ width: "min(94vw, 44rem)" }}>
      <DialogTitle>Enquiry from {enquiry.name}</DialogTitle>
      <DialogDescription>
        Received {formatDate(enquiry.createdAt)} · {enquiry.address}, {enquiry.city}, {enquiry.state} {enquiry.pincode}
      </DialogDescription>
      <Section>
        <LeadFacts enquiry={enquiry} />
      </Section>
      <Section aria-labelledby="lead-status">
        <h3 id="lead-status">Status</h3>
        <SelectField
          label="New status"
          value={status}
          onChange={(e) => setStatusChoice(e.target.value as SupplierEnquiryStatus)}
          options={settableStatuses.map((s) => ({ value: s, label: codeLabel(s) }))}
        />
        <Button onClick={updateStatus} disabled={setStatus.isPending}>
          {setStatus.isPending ? "Updating..." : "Update Status"}
        </Button>
      </Section>
      <Section aria-labelledby="lead-reply">
        <h3 id="lead-reply">Your reply</h3>
        {enquiry.supplierReply && (
          <div>
            <ReplyQuote aria-label="Stored reply">{enquiry.supplierReply.text}</ReplyQuote>
            <small>Sent {formatDate(enquiry.supplierReply.repliedAt)}</small>
          </div>
        )}
        <TextAreaField label="Reply to the buyer" value={text} onChange={(e) => setText(e.target.value)} />
        <Button onClick={saveReply} disabled={reply.isPending || text.trim() === ""}>
          {reply.isPending ? "Saving..." : enquiry.supplierReply ? "Update Reply" : "Send Reply"}
        </Button>
      </Section>
    </DialogContent>
  );
}
