import { answeredText } from "./SupplierCard";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { deferred } from "@/testing/api-mock";
import { renderWithRouter } from "@/testing/render";
import { supplier, varietyData } from "../testing/fixtures";
import type { OfferSort } from "@/types/api";
import { AvailableSuppliers } from "./AvailableSuppliers";

// SPEC sections 2, 4, 8: supplier cards from the server props; choosing one marks it
// Selected and shows 'Ready to proceed' and Send Enquiry in that card; refreshing from
// the API goes through 'Loading suppliers...' to the list, the red error box or the blue
// empty box. Trust and terms on each card, and sort links the server renders.

function renderSuppliers(suppliers = varietyData.suppliers, sort: OfferSort = "price") {
  return renderWithRouter(
    <AvailableSuppliers productId="p1" varietyId="v1" varietyTitle="Alphonso" suppliers={suppliers} sort={sort} />,
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
  it("shows each offer with vendor, trust, location, price per unit, terms and notes", () => {
    renderSuppliers();
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(2);
    const konkan = within(cards[1]);
    expect(konkan.getByRole("heading", { name: "Konkan Agro Exports" })).toBeTruthy();
    expect(konkan.getByText("Verified")).toBeTruthy();
    expect(cards[1].textContent).toContain("Ratnagiri, Maharashtra · Member since 2014");
    expect(cards[1].textContent).toContain("₹1,450 / box of 3 kg · ₹483.33 / kg");
    expect(cards[1].textContent).toContain("TermsEXW Ratnagiri, Maharashtra");
    expect(cards[1].textContent).toContain("Minimum order100 boxes");
    expect(cards[1].textContent).toContain("Available2,400 boxes");
    expect(cards[1].textContent).toContain("April to June");
    expect(cards[1].textContent).toContain("12 enquiries answered in the last 90 days");
    expect(cards[0].textContent).toContain("₹399.50 / kg");
    expect(cards[0].textContent).toContain("Minimum orderNo minimum");
    expect(screen.queryByText("Ready to proceed")).toBeNull();
    expect(screen.queryByRole("button", { name: "Send Enquiry" })).toBeNull();
  });

  it("says nothing negative about a supplier with no answered enquiry yet", () => {
    expect(answeredText(0)).toBeNull();
    expect(answeredText(1)).toBe("1 enquiry answered in the last 90 days");
  });

  it("selects one supplier at a time and sends the enquiry from its card", () => {
    renderSuppliers();
    const [first, second] = screen.getAllByRole("article");
    fireEvent.click(second);
    expect(within(second).getByRole("button", { pressed: true }).textContent).toBe("Selected");
    expect(within(second).getByText("Ready to proceed")).toBeTruthy();
    expect(readyPanel().textContent).toContain("Konkan Agro Exports");

    fireEvent.click(within(first).getByRole("button", { name: "Select Deccan Fresh Farms" }));
    expect(within(second).getByRole("button").getAttribute("aria-pressed")).toBe("false");
    expect(screen.getAllByRole("button", { pressed: true })).toHaveLength(1);
    expect(screen.getAllByText("Ready to proceed")).toHaveLength(1);
    expect(within(first).getByText("Ready to proceed")).toBeTruthy();
    expect(readyPanel().textContent).toContain("Deccan Fresh Farms");

    fireEvent.click(within(first).getByRole("button", { name: "Send Enquiry" }));
    expect(screen.getByTestId("location").textContent).toBe("/enquiry?listing=l2");
  });

  it("offers the orders as links the server renders, marking the current one", () => {
    renderSuppliers(varietyData.suppliers, "price-desc");
    const nav = within(screen.getByRole("navigation", { name: "Sort offers" }));
    const links = nav.getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Lowest price", "/products/mango/alphonso"],
      ["Highest price", "/products/mango/alphonso?sort=price-desc"],
      ["Smallest minimum order", "/products/mango/alphonso?sort=min-order"],
    ]);
    expect(nav.getByRole("link", { name: "Highest price" }).getAttribute("aria-current")).toBe("true");
    const names = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(names.slice(0, 2)).toEqual(["Konkan Agro Exports", "Deccan Fresh Farms"]);
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

  describe("a request for quotes from several suppliers", () => {
    const six = [
      supplier("l1", "Konkan Agro Exports"),
      supplier("l2", "Deccan Fresh Farms", { price: 1500 }),
      supplier("l3", "Gir Kesar Farms", { price: 1510 }),
      supplier("l4", "Jalgaon Fresh Exports", { price: 1520 }),
      supplier("l5", "Ratnagiri Growers", { price: 1530 }),
      supplier("l6", "Andhra Orchard Traders", { price: 1540 }),
    ];
    const box = (name: string) => screen.getByRole("checkbox", { name: `Add to quote request: ${name}` }) as HTMLInputElement;

    it("keeps the single selection the default: ticking a box selects no card", () => {
      renderSuppliers();
      fireEvent.click(box("Konkan Agro Exports"));
      expect(box("Konkan Agro Exports").checked).toBe(true);
      expect(screen.queryByRole("button", { pressed: true })).toBeNull();
      expect(screen.queryByText("Ready to proceed")).toBeNull();
      const bar = screen.getByRole("region", { name: "Quote request" });
      expect(bar.textContent).toContain("1 supplier added to your quote request");
      expect(within(bar).queryByRole("link")).toBeNull();
    });

    it("allows 5 offers at most, says why the others are off, and leads to one request", () => {
      renderSuppliers(six);
      for (const name of ["Konkan Agro Exports", "Deccan Fresh Farms"]) fireEvent.click(box(name));
      const bar = () => screen.getByRole("region", { name: "Quote request" });
      expect(within(bar()).getByRole("link", { name: "Request quotes from 2 suppliers" }).getAttribute("href")).toBe("/enquiry?listings=l1,l2");

      for (const name of ["Gir Kesar Farms", "Jalgaon Fresh Exports", "Ratnagiri Growers"]) fireEvent.click(box(name));
      expect(screen.getAllByRole("checkbox").filter((c) => (c as HTMLInputElement).checked)).toHaveLength(5);
      const sixth = box("Andhra Orchard Traders");
      expect(sixth.disabled).toBe(true);
      const hint = document.getElementById(sixth.getAttribute("aria-describedby")!);
      expect(hint?.textContent).toBe("You can request quotes from up to 5 suppliers");
      fireEvent.click(sixth);
      expect(sixth.checked).toBe(false);
      expect(bar().textContent).toContain("You can request quotes from up to 5 suppliers");

      const link = within(bar()).getByRole("link", { name: "Request quotes from 5 suppliers" });
      fireEvent.click(link);
      expect(screen.getByTestId("location").textContent).toBe("/enquiry?listings=l1,l2,l3,l4,l5");
    });

    it("frees a place when a box is unticked", () => {
      renderSuppliers(six);
      for (const s of six.slice(0, 5)) fireEvent.click(box(s.vendor.name));
      fireEvent.click(box("Gir Kesar Farms"));
      expect(box("Andhra Orchard Traders").disabled).toBe(false);
      fireEvent.click(box("Andhra Orchard Traders"));
      expect(screen.getByRole("link", { name: "Request quotes from 5 suppliers" }).getAttribute("href")).toBe("/enquiry?listings=l1,l2,l4,l5,l6");
    });

    it("takes one offer per supplier", () => {
      const sameSupplier = supplier("l7", "Konkan Agro Exports", { price: 90, unit: "kg" });
      sameSupplier.vendor._id = "vendor-l1";
      renderSuppliers([supplier("l1", "Konkan Agro Exports"), sameSupplier, supplier("l2", "Deccan Fresh Farms")]);
      const [first, second] = screen.getAllByRole("checkbox", { name: "Add to quote request: Konkan Agro Exports" }) as HTMLInputElement[];
      fireEvent.click(first);
      expect(second.disabled).toBe(true);
      expect(document.getElementById(second.getAttribute("aria-describedby")!)?.textContent).toBe(
        "Another offer of this supplier is already in your request",
      );
    });

    it("offers no box when there is a single offer", () => {
      renderSuppliers([supplier("l1", "Konkan Agro Exports")]);
      expect(screen.queryByRole("checkbox")).toBeNull();
    });
  });
});
