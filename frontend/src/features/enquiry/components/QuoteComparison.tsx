import type { ReactNode } from "react";
import styled from "styled-components";
import { Button } from "@/components/ui/Button";
import { StatusBadge } from "@/components/ui/StatusBadge";
import { formatDate } from "@/lib/dates";
import { convertedLine, formatAmount, priceLine } from "@/lib/like-for-like";
import { codeLabel } from "@/lib/enquiry-codes";
import { colors, media, radii } from "@/styles/theme";
import type { EnquiryView } from "@/types/api";
import { quantityWithUnit } from "../lib/labels";
import { acceptBlock, AWAITING_TEXT, quoteState } from "../lib/quote-groups";
import { byComparablePrice, lowestBadges, termsInPlay, termsOf } from "../lib/quote-terms";
import { Table, TableWrap } from "./EnquiryTable";

// One request for quotes in My Enquiries: what was asked (product, variety, quantity,
// date) and the suppliers' quotes side by side, cheapest per comparable unit first: the
// price in its unit and per kg (or piece, or metre) with the minimum order, the trade
// terms with the validity (expired quotes marked), the whole quantity, the state, and
// Accept quote. "Lowest"
// is said within one set of terms; when terms differ a note says so. Compact cards below
// `md` (two figures a line), a table that fits 1366 px from there on.

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

export function StateBadge({ enquiry }: { enquiry: EnquiryView }) {
  const state = quoteState(enquiry);
  // "Closed: another quote was accepted" wraps between its words in a narrow cell.
  if (enquiry.quoteOutcome === "accepted") return <StatusBadge tone="success" wrap>{state}</StatusBadge>;
  if (enquiry.quoteOutcome === "closed") return <StatusBadge tone="neutral" wrap>{state}</StatusBadge>;
  if (state) return <StatusBadge tone="info" wrap>{state}</StatusBadge>;
  return <StatusBadge tone="neutral">{codeLabel(enquiry.status)}</StatusBadge>;
}

export function ExpiredBadge() {
  return <StatusBadge tone="danger">Expired</StatusBadge>;
}

/** The Accept quote button of one enquiry, or nothing once the request is decided. */
export function AcceptButton({ enquiry, onAccept }: { enquiry: EnquiryView; onAccept: (enquiry: EnquiryView) => void }) {
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

type Cell = { label: string; nowrap?: boolean; value: (e: EnquiryView) => ReactNode };

function cells(badges: Map<string, string>): Cell[] {
  return [
    {
      label: "Supplier",
      value: (e) => (
        <Stack>
          <strong>{e.supplier.name}</strong>
          {badges.has(e._id) && (
            <StatusBadge tone="success" wrap>
              {badges.get(e._id)}
            </StatusBadge>
          )}
        </Stack>
      ),
    },
    {
      label: "Price",
      value: (e) => {
        if (!e.quote) return <Muted>{AWAITING_TEXT}</Muted>;
        const approx = convertedLine(e.quote.converted, e.quote.comparableUnit);
        const minimum = e.quote.minOrder ? `Min. ${quantityWithUnit(e.quote.minOrder, e.quote.unit)}` : "No minimum";
        return (
          <Stack>
            <span>{priceLine(e.quote)}</span>
            {approx && <small>{approx}</small>}
            <small>{minimum}</small>
          </Stack>
        );
      },
    },
    {
      label: "Terms",
      value: (e) =>
        e.quote ? (
          <Stack>
            <strong>{termsOf(e.quote)}</strong>
            {e.quote.deliveryTerms && <small>{e.quote.deliveryTerms}</small>}
            <small>
              Valid until <time dateTime={e.quote.validUntil}>{formatDate(e.quote.validUntil)}</time>
            </small>
            {e.quote.expired && <ExpiredBadge />}
          </Stack>
        ) : (
          "—"
        ),
    },
    { label: "Total", nowrap: true, value: (e) => (e.quote?.total ? formatAmount(e.quote.total) : "—") },
  ];
}

// Names, prices and terms wrap (between words); short figures never do. Below `md` a
// quote is a compact card: the supplier across, the price beside its total, the terms
// across, and the state with its buttons on one line, so three quotes fit in about one
// and a half phone screens. From `md` the table needs no sideways scroll at 1366 px:
// prices and terms wrap inside their columns.
const Compare = styled(Table)`
  td[data-nowrap] { white-space: nowrap; }
  @media (max-width: 767.98px) {
    tr { grid-template-columns: minmax(0, 1fr) auto; gap: 0 0.75rem; padding: 0.5rem 0.75rem; background: ${colors.white}; }
    td { display: block; padding: 0.15rem 0; border-bottom: 0; }
    td::before { content: none; }
    td > * { padding: 0; }
    td[data-label="Supplier"] { grid-area: 1 / 1 / 2 / -1; }
    td[data-label="Price"] { grid-area: 2 / 1; }
    td[data-label="Total"] { grid-area: 2 / 2; text-align: right; }
    td[data-label="Terms"] { grid-area: 3 / 1 / 4 / -1; }
    td[data-label="Status"] { grid-area: 4 / 1 / 5 / -1; }
    td[data-label="Total"]::before { content: attr(data-label); display: block; padding: 0; font-size: 0.7rem; }
    td[data-label="Status"] > div { display: flex; flex-wrap: wrap; align-items: center; gap: 0.3rem 0.5rem; padding-top: 0.25rem; }
  }
  @media ${media.md} {
    min-width: 0;
    font-size: 0.9rem;
    background: ${colors.white};
    th, td { padding: 0.65rem 0.6rem; }
    td:first-child { white-space: normal; }
    td:last-child { min-width: 8.5rem; }
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
  enquiries: EnquiryView[];
  onAccept: (enquiry: EnquiryView) => void;
  onView: (enquiry: EnquiryView) => void;
  /** A message about this request (the answer to Accept), under its heading. */
  notice?: ReactNode;
};

export function QuoteComparison({ requestId, enquiries, onAccept, onView, notice }: Props) {
  const first = enquiries[0];
  const titleId = `request-${requestId}`;
  const decided = enquiries.some((e) => e.quoteOutcome === "accepted");
  const columns = cells(decided ? new Map() : lowestBadges(enquiries));
  const terms = termsInPlay(enquiries);
  const ordered = byComparablePrice(enquiries);
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
      {terms.length > 1 && (
        <p role="note">
          {`These quotes are on different terms (${terms.join("; ")}): a price on one is not the same goods delivered to the same place as on another.`}
        </p>
      )}
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
            {ordered.map((e) => (
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
