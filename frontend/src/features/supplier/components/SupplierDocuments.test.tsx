import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { json, mockApi, ok } from "@/testing/api-mock";
import { renderScreen, testSupplier } from "../testing/render-screen";
import { recordOf, registrationOf } from "../testing/records";
import { SupplierDocumentScreen } from "./SupplierDocuments";

// The Document screen, 'Vendor Details' (SPEC sections 2, 8).

configure({ asyncUtilTimeout: 5000 });

const verified = recordOf({
  isVerified: true,
  hasSubmittedRegistration: true,
  vendorRegistration: registrationOf({ isVerified: true }),
});

const summary = () => ok("GET /api/v1/vendor/dashboard", { success: true, summary: { listings: 7, openEnquiries: 3, newEnquiries: 2 } });

afterEach(() => vi.unstubAllGlobals());

const card = (title: string) => screen.getByRole("heading", { level: 3, name: title }).closest("article")!;

describe("Vendor Details", () => {
  it("shows a verified supplier's profile, documents and dashboard line", async () => {
    mockApi({
      "GET /api/v1/vendor/v1": () => ok("GET /api/v1/vendor/{vendorId}", { success: true, vendor: verified }),
      "GET /api/v1/vendor/dashboard": summary,
    });
    renderScreen(<SupplierDocumentScreen />);
    expect(screen.getByRole("heading", { level: 1, name: "Vendor Details" })).toBeTruthy();
    const photo = (await screen.findByAltText("Spice Route Traders profile")) as HTMLImageElement;
    expect(photo.getAttribute("src")).toBe("/media/abc.png");
    expect(screen.getByText("Verified")).toBeTruthy();
    expect(screen.getByText("spice@example.com")).toBeTruthy();
    expect(screen.getByText("+91 98765 43210")).toBeTruthy();
    expect(screen.getByText("Plot 7, MIDC, Ratnagiri")).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Aadhar Card",
      "PAN Card",
      "Udyam Registration",
      "MSME Registration",
      "GST Certificate",
    ]);
    expect(within(card("PAN Card")).getByText("AAPFU0939F")).toBeTruthy();
    expect(within(card("PAN Card")).getByRole("button", { name: "Download PAN Card" })).toBeTruthy();
    expect(within(card("Udyam Registration")).getByText("No document uploaded")).toBeTruthy();
    expect(within(card("MSME Registration")).getByText("No document uploaded")).toBeTruthy();
    const line = await screen.findByRole("region", { name: "Your activity" });
    expect(line.textContent).toContain("2New leads");
    expect(line.textContent).toContain("3Open enquiries");
    expect(line.textContent).toContain("7Product listings");
  });

  it("copies a document number", async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    mockApi({
      "GET /api/v1/vendor/v1": () => ok("GET /api/v1/vendor/{vendorId}", { success: true, vendor: verified }),
      "GET /api/v1/vendor/dashboard": summary,
    });
    renderScreen(<SupplierDocumentScreen />);
    await screen.findByText("27AAPFU0939F1ZV");
    fireEvent.click(screen.getByRole("button", { name: "Copy GST Certificate number" }));
    expect(await screen.findByText("Copied to clipboard")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith("27AAPFU0939F1ZV");
  });

  it("downloads a document through the API and says so", async () => {
    URL.createObjectURL = vi.fn(() => "blob:test/doc");
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const { calls } = mockApi({
      "GET /api/v1/vendor/v1": () => ok("GET /api/v1/vendor/{vendorId}", { success: true, vendor: verified }),
      "GET /api/v1/vendor/dashboard": summary,
      "GET /api/v1/vendorRegistration/document/v1/panFile": () =>
        new Response(new Uint8Array([37, 80, 68, 70]), {
          status: 200,
          headers: { "content-type": "application/pdf", "content-disposition": 'attachment; filename="panFile.pdf"' },
        }),
    });
    renderScreen(<SupplierDocumentScreen />);
    fireEvent.click(await screen.findByRole("button", { name: "Download PAN Card" }));
    expect(await screen.findByText("Download started")).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/v1/vendorRegistration/document/v1/panFile")).toBe(true);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect([link.download, link.href]).toEqual(["panFile.pdf", "blob:test/doc"]);
    click.mockRestore();
  });

  it("says when a download fails", async () => {
    mockApi({
      "GET /api/v1/vendor/v1": () => ok("GET /api/v1/vendor/{vendorId}", { success: true, vendor: verified }),
      "GET /api/v1/vendor/dashboard": summary,
      "GET /api/v1/vendorRegistration/document/v1/aadharFile": () => json(404, { success: false, message: "No document uploaded" }),
    });
    renderScreen(<SupplierDocumentScreen />);
    fireEvent.click(await screen.findByRole("button", { name: "Download Aadhar Card" }));
    expect(await screen.findByText("Failed to download document.")).toBeTruthy();
  });

  it("shows 'Failed to fetch vendor details' with a Retry that tries again", async () => {
    let fail = true;
    mockApi({
      "GET /api/v1/vendor/v1": () =>
        fail ? json(500, { success: false, message: "Internal error" }) : ok("GET /api/v1/vendor/{vendorId}", { success: true, vendor: verified }),
      "GET /api/v1/vendor/dashboard": summary,
    });
    renderScreen(<SupplierDocumentScreen />);
    expect(await screen.findByText("Failed to fetch vendor details")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("AAPFU0939F")).toBeTruthy();
  });

  it("shows 'No vendor data found' when there is no record", async () => {
    mockApi({ "GET /api/v1/vendor/v1": () => json(404, { success: false, message: "Vendor not found" }), "GET /api/v1/vendor/dashboard": summary });
    renderScreen(<SupplierDocumentScreen />);
    expect(await screen.findByText("No vendor data found")).toBeTruthy();
  });

  it("shows the pending notice before verification, and no documents", async () => {
    const { calls } = mockApi({
      "GET /api/v1/vendor/v1": () =>
        ok("GET /api/v1/vendor/{vendorId}", { success: true, vendor: recordOf({ hasSubmittedRegistration: true, vendorRegistration: registrationOf() }) }),
    });
    renderScreen(<SupplierDocumentScreen />, { ...testSupplier, verified: false });
    expect(await screen.findByText("Pending Approval")).toBeTruthy();
    expect(screen.getByText(/Your registration is under review/)).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 3 })).toBeNull();
    await waitFor(() => expect(calls.some((c) => c.path === "/api/v1/vendor/dashboard")).toBe(false));
  });
});
