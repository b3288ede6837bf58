import { AccountsScreen, EMPTY_USERS } from "../../vendors/components/AccountsScreen";
import { userCalls } from "../api/users";

/** /admin/user, 'User Management': the vendors' screen over the buyers (SPEC section 2). */
export function UsersScreen() {
  return <AccountsScreen title="User Management" noun="users" calls={userCalls} emptyText={EMPTY_USERS} />;
}
