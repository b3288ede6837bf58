import { Button } from "@/components/ui/Button";
import { Dialog, DialogActions, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/Dialog";
import { Notice } from "@/components/ui/Notice";
import { formatDate } from "@/lib/dates";
import { formatRupees } from "@/lib/money";
import type { EnquiryView } from "@/types/api";
import { pricePerUnit } from "../lib/labels";

// Accepting a quote asks first: it closes the request for every other supplier.

type Props = {
  enquiry: EnquiryView | null;
  /** Other suppliers of the same request, told it is closed. */
  others: number;
  busy: boolean;
  error: string | null;
  onConfirm: (enquiry: EnquiryView) => void;
  onClose: () => void;
};

export function AcceptQuoteDialog({ enquiry, others, busy, error, onConfirm, onClose }: Props) {
  const quote = enquiry?.quote;
  return (
    <Dialog open={enquiry !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      {enquiry && quote && (
        <DialogContent role="alertdialog" style={{ width: "min(94vw, 30rem)" }}>
          <DialogTitle>Accept this quote?</DialogTitle>
          <DialogDescription>
            {enquiry.supplier.name}: {pricePerUnit(quote.price, quote.unit)}
            {quote.total != null ? `, ${formatRupees(quote.total)} in total` : ""}, valid until {formatDate(quote.validUntil)}.
            {others > 0
              ? ` The other ${others === 1 ? "supplier is" : `${others} suppliers are`} told the request is closed: another quote was accepted.`
              : ""}
          </DialogDescription>
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
              {busy ? "Accepting..." : "Accept quote"}
            </Button>
          </DialogActions>
        </DialogContent>
      )}
    </Dialog>
  );
}
