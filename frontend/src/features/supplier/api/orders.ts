import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OrderCalls } from "@/components/orders/OrderDetail";
import { api } from "@/lib/api";
import type { OrderView } from "@/types/api";

// The supplier's orders (its accepted quotes): the list, newest first and paged on the
// server, one order whole, and the supplier's calls on it (its steps, payments received,
// documents, the proforma invoice).

const ORDERS_PAGE_SIZE = 20;

export const supplierOrderKeys = {
  all: ["vendor", "orders"] as const,
  page: (page: number) => ["vendor", "orders", "page", page] as const,
  one: (id: string) => ["vendor", "orders", "one", id] as const,
};

export function useSupplierOrders(page: number) {
  return useQuery({
    queryKey: supplierOrderKeys.page(page),
    queryFn: ({ signal }) => api.get("/api/v1/vendor/orders", { query: { page, pageSize: ORDERS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSupplierOrder(id: string) {
  return useQuery({
    queryKey: supplierOrderKeys.one(id),
    queryFn: async ({ signal }) => (await api.get("/api/v1/vendor/orders/{id}", { path: { id }, signal })).data,
  });
}

export function supplierOrderCalls(id: string): OrderCalls {
  return {
    step: async (body) => (await api.post("/api/v1/vendor/orders/{id}/steps", { path: { id }, body })).data,
    payment: async (seq) => (await api.post("/api/v1/vendor/orders/{id}/payments/{seq}/received", { path: { id, seq } })).data,
    upload: async (kind, file) => (await api.form.post("/api/v1/vendor/orders/{id}/documents", { path: { id }, body: { kind, file } })).data,
    document: (documentId) => api.file("/api/v1/vendor/orders/{id}/documents/{documentId}", { path: { id, documentId } }),
    proforma: () => api.file("/api/v1/vendor/orders/{id}/proforma.pdf", { path: { id } }),
  };
}

/** Puts the order a write answered with in the cache, and refreshes the list. */
export function useOrderWritten() {
  const queryClient = useQueryClient();
  return (order: OrderView) => {
    queryClient.setQueryData(supplierOrderKeys.one(order._id), order);
    void queryClient.invalidateQueries({ queryKey: ["vendor", "orders", "page"] });
  };
}
