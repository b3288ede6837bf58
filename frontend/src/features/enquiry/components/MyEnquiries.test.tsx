import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderWithRouter } from "@/testing/render";
import { mockApi } from "@/testing/api-mock";
import type { EnquiryView, QuoteView } from "@/types/api";
import { enquiry, jsonResponse } from "../testing/fixtures";
import { MyEnquiries } from "./MyEnquiries";

// The profile's My Enquiries tab: the buyer's enquiries from GET user/enquiry/user.

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(async () => jsonResponse(body, status));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("MyEnquiries", () => {
  it("lists the enquiries with date, product, quantity, urgency, supplier price and status", async () => {
    const fetchMock = answer({
      success: true,
      message: "2 enquiries",
      data: [
        enquiry(),
        enquiry({
          _id: "e-2",
          createdAt: "2025-12-24T12:00:00Z",
          product: { id: "p-2", title: "Turmeric", variety: "Salem", varietyId: "var-2" },
          supplier: { id: "v-2", name: "Spice Route Traders", price: 180.5, currency: "INR", unit: "kg", listingId: "l-2" },
          quantity: 1500,
          unit: "kg",
          urgency: "normal",
          status: "completed",
        }),
      ],
    });
    renderWithRouter(<MyEnquiries />, { route: "/profile" });
    expect(screen.getByText("Loading enquiries...")).toBeTruthy();

    const table = await screen.findByRole("table", { name: "My enquiries" });
    expect(fetchMock).toHaveBeenCalledWith("/api/v1/user/enquiry/user", expect.objectContaining({ credentials: "same-origin" }));
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    const cells = (row: HTMLElement) => within(row).getAllByRole("cell").map((c) => c.textContent);
    expect(cells(rows[0])).toEqual([
      "05 Mar 2026",
      "MangoAlphonso",
      "25 tons",
      "Urgent",
      "Konkan Orchards₹1,20,000 / ton",
      "Pending",
      "ViewOpen",
    ]);
    const open = within(rows[0]).getByRole("link", { name: "Open the conversation on Mango Alphonso" });
    expect(open.getAttribute("href")).toMatch(/^\/profile\/enquiries\/.+/);
    expect(cells(rows[1]).slice(0, 6)).toEqual([
      "24 Dec 2025",
      "TurmericSalem",
      "1,500 kg",
      "Normal",
      "Spice Route Traders₹180.50 / kg",
      "Completed",
    ]);
  });

  it("opens a dialog with the whole enquiry", async () => {
    answer({ success: true, message: "1 enquiries", data: [enquiry()] });
    renderWithRouter(<MyEnquiries />, { route: "/profile" });
    fireEvent.click(await screen.findByRole("button", { name: /^View/ }));

    const dialog = within(screen.getByRole("dialog", { name: "Enquiry details" }));
    const value = (term: string) => dialog.getByText(term, { selector: "dt" }).nextElementSibling?.textContent;
    expect(value("Product")).toBe("Mango");
    expect(value("Variety")).toBe("Alphonso");
    expect(value("Supplier")).toBe("Konkan Orchards");
    expect(value("Price")).toBe("₹1,20,000 / ton");
    expect(value("Quantity")).toBe("25 tons");
    expect(value("Urgency")).toBe("Urgent");
    expect(value("Packaging")).toBe("Eco-friendly");
    expect(value("Payment terms")).toBe("Advance payment");
    expect(value("Delivery date")).toBe("15 Apr 2026");
    expect(value("Certification required")).toBe("Yes");
    expect(value("Samples required")).toBe("No");
    expect(value("Additional requirements")).toBe("Cold chain please");
    expect(value("Status")).toBe("Pending");
    expect(value("Address")).toBe("12 Harbour Road, Mumbai, Maharashtra, 400001");

    fireEvent.click(dialog.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the supplier's reply on the enquiry", async () => {
    const replied = enquiry({ status: "processing", supplierReply: { text: "We can ship 25 ton by April.", repliedAt: "2026-03-02T09:30:00Z" } });
    answer({ success: true, message: "1 enquiries", data: [replied] });
    renderWithRouter(<MyEnquiries />, { route: "/profile" });
    fireEvent.click(await screen.findByRole("button", { name: /^View/ }));
    const dialog = within(screen.getByRole("dialog", { name: "Enquiry details" }));
    const value = (term: string) => dialog.getByText(term, { selector: "dt" }).nextElementSibling?.textContent;
    expect(value("Reply")).toBe("We can ship 25 ton by April.");
    expect(value("Replied on")).toBe("02 Mar 2026");
    expect(value("Status")).toBe("Processing");
  });

  it("shows no reply section before the supplier replies", async () => {
    answer({ success: true, message: "1 enquiries", data: [enquiry()] });
    renderWithRouter(<MyEnquiries />, { route: "/profile" });
    fireEvent.click(await screen.findByRole("button", { name: /^View/ }));
    expect(within(screen.getByRole("dialog")).queryByText("Supplier reply")).toBeNull();
  });

  it("says when no delivery date was asked for", async () => {
    answer({ success: true, message: "1 enquiries", data: [enquiry({ deliveryDate: null, additionalRequirements: null })] });
    renderWithRouter(<MyEnquiries />, { route: "/profile" });
    fireEvent.click(await screen.findByRole("button", { name: /^View/ }));
    const dialog = within(screen.getByRole("dialog"));
    expect(dialog.getByText("Delivery date").nextElementSibling?.textContent).toBe("Not specified");
  });

  it("points an empty list to the catalogue", async () => {
    answer({ success: true, message: "0 enquiries", data: [] });
    renderWithRouter(<MyEnquiries />, { route: "/profile" });
    expect(await screen.findByText(/haven't sent any enquiries yet/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse products" }).getAttribute("href")).toBe("/products");
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows 'Failed to fetch enquiries' and retries", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse({ success: false, message: "Please sign in" }, 401))
      .mockResolvedValueOnce(jsonResponse({ success: true, message: "1 enquiries", data: [enquiry()] }));
    vi.stubGlobal("fetch", fetchMock);
    renderWithRouter(<MyEnquiries />, { route: "/profile" });
    expect((await screen.findByRole("alert")).textContent).toContain("Failed to fetch enquiries");
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("table")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  describe("requests for quotes", () => {
    const quote = (overrides: Partial<QuoteView> = {}): QuoteView => ({
      price: 118000,
      unit: "ton",
      minOrder: 5,
      validUntil: "2026-04-30",
      deliveryTerms: "10 days from order",
      message: "Grade A only",
      revision: 1,
      quotedAt: "2026-03-06T12:00:00Z",
      expired: false,
      pricePerKg: { amount: 118, currency: "INR" },
      total: { amount: 2950000, currency: "INR" },
      comparable: { amount: 118, currency: "INR" },
      converted: null,
      comparablePrice: 118,
      comparableUnit: "kg",
      currency: "INR",
      incoterm: "FOB",
      namedPlace: "Nhava Sheva",
      ...overrides,
    });
    const inRequest = (id: string, name: string, overrides: Partial<EnquiryView> = {}) =>
      enquiry({
        _id: id,
        requestId: "r-1",
        quoteOutcome: null,
        quote: null,
        supplier: { id: `v-${id}`, name, price: 120000, currency: "INR", unit: "ton", listingId: `l-${id}` },
        ...overrides,
      });
    const request = [
      inRequest("e-1", "Konkan Orchards", { quote: quote() }),
      inRequest("e-2", "Deccan Fresh Farms", {
        quote: quote({
          price: 1500,
          unit: "box",
          minOrder: null,
          pricePerKg: null,
          total: null,
          deliveryTerms: "Ships in 2 weeks",
          revision: 2,
          packContent: 5,
          comparablePrice: 300,
          comparable: { amount: 300, currency: "INR" },
          incoterm: "CIF",
          namedPlace: "Dubai",
        }),
      }),
      inRequest("e-3", "Gir Kesar Farms"),
      inRequest("e-4", "Jalgaon Fresh Exports", { quote: quote({ price: 99000, pricePerKg: { amount: 99, currency: "INR" }, total: { amount: 2475000, currency: "INR" }, expired: true, validUntil: "2026-03-01" }) }),
    ];
    const single = enquiry({ _id: "e-9", requestId: null, quote: null, quoteOutcome: null, product: { id: "p-2", title: "Turmeric", variety: "Salem", varietyId: "var-2" } });

    function list(data: EnquiryView[]) {
      return { "GET /api/v1/user/enquiry/user": () => jsonResponse({ success: true, message: `${data.length} enquiries`, data }) };
    }
    const rowOf = (name: string) =>
      within(screen.getByRole("table", { name: "Quotes for Mango Alphonso" })).getByRole("cell", { name: new RegExp(name) }).closest("tr") as HTMLElement;

    it("groups the enquiries of one request and compares their quotes", async () => {
      mockApi(list([...request, single]));
      renderWithRouter(<MyEnquiries />, { route: "/profile" });
      const group = within((await screen.findByRole("heading", { name: "Quote request · 4 suppliers" })).closest("section") as HTMLElement);
      expect(group.getByText(/Mango – Alphonso · 25 tons · sent/)).toBeTruthy();
      const table = group.getByRole("table", { name: "Quotes for Mango Alphonso" });
      const headers = within(table).getAllByRole("columnheader").map((h) => h.textContent);
      expect(headers).toEqual(["Supplier", "Price", "Terms", "Total", "Status"]);
      const cells = (name: string) => within(rowOf(name)).getAllByRole("cell").map((c) => c.textContent);
      // Cheapest per kg first, whatever the unit; quotes without a live figure last.
      const order = within(table).getAllByRole("row").slice(1).map((r) => within(r).getAllByRole("cell")[0].querySelector("strong")?.textContent);
      expect(order).toEqual(["Konkan Orchards", "Deccan Fresh Farms", "Gir Kesar Farms", "Jalgaon Fresh Exports"]);
      expect(cells("Konkan Orchards").slice(1, 4)).toEqual([
        "₹1,18,000 / ton · ₹118 / kgMin. 5 tons",
        "FOB Nhava Sheva10 days from orderValid until 30 Apr 2026",
        "₹29,50,000",
      ]);
      expect(cells("Konkan Orchards")[4]).toMatch(/^QuotedAccept quote/);
      expect(cells("Deccan Fresh Farms").slice(1, 4)).toEqual([
        "₹1,500 / box of 5 kg · ₹300 / kgNo minimum",
        "CIF DubaiShips in 2 weeksValid until 30 Apr 2026",
        "—",
      ]);
      expect(cells("Deccan Fresh Farms")[4]).toMatch(/^Quoted \(revision 2\)/);
      expect(cells("Gir Kesar Farms")[1]).toBe("Awaiting quote");
      expect(cells("Jalgaon Fresh Exports")[2]).toMatch(/Valid until 01 Mar 2026Expired$/);
      // FOB Nhava Sheva and CIF Dubai are not the same goods delivered to the same place:
      // the cheaper is not simply "lowest", and a note says why (the expired quote does not count).
      expect(cells("Konkan Orchards")[0]).toContain("Lowest per kg, on other terms than the rest");
      expect(group.getByRole("note").textContent).toContain("different terms (FOB Nhava Sheva; CIF Dubai)");

      expect(within(rowOf("Gir Kesar Farms")).getByRole("button", { name: "Awaiting quote" })).toHaveProperty("disabled", true);
      expect((within(rowOf("Jalgaon Fresh Exports")).getByRole("button", { name: "Accept quote" }) as HTMLButtonElement).disabled).toBe(true);
      expect(within(rowOf("Konkan Orchards")).getByRole("button", { name: "Accept quote of Konkan Orchards" })).toHaveProperty("disabled", false);

      // The single enquiry stays in the table of enquiries.
      const mine = screen.getByRole("table", { name: "My enquiries" });
      expect(within(mine).getAllByRole("row")).toHaveLength(2);
      expect(mine.textContent).toContain("Turmeric");
    });

    it("accepts one quote after confirming; the others are closed", async () => {
      const { calls } = mockApi({
        ...list(request),
        "POST /api/v1/user/enquiry/e-2/accept": () =>
          jsonResponse({
            success: true,
            message: "Quote accepted",
            data: request.map((e) => ({ ...e, quoteOutcome: e._id === "e-2" ? "accepted" : "closed" })),
          }),
      });
      renderWithRouter(<MyEnquiries />, { route: "/profile" });
      fireEvent.click(await screen.findByRole("button", { name: "Accept quote of Deccan Fresh Farms" }));
      // The confirmation names the exact revision, its price with its currency, the pack and the terms.
      const confirm = screen.getByRole("alertdialog", { name: "Accept revision 2 of this quote?" });
      expect(confirm.textContent).toContain("Deccan Fresh Farms: ₹1,500 / box of 5 kg · ₹300 / kg · CIF Dubai, valid until 30 Apr 2026.");
      expect(confirm.textContent).toContain("The other 3 suppliers' quotes will be closed, and they will be told another quote was accepted.");

      // Cancel sends nothing.
      fireEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
      expect(screen.queryByRole("alertdialog")).toBeNull();
      expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);

      fireEvent.click(screen.getByRole("button", { name: "Accept quote of Deccan Fresh Farms" }));
      fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Accept revision 2" }));
      expect((await screen.findByText("Quote accepted")).closest("[data-tone]")?.getAttribute("data-tone")).toBe("success");
      await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
      const posts = calls.filter((c) => c.method === "POST");
      expect(posts.map((c) => [c.path, c.body])).toEqual([["/api/v1/user/enquiry/e-2/accept", { revision: 2 }]]);
      expect(within(rowOf("Deccan Fresh Farms")).getByText("Accepted")).toBeTruthy();
      for (const name of ["Konkan Orchards", "Gir Kesar Farms", "Jalgaon Fresh Exports"]) {
        expect(within(rowOf(name)).getByText("Closed: another quote was accepted")).toBeTruthy();
      }
      expect(screen.queryByRole("button", { name: /Accept quote|Awaiting quote/ })).toBeNull();
    });

    it("shows the server's refusal in the dialog", async () => {
      mockApi({
        ...list(request),
        "POST /api/v1/user/enquiry/e-1/accept": () =>
          jsonResponse({ success: false, message: "This quote has expired and can no longer be accepted" }, 409),
      });
      renderWithRouter(<MyEnquiries />, { route: "/profile" });
      fireEvent.click(await screen.findByRole("button", { name: "Accept quote of Konkan Orchards" }));
      fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Accept revision 1" }));
      const alert = await within(screen.getByRole("alertdialog")).findByRole("alert");
      expect(alert.textContent).toBe("This quote has expired and can no longer be accepted");
    });

    it("shows a single enquiry's quote in its details, where it can be accepted", async () => {
      const quoted = { ...single, quote: quote({ message: null }) };
      mockApi({
        ...list([quoted]),
        "POST /api/v1/user/enquiry/e-9/accept": () => jsonResponse({ success: true, message: "Quote accepted", data: [{ ...quoted, quoteOutcome: "accepted" }] }),
      });
      renderWithRouter(<MyEnquiries />, { route: "/profile" });
      const table = await screen.findByRole("table", { name: "My enquiries" });
      expect(within(table).getByText("Quoted")).toBeTruthy();
      fireEvent.click(within(table).getByRole("button", { name: /^View/ }));
      const dialog = within(screen.getByRole("dialog", { name: "Enquiry details" }));
      const value = (term: string) => dialog.getByText(term, { selector: "dt" }).nextElementSibling?.textContent;
      expect(value("Price")).toBe("₹1,20,000 / ton");
      expect(value("Quoted price")).toBe("₹1,18,000 / ton · ₹118 / kg");
      expect(value("Terms")).toBe("FOB Nhava Sheva");
      expect(value("Total for 25 tons")).toBe("₹29,50,000");
      expect(value("Delivery terms")).toBe("10 days from order");
      expect(value("Valid until")).toContain("30 Apr 2026");
      expect(value("Message")).toBe("None");
      fireEvent.click(dialog.getByRole("button", { name: "Accept quote of Konkan Orchards" }));
      const confirm = screen.getByRole("alertdialog", { name: "Accept revision 1 of this quote?" });
      expect(confirm.textContent).not.toContain("other");
      fireEvent.click(within(confirm).getByRole("button", { name: "Accept revision 1" }));
      expect(await screen.findByText("Quote accepted")).toBeTruthy();
      expect(within(screen.getByRole("table", { name: "My enquiries" })).getByText("Accepted")).toBeTruthy();
    });
  });
});
