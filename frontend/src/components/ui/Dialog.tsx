import * as RadixDialog from "@radix-ui/react-dialog";
import type { ComponentPropsWithoutRef, ReactNode } from "react";
import styled, { keyframes } from "styled-components";
import { colors, radii, shadows } from "@/styles/theme";

// Radix supplies focus trapping, Escape/overlay dismissal, aria-modal and the
// title/description wiring; this file only gives it the site's look. Closed dialogs
// render nothing but their trigger, so they cost nothing in the server HTML.

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const popIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -46%) scale(0.97); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 100;
  background: rgba(8, 32, 26, 0.55);
  animation: ${fadeIn} 0.15s ease-out;
`;

const Panel = styled(RadixDialog.Content)`
  position: fixed;
  z-index: 101;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(92vw, 30rem);
  max-height: 88vh;
  overflow: auto;
  padding: 2rem 1.75rem 1.75rem;
  background: ${colors.white};
  color: ${colors.ink};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.raised};
  animation: ${popIn} 0.18s ease-out;
  &:focus { outline: none; }
`;

const CloseX = styled(RadixDialog.Close)`
  position: absolute;
  top: 0.75rem;
  right: 0.75rem;
  width: 2.25rem;
  height: 2.25rem;
  border: 0;
  border-radius: ${radii.pill};
  background: transparent;
  color: ${colors.muted};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:hover { background: ${colors.tealSoft}; color: ${colors.ink}; }
`;

type DialogContentProps = ComponentPropsWithoutRef<typeof RadixDialog.Content> & {
  children: ReactNode;
  /** Accessible name of the corner close button. */
  closeLabel?: string;
};

/** Escape in an open list (a combobox inside the dialog) closes the list, not the dialog:
 *  the dialog hears Escape on the document before the field does, so it steps aside. */
export function escapeBelongsToOpenList(target: EventTarget | null): boolean {
  return target instanceof Element && target.getAttribute("role") === "combobox" && target.getAttribute("aria-expanded") === "true";
}

export function DialogContent({ children, closeLabel = "Close", onEscapeKeyDown, ...rest }: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <Overlay />
      <Panel
        {...rest}
        onEscapeKeyDown={(event) => {
          if (escapeBelongsToOpenList(event.target)) event.preventDefault();
          onEscapeKeyDown?.(event);
        }}
      >
        {children}
        <CloseX aria-label={closeLabel}>
          <span aria-hidden="true">×</span>
        </CloseX>
      </Panel>
    </RadixDialog.Portal>
  );
}

export const DialogTitle = styled(RadixDialog.Title)`
  font-size: 1.35rem;
  font-weight: 800;
  padding-right: 2rem;
  color: ${colors.forest};
`;

export const DialogDescription = styled(RadixDialog.Description)`
  margin-top: 0.5rem;
  color: ${colors.muted};
`;

/** Button row at the bottom of a dialog; stacks on narrow screens. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.5rem;
  & > * { flex: 1 1 10rem; }
`;
