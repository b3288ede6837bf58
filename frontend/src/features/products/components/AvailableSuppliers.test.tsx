import { act, fireEvent, screen, within } from "@testing-library/react";
import { deferred } from "@/testing/api-mock";
import { renderWithRouter } from "@/testing/render";
import { supplier, varietyData } from "../testing/fixtures";
import { AvailableSuppliers } from "./AvailableSuppliers";

// SPEC sections 2, 4, 8: supplier cards from the server props; choosing one marks it
// Selected and shows 'Ready to proceed' and Send Enquiry; refreshing from the API goes
// through 'Loading suppliers...' to the list, the red error box or the blue empty box.

function renderSuppliers(suppliers = varietyData.suppliers) {
  return renderWithRouter(
    <AvailableSuppliers productId="p1" varietyId="v1" varietyTitle="Alphonso" suppliers={suppliers} />,
    { route: "/products/mango/alphonso" },
  );
}

function readyPanel() {
  return screen.getByText("Ready to proceed").parentElement as HTMLElement;
}

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
}

afterEach(() => vi.unstubAllGlobals());

describe("AvailableSuppliers", () => {
  it("shows each offer with vendor, location, price per unit, quantity and notes", () => {
    renderSuppliers();
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(first.getByRole("heading", { name: "Konkan Agro Exports" })).toBeTruthy();
    expect(cards[0].textContent).toContain("Ratnagiri, Maharashtra");
    expect(cards[0].textContent).toContain("₹1,450 / box");
    expect(cards[0].textContent).toContain("2,400 box available");
    expect(cards[0].textContent).toContain("April to June");
    expect(cards[1].textContent).toContain("₹1,399.50 / kg");
    expect(screen.queryByText("Ready to proceed")).toBeNull();
    expect(screen.queryByRole("button", { name: "Send Enquiry" })).toBeNull();
  });

  it("selects one supplier at a time and sends the enquiry for it", () => {
    renderSuppliers();
    const [first, second] = screen.getAllByRole("article");
    fireEvent.click(first);
    expect(within(first).getByRole("button", { pressed: true }).textContent).toBe("Selected");
    expect(screen.getByText("Ready to proceed")).toBeTruthy();
    expect(readyPanel().textContent).toContain("Konkan Agro Exports");

    fireEvent.click(within(second).getByRole("button", { name: "Select Deccan Fresh Farms" }));
    expect(within(first).getByRole("button").getAttribute("aria-pressed")).toBe("false");
    expect(screen.getAllByRole("button", { pressed: true })).toHaveLength(1);
    expect(readyPanel().textContent).toContain("Deccan Fresh Farms");

    fireEvent.click(screen.getByRole("button", { name: "Send Enquiry" }));
    expect(screen.getByTestId("location").textContent).toBe("/enquiry?listing=l2");
  });

  it("refreshes from the API, keeping the offers of this variety only", async () => {
    const body = {
      success: true,
      listings: [
        { ...supplier("l9", "Sahyadri Organics"), product: { _id: "p1" } },
        { ...supplier("l8", "Other Variety Co"), varietyId: "v2" },
      ],
    };
    const reply = deferred<Response>();
    const fetchMock = vi.fn(() => reply.promise);
    vi.stubGlobal("fetch", fetchMock);
    renderSuppliers();
    fireEvent.click(screen.getByRole("button", { name: "Refresh suppliers" }));
    expect(await screen.findByText("Loading suppliers...")).toBeTruthy();
    reply.resolve(new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } }));
    expect(await screen.findByRole("heading", { name: "Sahyadri Organics" })).toBeTruthy();
    expect(screen.queryByText("Other Variety Co")).toBeNull();
    expect(screen.queryByText("Konkan Agro Exports")).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith("/api/v1/vendorProduct/product/p1", expect.anything());
  });

  it("shows the server's message in the red box when loading fails", async () => {
    vi.stubGlobal("fetch", answer(500, { success: false, message: "Something went wrong. Please try again." }));
    renderSuppliers();
    fireEvent.click(screen.getByRole("button", { name: "Refresh suppliers" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Something went wrong. Please try again.");
    expect(alert.getAttribute("data-tone")).toBe("error");
  });

  it("says so in the blue box when no supplier offers the variety", async () => {
    renderSuppliers([]);
    const info = screen.getByText("No suppliers found for this product variety.");
    expect(info.getAttribute("data-tone")).toBe("info");
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("network down"))));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Refresh suppliers" })));
    expect((await screen.findByRole("alert")).textContent).toContain("Failed to load suppliers");
  });
});
