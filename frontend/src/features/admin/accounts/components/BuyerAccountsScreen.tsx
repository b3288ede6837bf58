import { AccountsScreen, EMPTY_BUYERS } from "../../accounts/components/AccountsScreen";
import { buyerAccountCalls } from "../api/buyer-accounts";

/** /admin/user, 'User Management': the vendors' screen over the buyers (SPEC section 2). */
export function BuyerAccountsScreen() {
  return <AccountsScreen title="User Management" noun={["user", "users"]} calls={buyerAccountCalls} emptyText={EMPTY_BUYERS} />;
}
