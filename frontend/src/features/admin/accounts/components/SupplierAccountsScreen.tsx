import { supplierAccountCalls } from "../api/supplier-accounts";
import { AccountsScreen } from "./AccountsScreen";

/** /admin/vendor, 'Vendor Management'. */
export function SupplierAccountsScreen() {
  return <AccountsScreen title="Vendor Management" noun={["vendor", "vendors"]} calls={supplierAccountCalls} />;
}
