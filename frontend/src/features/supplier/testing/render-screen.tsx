import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, Outlet, Route, Routes } from "react-router";
import { Toasts } from "@/components/Toasts";
import { createAreaQueryClient } from "@/lib/session-query";
import type { SessionSupplier } from "@/types/api";
import type { SupplierOutletContext } from "../components/RequireSupplier";

// Renders one portal screen as the guard would: the signed-in vendor in the outlet
// context, a fresh query client, and the toast region.

export const testSupplier: SessionSupplier = {
  id: "v1",
  name: "Spice Route Traders",
  email: "spice@example.com",
  verified: true,
  blocked: false,
  hasSubmittedRegistration: true,
};

export function renderScreen(screen: ReactElement, vendor: SessionSupplier = testSupplier) {
  return render(
    <QueryClientProvider client={createAreaQueryClient()}>
      <MemoryRouter initialEntries={["/vendor/screen"]}>
        <Routes>
          <Route element={<Outlet context={{ vendor } satisfies SupplierOutletContext} />}>
            <Route path="/vendor/screen" element={screen} />
          </Route>
        </Routes>
      </MemoryRouter>
      <Toasts />
    </QueryClientProvider>,
  );
}
