import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, type ApiBody, type Schemas } from "@/lib/api";

// The supplier's own listings (SPEC section 2, 'My Product Listings') and the product
// catalogue the listing form chooses from. Every write invalidates the listings.

export type SupplierOffer = Schemas["SupplierOffer"];
export type Product = Schemas["Product"];
export type OfferInput = ApiBody<"/api/v1/vendorProduct/add", "post">;

export const offerKeys = {
  all: ["vendor", "listings"] as const,
  of: (vendorId: string) => ["vendor", "listings", vendorId] as const,
  catalogue: ["vendor", "catalogue"] as const,
};

export function useSupplierOffers(vendorId: string) {
  return useQuery({
    queryKey: offerKeys.of(vendorId),
    queryFn: async ({ signal }) =>
      (await api.get("/api/v1/vendorProduct/vendor/{vendorId}", { path: { vendorId }, signal })).listings,
    placeholderData: keepPreviousData,
  });
}

/** Products the picker offers at once: a search narrows the catalogue, it never lists it whole. */
export const PICKER_PAGE_SIZE = 20;

/** The catalogue's products matching `search` (the first ones when empty), best first. */
export function useCatalogueSearch(search: string, enabled = true) {
  return useQuery({
    queryKey: [...offerKeys.catalogue, search],
    queryFn: async ({ signal }) =>
      (
        await api.get("/api/v1/admin/product/getAllProducts", {
          query: { pageSize: PICKER_PAGE_SIZE, ...(search ? { search } : {}) },
          signal,
        })
      ).products,
    enabled,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: OfferInput }) =>
      id
        ? api.put("/api/v1/vendorProduct/{listingId}", { path: { listingId: id }, body })
        : api.post("/api/v1/vendorProduct/add", { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete("/api/v1/vendorProduct/delete/{id}", { path: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}
