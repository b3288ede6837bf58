import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, type FormFields, type Schemas } from "@/lib/api";
import { saveFile } from "@/lib/save-file";
import { SESSION_KEY } from "@/lib/session-query";
import type { KycDocumentKind } from "@/types/api";

// The supplier's own record with its registration (GET vendor/{vendorId}), the document
// submission (multipart POST vendorRegistration/apply), document downloads, and the
// Document screen's dashboard line.

export type SupplierView = Schemas["SupplierView"];
export type RegistrationView = Schemas["RegistrationView"];
export type RegistrationFields = FormFields<Schemas["RegistrationForm"]>;

export const supplierKeys = {
  record: (vendorId: string) => ["vendor", "record", vendorId] as const,
  dashboard: ["vendor", "dashboard"] as const,
};

/** The supplier's record; `refreshMs` looks again now and then (a verdict may arrive). */
export function useSupplierRecord(vendorId: string | null, refreshMs?: number) {
  return useQuery({
    queryKey: supplierKeys.record(vendorId ?? ""),
    queryFn: async ({ signal }): Promise<SupplierView> =>
      (await api.get("/api/v1/vendor/{vendorId}", { path: { vendorId: vendorId ?? "" }, signal })).vendor,
    enabled: vendorId !== null,
    refetchInterval: refreshMs,
  });
}

export function useSubmitRegistration(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegistrationFields) => api.form.post("/api/v1/vendorRegistration/apply", { body }),
    onSuccess: async () => {
      // The session says whether a registration was submitted (the status screen reads it).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: supplierKeys.record(vendorId) }),
        queryClient.invalidateQueries({ queryKey: SESSION_KEY }),
      ]);
    },
  });
}

export function useDashboard(enabled: boolean) {
  return useQuery({
    queryKey: supplierKeys.dashboard,
    queryFn: async ({ signal }) => (await api.get("/api/v1/vendor/dashboard", { signal })).summary,
    enabled,
  });
}

/** Saves one KYC document of the supplier through the browser's download. */
export async function downloadDocument(vendorId: string, kind: string): Promise<void> {
  const file = await api.file("/api/v1/vendorRegistration/document/{vendorId}/{kind}", {
    path: { vendorId, kind: kind as KycDocumentKind },
  });
  saveFile(file, kind);
}
