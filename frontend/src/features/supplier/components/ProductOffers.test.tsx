import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { deferred, mockApi, ok, type ApiCall } from "@/testing/api-mock";
import { renderScreen } from "../testing/render-screen";
import { EMPTY_OFFERS, ProductOffers } from "./ProductOffers";

// 'My Product Listings' (SPEC section 2, section 5 vendor listing form).

configure({ asyncUtilTimeout: 5000 });

const listing = {
  _id: "l1",
  createdAt: "2026-11-01T10:00:00Z",
  updatedAt: "2026-11-01T10:00:00Z",
  isActive: true,
  location: "Kochi",
  notes: "Sun dried",
  price: 1250.5,
  product: { _id: "p1", title: "Black Pepper" },
  variety: { _id: "var1", title: "Malabar Garbled" },
  varietyId: "var1",
  vendorId: "v1",
  quantityAvailable: 500,
  minOrder: 25,
  unit: "kg" as const,
  comparablePrice: 1250.5,
  comparableUnit: "kg" as const,
  currency: "INR" as const,
  incoterm: "EXW" as const,
  namedPlace: "Kochi",
};

const shipping = {} as never;
const product = (id: string, title: string, varieties: [string, string][]) => ({
  _id: id,
  category: title,
  categorySlug: title.toLowerCase(),
  description: "",
  details: "",
  features: [],
  slug: title.toLowerCase(),
  specifications: [],
  title,
  varieties: varieties.map(([vid, vtitle]) => ({ _id: vid, title: vtitle, slug: vtitle.toLowerCase(), additionalDescription: shipping, comparableUnit: "kg" as const })),
});
const products = [
  product("p1", "Black Pepper", [["var1", "Malabar Garbled"], ["var2", "Tellicherry"]]),
  product("p2", "Cardamom", [["var3", "Alleppey Green"]]),
];

afterEach(() => vi.unstubAllGlobals());

/** Types into the product combobox and picks the match whose title is `title`. */
async function pickProduct(dialog: HTMLElement, typed: string, title: string) {
  const field = within(dialog).getByRole("combobox", { name: /Product/ });
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: typed } });
  const list = within(dialog).getByRole("listbox", { hidden: true });
  const option = await within(list).findByRole("option", { name: new RegExp(`^${title}`) });
  fireEvent.mouseDown(option);
}

function routes(listings: (typeof listing)[]) {
  return {
    "GET /api/v1/vendorProduct/vendor/v1": () => ok("GET /api/v1/vendorProduct/vendor/{vendorId}", { success: true, listings }),
    // The server's search, as far as these tests need it: titles containing the text.
    "GET /api/v1/admin/product/getAllProducts": (call: ApiCall) => {
      const search = (new URLSearchParams(call.search).get("search") ?? "").toLowerCase();
      const hits = products.filter((p) => p.title.toLowerCase().includes(search));
      return ok("GET /api/v1/admin/product/getAllProducts", { success: true, products: hits, total: hits.length, totalExact: true, page: 1, pageSize: 20 });
    },
  };
}

