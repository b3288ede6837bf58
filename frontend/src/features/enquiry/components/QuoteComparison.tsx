import type { ReactNode } from "react";
import styled from "styled-components";
import { Button } from "@/components/ui/Button";
import { type Column, DataTable } from "@/components/ui/DataTable";
import { formatDate } from "@/lib/dates";
import { formatRupees } from "@/lib/money";
import { codeLabel } from "@/lib/enquiry-codes";
import { colors, radii } from "@/styles/theme";
import type { Enquiry } from "@/types/api";
import { pricePerUnit, quantityWithUnit } from "../lib/labels";
import { acceptBlock, AWAITING_TEXT, cheapestId, quoteState } from "../lib/quote-groups";

// One request for quotes in My Enquiries (issue 27): what was asked (product, variety,
// quantity, date) and the suppliers' quotes side by side: price per unit and, where the
// units allow, per kg and for the whole quantity; minimum order, delivery, validity
// (expired quotes marked), the state, and Accept quote. DataTable turns the rows into
// stacked cards when the table does not fit (a phone, the profile's narrow column).

const Group = styled.section`
  display: grid;
  gap: 0.9rem;
  padding: clamp(1rem, 2.5vw, 1.4rem);
  border-radius: ${radii.md};
  border: 1px solid ${colors.line};
  background: ${colors.cream};
  header { display: grid; gap: 0.25rem; }
  h3 { font-size: 1.1rem; color: ${colors.forest}; }
  header p { color: ${colors.muted}; overflow-wrap: anywhere; }
`;

export const Pill = styled.span<{ $tone: "good" | "off" | "warn" | "info" }>`
  display: inline-block;
  padding: 0.15rem 0.6rem;
  border-radius: ${radii.pill};
  font-size: 0.82rem;
  font-weight: 750;
  white-space: nowrap;
  background: ${(p) => ({ good: "#e3f5e9", off: "#eef0ef", warn: "#fdecea", info: "#eaf2fc" })[p.$tone]};
  color: ${(p) => ({ good: "#17613a", off: "#3d4a45", warn: "#8c1d18", info: "#1c4a7e" })[p.$tone]};
`;

const Muted = styled.span`
  color: ${colors.muted};
`;

const Stack = styled.div`
  display: grid;
  gap: 0.25rem;
  justify-items: start;
`;

export function StateBadge({ enquiry }: { enquiry: Enquiry }) {
  const state = quoteState(enquiry);
  if (enquiry.quoteOutcome === "accepted") return <Pill $tone="good">{state}</Pill>;
  if (enquiry.quoteOutcome === "closed") return <Pill $tone="off">{state}</Pill>;
  if (state) return <Pill $tone="info">{state}</Pill>;
  return <Pill $tone="off">{codeLabel(enquiry.status)}</Pill>;
}

export function ExpiredBadge() {
  return <Pill $tone="warn">Expired</Pill>;
}

/** The Accept quote button of one enquiry, or nothing once the request is decided. */
export function AcceptButton({ enquiry, onAccept }: { enquiry: Enquiry; onAccept: (enquiry: Enquiry) => void }) {
  const block = acceptBlock(enquiry);
  if (block === "decided") return null;
  return (
    <Button
      $variant="secondary"
      $size="sm"
      disabled={block !== null}
      onClick={() => onAccept(enquiry)}
      aria-label={block === null ? `Accept quote of ${enquiry.supplier.name}` : undefined}
    >
      {block === "no-quote" ? AWAITING_TEXT : "Accept quote"}
    </Button>
  );
}

function columns(lowest: string | null): Column<Enquiry>[] {
  return [
    {
      header: "Supplier",
      cell: (e) => (
        <Stack>
          <strong>{e.supplier.name}</strong>
          {e._id === lowest && <Pill $tone="good">Lowest total</Pill>}
        </Stack>
      ),
      text: (e) => e.supplier.name,
    },
    {
      header: "Price / unit",
      nowrap: true,
      cell: (e) => (e.quote ? pricePerUnit(e.quote.price, e.quote.unit) : <Muted>{AWAITING_TEXT}</Muted>),
    },
    {
      header: "Price per kg",
      nowrap: true,
      cell: (e) => (e.quote?.pricePerKg != null ? pricePerUnit(e.quote.pricePerKg, "kg") : "—"),
    },
    {
      header: "Total",
      nowrap: true,
      cell: (e) => (e.quote?.total != null ? formatRupees(e.quote.total) : "—"),
    },
    {
      header: "Minimum order",
      nowrap: true,
      cell: (e) => (!e.quote ? "—" : e.quote.minOrder ? quantityWithUnit(e.quote.minOrder, e.quote.unit) : "No minimum"),
    },
    {
      header: "Delivery",
      clamp: true,
      cell: (e) => e.quote?.deliveryTerms || "—",
    },
    {
      header: "Valid until",
      cell: (e) =>
        e.quote ? (
          <Stack>
            <time dateTime={e.quote.validUntil} data-nowrap="true">
              {formatDate(e.quote.validUntil)}
            </time>
            {e.quote.expired && <ExpiredBadge />}
          </Stack>
        ) : (
          "—"
        ),
    },
    { header: "Status", cell: (e) => <StateBadge enquiry={e} /> },
  ];
}

type Props = {
  requestId: string;
  enquiries: Enquiry[];
  onAccept: (enquiry: Enquiry) => void;
  onView: (enquiry: Enquiry) => void;
  /** A message about this request (the answer to Accept), under its heading. */
  notice?: ReactNode;
};

export function QuoteComparison({ requestId, enquiries, onAccept, onView, notice }: Props) {
  const first = enquiries[0];
  const titleId = `request-${requestId}`;
  const decided = enquiries.some((e) => e.quoteOutcome === "accepted");
  const lowest = decided ? null : cheapestId(enquiries);
  return (
    <Group aria-labelledby={titleId}>
      <header>
        <h3 id={titleId}>Quote request · {enquiries.length} suppliers</h3>
        <p>
          {first.product.title} – {first.product.variety} · {quantityWithUnit(first.quantity, first.unit)} · sent{" "}
          <time dateTime={first.createdAt}>{formatDate(first.createdAt)}</time>
        </p>
      </header>
      {notice}
      <DataTable
        label={`Quotes for ${first.product.title} ${first.product.variety}`}
        columns={columns(lowest)}
        rows={enquiries}
        actions={(e) => (
          <Stack>
            <AcceptButton enquiry={e} onAccept={onAccept} />
            <Button $variant="ghost" $size="sm" onClick={() => onView(e)} aria-label={`View enquiry to ${e.supplier.name}`}>
              View
            </Button>
          </Stack>
        )}
      />
    </Group>
  );
}
