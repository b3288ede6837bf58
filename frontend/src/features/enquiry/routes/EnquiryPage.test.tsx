import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { renderWithRouter } from "@/testing/render";
import { expectCleanHydration } from "@/testing/hydration";
import { SENT_NAVIGATION_DELAY_MS } from "../components/EnquiryForm";
import { enquiry, enquiryData, jsonResponse } from "../testing/fixtures";
import type { EnquiryData } from "@/types/api";
import { EnquiryPage } from "./EnquiryPage";

// The enquiry form: offer beside it, prefill and defaults, the client checks of SPEC
// section 5, one request per form however often it is submitted, server refusals.

const ROUTE = `/enquiry?listing=${enquiryData.offer!.listingId}`;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderPage(data: EnquiryData | null = enquiryData) {
  return renderWithRouter(<EnquiryPage data={data} />, { route: ROUTE });
}

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
}

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(field(label), { target: { value } });
}

function submitButton(): HTMLButtonElement {
  return screen.getByRole("button", { name: /Submit Enquiry|Submitting\.\.\.|Enquiry Sent/ }) as HTMLButtonElement;
}

function sentBodies(fetchMock: ReturnType<typeof vi.fn>) {
  return fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string));
}

/** A fetch whose answer is released by the test. */
function deferredFetch() {
  let release!: (response: Response) => void;
  const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
  vi.stubGlobal("fetch", fetchMock);
  return { fetchMock, release: (response: Response) => release(response) };
}

