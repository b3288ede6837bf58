import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, type Schemas } from "@/lib/api";

// Every supplier's listings (SPEC section 2, Supplier Products), paged by the server,
// the admin's Active switch and delete.

export type AdminOfferRow = Schemas["AdminOfferRow"];
export const PAGE_SIZE = 20;
const key = ["admin", "supplier-products"] as const;

export function useAdminOffers(page: number) {
  return useQuery({
    queryKey: [...key, page],
    queryFn: ({ signal }) => api.get("/api/v1/vendorProduct/getAllProduct", { query: { page, pageSize: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSetOfferActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      api.patch("/api/v1/vendorProduct/status/{id}", { path: { id }, body: { isActive } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteAdminOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete("/api/v1/vendorProduct/delete/{id}", { path: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
