import { Outlet, useOutletContext } from "react-router";
import { PendingNotice } from "./PendingNotice";
import type { SupplierOutletContext } from "./RequireSupplier";

// Product and Order are for verified suppliers (SPEC section 6: unverified vendors see
// only the registration flow); the server refuses their calls too. Before verification
// these screens show the pending notice instead of a refused call's error.

export function RequireVerified() {
  const context = useOutletContext<SupplierOutletContext>();
  if (!context.vendor.verified) return <PendingNotice vendor={context.vendor} />;
  return <Outlet context={context} />;
}
