import { api, type Schemas } from "@/lib/api";
import type { AccountCalls } from "../components/AccountsScreen";

// The supplier list and its flag switch (SPEC section 7, admin people).

export type AdminSupplierRow = Schemas["AdminSupplierRow"];

export const supplierAccountCalls: AccountCalls<AdminSupplierRow> = {
  key: "vendors",
  list: async (query, signal) => {
    const answer = await api.get("/api/v1/vendor/getAllVendors", { query, signal });
    return { rows: answer.vendors, total: answer.total, totalExact: answer.totalExact };
  },
  update: (id, flag) => api.patch("/api/v1/vendor/updateVendor/{id}", { path: { id }, body: flag }),
};
