import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { mockApi, ok } from "@/testing/api-mock";
import type { Enquiry, EnquiryStatus } from "@/types/api";
import { renderScreen } from "../testing/render-screen";
import { LeadInbox } from "./LeadInbox";

// The supplier's lead inbox at /vendor/order.

configure({ asyncUtilTimeout: 5000 });

const lead: Enquiry = {
  _id: "e1",
  name: "Asha Menon",
  company: "Menon Foods",
  email: "asha@example.com",
  phone: "9876543210",
  address: "12 Market Road",
  city: "Kochi",
  state: "Kerala",
  pincode: "682001",
  createdAt: "2026-11-20T09:30:00Z",
  deliveryDate: "2027-01-15",
  product: { id: "p1", title: "Black Pepper", variety: "Malabar Garbled", varietyId: "var1" },
  supplier: { id: "v1", listingId: "l1", name: "Spice Route Traders", price: 1250.5, unit: "kg" },
  quantity: 250,
  unit: "kg",
  urgency: "urgent",
  packagingPreference: "eco-friendly",
  paymentTerms: "net30",
  certificationRequired: true,
  samplesRequired: false,
  additionalRequirements: "Steam sterilised",
  status: "pending",
  supplierReply: null,
};

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
});
