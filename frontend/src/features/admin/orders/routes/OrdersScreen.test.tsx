import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { mockApi, ok, type ApiCall } from "@/testing/api-mock";
import { orderPage, orderSummary, orderView } from "@/testing/orders";
import { renderAdminScreen } from "../../testing/render-screen";
import { OrdersScreen } from "./OrdersScreen";

// /admin/orders: every order, filtered and paged, and one order with "Correct status".

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const suppliers = [
  { _id: "s1", name: "Konkan Agro Exports", email: "sales@konkan.example" },
  { _id: "s2", name: "Malabar Spice Co", email: "hello@malabar.example" },
];
const buyers = [{ _id: "b1", name: "Rahul Mehta", email: "rahul@buyer.example" }];

/** The server's search, as far as these tests need it: names or e-mails holding the text. */
const matching = <T extends { name: string; email: string }>(rows: T[], call: ApiCall) => {
  const search = (new URLSearchParams(call.search).get("search") ?? "").toLowerCase();
  return rows.filter((r) => `${r.name} ${r.email}`.toLowerCase().includes(search));
};
const page = { page: 1, pageSize: 20, totalExact: true, success: true };

const parties = {
  "GET /api/v1/vendor/getAllVendors": (call: ApiCall) => {
    const vendors = matching(suppliers, call);
    return ok("GET /api/v1/vendor/getAllVendors", { ...page, vendors, total: vendors.length } as never);
  },
  "GET /api/v1/user/getAllUser": (call: ApiCall) => {
    const users = matching(buyers, call);
    return ok("GET /api/v1/user/getAllUser", { ...page, users, total: users.length } as never);
  },
};

/** The query of the last orders request. */
function lastSearch(fetchMock: ReturnType<typeof mockApi>["fetchMock"]) {
  const searches = fetchMock.mock.calls.map(([input]) => new URL(String(input), "http://localhost")).filter((u) => u.pathname === "/api/v1/admin/orders");
  return searches[searches.length - 1].searchParams;
}

/** Types into a party picker and picks the match whose name starts with `name`. */
async function pick(label: string, typed: string, name: string) {
  const field = screen.getByRole("combobox", { name: label });
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: typed } });
  const list = screen.getByRole("listbox", { name: `Matching ${label.toLowerCase()}s` });
  fireEvent.mouseDown(await within(list).findByRole("option", { name: new RegExp(`^${name}`) }));
  return field as HTMLInputElement;
}

describe("admin orders", () => {
  it("lists orders with both sides and the total in its currency, and filters on the server", async () => {
    const { fetchMock } = mockApi({
      ...parties,
      "GET /api/v1/admin/orders": () => ok("GET /api/v1/admin/orders", orderPage([orderSummary()])),
    });
    renderAdminScreen(<OrdersScreen />, "/admin/orders");
    expect(await screen.findByText("TH-2026-000042")).toBeTruthy();
    for (const text of ["Konkan Agro Exports", "Rahul Mehta", "US$3,750.00", "Placed"]) expect(screen.getAllByText(text).length).toBeGreaterThan(0);

    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "shipped" } });
    const supplier = await pick("Supplier", "konk", "Konkan Agro Exports");
    expect(supplier.value).toBe("Konkan Agro Exports");
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-11-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Filter" }));
    await waitFor(() => {
      const last = lastSearch(fetchMock);
      expect([last.get("status"), last.get("supplier"), last.get("from"), last.get("page")]).toEqual(["shipped", "s1", "2026-11-01", "1"]);
    });
  });

  it("searches suppliers and buyers on the server, one short page at a time", async () => {
    const { calls } = mockApi({ ...parties, "GET /api/v1/admin/orders": () => ok("GET /api/v1/admin/orders", orderPage([])) });
    renderAdminScreen(<OrdersScreen />, "/admin/orders");
    const field = screen.getByRole("combobox", { name: "Supplier" });
    expect(field.getAttribute("placeholder")).toBe("Type a name or e-mail");
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: "malabar" } });
    await waitFor(() => expect(calls.some((c) => new URLSearchParams(c.search).get("search") === "malabar")).toBe(true));
    const list = screen.getByRole("listbox", { name: "Matching suppliers" });
    await waitFor(() => expect(within(list).getAllByRole("option").map((o) => o.textContent)).toEqual(["Malabar Spice Cohello@malabar.example"]));
    fireEvent.change(field, { target: { value: "nobody" } });
    expect(await within(list).findByText("No suppliers match")).toBeTruthy();
    const asked = calls.filter((c) => c.path === "/api/v1/vendor/getAllVendors" || c.path === "/api/v1/user/getAllUser");
    expect(asked.every((c) => new URLSearchParams(c.search).get("pageSize") === "20")).toBe(true);
  });

  it("picks a buyer with the keyboard and clears the choice back to all", async () => {
    const { fetchMock } = mockApi({ ...parties, "GET /api/v1/admin/orders": () => ok("GET /api/v1/admin/orders", orderPage([])) });
    renderAdminScreen(<OrdersScreen />, "/admin/orders");
    const field = screen.getByRole("combobox", { name: "Buyer" }) as HTMLInputElement;
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: "rahul" } });
    const list = screen.getByRole("listbox", { name: "Matching buyers" });
    await within(list).findByRole("option", { name: /^Rahul Mehta/ });
    fireEvent.keyDown(field, { key: "ArrowDown" });
    fireEvent.keyDown(field, { key: "Enter" });
    expect(field.value).toBe("Rahul Mehta");
    expect(field.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(screen.getByRole("button", { name: "Filter" }));
    await waitFor(() => expect(lastSearch(fetchMock).get("buyer")).toBe("b1"));

    fireEvent.click(screen.getByRole("button", { name: "Clear buyer" }));
    expect(field.value).toBe("");
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "placed" } });
    fireEvent.click(screen.getByRole("button", { name: "Filter" }));
    await waitFor(() => expect([lastSearch(fetchMock).get("status"), lastSearch(fetchMock).get("buyer")]).toEqual(["placed", null]));
  });

  it("puts the chosen name back when the field is left with unpicked text", async () => {
    mockApi({ ...parties, "GET /api/v1/admin/orders": () => ok("GET /api/v1/admin/orders", orderPage([])) });
    renderAdminScreen(<OrdersScreen />, "/admin/orders");
    const field = await pick("Supplier", "konk", "Konkan Agro Exports");
    fireEvent.change(field, { target: { value: "mala" } });
    fireEvent.blur(field);
    expect(field.value).toBe("Konkan Agro Exports");
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(field.value).toBe("");
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
