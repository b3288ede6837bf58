import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { json, mockApi, ok } from "@/testing/api-mock";
import { renderAdminScreen } from "../../testing/render-screen";
import { BuyerAccountsScreen } from "../../accounts/components/BuyerAccountsScreen";
import type { AdminSupplierRow } from "../api/supplier-accounts";
import { SupplierAccountsScreen } from "./SupplierAccountsScreen";

// Vendor Management and User Management (SPEC sections 2, 4 and 8).

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const vendor = (id: string, name: string, flags: Partial<AdminSupplierRow> = {}): AdminSupplierRow => ({
  _id: id,
  name,
  email: `${id}@suppliers.test`,
  mobile: "+91 98765 43210",
  isVerified: true,
  isBlocked: false,
  isActive: true,
  status: "Active",
  hasSubmittedRegistration: true,
  verifyRefusal: null,
  createdAt: "2026-11-01T10:00:00Z",
  ...flags,
});

const REFUSAL = "This supplier has not submitted its registration documents yet: verify it from Supplier Registrations once it has";

const listed = (vendors: AdminSupplierRow[], total = vendors.length) =>
  ok("GET /api/v1/vendor/getAllVendors", { success: true, vendors, page: 1, pageSize: 20, total, totalExact: true });

/** The query string of every list call, in order. */
function listQueries(fetchMock: ReturnType<typeof mockApi>["fetchMock"], path: string) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));
}

describe("Vendor Management", () => {
  it("shows each vendor with contact, three switches and the status badge", async () => {
    mockApi({ "GET /api/v1/vendor/getAllVendors": () => listed([vendor("v1", "Konkan Agro"), vendor("v2", "Deccan Fresh", { isBlocked: true, status: "Blocked" })]) });
    renderAdminScreen(<SupplierAccountsScreen />);
    const row = (await screen.findByText("Konkan Agro")).closest("tr")!;
    expect(within(row).getByText("v1@suppliers.test")).toBeTruthy();
    expect(within(row).getByText("+91 98765 43210")).toBeTruthy();
    expect(within(row).getByRole("switch", { name: "Verified: Konkan Agro" }).getAttribute("aria-checked")).toBe("true");
    expect(within(row).getByRole("switch", { name: "Blocked: Konkan Agro" }).getAttribute("aria-checked")).toBe("false");
    expect(within(row).getByText("Active")).toBeTruthy();
    const blocked = screen.getByText("Deccan Fresh").closest("tr")!;
    expect(within(blocked).getByText("Blocked", { selector: "span" })).toBeTruthy();
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Name", "Contact", "Verified", "Blocked", "Active", "Status"]);
    expect(screen.getByRole("heading", { level: 1, name: "Vendor Management" })).toBeTruthy();
  });

  it("asks the server with the filters, the search and the page", async () => {
    const { fetchMock } = mockApi({ "GET /api/v1/vendor/getAllVendors": () => listed([vendor("v1", "Konkan Agro")], 45) });
    renderAdminScreen(<SupplierAccountsScreen />);
    await screen.findByText("Konkan Agro");
    expect(listQueries(fetchMock, "/api/v1/vendor/getAllVendors")[0]).toEqual({ verified: "all", blocked: "all", active: "all", page: "1", pageSize: "20" });
    fireEvent.change(screen.getByLabelText("Blocked"), { target: { value: "yes" } });
    fireEvent.change(screen.getByLabelText("Verified"), { target: { value: "no" } });
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: " konkan " } });
    await waitFor(() => expect(listQueries(fetchMock, "/api/v1/vendor/getAllVendors").at(-1)).toMatchObject({ verified: "no", blocked: "yes", active: "all", search: "konkan", page: "1" }));
    expect(await screen.findByText("Page 1 of 3 · 45 vendors")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(listQueries(fetchMock, "/api/v1/vendor/getAllVendors").at(-1)).toMatchObject({ page: "2", blocked: "yes" }));
    expect(await screen.findByText("Page 2 of 3 · 45 vendors")).toBeTruthy();
    await waitFor(() => expect((screen.getByRole("button", { name: "Refresh" }) as HTMLButtonElement).disabled).toBe(false));
    const before = listQueries(fetchMock, "/api/v1/vendor/getAllVendors").length;
    fireEvent.click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(listQueries(fetchMock, "/api/v1/vendor/getAllVendors").length).toBe(before + 1));
  });

  it("says when nothing matches and when the list cannot load", async () => {
    mockApi({ "GET /api/v1/vendor/getAllVendors": () => listed([]) });
    const { unmount } = renderAdminScreen(<SupplierAccountsScreen />);
    expect(await screen.findByText("No vendors found matching your filters")).toBeTruthy();
    unmount();
    mockApi({ "GET /api/v1/vendor/getAllVendors": () => json(500, { success: false, message: "boom" }) });
    renderAdminScreen(<SupplierAccountsScreen />);
    expect((await screen.findByRole("alert")).textContent).toContain("Failed to load vendors. Please try again.");
  });

  it("a switch sends only its own flag, and the row shows the server's answer", async () => {
    let rows = [vendor("v1", "Konkan Agro")];
    const { calls } = mockApi({
      "GET /api/v1/vendor/getAllVendors": () => listed(rows),
      "PATCH /api/v1/vendor/updateVendor/v1": () => {
        rows = [vendor("v1", "Konkan Agro", { isBlocked: true, status: "Blocked" })];
        return ok("PATCH /api/v1/vendor/updateVendor/{id}", { success: true, message: "Vendor updated successfully", vendor: rows[0] });
      },
    });
    renderAdminScreen(<SupplierAccountsScreen />);
    fireEvent.click(await screen.findByRole("switch", { name: "Blocked: Konkan Agro" }));
    await waitFor(() => expect(screen.getByRole("switch", { name: "Blocked: Konkan Agro" }).getAttribute("aria-checked")).toBe("true"));
    expect(calls.filter((c) => c.method === "PATCH").map((c) => c.body)).toEqual([{ isBlocked: true }]);
    expect(within(screen.getByText("Konkan Agro").closest("tr")!).getByText("Blocked", { selector: "span" })).toBeTruthy();
  });

  it("tells the admin when a switch fails", async () => {
    mockApi({
      "GET /api/v1/vendor/getAllVendors": () => listed([vendor("v1", "Konkan Agro")]),
      "PATCH /api/v1/vendor/updateVendor/v1": () => json(500, { success: false, message: "boom" }),
    });
    renderAdminScreen(<SupplierAccountsScreen />);
    fireEvent.click(await screen.findByRole("switch", { name: "Active: Konkan Agro" }));
    expect(await screen.findByText("Failed to update vendor status. Please try again.")).toBeTruthy();
  });
});

