import styled from "styled-components";
import { ThreadPanel } from "@/components/thread/ThreadPanel";
import { useThread } from "@/lib/thread";
import { DECLINE_REASONS } from "@/components/thread/ThreadItems";
import { ButtonLink } from "@/components/ui/Button";
import { Notice } from "@/components/ui/Notice";
import { formatDate } from "@/lib/dates";
import { messageOf } from "@/lib/api";
import { colors, radii, shadows } from "@/styles/theme";
import { convertedLine, formatAmount, quoteLine } from "@/lib/like-for-like";
import { useOrderOfEnquiry } from "../api/enquiries";
import { quantityWithUnit } from "../lib/labels";
import { NegotiationActions } from "./NegotiationActions";
import { StateBadge } from "./QuoteComparison";

// One enquiry of the buyer at its own address: what was asked, the supplier's quote and
// the steps beside it, and the conversation with the supplier.

const Grid = styled.div`
  display: grid;
  gap: 1.25rem;
  min-width: 0;
`;

const Summary = styled.section`
  display: grid;
  gap: 0.6rem;
  min-width: 0;
  padding: clamp(1rem, 3vw, 1.5rem);
  border-radius: ${radii.lg};
  background: ${colors.white};
  box-shadow: ${shadows.card};
  overflow-wrap: anywhere;
  h2 { font-size: 1.3rem; color: ${colors.forest}; }
  dl { display: grid; grid-template-columns: minmax(0, max-content) minmax(0, 1fr); gap: 0.3rem 1rem; }
  dt { color: ${colors.muted}; }
  dd small { display: block; color: ${colors.muted}; }
`;

export function BuyerThread({ enquiryId }: { enquiryId: string }) {
  const thread = useThread("buyer", enquiryId);
  const enquiry = thread.page?.enquiry;
  // The order an accepted quote became (the buyer's Orders tab shows it whole).
  const order = useOrderOfEnquiry(enquiryId, enquiry?.quoteOutcome === "accepted");
  if (thread.error && !enquiry) return <Notice tone="error">{messageOf(thread.error, "This enquiry could not be loaded.")}</Notice>;
  if (!enquiry) return <p role="status">Loading the enquiry…</p>;
  const quote = enquiry.quote;
  const declined = thread.page?.declined ?? null;
  return (
    <Grid>
      <Summary aria-labelledby="enquiry-title">
        <h2 id="enquiry-title">
          {enquiry.product.title} – {enquiry.product.variety}
        </h2>
        <dl>
          <dt>Supplier</dt>
          <dd>{enquiry.supplier.name}</dd>
          <dt>Sent</dt>
          <dd>{formatDate(enquiry.createdAt)}</dd>
          <dt>Quantity</dt>
          <dd>{quantityWithUnit(enquiry.quantity, enquiry.unit)}</dd>
          <dt>Quote</dt>
          <dd>
            {quote ? `${quoteLine(quote)}, valid until ${formatDate(quote.validUntil)} (revision ${quote.revision})` : "Not quoted yet"}{" "}
            <StateBadge enquiry={enquiry} />
            {quote?.converted && <small data-converted="">{convertedLine(quote.converted, quote.comparableUnit)}</small>}
          </dd>
          {quote?.total && (
            <>
              <dt>Total</dt>
              <dd>{formatAmount(quote.total)}</dd>
            </>
          )}
          {quote && (
            <>
              <dt>Delivery</dt>
              <dd>{quote.deliveryTerms}</dd>
            </>
          )}
        </dl>
        {declined && <Notice tone="info">You declined this quote ({DECLINE_REASONS[declined]}). The supplier may revise it.</Notice>}
        {order.data && (
          <p>
            <ButtonLink to={`/profile/orders/${encodeURIComponent(order.data._id)}`} $variant="secondary" $size="sm">
              View order {order.data.number}
            </ButtonLink>
          </p>
        )}
        <NegotiationActions enquiry={enquiry} declined={declined !== null} />
      </Summary>
      <ThreadPanel side="buyer" enquiryId={enquiryId} thread={thread} />
    </Grid>
  );
}
