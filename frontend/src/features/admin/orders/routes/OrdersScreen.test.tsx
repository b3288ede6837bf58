import { configure, fireEvent, screen, waitFor } from "@testing-library/react";
import { mockApi, ok } from "@/testing/api-mock";
import { orderPage, orderSummary, orderView } from "@/testing/orders";
import { renderAdminScreen } from "../../testing/render-screen";
import { OrdersScreen } from "./OrdersScreen";

// /admin/orders: every order, filtered and paged, and one order with "Correct status".

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const parties = {
  "GET /api/v1/vendor/getAllVendors": () =>
    ok("GET /api/v1/vendor/getAllVendors", {
      success: true,
      message: "",
      vendors: [{ _id: "s1", name: "Konkan Agro Exports" }],
      total: 1,
    } as never),
  "GET /api/v1/user/getAllUser": () =>
    ok("GET /api/v1/user/getAllUser", { success: true, message: "", users: [{ _id: "b1", name: "Rahul Mehta" }], total: 1 } as never),
};

describe("admin orders", () => {
  it("lists orders with both sides and the total in its currency, and filters on the server", async () => {
    const { fetchMock } = mockApi({
      ...parties,
      "GET /api/v1/admin/orders": () => ok("GET /api/v1/admin/orders", orderPage([orderSummary()])),
    });
    renderAdminScreen(<OrdersScreen />, "/admin/orders");
    expect(await screen.findByText("TH-2026-000042")).toBeTruthy();
    for (const text of ["Konkan Agro Exports", "Rahul Mehta", "US$3,750.00", "Placed"]) expect(screen.getAllByText(text).length).toBeGreaterThan(0);

    await screen.findByRole("option", { name: "Konkan Agro Exports" });
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "shipped" } });
    fireEvent.change(screen.getByLabelText("Supplier"), { target: { value: "s1" } });
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-11-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Filter" }));
    await waitFor(() => {
      const searches = fetchMock.mock.calls.map(([input]) => new URL(String(input), "http://localhost")).filter((u) => u.pathname === "/api/v1/admin/orders");
      const last = searches[searches.length - 1].searchParams;
      expect([last.get("status"), last.get("supplier"), last.get("from"), last.get("page")]).toEqual(["shipped", "s1", "2026-11-01", "1"]);
    });
  });

  it("says when no order matches", async () => {
    mockApi({ ...parties, "GET /api/v1/admin/orders": () => ok("GET /api/v1/admin/orders", orderPage([])) });
    renderAdminScreen(<OrdersScreen />, "/admin/orders");
    expect(await screen.findByText("No orders found")).toBeTruthy();
  });

  it("opens an order and corrects its status with a note", async () => {
    const { calls } = mockApi({
      ...parties,
      "GET /api/v1/admin/orders": () => ok("GET /api/v1/admin/orders", orderPage([orderSummary()])),
      "GET /api/v1/admin/orders/o1": () => ok("GET /api/v1/admin/orders/{id}", { success: true, message: "", data: orderView() }),
      "POST /api/v1/admin/orders/o1/status": () =>
        ok("POST /api/v1/admin/orders/{id}/status", { success: true, message: "Order corrected", data: orderView({ status: "confirmed" }) }),
    });
    renderAdminScreen(<OrdersScreen />, "/admin/orders");
    fireEvent.click(await screen.findByRole("button", { name: "View order TH-2026-000042" }));
    const form = await screen.findByRole("form", { name: "Correct status" });
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
    fireEvent.change(screen.getAllByLabelText("Status").at(-1)!, { target: { value: "confirmed" } });
    fireEvent.change(screen.getByLabelText(/Note/), { target: { value: "Confirmed by phone" } });
    fireEvent.submit(form);
    await waitFor(() =>
      expect(calls.find((c) => c.path === "/api/v1/admin/orders/o1/status")?.body).toEqual({ status: "confirmed", note: "Confirmed by phone" }),
    );
  });
});
