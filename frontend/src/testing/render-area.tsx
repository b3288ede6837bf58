import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { Toasts } from "@/components/Toasts";
import { createAreaQueryClient } from "@/lib/session-query";

// Renders a client-only area (the supplier portal, the admin) at one path, as its app
// shell would: a fresh query client, the toast region, and a probe of the current path.

function Probe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

export function renderAreaAt(routes: ReactElement, path: string) {
  return render(
    <QueryClientProvider client={createAreaQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        {routes}
        <Probe />
      </MemoryRouter>
      <Toasts />
    </QueryClientProvider>,
  );
}

/** The path the area shows now. */
export const shownPath = () => screen.getByTestId("location").textContent;
