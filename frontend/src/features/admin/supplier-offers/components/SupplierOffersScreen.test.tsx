import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { json, mockApi, ok } from "@/testing/api-mock";
import { renderAdminScreen } from "../../testing/render-screen";
import type { AdminOfferRow } from "../api/offers";
import { SupplierOffersScreen } from "./SupplierOffersScreen";

// Supplier Products (SPEC sections 2 and 8).

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const listing = (overrides: Partial<AdminOfferRow> = {}): AdminOfferRow => ({
  _id: "l1",
  product: {
    _id: "p1",
    title: "Mango",
    image: "/media/mango.webp",
    details: "Sweet Konkan mangoes",
    varieties: [
      {
        _id: "var1",
        title: "Alphonso",
        slug: "alphonso",
        description: "King of mangoes",
        origin: "Ratnagiri",
        comparableUnit: "kg",
        additionalDescription: { packaging: "Wooden crates", deliveryTime: "7 days" },
      },
    ],
  },
  vendor: { _id: "v1", name: "Konkan Agro", email: "vendor@tradehub.example" },
  varietyId: "var1",
  price: 125000,
  unit: "box",
  location: "Ratnagiri",
  quantityAvailable: 40,
  notes: null,
  isActive: true,
  createdAt: "2026-11-01T10:00:00Z",
  comparablePrice: 483.33,
  comparableUnit: "kg",
  currency: "INR",
  incoterm: "EXW",
  namedPlace: "Ratnagiri",
  ...overrides,
});

const page = (products: AdminOfferRow[]) => ok("GET /api/v1/vendorProduct/getAllProduct", { success: true, products, page: 1, pageSize: 20, total: products.length, totalExact: true });

describe("Supplier Products", () => {
  it("shows product, vendor, price, stock and status", async () => {
    mockApi({ "GET /api/v1/vendorProduct/getAllProduct": () => page([listing()]) });
    renderAdminScreen(<SupplierOffersScreen />);
    const row = (await screen.findByText("Konkan Agro")).closest("tr")!;
    const cells = within(row).getAllByRole("cell").map((c) => c.textContent);
    expect(cells.slice(0, 4)).toEqual(["Mangobox", "Konkan Agrovendor@tradehub.example", "₹1,25,000", "40 box"]);
    expect(within(row).getByRole("switch", { name: "Active: Mango by Konkan Agro" }).getAttribute("aria-checked")).toBe("true");
    expect(within(row).getByText("Active")).toBeTruthy();
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Product", "Vendor", "Price", "Stock", "Status", "Actions"]);
  });

  it("says when there are none and when they cannot load", async () => {
    mockApi({ "GET /api/v1/vendorProduct/getAllProduct": () => page([]) });
    const { unmount } = renderAdminScreen(<SupplierOffersScreen />);
    expect(await screen.findByText("No products found")).toBeTruthy();
    unmount();
    mockApi({ "GET /api/v1/vendorProduct/getAllProduct": () => json(500, { success: false, message: "boom" }) });
    renderAdminScreen(<SupplierOffersScreen />);
    expect((await screen.findByRole("alert")).textContent).toContain("Failed to fetch products.");
  });

  it("switches a listing off with its Active switch", async () => {
    let current = listing();
    const { calls } = mockApi({
      "GET /api/v1/vendorProduct/getAllProduct": () => page([current]),
      "PATCH /api/v1/vendorProduct/status/l1": () => {
        current = listing({ isActive: false });
        return ok("PATCH /api/v1/vendorProduct/status/{id}", { success: true, message: "Product deactivated", product: current });
      },
    });
    renderAdminScreen(<SupplierOffersScreen />);
    fireEvent.click(await screen.findByRole("switch", { name: "Active: Mango by Konkan Agro" }));
    await waitFor(() => expect(screen.getByText("Inactive")).toBeTruthy());
    expect(calls.filter((c) => c.method === "PATCH").map((c) => c.body)).toEqual([{ isActive: false }]);
  });

  it("shows the details with N/A for empty notes and the varieties' shipping details", async () => {
    mockApi({ "GET /api/v1/vendorProduct/getAllProduct": () => page([listing()]) });
    renderAdminScreen(<SupplierOffersScreen />);
    fireEvent.click(await screen.findByRole("button", { name: "View details of Mango by Konkan Agro" }));
    const dialog = await screen.findByRole("dialog", { name: "Mango" });
    for (const text of ["N/A", "Sweet Konkan mangoes", "₹1,25,000 / box", "40 box", "Wooden crates", "Ratnagiri", "Alphonso (listed)"]) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
  });

  it("deletes after confirmation", async () => {
    const { calls } = mockApi({
      "GET /api/v1/vendorProduct/getAllProduct": () => page([listing()]),
      "DELETE /api/v1/vendorProduct/delete/l1": () => ok("DELETE /api/v1/vendorProduct/delete/{id}", { success: true, message: "Product Deleted", _id: "l1" }),
    });
    renderAdminScreen(<SupplierOffersScreen />);
    fireEvent.click(await screen.findByRole("button", { name: "Delete Mango by Konkan Agro" }));
    const confirm = await screen.findByRole("alertdialog");
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Product deleted successfully")).toBeTruthy();
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual(["/api/v1/vendorProduct/delete/l1"]);
  });
});
