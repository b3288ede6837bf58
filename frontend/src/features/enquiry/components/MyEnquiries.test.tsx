import { fireEvent, screen, within } from "@testing-library/react";
import { renderWithRouter } from "@/testing/render";
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
          supplier: { id: "v-2", name: "Spice Route Traders", price: 180.5, unit: "kg", listingId: "l-2" },
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
      "View",
    ]);
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
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to fetch enquiries");
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("table")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
