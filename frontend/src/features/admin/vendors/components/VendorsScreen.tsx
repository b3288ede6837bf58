import { vendorCalls } from "../api/vendors";
import { AccountsScreen } from "./AccountsScreen";

/** /admin/vendor, 'Vendor Management'. */
export function VendorsScreen() {
  return <AccountsScreen title="Vendor Management" noun="vendors" calls={vendorCalls} />;
}