describe("Vendor Management: verification is the review's", () => {
  it("disables the Verified switch of a supplier without documents and says why", async () => {
    const { calls } = mockApi({
      "GET /api/v1/vendor/getAllVendors": () =>
        listed([vendor("v1", "New Trader", { isVerified: false, hasSubmittedRegistration: false, verifyRefusal: REFUSAL }), vendor("v2", "Konkan Agro")]),
    });
    renderAdminScreen(<SupplierAccountsScreen />);
    const row = (await screen.findByText("New Trader")).closest("tr")!;
    const verified = within(row).getByRole("switch", { name: "Verified: New Trader" }) as HTMLButtonElement;
    expect(verified.disabled).toBe(true);
    expect(document.getElementById(verified.getAttribute("aria-describedby")!)!.textContent).toContain(REFUSAL);
    fireEvent.click(verified);
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);
    // The others are not the review's.
    expect((within(row).getByRole("switch", { name: "Active: New Trader" }) as HTMLButtonElement).disabled).toBe(false);
    const other = screen.getByText("Konkan Agro").closest("tr")!;
    expect((within(other).getByRole("switch", { name: "Verified: Konkan Agro" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the server's refusal when a switch is refused", async () => {
    mockApi({
      "GET /api/v1/vendor/getAllVendors": () => listed([vendor("v1", "Konkan Agro", { isVerified: false })]),
      "PATCH /api/v1/vendor/updateVendor/v1": () => json(409, { success: false, message: REFUSAL }),
    });
    renderAdminScreen(<SupplierAccountsScreen />);
    fireEvent.click(await screen.findByRole("switch", { name: "Verified: Konkan Agro" }));
    expect(await screen.findByText(REFUSAL)).toBeTruthy();
  });
});

describe("User Management", () => {
  it("lists buyers and switches them on the buyers' own path", async () => {
    const user = { _id: "u1", name: "Rahul Mehta", email: "buyer@tradehub.example", mobile: null, isVerified: false, isBlocked: false, isActive: true, status: "Active" as const, createdAt: "2026-11-01T10:00:00Z" };
    const { calls } = mockApi({
      "GET /api/v1/user/getAllUser": () => ok("GET /api/v1/user/getAllUser", { success: true, users: [user], page: 1, pageSize: 20, total: 1, totalExact: true }),
      "PATCH /api/v1/user/updateUser/u1": () => ok("PATCH /api/v1/user/updateUser/{id}", { success: true, message: "User updated successfully", user: { ...user, isBlocked: true, status: "Blocked" } }),
    });
    renderAdminScreen(<BuyerAccountsScreen />);
    expect(await screen.findByRole("heading", { level: 1, name: "User Management" })).toBeTruthy();
    fireEvent.click(await screen.findByRole("switch", { name: "Blocked: Rahul Mehta" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true));
    expect(calls.filter((c) => c.method === "PATCH")).toEqual([{ method: "PATCH", path: "/api/v1/user/updateUser/u1", body: { isBlocked: true } }]);
    expect(calls.some((c) => c.path.startsWith("/api/v1/vendor/"))).toBe(false);
  });

  it("says no users, not no vendors, when none match", async () => {
    mockApi({ "GET /api/v1/user/getAllUser": () => ok("GET /api/v1/user/getAllUser", { success: true, users: [], page: 1, pageSize: 20, total: 0, totalExact: true }) });
    renderAdminScreen(<BuyerAccountsScreen />);
    expect(await screen.findByText("No users found matching your filters")).toBeTruthy();
  });
});
