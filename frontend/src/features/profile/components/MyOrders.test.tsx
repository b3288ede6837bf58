import { configure, fireEvent, screen, waitFor } from "@testing-library/react";
import { mockApi, ok } from "@/testing/api-mock";
import { orderPage, orderSummary, orderView } from "@/testing/orders";
import { renderWithRouter } from "@/testing/render";
import { MyOrders } from "./MyOrders";

// The buyer's Orders tab on /profile: the list, one order, and the buyer's actions.

configure({ asyncUtilTimeout: 5000 });
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

const order = (status: Parameters<typeof orderView>[0]) => () =>
  ok("GET /api/v1/user/orders/{id}", { success: true, message: "", data: orderView(status) });

describe("my orders", () => {
  it("lists the buyer's orders with supplier, total in its currency and status", async () => {
    mockApi({ "GET /api/v1/user/orders": () => ok("GET /api/v1/user/orders", orderPage([orderSummary({ total: { amount: 150000, currency: "INR" } })])) });
    renderWithRouter(<MyOrders />, { route: "/profile" });
    expect(await screen.findByText("TH-2026-000042")).toBeTruthy();
    for (const text of ["Konkan Agro Exports", "₹1,50,000", "Placed", "20 Nov 2026"]) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByText("Rahul Mehta")).toBeNull();
  });

  it("says so when the buyer has no orders", async () => {
    mockApi({ "GET /api/v1/user/orders": () => ok("GET /api/v1/user/orders", orderPage([])) });
    renderWithRouter(<MyOrders />, { route: "/profile" });
    expect(await screen.findByText(/No orders yet/)).toBeTruthy();
  });

  it("opens an order with the conversation link, and confirms delivery once arrived", async () => {
    const { calls } = mockApi({
      "GET /api/v1/user/orders": () => ok("GET /api/v1/user/orders", orderPage([orderSummary({ status: "arrived" })])),
      "GET /api/v1/user/orders/o1": order({ status: "arrived" }),
      "POST /api/v1/user/orders/o1/steps": () =>
        ok("POST /api/v1/user/orders/{id}/steps", { success: true, message: "", data: orderView({ status: "delivered" }) }),
    });
    renderWithRouter(<MyOrders />, { route: "/profile" });
    fireEvent.click(await screen.findByRole("button", { name: "View order TH-2026-000042" }));
    expect((await screen.findByRole("link", { name: "Open the conversation" })).getAttribute("href")).toBe("/profile/enquiries/e1");
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Confirm delivery" }));
    await waitFor(() => expect(calls.find((c) => c.path === "/api/v1/user/orders/o1/steps")?.body).toEqual({ step: "delivered" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Confirm delivery" })).toBeNull());
  });

  it("opens the order named in the address (?order=)", async () => {
    window.history.replaceState(null, "", "/profile?order=o1");
    mockApi({ "GET /api/v1/user/orders/o1": order({ status: "placed" }) });
    renderWithRouter(<MyOrders />, { route: "/profile?order=o1" });
    expect(await screen.findByRole("button", { name: "Cancel order" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Confirm delivery" })).toBeNull();
  });
});
