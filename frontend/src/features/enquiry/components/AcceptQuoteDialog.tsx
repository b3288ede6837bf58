import { Button } from "@/components/ui/Button";
import { Dialog, DialogActions, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/Dialog";
import { Notice } from "@/components/ui/Notice";
import { formatDate } from "@/lib/dates";
import { convertedLine, formatAmount, quoteLine } from "@/lib/like-for-like";
import type { EnquiryView } from "@/types/api";

// Accepting a quote always asks first, wherever it is offered: it binds the buyer to the
// exact revision shown here, and closes the request for every other supplier.

type Props = {
  enquiry: EnquiryView | null;
  /** Other suppliers of the same request, told it is closed; null when their number is not at hand. */
  others: number | null;
  busy: boolean;
  error: string | null;
  onConfirm: (enquiry: EnquiryView) => void;
  onClose: () => void;
};

/** What accepting does to the request's other quotes, in words. */
export function othersLine(enquiry: EnquiryView, others: number | null): string | null {
  if (others === 0 || (others === null && !enquiry.requestId)) return null;
  if (others === null) return "Every other supplier's quote of this request will be closed, and they will be told another quote was accepted.";
  return others === 1
    ? "The other supplier's quote will be closed, and they will be told another quote was accepted."
    : `The other ${others} suppliers' quotes will be closed, and they will be told another quote was accepted.`;
}

export function AcceptQuoteDialog({ enquiry, others, busy, error, onConfirm, onClose }: Props) {
  const quote = enquiry?.quote;
  const converted = quote ? convertedLine(quote.converted, quote.comparableUnit) : null;
  return (
    <Dialog open={enquiry !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      {enquiry && quote && (
        <DialogContent role="alertdialog" style={{ width: "min(94vw, 30rem)" }}>
          <DialogTitle>Accept revision {quote.revision} of this quote?</DialogTitle>
          <DialogDescription>
            {enquiry.supplier.name}: {quoteLine(quote)}
            {converted ? ` (${converted})` : ""}
            {quote.total ? `, ${formatAmount(quote.total)} in total` : ""}, valid until {formatDate(quote.validUntil)}.
          </DialogDescription>
          {othersLine(enquiry, others) && <p>{othersLine(enquiry, others)}</p>}
          {error && (
            <div style={{ marginTop: "1rem" }}>
              <Notice tone="error">{error}</Notice>
            </div>
          )}
          <DialogActions>
            <DialogClose asChild>
              <Button $variant="outline" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <Button $variant="secondary" disabled={busy} onClick={() => onConfirm(enquiry)}>
              {busy ? "Accepting..." : `Accept revision ${quote.revision}`}
            </Button>
          </DialogActions>
        </DialogContent>
      )}
    </Dialog>
  );
}
