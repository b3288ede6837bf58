import { useEffect, useRef } from "react";
import styled from "styled-components";
import { Button } from "@/components/ui/Button";
import { colors, radii, shadows } from "@/styles/theme";

// The login prompt's dialog. A chunk of its own (LoginPrompt loads it when it first
// opens), built on the browser's own modal <dialog> (focus kept inside, Escape, the
// page behind made inert, focus given back on close) rather than the Radix dialog: it
// opens seconds after every public page loads, and the Radix chunk would count
// against each page's JavaScript budget. Dialogs of a page's own keep Radix.

const Panel = styled.dialog`
  width: min(92vw, 30rem);
  max-height: 88vh;
  overflow: auto;
  padding: 2rem 1.75rem 1.75rem;
  border: 0;
  background: ${colors.white};
  color: ${colors.ink};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.raised};
  &::backdrop { background: rgba(8, 32, 26, 0.55); }
  h2 { font-size: 1.35rem; font-weight: 800; color: ${colors.forest}; }
  p { margin-top: 0.5rem; color: ${colors.muted}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.5rem;
  & > * { flex: 1 1 10rem; }
`;

type LoginPromptDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onGo: (to: string) => void;
};

export default function LoginPromptDialog({ open, onOpenChange, onGo }: LoginPromptDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    // showModal where the browser has it (every current one).
    if (typeof dialog.showModal === "function") {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute("open", "");
    }
    return () => {
      if (typeof dialog.close === "function" && dialog.open) dialog.close();
    };
  }, [open]);

  if (!open) return null;
  return (
    <Panel
      ref={ref}
      aria-labelledby="login-prompt-title"
      aria-describedby="login-prompt-text"
      onCancel={(event) => {
        // Escape: closed through our state, so the reopen timer starts.
        event.preventDefault();
        onOpenChange(false);
      }}
    >
      <h2 id="login-prompt-title">Log in to Tradehub</h2>
      <p id="login-prompt-text">
        Sign in to compare supplier offers, send enquiries and follow them in your profile. New here? Registration is free.
      </p>
      <Actions>
        <Button $variant="secondary" onClick={() => onGo("/login")}>
          Login
        </Button>
        <Button $variant="outline" onClick={() => onGo("/userRegister")}>
          Create an account
        </Button>
      </Actions>
      <Actions>
        <Button $variant="ghost" onClick={() => onOpenChange(false)}>
          Not now
        </Button>
      </Actions>
    </Panel>
  );
}
