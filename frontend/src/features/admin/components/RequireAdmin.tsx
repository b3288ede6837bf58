import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { Button } from "@/components/ui/Button";
import { useSession } from "@/lib/session-query";
import { AreaStatus } from "@/components/account/AreaLogin";

// Guard of every /admin screen but the login: no admin in the session → /admin/login.

export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.isPending) {
    return (
      <AreaStatus role="status" aria-live="polite">
        Loading…
      </AreaStatus>
    );
  }
  if (session.isError) {
    return (
      <AreaStatus role="alert">
        <p>Could not check your sign-in. Please try again.</p>
        <Button $variant="secondary" onClick={() => void session.refetch()}>
          Retry
        </Button>
      </AreaStatus>
    );
  }
  if (!session.data.admin) return <Navigate to="/admin/login" replace />;
  return children;
}
