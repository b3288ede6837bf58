import type { ReactNode } from "react";
import { Button, type ButtonVariant } from "./Button";
import { DialogActions, DialogClose } from "./Dialog";

// A form dialog's last row: Cancel (closes it) and the submit button, which is off
// while the form is being sent. `lockCancel` keeps the dialog open until the answer.

type DialogSubmitRowProps = { busy: boolean; children: ReactNode; variant?: ButtonVariant; lockCancel?: boolean };

export function DialogSubmitRow({ busy, children, variant, lockCancel = false }: DialogSubmitRowProps) {
  return (
    <DialogActions>
      <DialogClose asChild>
        <Button $variant="outline" disabled={lockCancel && busy}>
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" $variant={variant} disabled={busy}>
        {children}
      </Button>
    </DialogActions>
  );
}
