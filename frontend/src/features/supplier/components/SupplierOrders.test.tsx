import { configure, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter, Route, Routes } from "react-router";
import { createAreaQueryClient } from "@/lib/session-query";
import { json, mockApi, ok } from "@/testing/api-mock";
import { orderPage, orderSummary, orderView } from "@/testing/orders";
import { renderScreen } from "../testing/render-screen";
import { SupplierOrderScreen, SupplierOrdersScreen } from "./SupplierOrders";

// The supplier's orders at /vendor/orders and /vendor/orders/{id}.

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

function renderDetail(id = "o1") {
  return render(
    <QueryClientProvider client={createAreaQueryClient()}>
      <MemoryRouter initialEntries={[`/vendor/orders/${id}`]}>
        <Routes>
          <Route path="/vendor/orders/:id" element={<SupplierOrderScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("supplier orders", () => {
  it("lists each order with its goods, buyer, total in its currency and status", async () => {
    mockApi({ "GET /api/v1/vendor/orders": () => ok("GET /api/v1/vendor/orders", orderPage([orderSummary({ status: "shipped" })])) });
    renderScreen(<SupplierOrdersScreen />);
    expect(await screen.findByText("TH-2026-000042")).toBeTruthy();
    for (const text of ["Rahul Mehta", "US$3,750.00", "Shipped", "20 Nov 2026"]) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole("link", { name: "View order TH-2026-000042" }).getAttribute("href")).toBe("/vendor/orders/o1");
  });

  it("says so when there are no orders yet", async () => {
    mockApi({ "GET /api/v1/vendor/orders": () => ok("GET /api/v1/vendor/orders", orderPage([])) });
    renderScreen(<SupplierOrdersScreen />);
    expect(await screen.findByText(/No orders yet/)).toBeTruthy();
  });

  it("shows the server's message when the list fails", async () => {
    mockApi({ "GET /api/v1/vendor/orders": () => json(500, { success: false, message: "Database unavailable" }) });
    renderScreen(<SupplierOrdersScreen />);
    expect((await screen.findByRole("alert")).textContent).toContain("Database unavailable");
  });

  it("confirms a placed order and shows the order the server answers", async () => {
    const { calls } = mockApi({
      "GET /api/v1/vendor/orders/o1": () => ok("GET /api/v1/vendor/orders/{id}", { success: true, message: "", data: orderView() }),
      "POST /api/v1/vendor/orders/o1/steps": () =>
        ok("POST /api/v1/vendor/orders/{id}/steps", { success: true, message: "Order confirmed", data: orderView({ status: "confirmed" }) }),
    });
    renderDetail();
    fireEvent.click(await screen.findByRole("button", { name: "Confirm order" }));
    await waitFor(() => expect(calls.find((c) => c.path === "/api/v1/vendor/orders/o1/steps")?.body).toEqual({ step: "confirmed" }));
    expect(await screen.findByRole("button", { name: "Mark in production" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open the conversation" }).getAttribute("href")).toBe("/vendor/enquiries/e1");
  });

  it("shows a missing order's message", async () => {
    mockApi({ "GET /api/v1/vendor/orders/zz": () => json(404, { success: false, message: "No such order" }) });
    renderDetail("zz");
    expect((await screen.findByRole("alert")).textContent).toContain("No such order");
  });
});
