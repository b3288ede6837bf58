import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, type ApiBody, type Schemas } from "@/lib/api";
import type { KycDocumentKind } from "@/types/api";

// Supplier registrations under review (SPEC section 7): the tabbed, paged list, the
// contact edit, delete, and the KYC documents (private: fetched with the admin's session).

export type RegistrationView = Schemas["RegistrationView"];
export type RegistrationTab = Schemas["RegistrationTab"];
export type RegistrationEdit = ApiBody<"/api/v1/vendorRegistration/update/{id}", "put">;

export const registrationKeys = {
  all: ["admin", "registrations"] as const,
  list: (tab: RegistrationTab, page: number) => ["admin", "registrations", tab, page] as const,
  document: (vendorId: string, kind: string) => ["admin", "document", vendorId, kind] as const,
};

export const PAGE_SIZE = 20;

export function useRegistrations(tab: RegistrationTab, page: number) {
  return useQuery({
    queryKey: registrationKeys.list(tab, page),
    queryFn: ({ signal }) => api.get("/api/v1/vendorRegistration/get", { query: { tab, page, pageSize: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

function useRegistrationWrite<A>(call: (args: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => queryClient.invalidateQueries({ queryKey: registrationKeys.all }) });
}

export const useUpdateRegistration = () =>
  useRegistrationWrite(({ id, body }: { id: string; body: RegistrationEdit }) =>
    api.put("/api/v1/vendorRegistration/update/{id}", { path: { id }, body }),
  );

export const useDeleteRegistration = () =>
  useRegistrationWrite((id: string) => api.delete("/api/v1/vendorRegistration/delete/{id}", { path: { id } }));

/** Verify and Reject name the registration (`_id`), as Update and Delete do. */
export const useVerifyRegistration = () =>
  useRegistrationWrite((id: string) => api.patch("/api/v1/vendorRegistration/verify/{id}", { path: { id } }));

export const useRejectRegistration = () =>
  useRegistrationWrite(({ id, reason }: { id: string; reason: string }) =>
    api.patch("/api/v1/vendorRegistration/reject/{id}", { path: { id }, body: { reason } }),
  );

/** One KYC document's file (kept a minute: the viewer and the preview share it). */
export function useDocument(vendorId: string, kind: string, enabled = true) {
  return useQuery({
    queryKey: registrationKeys.document(vendorId, kind),
    queryFn: ({ signal }) => fetchDocument(vendorId, kind, signal),
    enabled,
    staleTime: 60_000,
  });
}

export function fetchDocument(vendorId: string, kind: string, signal?: AbortSignal) {
  return api.file("/api/v1/vendorRegistration/document/{vendorId}/{kind}", { path: { vendorId, kind: kind as KycDocumentKind }, signal });
}
