import { useCallback, useEffect, useRef, useState } from "react";
import type { Supplier } from "@/types/catalogue";
import { fetchSuppliers } from "./suppliers-api";

// The supplier list of a variety page (SPEC section 4: loading, loaded or error). It
// starts loaded with the offers the server rendered, so they are in the HTML and
// hydration matches; `refresh()` asks the API again.

export type SupplierState =
  | { status: "loaded"; suppliers: Supplier[] }
  | { status: "loading"; suppliers: Supplier[] }
  | { status: "error"; suppliers: Supplier[]; message: string };

export function useSuppliers(productId: string, varietyId: string, initial: Supplier[]) {
  const [state, setState] = useState<SupplierState>({ status: "loaded", suppliers: initial });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const refresh = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState((s) => ({ status: "loading", suppliers: s.suppliers }));
    fetchSuppliers(productId, varietyId, current.signal).then(
      (suppliers) => {
        if (!current.signal.aborted) setState({ status: "loaded", suppliers });
      },
      (error: Error) => {
        if (!current.signal.aborted) setState((s) => ({ status: "error", suppliers: s.suppliers, message: error.message }));
      },
    );
  }, [productId, varietyId]);

  return { state, refresh };
}
