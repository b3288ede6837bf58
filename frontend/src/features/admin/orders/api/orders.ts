import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OrderCalls } from "@/components/orders/OrderDetail";
import { api, filledOnly } from "@/lib/api";
import type { OrderView } from "@/types/api";

// The back office's orders: every order the filters match (status, supplier, buyer, a
// range of days), newest first and paged on the server; one order whole; the admin's
// status correction (with its required note); the suppliers and buyers the filters search.

const PAGE_SIZE = 20;

export type OrderSearch = { status: string; supplier: string; buyer: string; from: string; to: string; page: number };
export const NO_FILTER: OrderSearch = { status: "", supplier: "", buyer: "", from: "", to: "", page: 1 };

export const adminOrderKeys = {
  all: ["admin", "orders"] as const,
  list: (search: OrderSearch) => ["admin", "orders", "list", search] as const,
  one: (id: string) => ["admin", "orders", "one", id] as const,
};

export function useAdminOrders(search: OrderSearch) {
  return useQuery({
    queryKey: adminOrderKeys.list(search),
    queryFn: ({ signal }) => {
      const { page, ...filters } = search;
      return api.get("/api/v1/admin/orders", { query: { ...filledOnly(filters), page, pageSize: PAGE_SIZE }, signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrder(id: string) {
  return useQuery({
    queryKey: adminOrderKeys.one(id),
    queryFn: async ({ signal }) => (await api.get("/api/v1/admin/orders/{id}", { path: { id }, signal })).data,
  });
}

export function adminOrderCalls(id: string): OrderCalls {
  return {
    correct: async (status, note) => (await api.post("/api/v1/admin/orders/{id}/status", { path: { id }, body: { status, note } })).data,
    document: (documentId) => api.file("/api/v1/admin/orders/{id}/documents/{documentId}", { path: { id, documentId } }),
    proforma: () => api.file("/api/v1/admin/orders/{id}/proforma.pdf", { path: { id } }),
  };
}

export function useOrderWritten() {
  const queryClient = useQueryClient();
  return (order: OrderView) => {
    queryClient.setQueryData(adminOrderKeys.one(order._id), order);
    void queryClient.invalidateQueries({ queryKey: ["admin", "orders", "list"] });
  };
}

/** How many suppliers or buyers a filter's search offers at once. */
const PARTY_PAGE_SIZE = 20;

/** A supplier or buyer as the filters offer it: the name, and the e-mail to tell namesakes apart. */
export type Party = { id: string; label: string; detail: string };

const toParty = (row: { _id: string; name: string; email: string }): Party => ({ id: row._id, label: row.name, detail: row.email });

type Side = "suppliers" | "buyers";

/** One page of a side's accounts whose name or e-mail holds `search` (the newest when empty). */
const findParties: Record<Side, (search: string, signal: AbortSignal) => Promise<Party[]>> = {
  suppliers: async (search, signal) =>
    (await api.get("/api/v1/vendor/getAllVendors", { query: { search: search || undefined, pageSize: PARTY_PAGE_SIZE }, signal })).vendors.map(toParty),
  buyers: async (search, signal) =>
    (await api.get("/api/v1/user/getAllUser", { query: { search: search || undefined, pageSize: PARTY_PAGE_SIZE }, signal })).users.map(toParty),
};

function usePartyMatches(side: Side, search: string, enabled: boolean) {
  return useQuery({
    queryKey: ["admin", "orders", "parties", side, search] as const,
    queryFn: ({ signal }) => findParties[side](search, signal),
    enabled,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/** For the supplier filter's search picker. */
export const useSupplierMatches = (search: string, enabled: boolean) => usePartyMatches("suppliers", search, enabled);
/** For the buyer filter's search picker. */
export const useBuyerMatches = (search: string, enabled: boolean) => usePartyMatches("buyers", search, enabled);
