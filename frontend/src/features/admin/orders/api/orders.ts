import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OrderCalls } from "@/components/orders/OrderDetail";
import { api } from "@/lib/api";
import type { OrderView } from "@/types/api";

// The back office's orders: every order the filters match (status, supplier, buyer, a
// range of days), newest first and paged on the server; one order whole; the admin's
// status correction (with its required note); the names for the supplier and buyer filters.

export const PAGE_SIZE = 20;

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
    queryFn: ({ signal }) =>
      api.get("/api/v1/admin/orders", {
        query: {
          status: search.status || undefined,
          supplier: search.supplier || undefined,
          buyer: search.buyer || undefined,
          from: search.from || undefined,
          to: search.to || undefined,
          page: search.page,
          pageSize: PAGE_SIZE,
        },
        signal,
      }),
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

export type PartyChoice = { value: string; label: string };

/** Suppliers and buyers for the filters: the first hundred of each, by name. */
export function usePartyChoices() {
  return useQuery({
    queryKey: ["admin", "orders", "parties"] as const,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const [suppliers, buyers] = await Promise.all([
        api.get("/api/v1/vendor/getAllVendors", { query: { pageSize: 100 }, signal }),
        api.get("/api/v1/user/getAllUser", { query: { pageSize: 100 }, signal }),
      ]);
      const choices = (rows: { _id: string; name: string }[]): PartyChoice[] =>
        rows.map((r) => ({ value: r._id, label: r.name })).sort((a, b) => a.label.localeCompare(b.label));
      return { suppliers: choices(suppliers.vendors), buyers: choices(buyers.users) };
    },
  });
}
