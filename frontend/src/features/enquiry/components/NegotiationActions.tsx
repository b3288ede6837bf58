import { useState, type FormEvent } from "react";
import styled from "styled-components";
import { Button } from "@/components/ui/Button";
import { DECLINE_REASONS } from "@/components/thread/ThreadItems";
import { messageOf } from "@/lib/api";
import { colors, radii } from "@/styles/theme";
import type { DeclineReason, EnquiryView, Unit } from "@/types/api";
import { symbolOf } from "@/lib/like-for-like";
import { rules } from "@/types/rules.gen";
import { useNegotiation, useOtherSuppliers } from "../api/negotiation";
import { AcceptQuoteDialog } from "./AcceptQuoteDialog";

// Beside the quote: accept it, ask for a revised price (a counter-offer), or decline it
// with a reason. Shown while the request is undecided and the enquiry open.

const Box = styled.div`
  display: grid;
  gap: 0.75rem;
  form {
    display: grid;
    gap: 0.5rem;
    padding: 0.9rem;
    border: 1px solid ${colors.line};
    border-radius: ${radii.md};
    background: ${colors.white};
  }
  label { display: grid; gap: 0.25rem; font-weight: 600; }
  input, select, textarea { font: inherit; padding: 0.45rem 0.6rem; border: 1px solid ${colors.line}; border-radius: ${radii.sm}; max-width: 100%; }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.6rem;
`;

type Open = "counter" | "decline" | "accept" | null;

export function NegotiationActions({ enquiry, declined }: { enquiry: EnquiryView; declined: boolean }) {
  const { counter, decline, accept } = useNegotiation(enquiry._id);
  const [open, setOpen] = useState<Open>(null);
  const [error, setError] = useState<string | null>(null);
  const [price, setPrice] = useState("");
  const [unit, setUnit] = useState<Unit>(enquiry.quote?.unit ?? "kg");
  const [message, setMessage] = useState("");
  const [reason, setReason] = useState<DeclineReason>("price-too-high");
  const [text, setText] = useState("");
  const others = useOtherSuppliers(enquiry, open === "accept");
  if (!enquiry.quote || enquiry.quoteOutcome || enquiry.status === "completed" || enquiry.status === "rejected") return null;

  const done = () => {
    setOpen(null);
    setError(null);
  };
  const failed = (e: unknown) => setError(messageOf(e, "That did not go through. Please try again."));
  const sendCounter = (event: FormEvent) => {
    event.preventDefault();
    counter.mutate({ targetPrice: price, targetUnit: unit, message }, { onSuccess: done, onError: failed });
  };
  const sendDecline = (event: FormEvent) => {
    event.preventDefault();
    decline.mutate({ reason, text }, { onSuccess: done, onError: failed });
  };

  return (
    <Box>
      <Buttons>
        {!declined && !enquiry.quote.expired && (
          <Button $variant="secondary" $size="sm" disabled={accept.isPending} onClick={() => { setError(null); setOpen("accept"); }}>
            Accept quote
          </Button>
        )}
        <Button $variant="outline" $size="sm" aria-expanded={open === "counter"} onClick={() => setOpen(open === "counter" ? null : "counter")}>
          Ask for a better price
        </Button>
        {!declined && (
          <Button $variant="outline" $size="sm" aria-expanded={open === "decline"} onClick={() => setOpen(open === "decline" ? null : "decline")}>
            Decline quote
          </Button>
        )}
      </Buttons>
      {open === "counter" && (
        <form onSubmit={sendCounter} aria-label="Counter-offer">
          <label>
            Target price ({symbolOf(enquiry.quote.currency).trim()} per unit)
            <input inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} required />
          </label>
          <label>
            Unit
            <select value={unit} onChange={(e) => setUnit(e.target.value as Unit)}>
              {rules.units.map((u) => (
                <option key={u} value={u}>
                  {u}
                </option>
              ))}
            </select>
          </label>
          <label>
            Message to the supplier
            <textarea value={message} onChange={(e) => setMessage(e.target.value)} required />
          </label>
          <Button type="submit" $size="sm" disabled={counter.isPending}>
            Send counter-offer
          </Button>
        </form>
      )}
      {open === "decline" && (
        <form onSubmit={sendDecline} aria-label="Decline the quote">
          <label>
            Reason
            <select value={reason} onChange={(e) => setReason(e.target.value as DeclineReason)}>
              {(Object.keys(DECLINE_REASONS) as DeclineReason[]).map((r) => (
                <option key={r} value={r}>
                  {DECLINE_REASONS[r]}
                </option>
              ))}
            </select>
          </label>
          <label>
            More about it (optional)
            <textarea value={text} onChange={(e) => setText(e.target.value)} />
          </label>
          <Button type="submit" $size="sm" disabled={decline.isPending}>
            Decline quote
          </Button>
        </form>
      )}
      {open !== "accept" && error && <p role="alert">{error}</p>}
      <AcceptQuoteDialog
        enquiry={open === "accept" ? enquiry : null}
        others={others}
        busy={accept.isPending}
        error={open === "accept" ? error : null}
        onConfirm={(shown) => accept.mutate(shown.quote?.revision ?? 0, { onSuccess: done, onError: failed })}
        onClose={done}
      />
    </Box>
  );
}
