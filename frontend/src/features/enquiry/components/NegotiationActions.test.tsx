import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { QueryScope } from "@/lib/query";
import { renderWithRouter } from "@/testing/render";
import { mockApi } from "@/testing/api-mock";
import { enquiry, jsonResponse, quoteOf } from "../testing/fixtures";
import { NegotiationActions } from "./NegotiationActions";

// The buyer's steps beside a quote on the enquiry's own page: accepting always asks first
// and sends the revision shown; a counter-offer is asked in the quote's currency.

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const dollars = quoteOf({
  minOrder: 500,
  revision: 2,
  total: { amount: 7000, currency: "USD" },
  converted: { amount: 292.25, currency: "INR", rateDate: "2026-11-28" },
  incoterm: "CIF",
  namedPlace: "Jebel Ali",
});

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
    const posts = () => calls.filter((c) => c.method === "POST").map((c) => [c.path, c.body]);
    expect(posts()).toEqual([]);
    fireEvent.click(within(confirm).getByRole("button", { name: "Accept revision 2" }));
    await waitFor(() => expect(posts()).toEqual([["/api/v1/user/enquiry/e-7/accept", { revision: 2 }]]));
  });

  it("names how many other suppliers' quotes accepting closes, and none for an enquiry sent alone", async () => {
    const sibling = (id: string) => enquiry({ _id: id, requestId: "r-1", status: "processing" });
    const { calls } = mockApi({
      "GET /api/v1/user/enquiry/user": () =>
        jsonResponse({ success: true, message: "", data: [quoted, sibling("e-8"), sibling("e-9"), enquiry({ _id: "e-10", requestId: "r-2" })] }),
    });
    const view = renderWithRouter(
      <QueryScope>
        <NegotiationActions enquiry={quoted} declined={false} />
      </QueryScope>,
    );
    // The buyer's enquiries are read only once Accept is asked for.
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Accept quote" }));
    const confirm = screen.getByRole("alertdialog");
    expect(await within(confirm).findByText(/^The other 2 suppliers' quotes will be closed/)).toBeTruthy();
    view.unmount();

    const alone = enquiry({ _id: "e-11", requestId: null, quote: dollars, quoteOutcome: null, status: "processing" });
    renderWithRouter(
      <QueryScope>
        <NegotiationActions enquiry={alone} declined={false} />
      </QueryScope>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Accept quote" }));
    const single = screen.getByRole("alertdialog", { name: "Accept revision 2 of this quote?" });
    expect(single.textContent).not.toMatch(/other supplier/i);
    expect(calls.map((c) => c.path)).toEqual(["/api/v1/user/enquiry/user"]);
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
