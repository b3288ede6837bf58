import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { json, mockApi, ok } from "@/testing/api-mock";
import type { AdminGeneralEnquiry, GeneralEnquiryStatus } from "@/types/api";
import { renderAdminScreen } from "../../testing/render-screen";
import { GeneralEnquiriesScreen } from "./GeneralEnquiriesScreen";

// /admin/enquiry: the contact messages with the Open/Close selector, and visitor feedback.

configure({ asyncUtilTimeout: 5000 });

const message = (n: number, status: GeneralEnquiryStatus = "Open"): AdminGeneralEnquiry => ({
  _id: `g${n}`,
  name: `Visitor ${n}`,
  email: `v${n}@example.com`,
  phone: "+91 98765 43210",
  address: n === 1 ? null : "Pune",
  message: `Hello ${n}`,
  status,
  createdAt: "2026-11-20T09:30:00Z",
});

const enquiries = (rows: ReturnType<typeof message>[], total = rows.length, pageNo = 1) => () =>
  ok("GET /api/v1/admin/getEnquiry", { success: true, enqiury: rows, total, totalExact: true, page: pageNo, pageSize: 20 });
const feedback = () =>
  ok("GET /api/v1/admin/getFeedback", {
    success: true,
    total: 2,
    totalExact: true,
    page: 1,
    pageSize: 20,
    data: [
      { _id: "f1", feedback: "Great mangoes", anonymous: false, email: "fan@example.com", createdAt: "2026-11-21T09:00:00Z" },
      { _id: "f2", feedback: "Slow site", anonymous: true, email: null, createdAt: "2026-11-20T09:00:00Z" },
    ],
  });

afterEach(() => vi.unstubAllGlobals());

describe("general enquiries screen", () => {
  it("shows serial number, name, address, e-mail, mobile and message", async () => {
    mockApi({ "GET /api/v1/admin/getEnquiry": enquiries([message(1), message(2)]), "GET /api/v1/admin/getFeedback": feedback });
    renderAdminScreen(<GeneralEnquiriesScreen />);
    const row = (await screen.findByRole("cell", { name: "Visitor 2" })).closest("tr")!;
    expect(within(row).getAllByRole("cell").map((c) => c.textContent)).toEqual(["2", "Visitor 2", "Pune", "v2@example.com", "+91 98765 43210", "Hello 2", "OpenClose"]);
    expect(screen.getAllByRole("columnheader").slice(0, 7).map((h) => h.textContent)).toEqual(["S.No", "Name", "Address", "Email", "Mobile", "Message", "Status"]);
  });

  it("numbers the rows across pages", async () => {
    const { fetchMock } = mockApi({ "GET /api/v1/admin/getEnquiry": enquiries([message(1)], 21), "GET /api/v1/admin/getFeedback": feedback });
    renderAdminScreen(<GeneralEnquiriesScreen />);
    await screen.findByRole("cell", { name: "Visitor 1" });
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([i]) => new URL(String(i), "http://localhost")).some((u) => u.pathname.endsWith("getEnquiry") && u.search === "?page=2&pageSize=20")).toBe(true),
    );
  });

  it("closes an enquiry with the selector and says so", async () => {
    let status: GeneralEnquiryStatus = "Open";
    const { calls } = mockApi({
      "GET /api/v1/admin/getEnquiry": () => enquiries([message(1, status)])(),
      "GET /api/v1/admin/getFeedback": feedback,
      "POST /api/v1/admin/editEnquiry": () => {
        status = "Close";
        return ok("POST /api/v1/admin/editEnquiry", { success: true, message: "Status updated successfully!", data: message(1, "Close") });
      },
    });
    renderAdminScreen(<GeneralEnquiriesScreen />);
    const select = await screen.findByRole("combobox", { name: "Status of the enquiry from Visitor 1" });
    fireEvent.change(select, { target: { value: "Close" } });
    expect(await screen.findByText("Status updated successfully!")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ id: "g1", status: "Close" });
    await waitFor(() => expect((screen.getByRole("combobox", { name: "Status of the enquiry from Visitor 1" }) as HTMLSelectElement).value).toBe("Close"));
  });

  it("says when the status cannot be saved", async () => {
    mockApi({
      "GET /api/v1/admin/getEnquiry": enquiries([message(1)]),
      "GET /api/v1/admin/getFeedback": feedback,
      "POST /api/v1/admin/editEnquiry": () => json(400, { success: false, message: "Failed to update status!" }),
    });
    renderAdminScreen(<GeneralEnquiriesScreen />);
    fireEvent.change(await screen.findByRole("combobox", { name: "Status of the enquiry from Visitor 1" }), { target: { value: "Close" } });
    expect(await screen.findByText("Failed to update status!")).toBeTruthy();
    await waitFor(() => expect((screen.getByRole("combobox", { name: "Status of the enquiry from Visitor 1" }) as HTMLSelectElement).value).toBe("Open"));
  });

  it("shows the visitor feedback in its own tab", async () => {
    mockApi({ "GET /api/v1/admin/getEnquiry": enquiries([]), "GET /api/v1/admin/getFeedback": feedback });
    renderAdminScreen(<GeneralEnquiriesScreen />);
    fireEvent.mouseDown(screen.getByRole("tab", { name: "Visitor feedback" }));
    const panel = await screen.findByRole("tabpanel", { name: "Visitor feedback" });
    expect(await within(panel).findByText("Great mangoes")).toBeTruthy();
    expect(within(panel).getByText("fan@example.com")).toBeTruthy();
    expect(within(panel).getByText("Anonymous")).toBeTruthy();
  });
});
