import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { json, mockApi, ok, type ApiCall } from "@/testing/api-mock";
import { renderAdminScreen } from "../../testing/render-screen";
import type { Product, Variety } from "../api/products";
import { ProductScreen } from "./ProductScreen";

// The Product Management screen against its real calls (fetch answered by the mock):
// the grid, the detail dialogs, the product dialog's multipart body with the nested
// variety editor, and the errors of SPEC section 8.

configure({ asyncUtilTimeout: 5000 });

function variety(id: string, title: string, extra: Partial<Variety> = {}): Variety {
  return {
    _id: id,
    title,
    slug: title.toLowerCase(),
    description: null,
    varietyImage: null,
    origin: null,
    energy: null,
    protein: null,
    crudeFibre: null,
    calcium: null,
    iron: null,
    additionalDescription: { packaging: null, packagingMaterial: null, supplyAbility: null, container: null, shipmentPreparationTime: null, deliveryTime: null },
    comparableUnit: "kg",
    ...extra,
  };
}

const MANGO: Product = {
  _id: "p1",
  title: "Mango",
  slug: "mango",
  category: "Fresh Fruits",
  categorySlug: "fresh-fruits",
  tag: "Seasonal",
  description: "Export-grade mangoes.",
  details: "Hand-picked in Konkan, packed the same day.",
  image: "/media/mango.png",
  features: ["Naturally ripened"],
  specifications: [{ name: "Brix", value: "18%" }],
  varieties: [
    variety("v1", "Alphonso", {
      origin: "Ratnagiri",
      energy: "60 kcal",
      iron: "0.16 mg",
      additionalDescription: { packaging: "3 kg box", packagingMaterial: null, supplyAbility: null, container: "40 ft reefer", shipmentPreparationTime: null, deliveryTime: "7 days" },
    }),
    variety("v2", "Kesar", { origin: "Junagadh" }),
    variety("v3", "Totapuri"),
  ],
};

const PEPPER: Product = { ...MANGO, _id: "p2", title: "Pepper", category: "Spices", categorySlug: "spices", tag: null, varieties: [variety("v9", "Malabar")] };

function setup(overrides: Record<string, (call: ApiCall) => Response | Promise<Response>> = {}, extra: Product[] = []) {
  let products = [MANGO, PEPPER];
  const mock = mockApi({
    // A page of the server's answer: titles containing `search`, 20 a page.
    "GET /api/v1/admin/product/getAllProducts": (call) => {
      const params = new URLSearchParams(call.search);
      const search = (params.get("search") ?? "").toLowerCase();
      const page = Number(params.get("page") ?? 1);
      const hits = [...products, ...extra].filter((p) => p.title.toLowerCase().includes(search));
      const shown = hits.slice((page - 1) * 20, page * 20);
      return ok("GET /api/v1/admin/product/getAllProducts", { success: true, products: shown, total: hits.length, totalExact: true, page, pageSize: 20 });
    },
    "POST /api/v1/admin/product/createProduct": () => json(201, { success: true, message: "Product created successfully", product: MANGO }),
    "PUT /api/v1/admin/product/p1": () => json(200, { success: true, message: "Product updated successfully", product: MANGO }),
    "DELETE /api/v1/admin/product/p1": () => {
      products = [PEPPER];
      return ok("DELETE /api/v1/admin/product/{id}", { success: true, message: "Product deleted successfully", _id: "p1" });
    },
    ...overrides,
  });
  renderAdminScreen(<ProductScreen />, "/admin/product");
  return mock;
}

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: "image/png" });

function sent(calls: ApiCall[], method: string) {
  const call = calls.find((c) => c.method === method && c.path.startsWith("/api/v1/admin/product/") && !c.path.endsWith("getAllProducts"));
  if (!call) throw new Error(`no ${method} call`);
  return call.body as Record<string, unknown>;
}

async function openAdd() {
  fireEvent.click(await screen.findByRole("button", { name: "Add New Product" }));
  return screen.findByRole("dialog", { name: "Add New Product" });
}

function type(container: HTMLElement, label: string | RegExp, value: string) {
  fireEvent.change(within(container).getByLabelText(label), { target: { value } });
}

