import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { mockApi, ok } from "@/testing/api-mock";
import { enquiryView } from "@/testing/enquiries";
import type { EnquiryView, EnquiryStatus } from "@/types/api";
import { renderScreen } from "../testing/render-screen";
import { formatDate } from "@/lib/dates";
import { today } from "../lib/quote-schema";
import { LeadInbox } from "./LeadInbox";

const VALID = today(30);

// The supplier's lead inbox at /vendor/order.

configure({ asyncUtilTimeout: 5000 });

const lead: EnquiryView = enquiryView();

afterEach(() => vi.unstubAllGlobals());

const inbox = (data: (typeof lead)[]) => () => ok("GET /api/v1/vendor/enquiry", { success: true, data });

describe("lead inbox", () => {
  it("shows each lead's buyer, product and terms", async () => {
    mockApi({ "GET /api/v1/vendor/enquiry": inbox([lead]) });
    renderScreen(<LeadInbox />);
    const card = (await screen.findByRole("heading", { name: "Black Pepper – Malabar Garbled" })).closest("li")!;
    for (const text of ["Asha Menon", "Menon Foods", "asha@example.com", "9876543210", "Kochi, Kerala", "250 kg", "Urgent", "Eco-friendly", "Net 30 days", "15 Jan 2027", "Steam sterilised"]) {
      expect(within(card).getByText(text)).toBeTruthy();
    }
    expect(within(card).getAllByText("Pending").length).toBeGreaterThan(0);
  });

  it("passes the status filter to the server", async () => {
    const { fetchMock } = mockApi({ "GET /api/v1/vendor/enquiry": inbox([lead]) });
    // The recorded calls keep the path only; the query string is on the fetched URL.
    const searches = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), "http://localhost").search);
    renderScreen(<LeadInbox />);
    await screen.findByText("Asha Menon");
    expect(searches()).toEqual([""]);
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "completed" } });
    await waitFor(() => expect(searches()).toEqual(["", "?status=completed"]));
  });

  it("changes the status and stores a reply through the right paths", async () => {
    const { calls } = mockApi({
      "GET /api/v1/vendor/enquiry": inbox([lead]),
      "PUT /api/v1/vendor/enquiry/e1/status": (call) =>
        ok("PUT /api/v1/vendor/enquiry/{id}/status", {
          success: true,
          message: "Status updated",
          data: { ...lead, status: (call.body as { status: EnquiryStatus }).status },
        }),
      "PUT /api/v1/vendor/enquiry/e1/reply": (call) =>
        ok("PUT /api/v1/vendor/enquiry/{id}/reply", {
          success: true,
          message: "Reply saved",
          data: { ...lead, supplierReply: { text: (call.body as { reply: string }).reply, repliedAt: "2026-11-21T10:00:00Z" } },
        }),
    });
    renderScreen(<LeadInbox />);
    fireEvent.click(await screen.findByRole("button", { name: "Open enquiry from Asha Menon" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("New status"), { target: { value: "completed" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Update Status" }));
    expect(await screen.findByText("Enquiry status updated successfully")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/v1/vendor/enquiry/e1/status")).toMatchObject({ method: "PUT", body: { status: "completed" } });

    fireEvent.change(within(dialog).getByLabelText("Reply to the buyer"), { target: { value: "We can ship by 10 Jan." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send Reply" }));
    expect(await screen.findByText("Reply saved successfully")).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/v1/vendor/enquiry/e1/reply")).toMatchObject({ method: "PUT", body: { reply: "We can ship by 10 Jan." } });
    expect(within(dialog).getByLabelText("Stored reply").textContent).toBe("We can ship by 10 Jan.");
  });

  it("shows the server's message when a status change fails", async () => {
    mockApi({
      "GET /api/v1/vendor/enquiry": inbox([lead]),
      "PUT /api/v1/vendor/enquiry/e1/status": () =>
        new Response(JSON.stringify({ success: false, message: "Enquiry not found" }), { status: 404, headers: { "content-type": "application/json" } }),
    });
    renderScreen(<LeadInbox />);
    fireEvent.click(await screen.findByRole("button", { name: "Open enquiry from Asha Menon" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Update Status" }));
    expect(await screen.findByText("Enquiry not found")).toBeTruthy();
  });

  describe("quotes", () => {
    const quoted: EnquiryView = {
      ...lead,
      _id: "e2",
      name: "Ravi Shah",
      requestId: "r1",
      quoteOutcome: null,
      quote: {
        price: 1199,
        unit: "kg",
        minOrder: 100,
        validUntil: VALID,
        deliveryTerms: "FOB Kochi, 7 days",
        comparablePrice: 1199,
        comparableUnit: "kg",
        currency: "INR",
        incoterm: "FOB",
        namedPlace: "Kochi",
        message: "Steam sterilised on request",
        revision: 2,
        quotedAt: "2026-11-21T10:00:00Z",
        expired: false,
        pricePerKg: { amount: 1199, currency: "INR" },
        total: { amount: 299750, currency: "INR" },
        comparable: { amount: 1199, currency: "INR" },
        converted: null,
      },
    };
    const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label, { exact: label === "Unit" }) as HTMLInputElement;

    it("checks the quote on the client with the server's words and sends nothing until it passes", async () => {
      const { calls } = mockApi({ "GET /api/v1/vendor/enquiry": inbox([lead]) });
      renderScreen(<LeadInbox />);
      fireEvent.click(await screen.findByRole("button", { name: "Send quote to Asha Menon" }));
      const dialog = await screen.findByRole("dialog", { name: "Send quote" });
      expect(field(dialog, "Unit").value).toBe("kg");
      expect(field(dialog, "Valid until").type).toBe("date");
      expect(field(dialog, "Valid until").min).toMatch(/^\d{4}-\d{2}-\d{2}$/);

      fireEvent.click(within(dialog).getByRole("button", { name: "Send Quote" }));
      expect(await within(dialog).findByText("Price must be a number of at least 0 with at most two decimals")).toBeTruthy();
      expect(within(dialog).getByText("Valid until is required")).toBeTruthy();
      expect(within(dialog).getByText("Delivery terms is required")).toBeTruthy();
      expect(field(dialog, "Price per unit").getAttribute("aria-invalid")).toBe("true");

      fireEvent.change(field(dialog, "Price per unit"), { target: { value: "12.345" } });
      fireEvent.change(field(dialog, "Minimum order"), { target: { value: "0" } });
      fireEvent.change(field(dialog, "Valid until"), { target: { value: "2020-01-01" } });
      fireEvent.change(field(dialog, "Delivery terms"), { target: { value: "FOB Kochi" } });
      fireEvent.click(within(dialog).getByRole("button", { name: "Send Quote" }));
      expect(await within(dialog).findByText("Minimum order must be a number greater than 0")).toBeTruthy();
      expect(within(dialog).getByText("Price must be a number of at least 0 with at most two decimals")).toBeTruthy();
      expect(within(dialog).getByText("Valid until cannot be in the past")).toBeTruthy();
      expect(within(dialog).queryByText("Delivery terms is required")).toBeNull();

      fireEvent.change(field(dialog, "Valid until"), { target: { value: "2999-01-01" } });
      fireEvent.click(within(dialog).getByRole("button", { name: "Send Quote" }));
      expect(await within(dialog).findByText("Valid until must be within a year from today")).toBeTruthy();
      expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);
    });

    it("sends the quote and says so", async () => {
      let sent = false;
      const { calls } = mockApi({
        "GET /api/v1/vendor/enquiry": () => inbox([sent ? { ...lead, quote: { ...quoted.quote!, revision: 1 } } : lead])(),
        "PUT /api/v1/vendor/enquiry/e1/quote": () => {
          sent = true;
          return ok("PUT /api/v1/vendor/enquiry/{id}/quote", { success: true, message: "Quote sent", data: { ...lead, quote: { ...quoted.quote!, revision: 1 } } });
        },
      });
      renderScreen(<LeadInbox />);
      fireEvent.click(await screen.findByRole("button", { name: "Send quote to Asha Menon" }));
      const dialog = await screen.findByRole("dialog", { name: "Send quote" });
      fireEvent.change(field(dialog, "Price per unit"), { target: { value: "1199" } });
      fireEvent.change(field(dialog, "Unit"), { target: { value: "quintal" } });
      fireEvent.change(field(dialog, "Minimum order"), { target: { value: "100" } });
      fireEvent.change(field(dialog, "Valid until"), { target: { value: VALID } });
      fireEvent.change(field(dialog, "Delivery terms"), { target: { value: " FOB Kochi, 7 days " } });
      fireEvent.change(field(dialog, "Incoterm"), { target: { value: "FOB" } });
      fireEvent.change(field(dialog, "Named place or port"), { target: { value: " Kochi " } });
      fireEvent.click(within(dialog).getByRole("button", { name: "Send Quote" }));
      expect(await screen.findByText("Quote sent")).toBeTruthy();
      expect(calls.find((c) => c.method === "PUT")).toMatchObject({
        path: "/api/v1/vendor/enquiry/e1/quote",
        body: {
          price: 1199,
          unit: "quintal",
          minOrder: 100,
          validUntil: VALID,
          deliveryTerms: "FOB Kochi, 7 days",
          message: null,
          packContent: null,
          incoterm: "FOB",
          namedPlace: "Kochi",
          currency: "INR",
        },
      });
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      const box = await screen.findByLabelText("Your quote");
      expect(box.textContent).toContain("Your quote (revision 1)");
      expect(box.textContent).toContain(`₹1,199 / kg · FOB Kochi · minimum 100 kg · valid until ${formatDate(VALID)}`);
      expect(screen.getByRole("button", { name: "Revise quote to Asha Menon" })).toBeTruthy();
    });

    it("shows the server's field messages and refusal in the dialog", async () => {
      mockApi({
        "GET /api/v1/vendor/enquiry": inbox([quoted]),
        "PUT /api/v1/vendor/enquiry/e2/quote": () =>
          new Response(
            JSON.stringify({ success: false, message: "Please check the quote", errors: { deliveryTerms: "Delivery terms must name a port" } }),
            { status: 400, headers: { "content-type": "application/json" } },
          ),
      });
      renderScreen(<LeadInbox />);
      fireEvent.click(await screen.findByRole("button", { name: "Revise quote to Ravi Shah" }));
      const dialog = await screen.findByRole("dialog", { name: "Revise quote" });
      expect(dialog.textContent).toContain("Your quote is at revision 2.");
      expect(field(dialog, "Price per unit").value).toBe("1199");
      expect(field(dialog, "Delivery terms").value).toBe("FOB Kochi, 7 days");
      fireEvent.click(within(dialog).getByRole("button", { name: "Update Quote" }));
      expect(await within(dialog).findByText("Delivery terms must name a port")).toBeTruthy();
      expect(within(dialog).getByRole("alert").textContent).toBe("Please check the quote");
    });

    it("marks accepted and closed requests and offers no quote button on them", async () => {
      mockApi({
        "GET /api/v1/vendor/enquiry": inbox([
          { ...quoted, quoteOutcome: "accepted" },
          { ...lead, _id: "e3", name: "Closed Buyer", requestId: "r1", quoteOutcome: "closed", quote: null },
          { ...lead, _id: "e4", name: "Done Buyer", status: "completed" },
          { ...quoted, _id: "e5", name: "Late Buyer", quote: { ...quoted.quote!, expired: true } },
        ]),
      });
      renderScreen(<LeadInbox />);
      const card = async (name: string) => (await screen.findByRole("button", { name: `Open enquiry from ${name}` })).closest("li")!;
      expect(within(await card("Ravi Shah")).getByText("Quote accepted")).toBeTruthy();
      expect(within(await card("Closed Buyer")).getByText("Closed: another quote was accepted")).toBeTruthy();
      expect(within(await card("Late Buyer")).getByText("Expired")).toBeTruthy();
      const quoteButtons = screen.getAllByRole("button", { name: /quote to/ }).map((b) => b.getAttribute("aria-label"));
      expect(quoteButtons).toEqual(["Revise quote to Late Buyer"]);
    });
  });
});
