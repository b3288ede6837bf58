import { Outlet } from "react-router";
import { RequireSession } from "@/components/account/RequireSession";
import type { SessionSupplier } from "@/types/api";

// The supplier portal's screens: no vendor in the session → /vendor/login, which brings
// the supplier back to the address it asked for (a mail's link to one enquiry). The
// signed-in vendor reaches the screens through useOutletContext.

export type SupplierOutletContext = { vendor: SessionSupplier };

export function RequireSupplier() {
  return (
    <RequireSession role="vendor" loginPath="/vendor/login" comeBack>
      {(vendor) => <Outlet context={{ vendor } satisfies SupplierOutletContext} />}
    </RequireSession>
  );
}
