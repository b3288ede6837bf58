import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { json, mockApi, ok } from "@/testing/api-mock";
import { enquiryView } from "@/testing/enquiries";
import type { EnquiryView } from "@/types/api";
import { renderAdminScreen } from "../../testing/render-screen";
import { ProductEnquiriesScreen } from "./ProductEnquiriesScreen";

// /admin/productEnquiry: server-side search, status filter and paging, the detail dialog,
// status update, delete with confirmation, and the CSV export of the current filter.

configure({ asyncUtilTimeout: 5000 });

const enquiry: EnquiryView = enquiryView({
  supplierReply: { text: "We can ship in January.", repliedAt: "2026-11-21T10:00:00Z" },
});

const page = (data: (typeof enquiry)[], extra: { total?: number; page?: number; totalExact?: boolean } = {}) => () =>
  ok("GET /api/v1/user/enquiry", {
    success: true,
    message: "",
    data,
    total: extra.total ?? data.length,
    totalExact: extra.totalExact ?? true,
    page: extra.page ?? 1,
    pageSize: 20,
  });

afterEach(() => vi.unstubAllGlobals());

function searches(fetchMock: ReturnType<typeof mockApi>["fetchMock"]) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((url) => url.pathname === "/api/v1/user/enquiry")
    .map((url) => url.search);
}

describe("product enquiries screen", () => {
  it("lists the enquiries and sends search, status and page to the server", async () => {
    const { fetchMock } = mockApi({ "GET /api/v1/user/enquiry": page([enquiry], { total: 45 }) });
    renderAdminScreen(<ProductEnquiriesScreen />);
    expect(await screen.findByRole("cell", { name: /Asha Menon/ })).toBeTruthy();
    expect(screen.getByText("Black Pepper – Malabar Garbled")).toBeTruthy();
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Date", "Customer", "Product", "Quantity", "Supplier", "Status", "Actions"]);
    expect(searches(fetchMock)).toEqual(["?page=1&pageSize=20"]);

    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "  asha@EXAMPLE " } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(searches(fetchMock).at(-1)).toBe("?q=asha%40EXAMPLE&page=1&pageSize=20"));
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "processing" } });
    await waitFor(() => expect(searches(fetchMock).at(-1)).toBe("?q=asha%40EXAMPLE&status=processing&page=1&pageSize=20"));

    expect(screen.getByText("Page 1 of 3 · 45 enquiries")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(searches(fetchMock).at(-1)).toBe("?q=asha%40EXAMPLE&status=processing&page=2&pageSize=20"));
  });

  it("says a total the server stopped counting at is a lower bound", async () => {
    mockApi({ "GET /api/v1/user/enquiry": page([enquiry], { total: 10000, totalExact: false }) });
    renderAdminScreen(<ProductEnquiriesScreen />);
    expect(await screen.findByText("Page 1 of 500+ · 10,000+ enquiries")).toBeTruthy();
  });

  it("says when nothing matches and when the list cannot load", async () => {
    mockApi({ "GET /api/v1/user/enquiry": page([]) });
    const { unmount } = renderAdminScreen(<ProductEnquiriesScreen />);
    expect(await screen.findByText("No enquiries found")).toBeTruthy();
    unmount();
    mockApi({ "GET /api/v1/user/enquiry": () => json(500, { success: false, message: "boom" }) });
    renderAdminScreen(<ProductEnquiriesScreen />);
    expect(await screen.findByText(/Failed to fetch enquiries/)).toBeTruthy();
  });

  it("shows the details and updates the status", async () => {
    const { calls } = mockApi({
      "GET /api/v1/user/enquiry": page([enquiry]),
      "PUT /api/v1/user/enquiry/e1/status": () =>
        ok("PUT /api/v1/user/enquiry/{id}/status", { success: true, message: "Enquiry status updated successfully", data: { ...enquiry, status: "processing" } }),
    });
    renderAdminScreen(<ProductEnquiriesScreen />);
    fireEvent.click(await screen.findByRole("button", { name: "View enquiry from Asha Menon" }));
    const dialog = await screen.findByRole("dialog");
    for (const heading of ["Customer information", "Product information", "Order details", "Extras", "Supplier's reply", "Status"]) {
      expect(within(dialog).getByRole("heading", { name: heading })).toBeTruthy();
    }
    for (const text of ["Menon Foods", "asha@example.com", "9876543210", "Spice Route Traders", "250 kg", "Urgent", "Eco-friendly", "Net 30 days", "15 Jan 2027", "Steam sterilised", "We can ship in January."]) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
    expect(within(dialog).getByText("Certification required").nextSibling?.textContent).toBe("Yes");
    expect(within(dialog).getByText("Samples required").nextSibling?.textContent).toBe("No");

    fireEvent.change(within(dialog).getByLabelText("Enquiry status"), { target: { value: "processing" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Update" }));
    expect(await screen.findByText("Enquiry status updated successfully")).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ status: "processing" });
  });

  it("says when the status update fails", async () => {
    mockApi({
      "GET /api/v1/user/enquiry": page([enquiry]),
      "PUT /api/v1/user/enquiry/e1/status": () => json(400, { success: false, message: "Status must be one of …" }),
    });
    renderAdminScreen(<ProductEnquiriesScreen />);
    fireEvent.click(await screen.findByRole("button", { name: "View enquiry from Asha Menon" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Update" }));
    expect(await screen.findByText("Failed to update status")).toBeTruthy();
  });

  it("deletes an enquiry only after confirmation", async () => {
    const { calls } = mockApi({
      "GET /api/v1/user/enquiry": page([enquiry]),
      "DELETE /api/v1/user/enquiry/e1": () => ok("DELETE /api/v1/user/enquiry/{id}", { success: true, message: "Enquiry deleted successfully" }),
    });
    renderAdminScreen(<ProductEnquiriesScreen />);
    fireEvent.click(await screen.findByRole("button", { name: "View enquiry from Asha Menon" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete Enquiry" }));
    const confirm = await screen.findByRole("alertdialog");
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Enquiry deleted successfully")).toBeTruthy();
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual(["/api/v1/user/enquiry/e1"]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says when the delete fails", async () => {
    mockApi({
      "GET /api/v1/user/enquiry": page([enquiry]),
      "DELETE /api/v1/user/enquiry/e1": () => json(404, { success: false, message: "Enquiry not found" }),
    });
    renderAdminScreen(<ProductEnquiriesScreen />);
    fireEvent.click(await screen.findByRole("button", { name: "View enquiry from Asha Menon" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete Enquiry" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Failed to delete enquiry")).toBeTruthy();
  });

  it("exports the current filter as CSV", async () => {
    const { fetchMock } = mockApi({
      "GET /api/v1/user/enquiry": page([enquiry]),
      "GET /api/v1/user/enquiry/export.csv": () =>
        new Response("\uFEFFDate,Name\r\n", { status: 200, headers: { "content-type": "text/csv", "content-disposition": 'attachment; filename="enquiries-2026-11-23.csv"' } }),
    });
    const createObjectURL = vi.fn(() => "blob:csv");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderAdminScreen(<ProductEnquiriesScreen />);
    await screen.findByRole("cell", { name: /Asha Menon/ });
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "rejected" } });
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exported = fetchMock.mock.calls.map(([input]) => new URL(String(input), "http://localhost")).find((u) => u.pathname.endsWith("export.csv"));
    expect(exported?.search).toBe("?status=rejected");
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe("enquiries-2026-11-23.csv");
    click.mockRestore();
  });
});
