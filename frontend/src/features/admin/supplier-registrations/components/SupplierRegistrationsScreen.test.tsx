import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { json, mockApi, ok } from "@/testing/api-mock";
import { registrationOf } from "@/testing/registrations";
import { renderAdminScreen } from "../../testing/render-screen";
import type { RegistrationView } from "../api/registrations";
import { SupplierRegistrationsScreen } from "./SupplierRegistrationsScreen";

// Supplier registration review, 'Vendor Management' (SPEC sections 2, 5 and 8).

configure({ asyncUtilTimeout: 5000 });
afterEach(() => vi.unstubAllGlobals());

const registration = (id: string, name: string, isVerified: boolean): RegistrationView =>
  registrationOf({
    _id: id,
    vendorId: `vendor-${id}`,
    name,
    email: `${id}@suppliers.test`,
    isVerified,
    verificationDocuments: { panFile: `/api/v1/vendorRegistration/document/vendor-${id}/panFile` },
  });

const page = (vendors: RegistrationView[]) => ok("GET /api/v1/vendorRegistration/get", { success: true, vendors, page: 1, pageSize: 20, total: vendors.length, totalExact: true });

function tabOf(fetchMock: ReturnType<typeof mockApi>["fetchMock"]) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((url) => url.pathname === "/api/v1/vendorRegistration/get")
    .map((url) => url.searchParams.get("tab"));
}

