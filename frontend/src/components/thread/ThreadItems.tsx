import styled from "styled-components";
import { formatDate } from "@/lib/dates";
import { convertedLine, formatMoney, quoteLine } from "@/lib/like-for-like";
import { colors, radii } from "@/styles/theme";
import type { DeclineReason, ThreadItem, ThreadItemKind } from "@/types/api";
import type { ThreadSide } from "@/lib/unread";

// The items of a conversation, oldest first: messages as bubbles (the reader's own on the
// right), the quote's steps and the negotiation as lines between them.

export const DECLINE_REASONS: Record<DeclineReason, string> = {
  "price-too-high": "The price is too high",
  "delivery-too-slow": "Delivery is too slow",
  "minimum-order-too-high": "The minimum order is too high",
  "terms-not-suitable": "The terms do not suit us",
  "chose-another-supplier": "We chose another supplier",
  "no-longer-needed": "We no longer need it",
  other: "Another reason",
};

const EVENT_TEXT: Record<Exclude<ThreadItemKind, "message">, string> = {
  quoted: "Quote sent",
  revised: "Quote revised",
  accepted: "Quote accepted",
  closed: "Request closed: another quote was accepted",
  "counter-offer": "Counter-offer",
  "counter-declined": "Counter-offer declined",
  "quote-declined": "Quote declined",
};

const List = styled.ol`
  display: grid;
  gap: 0.75rem;
  list-style: none;
  padding: 0;
  margin: 0;
`;

const Bubble = styled.li<{ $mine: boolean }>`
  justify-self: ${(p) => (p.$mine ? "end" : "start")};
  max-width: min(34rem, 92%);
  padding: 0.7rem 0.9rem;
  border-radius: ${radii.md};
  background: ${(p) => (p.$mine ? colors.tealSoft : colors.white)};
  border: 1px solid ${colors.line};
  overflow-wrap: anywhere;
  white-space: pre-wrap;
  small { display: block; color: ${colors.muted}; font-size: 0.8rem; }
`;

const Event = styled.li`
  justify-self: center;
  max-width: 100%;
  padding: 0.45rem 0.9rem;
  border-radius: ${radii.pill};
  background: ${colors.saffronSoft};
  color: ${colors.ink};
  font-size: 0.92rem;
  text-align: center;
  overflow-wrap: anywhere;
  small { color: ${colors.muted}; }
`;

function who(item: ThreadItem, side: ThreadSide): string {
  const mine = (item.party === "buyer") === (side === "buyer");
  if (mine) return "You";
  return item.party === "buyer" ? "Buyer" : "Supplier";
}

function eventLine(item: ThreadItem): string {
  const base = EVENT_TEXT[item.kind as Exclude<ThreadItemKind, "message">];
  if (item.quote) {
    const converted = convertedLine(item.quote.converted, item.quote.comparableUnit ?? undefined);
    return `${base}: ${quoteLine(item.quote)}${converted ? ` (${converted})` : ""}, valid until ${formatDate(item.quote.validUntil)}`;
  }
  if (item.targetPrice != null && item.targetUnit) {
    return `${base}: asks for ${formatMoney(item.targetPrice, item.targetCurrency ?? "INR")} / ${item.targetUnit}`;
  }
  if (item.declineReason) return `${base}: ${DECLINE_REASONS[item.declineReason]}`;
  return base;
}

export function ThreadItems({ items, side }: { items: ThreadItem[]; side: ThreadSide }) {
  return (
    <List aria-label="Conversation">
      {items.map((item) => {
        const meta = `${who(item, side)} · ${formatDate(item.at)}`;
        if (item.kind === "message") {
          return (
            <Bubble key={item.seq} $mine={who(item, side) === "You"}>
              <small>{meta}</small>
              {item.body}
              {item.attachment && (
                <a href={item.attachment.url} download={item.attachment.fileName}>
                  {item.attachment.fileName}
                </a>
              )}
            </Bubble>
          );
        }
        return (
          <Event key={item.seq}>
            <strong>{eventLine(item)}</strong>
            {item.body && <div>{item.body}</div>}
            <small>{meta}</small>
          </Event>
        );
      })}
    </List>
  );
}
