import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { Button } from "@/components/ui/Button";
import type { Session } from "@/lib/accounts";
import { useSession } from "@/lib/session-query";
import { AreaStatus } from "./AreaLogin";

// The sign-in guard of the client-only areas (admin, supplier portal): while the session
// is read a status line, when it cannot be read a retry, and without the area's role a
// redirect to the area's login. The areas differ only in the role and the login path.

export type Role = keyof Session;
export type SignedIn<R extends Role> = NonNullable<Session[R]>;

/** Who holds `role` in the session (null: nobody), or the screen to show until that is known. */
export function useSignedIn<R extends Role>(role: R): { who: SignedIn<R> | null; fallback: ReactNode | null } {
  const session = useSession();
  if (session.isPending) {
    return {
      who: null,
      fallback: (
        <AreaStatus role="status" aria-live="polite">
          Loading…
        </AreaStatus>
      ),
    };
  }
  if (session.isError) {
    return {
      who: null,
      fallback: (
        <AreaStatus role="alert">
          <p>Could not check your sign-in. Please try again.</p>
          <Button $variant="secondary" onClick={() => void session.refetch()}>
            Retry
          </Button>
        </AreaStatus>
      ),
    };
  }
  return { who: (session.data[role] ?? null) as SignedIn<R> | null, fallback: null };
}

type Props<R extends Role> = {
  role: R;
  /** Where a visitor without the role is sent. */
  loginPath: string;
  /** Adds `?redirect=` with the address asked for, so the login brings the visitor back to it. */
  comeBack?: boolean;
  children: (who: SignedIn<R>) => ReactNode;
};

export function RequireSession<R extends Role>({ role, loginPath, comeBack = false, children }: Props<R>) {
  const { who, fallback } = useSignedIn(role);
  const { pathname, search } = useLocation();
  if (fallback) return fallback;
  if (!who) return <Navigate to={comeBack ? `${loginPath}?redirect=${encodeURIComponent(pathname + search)}` : loginPath} replace />;
  return children(who);
}