describe("Product Management", () => {
  it("shows each product as a card: image, badges, title, details, two varieties and '+N more varieties'", async () => {
    setup();
    const card = await screen.findByRole("listitem", { name: "Mango" });
    expect(within(card).getByText("Fresh Fruits")).toBeTruthy();
    expect(within(card).getByText("Seasonal")).toBeTruthy();
    expect(within(card).getByRole("heading", { name: "Mango" })).toBeTruthy();
    expect(within(card).getByText("Hand-picked in Konkan, packed the same day.")).toBeTruthy();
    expect(within(card).getByRole("button", { name: "View Alphonso" })).toBeTruthy();
    expect(within(card).getByRole("button", { name: "View Kesar" })).toBeTruthy();
    expect(within(card).queryByRole("button", { name: "View Totapuri" })).toBeNull();
    expect(within(card).getByText("+1 more variety")).toBeTruthy();
    const pepper = screen.getByRole("listitem", { name: "Pepper" });
    expect(within(pepper).queryByText("Seasonal")).toBeNull();
    expect(within(pepper).queryByText(/more variet/)).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: "Product Management" })).toBeTruthy();
  });

  it("opens a variety's details and the product's details with the table of varieties", async () => {
    setup();
    fireEvent.click(await screen.findByRole("button", { name: "View Alphonso" }));
    const kind = await screen.findByRole("dialog", { name: "Alphonso" });
    expect(within(kind).getByText("60 kcal")).toBeTruthy();
    expect(within(kind).getByText("40 ft reefer")).toBeTruthy();
    fireEvent.keyDown(kind, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    fireEvent.click(screen.getByRole("button", { name: "View details of Mango" }));
    const details = await screen.findByRole("dialog", { name: "Mango" });
    expect(within(details).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Variety", "Origin", "Nutrition", "Details"]);
    expect(within(details).getAllByRole("row")).toHaveLength(4);
    expect(within(details).getByRole("cell", { name: "Ratnagiri" })).toBeTruthy();
  });

  it("refuses a new product without its main image before sending anything", async () => {
    const { calls } = setup();
    const dialog = await openAdd();
    type(dialog, "Title", "Guava");
    type(dialog, "Category", "Guavas");
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Product" }));
    expect(await within(dialog).findByText("Main image is required")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });

  it("creates: every field, specification rows and varieties (add, update, remove) go as one multipart form", async () => {
    const { calls } = setup();
    const dialog = await openAdd();
    type(dialog, "Title", "Guava");
    type(dialog, "Category", "Guavas");
    type(dialog, /^Tag/, "New");
    type(dialog, "Details", "Pink guavas.");
    type(dialog, "Description", "From Allahabad.");
    type(dialog, /^Features/, "Sweet\n\nFragrant");
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Specification" }));
    type(dialog, "Specification 1 name", "Brix");
    type(dialog, "Specification 1 value", "12%");
    const main = png("guava.png");
    fireEvent.change(within(dialog).getByLabelText(/^Main image/), { target: { files: [main] } });

    // The variety editor: a title is needed; then add two, edit the first, remove a third.
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Variety" }));
    expect(await within(dialog).findByText("Variety title is required")).toBeTruthy();
    type(dialog, "Variety title", "Allahabad Safeda");
    type(dialog, "Origin", "Prayagraj");
    type(dialog, "Energy", "68 kcal");
    type(dialog, "Protein", "2.6 g");
    type(dialog, "Crude fibre", "5.4 g");
    type(dialog, "Calcium", "18 mg");
    type(dialog, "Iron", "0.26 mg");
    type(dialog, "Packaging", "5 kg crate");
    type(dialog, "Packaging material", "Plastic crate");
    type(dialog, "Supply ability", "10 tons a week");
    type(dialog, "Container", "Reefer");
    type(dialog, "Shipment preparation time", "2 days");
    type(dialog, "Delivery time", "5 days");
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Variety" }));
    type(dialog, "Variety title", "Lalit");
    const lalitImage = png("lalit.png");
    fireEvent.change(within(dialog).getByLabelText("Variety image"), { target: { files: [lalitImage] } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Variety" }));
    type(dialog, "Variety title", "Throwaway");
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Variety" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove variety Throwaway" }));

    fireEvent.click(within(dialog).getByRole("button", { name: "Edit variety Allahabad Safeda" }));
    expect((within(dialog).getByLabelText("Origin") as HTMLInputElement).value).toBe("Prayagraj");
    type(dialog, "Origin", "Kaushambi");
    fireEvent.click(within(dialog).getByRole("button", { name: "Update Variety" }));
    expect(within(dialog).getByRole("button", { name: "Add Variety" })).toBeTruthy();
    // Cancel leaves the variety as it was.
    fireEvent.click(within(dialog).getByRole("button", { name: "Edit variety Lalit" }));
    type(dialog, "Variety title", "Not saved");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel variety edit" }));

    fireEvent.click(within(dialog).getByRole("button", { name: "Create Product" }));
    expect(await screen.findByText("Product created successfully")).toBeTruthy();
    const body = sent(calls, "POST");
    expect(body).toMatchObject({ title: "Guava", category: "Guavas", tag: "New", details: "Pink guavas.", description: "From Allahabad." });
    expect(JSON.parse(body.features as string)).toEqual(["Sweet", "Fragrant"]);
    expect(JSON.parse(body.specifications as string)).toEqual([{ name: "Brix", value: "12%" }]);
    expect((body.mainImage as File).name).toBe(main.name);
    expect((body.varietyImages as File).name).toBe(lalitImage.name);
    expect(JSON.parse(body.varieties as string)).toEqual([
      {
        title: "Allahabad Safeda",
        description: "",
        origin: "Kaushambi",
        energy: "68 kcal",
        protein: "2.6 g",
        crudeFibre: "5.4 g",
        calcium: "18 mg",
        iron: "0.26 mg",
        additionalDescription: {
          packaging: "5 kg crate",
          packagingMaterial: "Plastic crate",
          supplyAbility: "10 tons a week",
          container: "Reefer",
          shipmentPreparationTime: "2 days",
          deliveryTime: "5 days",
        },
      },
      expect.objectContaining({ title: "Lalit", imageIndex: 0 }),
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("edits pre-filled: kept varieties keep their _id, removed ones are left out, no file unless chosen", async () => {
    const { calls } = setup();
    fireEvent.click(await screen.findByRole("button", { name: "Edit Mango" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Product" });
    expect((within(dialog).getByLabelText("Title") as HTMLInputElement).value).toBe("Mango");
    expect((within(dialog).getByLabelText("Specification 1 value") as HTMLInputElement).value).toBe("18%");
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove variety Kesar" }));
    type(dialog, "Title", "Mango King");
    fireEvent.click(within(dialog).getByRole("button", { name: "Update Product" }));
    expect(await screen.findByText("Product updated successfully")).toBeTruthy();
    const body = sent(calls, "PUT");
    expect(body.title).toBe("Mango King");
    expect(body.mainImage).toBeUndefined();
    expect(body.varietyImages).toBeUndefined();
    const kinds = JSON.parse(body.varieties as string) as { _id?: string; title: string; imageIndex?: number }[];
    expect(kinds.map((k) => [k._id, k.title])).toEqual([
      ["v1", "Alphonso"],
      ["v3", "Totapuri"],
    ]);
    expect(kinds[0]).not.toHaveProperty("imageIndex");
  });

  it("shows the server's message, or 'Error submitting form' when there is none, in the dialog", async () => {
    let answer = () => json(409, { success: false, message: "A product with this category already exists" });
    setup({ "PUT /api/v1/admin/product/p1": () => answer() });
    fireEvent.click(await screen.findByRole("button", { name: "Edit Mango" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Product" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Update Product" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("A product with this category already exists");

    answer = () => {
      throw new TypeError("Failed to fetch");
    };
    fireEvent.click(within(dialog).getByRole("button", { name: "Update Product" }));
    await waitFor(() => expect(within(dialog).getByRole("alert").textContent).toBe("Error submitting form"));
  });

  it("deletes after confirmation and says 'Product deleted successfully'", async () => {
    const { calls } = setup();
    fireEvent.click(await screen.findByRole("button", { name: "Delete Mango" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Are you absolutely sure?" });
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Product deleted successfully")).toBeTruthy();
    expect(calls.some((c) => c.method === "DELETE" && c.path === "/api/v1/admin/product/p1")).toBe(true);
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "Mango" })).toBeNull());
  });

  it("reads the catalogue a page at a time and searches it on the server", async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ ...PEPPER, _id: `x${i}`, title: `Clove Lot ${i + 1}` }));
    const { calls } = setup({}, many);
    expect(await screen.findByText("Page 1 of 2 · 27 products")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Clove Lot 19" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("heading", { name: "Clove Lot 25" })).toBeTruthy();
    fireEvent.change(screen.getByRole("searchbox", { name: "Search products" }), { target: { value: "mang" } });
    // Asked once the typing pauses: only the matches are shown, from page 1.
    const asked = () => calls.filter((c) => c.path === "/api/v1/admin/product/getAllProducts").map((c) => new URLSearchParams(c.search).toString());
    await waitFor(() => expect(asked()).toContain("page=1&pageSize=20&search=mang"));
    expect(await screen.findByRole("heading", { name: "Mango" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Pepper" })).toBeNull();
    expect(asked()).toContain("page=2&pageSize=20");
  });
});
