import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { QueryScope } from "@/lib/query";
import { renderWithRouter } from "@/testing/render";
import { mockApi } from "@/testing/api-mock";
import type { QuoteView } from "@/types/api";
import { enquiry, jsonResponse } from "../testing/fixtures";
import { NegotiationActions } from "./NegotiationActions";

// The buyer's steps beside a quote on the enquiry's own page: accepting always asks first
// and sends the revision shown; a counter-offer is asked in the quote's currency.

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const dollars: QuoteView = {
  price: 3.5,
  currency: "USD",
  unit: "kg",
  minOrder: 500,
  validUntil: "2099-01-31",
  deliveryTerms: "Vessel within 3 weeks",
  message: null,
  revision: 2,
  quotedAt: "2026-11-28T10:00:00Z",
  expired: false,
  pricePerKg: { amount: 3.5, currency: "USD" },
  total: { amount: 7000, currency: "USD" },
  comparable: { amount: 3.5, currency: "USD" },
  converted: { amount: 292.25, currency: "INR", rateDate: "2026-11-28" },
  comparablePrice: 292.25,
  comparableUnit: "kg",
  packContent: null,
  incoterm: "CIF",
  namedPlace: "Jebel Ali",
};

const quoted = enquiry({ _id: "e-7", requestId: "r-1", quote: dollars, quoteOutcome: null, status: "processing" });

describe("NegotiationActions", () => {
  it("asks before accepting, names the revision in dollars with its terms, and sends that revision", async () => {
    const { calls } = mockApi({
      "POST /api/v1/user/enquiry/e-7/accept": () => jsonResponse({ success: true, message: "Quote accepted", data: [] }),
    });
    renderWithRouter(
      <QueryScope>
        <NegotiationActions enquiry={quoted} declined={false} />
      </QueryScope>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Accept quote" }));
    const confirm = screen.getByRole("alertdialog", { name: "Accept revision 2 of this quote?" });
    expect(confirm.textContent).toContain("US$3.50 / kg · CIF Jebel Ali (≈ ₹292.25 / kg (rate of 28 Nov)), US$7,000.00 in total");
    expect(confirm.textContent).toContain("Every other supplier's quote of this request will be closed");
    expect(confirm.textContent).not.toContain("₹3.50");
    expect(calls).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole("button", { name: "Accept revision 2" }));
    await waitFor(() => expect(calls.map((c) => [c.path, c.body])).toEqual([["/api/v1/user/enquiry/e-7/accept", { revision: 2 }]]));
  });

  it("shows the server's word when the quote changed meanwhile", async () => {
    const changed = "The quote changed: the supplier sent revision 3 after the one you read. Read it before you accept.";
    mockApi({ "POST /api/v1/user/enquiry/e-7/accept": () => jsonResponse({ success: false, message: changed }, 409) });
    renderWithRouter(
      <QueryScope>
        <NegotiationActions enquiry={quoted} declined={false} />
      </QueryScope>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Accept quote" }));
    fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Accept revision 2" }));
    expect(await within(screen.getByRole("alertdialog")).findByText(changed)).toBeTruthy();
  });

  it("asks for a better price in the quote's own currency", () => {
    mockApi({});
    renderWithRouter(
      <QueryScope>
        <NegotiationActions enquiry={quoted} declined={false} />
      </QueryScope>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Ask for a better price" }));
    expect(screen.getByLabelText("Target price (US$ per unit)")).toBeTruthy();
  });
});
