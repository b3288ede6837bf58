import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OrderCalls } from "@/components/orders/OrderDetail";
import { api } from "@/lib/api";
import type { OrderView } from "@/types/api";

// The buyer's orders (an accepted quote becomes one): its list, newest first and paged on
// the server, one order whole, and the buyer's calls on it (delivery, cancellation,
// payment sent, documents, the proforma invoice).

const ORDERS_PAGE_SIZE = 20;

export const myOrderKeys = {
  all: ["my-orders"] as const,
  page: (page: number) => ["my-orders", "page", page] as const,
  one: (id: string) => ["my-orders", "one", id] as const,
};

export function useMyOrders(page: number) {
  return useQuery({
    queryKey: myOrderKeys.page(page),
    queryFn: ({ signal }) => api.get("/api/v1/user/orders", { query: { page, pageSize: ORDERS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMyOrder(id: string) {
  return useQuery({
    queryKey: myOrderKeys.one(id),
    queryFn: async ({ signal }) => (await api.get("/api/v1/user/orders/{id}", { path: { id }, signal })).data,
  });
}

export function buyerOrderCalls(id: string): OrderCalls {
  return {
    step: async (body) => (await api.post("/api/v1/user/orders/{id}/steps", { path: { id }, body })).data,
    payment: async (seq) => (await api.post("/api/v1/user/orders/{id}/payments/{seq}/sent", { path: { id, seq }, body: {} })).data,
    upload: async (kind, file) => (await api.form.post("/api/v1/user/orders/{id}/documents", { path: { id }, body: { kind, file } })).data,
    document: (documentId) => api.file("/api/v1/user/orders/{id}/documents/{documentId}", { path: { id, documentId } }),
    proforma: () => api.file("/api/v1/user/orders/{id}/proforma.pdf", { path: { id } }),
  };
}

/** Puts the order a write answered with in the cache, and refreshes the list. */
export function useOrderWritten() {
  const queryClient = useQueryClient();
  return (order: OrderView) => {
    queryClient.setQueryData(myOrderKeys.one(order._id), order);
    void queryClient.invalidateQueries({ queryKey: ["my-orders", "page"] });
  };
}
