import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import type { VarietySupplier } from "@/types/api";
import { fetchSuppliers } from "./suppliers-api";

// The supplier list of a variety page (SPEC section 4: loading, loaded or error). It
// starts loaded with the offers the server rendered, so they are in the HTML and
// hydration matches; `refresh()` asks the API again. Needs a QueryScope above it.

export type SupplierState =
  | { status: "loaded"; suppliers: VarietySupplier[] }
  | { status: "loading"; suppliers: VarietySupplier[] }
  | { status: "error"; suppliers: VarietySupplier[]; message: string };

export function useSuppliers(productId: string, varietyId: string, initial: VarietySupplier[]) {
  const query = useQuery({
    queryKey: ["suppliers", productId, varietyId],
    queryFn: ({ signal }) => fetchSuppliers(productId, varietyId, signal),
    initialData: initial,
    // The server's offers are fresh; only the Refresh button asks again.
    staleTime: Infinity,
  });
  const suppliers = query.data;
  const state: SupplierState = query.isFetching
    ? { status: "loading", suppliers }
    : query.isError
      ? { status: "error", suppliers, message: query.error.message }
      : { status: "loaded", suppliers };
  const { refetch } = query;
  const refresh = useCallback(() => void refetch({ cancelRefetch: true }), [refetch]);
  return { state, refresh };
}