describe("My Product Listings", () => {
  it("lists the vendor's listings with rupee prices grouped as in the catalogue", async () => {
    mockApi(routes([listing]));
    renderScreen(<ProductOffers />);
    const row = (await screen.findByText("Malabar Garbled")).closest("tr")!;
    const cells = within(row).getAllByRole("cell").map((c) => c.textContent);
    expect(cells.slice(0, 7)).toEqual(["Black Pepper", "Malabar Garbled", "Kochi", "₹1,250.50", "500", "kg", "Sun dried"]);
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual([
      "Product", "Variety", "Location", "Price", "Quantity", "Unit", "Notes", "Actions",
    ]);
  });

  it("shows the empty text", async () => {
    mockApi(routes([]));
    renderScreen(<ProductOffers />);
    expect(await screen.findByText(EMPTY_OFFERS)).toBeTruthy();
    expect(EMPTY_OFFERS).toBe('You haven\'t listed any products yet. Click "Add New Product" to get started.');
  });

  it("enables the variety only after a product is chosen, with that product's varieties", async () => {
    mockApi(routes([]));
    renderScreen(<ProductOffers />);
    fireEvent.click(await screen.findByRole("button", { name: "Add New Product" }));
    const dialog = await screen.findByRole("dialog");
    const variety = within(dialog).getByLabelText("Variety") as HTMLSelectElement;
    expect(variety.disabled).toBe(true);
    await pickProduct(dialog, "card", "Cardamom");
    expect(variety.disabled).toBe(false);
    expect(within(variety).getAllByRole("option").map((o) => o.textContent)).toEqual(["Select a variety", "Alleppey Green"]);
    expect((within(dialog).getByLabelText("Unit") as HTMLSelectElement).value).toBe("kg");
  });

  it("searches the catalogue as the supplier types and picks a match with the keyboard", async () => {
    const { calls } = mockApi(routes([]));
    renderScreen(<ProductOffers />);
    fireEvent.click(await screen.findByRole("button", { name: "Add New Product" }));
    const dialog = await screen.findByRole("dialog");
    const field = within(dialog).getByRole("combobox", { name: /Product/ });
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: "carda" } });
    await waitFor(() => expect(calls.some((c) => new URLSearchParams(c.search).get("search") === "carda")).toBe(true));
    const list = within(dialog).getByRole("listbox");
    await waitFor(() => expect(within(list).getAllByRole("option").map((o) => o.textContent)).toEqual(["CardamomCardamom"]));
    expect(field.getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(field, { key: "Enter" });
    expect((field as HTMLInputElement).value).toBe("Cardamom");
    expect(field.getAttribute("aria-expanded")).toBe("false");
    const variety = within(dialog).getByLabelText("Variety") as HTMLSelectElement;
    expect(within(variety).getAllByRole("option").map((o) => o.textContent)).toEqual(["Select a variety", "Alleppey Green"]);
    // Every request asks for one page, never the whole catalogue.
    const asked = calls.filter((c) => c.path === "/api/v1/admin/product/getAllProducts");
    expect(asked.every((c) => new URLSearchParams(c.search).get("pageSize") === "20")).toBe(true);
  });

  it("adds a listing, toasts 'Product Added' and refetches", async () => {
    const { calls } = mockApi({
      ...routes([]),
      "POST /api/v1/vendorProduct/add": () => ok("POST /api/v1/vendorProduct/add", { success: true, message: "Product added", _id: "l9" }),
    });
    renderScreen(<ProductOffers />);
    fireEvent.click(await screen.findByRole("button", { name: "Add New Product" }));
    const dialog = await screen.findByRole("dialog");
    await pickProduct(dialog, "pep", "Black Pepper");
    fireEvent.change(within(dialog).getByLabelText("Variety"), { target: { value: "var2" } });
    fireEvent.change(within(dialog).getByLabelText("Price (₹)"), { target: { value: "99.95" } });
    fireEvent.change(within(dialog).getByLabelText("Location"), { target: { value: " Kochi " } });
    fireEvent.change(within(dialog).getByLabelText("Quantity Available"), { target: { value: "20" } });
    fireEvent.change(within(dialog).getByLabelText("Unit"), { target: { value: "box" } });
    fireEvent.change(within(dialog).getByLabelText(/Minimum Order/), { target: { value: "5" } });
    fireEvent.change(within(dialog).getByLabelText(/Pack content/), { target: { value: "2.5" } });
    fireEvent.change(within(dialog).getByLabelText("Price basis"), { target: { value: "FOB" } });
    fireEvent.change(within(dialog).getByLabelText(/Named place/), { target: { value: "Kochi port" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Product" }));
    expect(await screen.findByText("Product Added")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      product: "p1",
      varietyId: "var2",
      price: 99.95,
      location: "Kochi",
      quantityAvailable: 20,
      minOrder: 5,
      unit: "box",
      notes: null,
      vendor: "v1",
      packContent: 2.5,
      incoterm: "FOB",
      namedPlace: "Kochi port",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(calls.filter((c) => c.path === "/api/v1/vendorProduct/vendor/v1")).toHaveLength(2));
  });

  it("edits with PUT and shows the server's field errors beside the fields", async () => {
    const { calls } = mockApi({
      ...routes([listing]),
      "PUT /api/v1/vendorProduct/l1": () =>
        new Response(JSON.stringify({ success: false, message: "Please correct the form", errors: { price: "Price must be at least 0" } }), {
          status: 400,
          headers: { "content-type": "application/json" },
        }),
    });
    renderScreen(<ProductOffers />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Black Pepper Malabar Garbled" }));
    const dialog = await screen.findByRole("dialog");
    expect((within(dialog).getByLabelText("Location") as HTMLInputElement).value).toBe("Kochi");
    expect((within(dialog).getByLabelText(/Minimum Order/) as HTMLInputElement).value).toBe("25");
    await within(dialog).findByRole("option", { name: "Malabar Garbled" });
    expect((within(dialog).getByLabelText("Variety") as HTMLSelectElement).value).toBe("var1");
    fireEvent.click(within(dialog).getByRole("button", { name: "Update Product" }));
    expect(await within(dialog).findByText("Price must be at least 0")).toBeTruthy();
    expect(await screen.findByText("Please correct the form")).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({ product: "p1", varietyId: "var1", price: 1250.5, minOrder: 25 });
  });

  it("asks for confirmation before deleting", async () => {
    const { calls } = mockApi({
      ...routes([listing]),
      "DELETE /api/v1/vendorProduct/delete/l1": () =>
        ok("DELETE /api/v1/vendorProduct/delete/{id}", { success: true, message: "Deleted", _id: "l1" }),
    });
    renderScreen(<ProductOffers />);
    fireEvent.click(await screen.findByRole("button", { name: "Delete Black Pepper Malabar Garbled" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Product Deleted")).toBeTruthy();
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual(["/api/v1/vendorProduct/delete/l1"]);
  });

  it("shows 'Deleting...' while the delete is under way", async () => {
    const answer = deferred<Response>();
    mockApi({ ...routes([listing]), "DELETE /api/v1/vendorProduct/delete/l1": () => answer.promise });
    renderScreen(<ProductOffers />);
    fireEvent.click(await screen.findByRole("button", { name: "Delete Black Pepper Malabar Garbled" }));
    const confirm = await screen.findByRole("alertdialog");
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    const busy = await within(confirm).findByRole("button", { name: "Deleting..." });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer.resolve(ok("DELETE /api/v1/vendorProduct/delete/{id}", { success: true, message: "Deleted", _id: "l1" }));
    expect(await screen.findByText("Product Deleted")).toBeTruthy();
  });
});
