import { api, type Schemas } from "@/lib/api";
import type { AccountCalls } from "../../accounts/components/AccountsScreen";

// The buyer list and its flag switch, on the buyers' own update path (the spec's client
// patched the supplier path for buyers).

export type AdminBuyerRow = Schemas["AdminBuyerRow"];

export const buyerAccountCalls: AccountCalls<AdminBuyerRow> = {
  key: "users",
  list: async (query, signal) => {
    const answer = await api.get("/api/v1/user/getAllUser", { query, signal });
    return { rows: answer.users, total: answer.total, totalExact: answer.totalExact };
  },
  update: (id, flag) => api.patch("/api/v1/user/updateUser/{id}", { path: { id }, body: flag }),
};
