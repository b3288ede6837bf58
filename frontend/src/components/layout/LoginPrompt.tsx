import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { fetchSession } from "@/lib/accounts";

// The login prompt (SPEC sections 2, 9): visitors signed in under no role are invited to
// log in; the dialog can be closed and comes back 100 seconds later. It never renders
// on the server (it opens from an effect), so hydration is unaffected; it waits a
// moment after load so the page is seen first; and the time of the last close is kept
// for the tab (sessionStorage), so moving between pages does not bring it back early.
// The dialog itself is loaded the first time it opens: every public page carries this
// component, and the dialog code would otherwise weigh on all of them.

const LoginPromptDialog = lazy(() => import("./LoginPromptDialog"));

export const REOPEN_AFTER_MS = 100_000;
export const FIRST_OPEN_DELAY_MS = 2_000;
export const CLOSED_AT_KEY = "tradehub.loginPrompt.closedAt";

/** Pages where the prompt would only be in the way. */
const QUIET_PATHS = new Set(["/login", "/userRegister", "/supplierRegister"]);

function readClosedAt(): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(CLOSED_AT_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null; // storage disabled
  }
}

function writeClosedAt(at: number): void {
  try {
    window.sessionStorage.setItem(CLOSED_AT_KEY, String(at));
  } catch {
    // storage disabled: the prompt still waits 100 s within this page
  }
}

/**
 * Whether anyone (a supplier or an admin as well as a buyer) is signed in in this browser.
 * The page knows only about buyers, and the cookie is HttpOnly, so the server is asked
 * once; if it cannot answer, the prompt behaves as for a visitor.
 */
async function otherRoleSignedIn(): Promise<boolean> {
  try {
    const session = await fetchSession();
    return Boolean(session.user || session.vendor || session.admin);
  } catch {
    return false;
  }
}

export function LoginPrompt({ signedIn }: { signedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [othersSignedIn, setOthersSignedIn] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const quiet = signedIn || othersSignedIn || QUIET_PATHS.has(pathname);

  useEffect(() => {
    if (signedIn) return;
    let live = true;
    void otherRoleSignedIn().then((yes) => {
      if (live && yes) setOthersSignedIn(true);
    });
    return () => {
      live = false;
    };
  }, [signedIn]);

  const schedule = useCallback((delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setWanted(true);
      setOpen(true);
    }, Math.max(0, delay));
  }, []);

  useEffect(() => {
    if (quiet) {
      window.clearTimeout(timer.current);
      setOpen(false);
      return;
    }
    const closedAt = readClosedAt();
    const sinceClose = closedAt === null ? Infinity : Date.now() - closedAt;
    schedule(sinceClose >= REOPEN_AFTER_MS ? FIRST_OPEN_DELAY_MS : REOPEN_AFTER_MS - sinceClose);
    return () => window.clearTimeout(timer.current);
  }, [quiet, schedule]);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      writeClosedAt(Date.now());
      schedule(REOPEN_AFTER_MS);
    }
  };

  const go = (to: string) => {
    onOpenChange(false);
    void navigate(to);
  };

  if (quiet || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoginPromptDialog open={open} onOpenChange={onOpenChange} onGo={go} />
    </Suspense>
  );
}
