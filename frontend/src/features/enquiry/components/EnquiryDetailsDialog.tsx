import type { ReactNode } from "react";
import styled from "styled-components";
import { EnquiryStatusBadge } from "@/components/enquiry/EnquiryStatusBadge";
import { ButtonLink } from "@/components/ui/Button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/Dialog";
import { colors } from "@/styles/theme";
import { formatDate } from "@/lib/dates";
import { codeLabel } from "@/lib/enquiry-codes";
import { convertedLine, formatAmount, priceLine, termsLabel } from "@/lib/like-for-like";
import type { EnquiryView } from "@/types/api";
import { pricePerUnit, quantityWithUnit } from "../lib/labels";
import { AcceptButton, ExpiredBadge, StateBadge } from "./QuoteComparison";

// Every detail of one of the buyer's enquiries (My Enquiries' View).

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
          ["Quoted price", priceLine(quote)],
          ["Terms", termsLabel(quote.incoterm, quote.namedPlace) ?? "Not stated"],
          ...(quote.converted
            ? ([["In your currency", convertedLine(quote.converted, quote.comparableUnit)]] as [string, ReactNode][])
            : []),
          ...(quote.total
            ? ([[`Total for ${quantityWithUnit(enquiry.quantity, enquiry.unit)}`, formatAmount(quote.total)]] as [string, ReactNode][])
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
            ["Price", pricePerUnit(enquiry.supplier.price, enquiry.supplier.unit, enquiry.supplier.currency)],
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
            ["Status", <EnquiryStatusBadge key="status" status={enquiry.status} />],
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

/** The dialog of one enquiry; Accept shows only where no quote comparison offers it. */
export function EnquiryDetailsDialog({
  enquiry,
  canAccept,
  onAccept,
  onClose,
}: {
  enquiry: EnquiryView | null;
  canAccept: boolean;
  onAccept: (enquiry: EnquiryView) => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={enquiry !== null} onOpenChange={(next) => !next && onClose()}>
      {enquiry && (
        <DialogContent style={{ width: "min(94vw, 38rem)" }}>
          <DialogTitle>Enquiry details</DialogTitle>
          <DialogDescription>
            Sent to {enquiry.supplier.name} on {formatDate(enquiry.createdAt)}.
          </DialogDescription>
          <EnquiryDetails enquiry={enquiry} />
          <DialogFoot>
            <ButtonLink to={`/profile/enquiries/${enquiry._id}`} $variant="outline" $size="sm">
              Open conversation
            </ButtonLink>
            {canAccept && <AcceptButton enquiry={enquiry} onAccept={onAccept} />}
          </DialogFoot>
        </DialogContent>
      )}
    </Dialog>
  );
}