describe("EnquiryPage", () => {
  it("shows the chosen offer beside the form", () => {
    renderPage();
    const offer = within(screen.getByRole("complementary", { name: "Your chosen offer" }));
    expect(offer.getByRole("heading", { name: "Konkan Orchards" })).toBeTruthy();
    expect(offer.getByText("Ratnagiri, Maharashtra")).toBeTruthy();
    expect(offer.getByText("₹1,20,000 / ton")).toBeTruthy();
    expect(offer.getByText("250 tons")).toBeTruthy();
    expect(offer.getByText("Grade A, carton packed")).toBeTruthy();
    expect(offer.getAllByText("Mango").length).toBeGreaterThan(0);
    expect(offer.getAllByText("Alphonso").length).toBeGreaterThan(0);
    expect(screen.getByRole("heading", { level: 1, name: "Send an Enquiry" })).toBeTruthy();
  });

  it("prefills the buyer's details and starts from the spec's defaults", () => {
    renderPage();
    expect(field("Full Name").value).toBe("Asha Rao");
    expect(field("Email").value).toBe("asha@example.com");
    expect(field("Phone").value).toBe("");
    expect(field("Address").value).toBe("12 Harbour Road");
    expect(field("City").value).toBe("Mumbai");
    expect(field("State").value).toBe("Maharashtra");
    expect(field("Pincode").value).toBe("400001");
    expect(field("Unit").value).toBe("kg");
    expect(field("Urgency").value).toBe("normal");
    expect(field("Packaging Preference").value).toBe("standard");
    expect(field("Payment Terms").value).toBe("net30");
    expect(field("Delivery Date").type).toBe("date");
    expect(field("Email").type).toBe("email");
    expect((screen.getByLabelText("Certification required") as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText("Samples required") as HTMLInputElement).checked).toBe(false);
    const options = within(field("Unit") as unknown as HTMLElement).getAllByRole("option").map((o) => (o as HTMLOptionElement).value);
    expect(options).toEqual(["kg", "ton", "quintal"]);
  });

  it("alerts 'Please fill in all required fields' and sends nothing while any is empty", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderPage();
    fireEvent.click(submitButton());
    expect((await screen.findByRole("alert")).textContent).toBe("Please fill in all required fields");
    expect(screen.getByText("Phone is required")).toBeTruthy();
    expect(screen.getByText("Quantity is required")).toBeTruthy();
    expect(field("Phone").getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock).not.toHaveBeenCalled();

    // Filling them in clears the alert.
    fill({ Phone: "+91 98765 43210", Quantity: "5" });
    await waitFor(() => expect(screen.queryByText("Please fill in all required fields")).toBeNull());
  });

  it.each(["0", "0.5", "-2"])("refuses a quantity of %s", async (quantity) => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderPage();
    fill({ Phone: "+91 98765 43210", Quantity: quantity });
    fireEvent.click(submitButton());
    expect(await screen.findByText("Quantity must be a number of at least 1")).toBeTruthy();
    expect(screen.queryByText("Please fill in all required fields")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses an e-mail that is not one", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderPage();
    fill({ Phone: "1", Quantity: "3", Email: "not-an-email" });
    fireEvent.click(submitButton());
    expect(await screen.findByText("Email is invalid")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends one enquiry for a double click, then confirms and goes to /enquiries", async () => {
    const { fetchMock, release } = deferredFetch();
    renderPage();
    fill({ Phone: "+91 98765 43210", Company: "Asha Foods", Quantity: "25", "Delivery Date": "2027-01-15" });
    fireEvent.change(field("Unit"), { target: { value: "ton" } });
    fireEvent.change(field("Urgency"), { target: { value: "very-urgent" } });
    fireEvent.change(field("Payment Terms"), { target: { value: "advance" } });
    fireEvent.click(screen.getByLabelText("Samples required"));
    fireEvent.change(field("Additional Requirements"), { target: { value: "Cold chain" } });

    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe("Submitting..."));
    expect(submitButton().disabled).toBe(true);
    fireEvent.click(submitButton());
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/v1/user/enquiry/create");
    expect(init.method).toBe("POST");
    const body = JSON.parse(init.body as string);
    expect(body).toEqual({
      listingId: enquiryData.offer!.listingId,
      name: "Asha Rao",
      email: "asha@example.com",
      phone: "+91 98765 43210",
      company: "Asha Foods",
      address: "12 Harbour Road",
      city: "Mumbai",
      state: "Maharashtra",
      pincode: "400001",
      quantity: 25,
      unit: "ton",
      urgency: "very-urgent",
      deliveryDate: "2027-01-15",
      additionalRequirements: "Cold chain",
      packagingPreference: "standard",
      paymentTerms: "advance",
      certificationRequired: false,
      samplesRequired: true,
      submissionKey: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    });

    await act(async () => release(jsonResponse({ success: true, message: "Enquiry submitted successfully!", data: enquiry() }, 201)));
    expect(await screen.findByText("Enquiry submitted successfully!")).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/enquiries"), {
      timeout: SENT_NAVIGATION_DELAY_MS + 1000,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal as 'Error: …' and resends with the same submission key", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse({ success: false, message: "This supplier's offer is no longer available" }, 400))
      .mockResolvedValueOnce(jsonResponse({ success: true, message: "Enquiry submitted successfully!", data: enquiry() }, 200));
    vi.stubGlobal("fetch", fetchMock);
    renderPage();
    fill({ Phone: "1", Quantity: "2" });
    fireEvent.click(submitButton());
    expect((await screen.findByRole("alert")).textContent).toBe("Error: This supplier's offer is no longer available");
    expect(submitButton().disabled).toBe(false);
    expect(screen.getByTestId("location").textContent).toBe(ROUTE);

    fireEvent.click(submitButton());
    expect(await screen.findByText("Enquiry submitted successfully!")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    const [first, second] = sentBodies(fetchMock);
    expect(second.submissionKey).toBe(first.submissionKey);
  });

  it("says so when the server cannot be reached", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    renderPage();
    fill({ Phone: "1", Quantity: "2" });
    fireEvent.click(submitButton());
    expect((await screen.findByRole("alert")).textContent).toMatch(/^Error: Could not reach the server/);
  });

  it("explains an offer that is gone and points to the catalogue", () => {
    renderPage({ ...enquiryData, offer: null, error: "This supplier's offer is no longer available" });
    expect(screen.getByRole("alert").textContent).toBe("This supplier's offer is no longer available");
    expect(screen.getByRole("link", { name: "Browse products" }).getAttribute("href")).toBe("/products");
    expect(screen.queryByRole("button", { name: "Submit Enquiry" })).toBeNull();
  });

  it("goes back to the variety page when the visit started here", () => {
    renderPage();
    const back = screen.getByRole("link", { name: /Back/ });
    expect(back.getAttribute("href")).toBe("/products/mango/alphonso");
    fireEvent.click(back);
    expect(screen.getByTestId("location").textContent).toBe("/products/mango/alphonso");
  });

  it("server-renders the form and hydrates it without mismatches", async () => {
    const tree = (
      <MemoryRouter initialEntries={[ROUTE]}>
        <EnquiryPage data={enquiryData} />
      </MemoryRouter>
    );
    const html = renderToString(tree);
    expect(html).toContain("Konkan Orchards");
    expect(html).toContain('value="Asha Rao"');
    await expectCleanHydration(tree, html);
  });

  describe("one request for quotes to several offers", () => {
    const base = enquiryData.offer!;
    const offers = [
      { ...base, minOrder: 5 },
      { ...base, listingId: "l-2", vendorId: "v-2", vendorName: "Deccan Fresh Farms", location: "Pune, Maharashtra", price: 1525, unit: "box" as const, minOrder: null },
      { ...base, listingId: "l-3", vendorId: "v-3", vendorName: "Gir Kesar Farms", location: "Valsad, Gujarat", price: 480, unit: "kg" as const, minOrder: 300 },
    ];
    const several: EnquiryData = { ...enquiryData, offer: offers[0], offers };

    it("heads the page 'Request Quotes' and lists the chosen offers instead of one", () => {
      renderPage(several);
      expect(screen.getByRole("heading", { level: 1, name: "Request Quotes" })).toBeTruthy();
      expect(screen.queryByRole("complementary", { name: "Your chosen offer" })).toBeNull();
      const list = within(screen.getByRole("complementary", { name: "Your chosen offers" }));
      const items = list.getAllByRole("listitem");
      expect(items.map((li) => li.querySelector("h3")?.textContent)).toEqual(["Konkan Orchards", "Deccan Fresh Farms", "Gir Kesar Farms"]);
      expect(items[0].textContent).toContain("₹1,20,000 / ton");
      expect(items[0].textContent).toContain("Minimum order: 5 tons");
      expect(items[1].textContent).toContain("₹1,525 / box");
      expect(items[2].textContent).toContain("Minimum order: 300 kg");
    });

    it("says which offers are gone", () => {
      renderPage({ ...several, error: "1 of the chosen offers is no longer available" });
      expect(screen.getByText("1 of the chosen offers is no longer available").getAttribute("data-tone")).toBe("info");
    });

    it("sends one request with every listing and shows the server's message, then confirms", async () => {
      const { fetchMock, release } = deferredFetch();
      renderPage(several);
      fill({ Phone: "+91 98765 43210", Quantity: "40" });
      const send = () => screen.getByRole("button", { name: /Send Quote Request|Sending\.\.\.|Request Sent/ }) as HTMLButtonElement;
      fireEvent.click(send());
      await waitFor(() => expect(send().textContent).toBe("Sending..."));
      fireEvent.click(send());
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe("/api/v1/user/enquiry/request");
      const body = JSON.parse(init.body as string);
      expect(body.listingIds).toEqual([base.listingId, "l-2", "l-3"]);
      expect(body.listingId).toBeUndefined();
      expect(body).toMatchObject({ name: "Asha Rao", quantity: 40, unit: "kg", submissionKey: expect.any(String) });

      await act(async () =>
        release(jsonResponse({ success: true, message: "Quote request sent to 3 suppliers", requestId: "r-1", data: [enquiry()] }, 201)),
      );
      expect(await screen.findByText("Quote request sent to 3 suppliers")).toBeTruthy();
      await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/enquiries"), {
        timeout: SENT_NAVIGATION_DELAY_MS + 1000,
      });
    });

    it("shows the server's refusal", async () => {
      vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse({ success: false, message: "Choose one offer per supplier" }, 400)));
      renderPage(several);
      fill({ Phone: "1", Quantity: "2" });
      fireEvent.click(screen.getByRole("button", { name: "Send Quote Request" }));
      expect((await screen.findByRole("alert")).textContent).toBe("Error: Choose one offer per supplier");
    });
  });
});
