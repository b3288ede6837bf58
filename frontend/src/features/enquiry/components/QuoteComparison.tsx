import type { ReactNode } from "react";
import styled from "styled-components";
import { Button } from "@/components/ui/Button";
import { formatDate } from "@/lib/dates";
import { formatRupees } from "@/lib/money";
import { codeLabel } from "@/lib/enquiry-codes";
import { colors, media, radii } from "@/styles/theme";
import type { Enquiry } from "@/types/api";
import { pricePerUnit, quantityWithUnit } from "../lib/labels";
import { acceptBlock, AWAITING_TEXT, cheapestId, quoteState } from "../lib/quote-groups";
import { Table, TableWrap } from "./EnquiryTable";

// One request for quotes in My Enquiries (issue 27): what was asked (product, variety,
// quantity, date) and the suppliers' quotes side by side: price per unit and, where the
// units allow, per kg and for the whole quantity; minimum order, delivery, validity
// (expired quotes marked), the state, and Accept quote. Like the enquiry table: stacked
// cards below `md`, a table (scrolling sideways in its box if it must) from there on.

const Group = styled.section`
  display: grid;
  gap: 0.9rem;
  min-width: 0;
  padding: clamp(0.7rem, 2.5vw, 1.4rem);
  border-radius: ${radii.md};
  border: 1px solid ${colors.line};
  background: ${colors.cream};
  header { display: grid; gap: 0.25rem; }
  h3 { font-size: 1.1rem; color: ${colors.forest}; }
  header p { color: ${colors.muted}; overflow-wrap: anywhere; }
`;

export const Pill = styled.span<{ $tone: "good" | "off" | "warn" | "info" }>`
  display: inline-block;
  max-width: 100%;
  padding: 0.15rem 0.6rem;
  border-radius: 0.8rem;
  font-size: 0.82rem;
  font-weight: 750;
  /* "Closed: another quote was accepted" wraps between its words in a narrow cell. */
  white-space: normal;
  background: ${(p) => ({ good: "#e3f5e9", off: "#eef0ef", warn: "#fdecea", info: "#eaf2fc" })[p.$tone]};
  color: ${(p) => ({ good: "#17613a", off: "#3d4a45", warn: "#8c1d18", info: "#1c4a7e" })[p.$tone]};
`;

const Muted = styled.span`
  color: ${colors.muted};
`;

const Actions = styled.div`
  display: grid;
  justify-items: start;
  gap: 0.4rem;
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

type Cell = { label: string; nowrap?: boolean; value: (e: Enquiry) => ReactNode };

function cells(lowest: string | null): Cell[] {
  return [
    {
      label: "Supplier",
      value: (e) => (
        <Stack>
          <strong>{e.supplier.name}</strong>
          {e._id === lowest && <Pill $tone="good">Lowest total</Pill>}
        </Stack>
      ),
    },
    {
      label: "Price / unit",
      nowrap: true,
      value: (e) => (e.quote ? pricePerUnit(e.quote.price, e.quote.unit) : <Muted>{AWAITING_TEXT}</Muted>),
    },
    { label: "Per kg", nowrap: true, value: (e) => (e.quote?.pricePerKg != null ? pricePerUnit(e.quote.pricePerKg, "kg") : "—") },
    { label: "Total", nowrap: true, value: (e) => (e.quote?.total != null ? formatRupees(e.quote.total) : "—") },
    {
      label: "Min. order",
      nowrap: true,
      value: (e) => (!e.quote ? "—" : e.quote.minOrder ? quantityWithUnit(e.quote.minOrder, e.quote.unit) : "No minimum"),
    },
    { label: "Delivery", value: (e) => e.quote?.deliveryTerms || "—" },
    {
      label: "Valid until",
      nowrap: true,
      value: (e) =>
        e.quote ? (
          <Stack>
            <time dateTime={e.quote.validUntil}>{formatDate(e.quote.validUntil)}</time>
            {e.quote.expired && <ExpiredBadge />}
          </Stack>
        ) : (
          "—"
        ),
    },
  ];
}

// The supplier's name and the delivery terms wrap (between words); figures never do.
// Below `md` each label sits above its value: inside the profile's panel and the request's
// box a phone has no room for the two side by side.
const Compare = styled(Table)`
  td[data-nowrap] { white-space: nowrap; }
  @media (max-width: 767.98px) {
    tr { grid-template-columns: minmax(0, 1fr); padding: 0.6rem 0.9rem; background: ${colors.white}; }
    td::before { padding: 0.45rem 0 0; }
    td > * { padding: 0.1rem 0 0.2rem; }
  }
  @media ${media.md} {
    background: ${colors.white};
    td:first-child { white-space: normal; min-width: 9rem; }
    td[data-label="Delivery"] { min-width: 11rem; }
    td:last-child { min-width: 10rem; }
    /* When the table scrolls sideways in the profile's column, the state and Accept stay in view. */
    th:last-child, td:last-child {
      position: sticky;
      right: 0;
      box-shadow: inset 1px 0 0 ${colors.line};
    }
    td:last-child { background: ${colors.white}; }
  }
`;

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
  const columns = cells(decided ? null : cheapestId(enquiries));
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
      <TableWrap>
        <Compare aria-label={`Quotes for ${first.product.title} ${first.product.variety}`}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.label} scope="col">
                  {c.label}
                </th>
              ))}
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {enquiries.map((e) => (
              <tr key={e._id}>
                {columns.map((c) => (
                  <td key={c.label} data-label={c.label} data-nowrap={c.nowrap || undefined}>
                    <div>{c.value(e)}</div>
                  </td>
                ))}
                <td data-label="Status">
                  <Actions>
                    <StateBadge enquiry={e} />
                    <AcceptButton enquiry={e} onAccept={onAccept} />
                    <Button $variant="ghost" $size="sm" onClick={() => onView(e)} aria-label={`View enquiry to ${e.supplier.name}`}>
                      View
                    </Button>
                  </Actions>
                </td>
              </tr>
            ))}
          </tbody>
        </Compare>
      </TableWrap>
    </Group>
  );
}
