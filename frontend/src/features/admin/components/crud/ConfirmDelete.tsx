import * as AlertDialog from "@radix-ui/react-alert-dialog";
import styled from "styled-components";
import { Button } from "@/components/ui/Button";
import { colors, radii, shadows } from "@/styles/theme";

// Every delete asks first (SPEC section 5): a Radix AlertDialog, so focus starts on
// Cancel, Escape cancels and the overlay does not dismiss it by accident. The confirm
// button reads 'Deleting...' and stays disabled while the call runs; the dialog closes
// when it has succeeded.

export const DEFAULT_DELETE_TITLE = "Are you absolutely sure?";

const Overlay = styled(AlertDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 100;
  background: rgba(8, 32, 26, 0.55);
`;

const Panel = styled(AlertDialog.Content)`
  position: fixed;
  z-index: 101;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(92vw, 28rem);
  padding: 1.75rem;
  background: ${colors.white};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.raised};
  &:focus { outline: none; }
`;

const Title = styled(AlertDialog.Title)`
  font-size: 1.2rem;
  font-weight: 800;
  color: ${colors.forest};
`;

const Description = styled(AlertDialog.Description)`
  margin-top: 0.5rem;
  color: ${colors.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 1.5rem;
`;

const Danger = styled(Button)`
  background: #b3261e;
  color: ${colors.white};
  &:hover { background: #8c1d18; }
`;

type ConfirmDeleteProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  busy: boolean;
  title?: string;
  description: string;
  confirmLabel?: string;
};

export function ConfirmDelete({
  open,
  onOpenChange,
  onConfirm,
  busy,
  title = DEFAULT_DELETE_TITLE,
  description,
  confirmLabel = "Delete",
}: ConfirmDeleteProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialog.Portal>
        <Overlay />
        <Panel>
          <Title>{title}</Title>
          <Description>{description}</Description>
          <Actions>
            <AlertDialog.Cancel asChild>
              <Button $variant="outline" disabled={busy}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that closes at once; this one closes after the call. */}
            <Danger
              onClick={(event) => {
                event.preventDefault();
                onConfirm();
              }}
              disabled={busy}
            >
              {busy ? "Deleting..." : confirmLabel}
            </Danger>
          </Actions>
        </Panel>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
