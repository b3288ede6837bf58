import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { createAreaQueryClient } from "@/lib/session-query";
import { AdminToasts } from "../components/AdminToasts";

// Renders one back-office screen with a fresh query client and the admin toast region,
// at `path` (the FAQ screen's toasts sit top-right).

export function renderAdminScreen(screen: ReactElement, path = "/admin/screen") {
  return render(
    <QueryClientProvider client={createAreaQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        {screen}
        <AdminToasts />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