const pixel = Uint8Array.from(atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="), (c) => c.charCodeAt(0));
const documentAnswer = () =>
  new Response(pixel, { status: 200, headers: { "content-type": "image/png", "content-disposition": 'attachment; filename="panFile.png"' } });

beforeAll(() => {
  URL.createObjectURL ??= () => "blob:test";
  URL.revokeObjectURL ??= () => {};
});

describe("Vendor Management (registrations)", () => {
  it("opens on Verified and asks the server for each tab", async () => {
    const { fetchMock } = mockApi({
      "GET /api/v1/vendorRegistration/get": () => page([]),
    });
    renderAdminScreen(<SupplierRegistrationsScreen />);
    expect(await screen.findByText("No suppliers found")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Verified" }).getAttribute("aria-selected")).toBe("true");
    fireEvent.mouseDown(screen.getByRole("tab", { name: "Unverified" }));
    await waitFor(() => expect(tabOf(fetchMock)).toEqual(["verified", "unverified"]));
    expect(screen.getByRole("heading", { level: 1, name: "Vendor Management" })).toBeTruthy();
  });

  it("lists status, name, email, phone and GST number", async () => {
    mockApi({ "GET /api/v1/vendorRegistration/get": () => page([registration("r1", "Sahyadri Organics", false), registration("r2", "Konkan Agro", true)]) });
    renderAdminScreen(<SupplierRegistrationsScreen />);
    const row = (await screen.findByText("Sahyadri Organics")).closest("tr")!;
    expect(within(row).getAllByRole("cell").slice(0, 5).map((c) => c.textContent)).toEqual(["Pending", "Sahyadri Organics", "r1@suppliers.test", "+91 98765 43210", "27AAPFU0939F1ZV"]);
    expect(within(screen.getByText("Konkan Agro").closest("tr")!).getByText("Verified")).toBeTruthy();
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Status", "Name", "Email", "Phone", "GST No", "Actions"]);
  });

  it("says when the list cannot load", async () => {
    mockApi({ "GET /api/v1/vendorRegistration/get": () => json(500, { success: false, message: "boom" }) });
    renderAdminScreen(<SupplierRegistrationsScreen />);
    expect((await screen.findByRole("alert")).textContent).toContain("Failed to fetch suppliers.");
  });

  it("shows the numbers and documents, and opens a document in the viewer with zoom and download", async () => {
    const { calls } = mockApi({
      "GET /api/v1/vendorRegistration/get": () => page([registration("r1", "Sahyadri Organics", false)]),
      "GET /api/v1/vendorRegistration/document/vendor-r1/panFile": documentAnswer,
    });
    renderAdminScreen(<SupplierRegistrationsScreen />);
    fireEvent.click(await screen.findByRole("button", { name: "View details of Sahyadri Organics" }));
    const details = await screen.findByRole("dialog", { name: "Sahyadri Organics" });
    for (const text of ["AAPFU0939F", "234567890123", "UDYAM-MH-01-0001234", "MSME-27-000123", "Plot 7, MIDC, Ratnagiri"]) {
      expect(within(details).getByText(text)).toBeTruthy();
    }
    expect(within(details).getByText("Aadhar Card: No document uploaded")).toBeTruthy();
    fireEvent.click(within(details).getByRole("button", { name: "View PAN Card" }));
    const viewer = await screen.findByRole("dialog", { name: "PAN Card" });
    expect(await within(viewer).findByRole("img", { name: "PAN Card" })).toBeTruthy();
    expect(within(viewer).getByText("100%")).toBeTruthy();
    fireEvent.click(within(viewer).getByRole("button", { name: "Zoom in" }));
    expect(within(viewer).getByText("150%")).toBeTruthy();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    fireEvent.click(within(viewer).getByRole("button", { name: "Download" }));
    expect(await screen.findByText("Download started")).toBeTruthy();
    expect(click).toHaveBeenCalled();
    expect(calls.filter((c) => c.path.endsWith("/panFile")).length).toBeGreaterThanOrEqual(2);
  });

  it("says when a download fails", async () => {
    mockApi({
      "GET /api/v1/vendorRegistration/get": () => page([registration("r1", "Sahyadri Organics", false)]),
      "GET /api/v1/vendorRegistration/document/vendor-r1/panFile": () => json(404, { success: false, message: "No document uploaded" }),
    });
    renderAdminScreen(<SupplierRegistrationsScreen />);
    fireEvent.click(await screen.findByRole("button", { name: "View details of Sahyadri Organics" }));
    fireEvent.click(await screen.findByRole("button", { name: "View PAN Card" }));
    const viewer = await screen.findByRole("dialog", { name: "PAN Card" });
    fireEvent.click(within(viewer).getByRole("button", { name: "Download" }));
    expect(await screen.findByText("Failed to download document.")).toBeTruthy();
  });

  it("edits name, email and phone (required) and the address", async () => {
    const { calls } = mockApi({
      "GET /api/v1/vendorRegistration/get": () => page([registration("r1", "Sahyadri Organics", false)]),
      "PUT /api/v1/vendorRegistration/update/r1": () =>
        ok("PUT /api/v1/vendorRegistration/update/{id}", { success: true, message: "Supplier updated successfully", vendorRegistration: registration("r1", "Sahyadri Naturals", false) }),
    });
    renderAdminScreen(<SupplierRegistrationsScreen />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Sahyadri Organics" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Supplier" });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: " " } });
    fireEvent.change(within(dialog).getByLabelText(/^Phone/), { target: { value: "" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByText("Name is required")).toBeTruthy();
    expect(within(dialog).getByText("Phone is required")).toBeTruthy();
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: "Sahyadri Naturals" } });
    fireEvent.change(within(dialog).getByLabelText(/^Phone/), { target: { value: "+91 99999 11111" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Supplier updated successfully")).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ name: "Sahyadri Naturals", email: "r1@suppliers.test", phone: "+91 99999 11111", address: "Plot 7, MIDC, Ratnagiri" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows the server's refusal of an edit", async () => {
    mockApi({
      "GET /api/v1/vendorRegistration/get": () => page([registration("r1", "Sahyadri Organics", false)]),
      "PUT /api/v1/vendorRegistration/update/r1": () => json(409, { success: false, message: "A supplier with this email already exists" }),
    });
    renderAdminScreen(<SupplierRegistrationsScreen />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Sahyadri Organics" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Supplier" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByRole("alert")).toBeTruthy();
    expect(within(dialog).getByRole("alert").textContent).toContain("A supplier with this email already exists");
    expect(await screen.findByText("Failed to update supplier.")).toBeTruthy();
  });

  it("deletes only after confirmation", async () => {
    const { calls } = mockApi({
      "GET /api/v1/vendorRegistration/get": () => page([registration("r1", "Sahyadri Organics", false)]),
      "DELETE /api/v1/vendorRegistration/delete/r1": () => ok("DELETE /api/v1/vendorRegistration/delete/{id}", { success: true, message: "Supplier deleted successfully" }),
    });
    renderAdminScreen(<SupplierRegistrationsScreen />);
    fireEvent.click(await screen.findByRole("button", { name: "Delete Sahyadri Organics" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Are you absolutely sure?" });
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Supplier deleted successfully")).toBeTruthy();
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual(["/api/v1/vendorRegistration/delete/r1"]);
  });

  it("offers Verify and Reject only while not verified, and verifies by the supplier's id", async () => {
    let verified = false;
    const { calls } = mockApi({
      "GET /api/v1/vendorRegistration/get": () => page([registration("r1", "Sahyadri Organics", verified), registration("r2", "Konkan Agro", true)]),
      "PATCH /api/v1/vendorRegistration/verify/r1": () => {
        verified = true;
        return json(200, { success: true, message: "Vendor verified successfully", vendor: {} });
      },
    });
    renderAdminScreen(<SupplierRegistrationsScreen />);
    await screen.findByText("Konkan Agro");
    expect(screen.queryByRole("button", { name: "Verify Konkan Agro" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Reject Konkan Agro" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Verify Sahyadri Organics" }));
    expect(await screen.findByText("Vendor verified successfully")).toBeTruthy();
    expect(calls.filter((c) => c.method === "PATCH").map((c) => c.path)).toEqual(["/api/v1/vendorRegistration/verify/r1"]);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Verify Sahyadri Organics" })).toBeNull());
  });

  it("shows the server's reason when a verification fails", async () => {
    mockApi({
      "GET /api/v1/vendorRegistration/get": () => page([registration("r1", "Sahyadri Organics", false)]),
      "PATCH /api/v1/vendorRegistration/verify/r1": () => json(409, { success: false, message: "This supplier is already verified" }),
    });
    renderAdminScreen(<SupplierRegistrationsScreen />);
    fireEvent.click(await screen.findByRole("button", { name: "Verify Sahyadri Organics" }));
    expect(await screen.findByText("This supplier is already verified")).toBeTruthy();
  });

  it("rejects with a required reason", async () => {
    const { calls } = mockApi({
      "GET /api/v1/vendorRegistration/get": () => page([registration("r1", "Sahyadri Organics", false)]),
      "PATCH /api/v1/vendorRegistration/reject/r1": () => json(200, { success: true, message: "Registration rejected", vendor: {} }),
    });
    renderAdminScreen(<SupplierRegistrationsScreen />);
    fireEvent.click(await screen.findByRole("button", { name: "Reject Sahyadri Organics" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject Registration" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await within(dialog).findByText("Reason is required")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: "The GST certificate is unreadable" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Registration rejected")).toBeTruthy();
    expect(calls.filter((c) => c.method === "PATCH")).toEqual([
      { method: "PATCH", path: "/api/v1/vendorRegistration/reject/r1", body: { reason: "The GST certificate is unreadable" } },
    ]);
  });
});
