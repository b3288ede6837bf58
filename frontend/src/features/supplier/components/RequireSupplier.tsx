import { Navigate, Outlet, useLocation } from "react-router";
import { Button } from "@/components/ui/Button";
import type { SessionSupplier } from "@/types/api";
import { useSession } from "@/lib/session-query";
import { AreaStatus } from "@/components/account/AreaLogin";

// Guard of the supplier portal's screens: no vendor in the session → /vendor/login, which
// brings the supplier back to the address it asked for (a mail's link to one enquiry).
// The signed-in vendor reaches the screens through useOutletContext.

export type SupplierOutletContext = { vendor: SessionSupplier };

export function RequireSupplier() {
  const session = useSession();
  const { pathname, search } = useLocation();
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
  const vendor = session.data.vendor;
  if (!vendor) return <Navigate to={`/vendor/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  return <Outlet context={{ vendor } satisfies SupplierOutletContext} />;
}
