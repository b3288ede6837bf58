import { configure, screen, waitFor } from "@testing-library/react";
import { json, mockApi, ok } from "@/testing/api-mock";
import { renderAreaAt, shownPath } from "@/testing/render-area";
import { SupplierRoutes } from "../routes/SupplierApp";
import { recordOf, registrationOf, sessionOf } from "../testing/records";

// /vendor/registration-status (SPEC sections 2, 4): under review with name, e-mail and
// 'Pending Approval'; a rejection's reason with the way back; on to the documents once verified.

configure({ asyncUtilTimeout: 5000 });

const renderStatus = () => renderAreaAt(<SupplierRoutes />, "/vendor/registration-status");
const location = shownPath;

function serve(record: ReturnType<typeof recordOf>, verifiedSession = false) {
  return mockApi({
    "GET /api/v1/session": () => json(200, sessionOf(verifiedSession, record.hasSubmittedRegistration)),
    "GET /api/v1/vendor/v1": () => ok("GET /api/v1/vendor/{vendorId}", { success: true, vendor: record }),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("registration status", () => {
  it("says the registration is under review, with name, e-mail and 'Pending Approval'", async () => {
    serve(recordOf({ hasSubmittedRegistration: true, vendorRegistration: registrationOf() }));
    renderStatus();
    expect(await screen.findByText("Pending Approval")).toBeTruthy();
    expect(screen.getByText(/Your registration is under review/)).toBeTruthy();
    expect(screen.getByText("Spice Route Traders")).toBeTruthy();
    expect(screen.getByText("spice@example.com")).toBeTruthy();
  });

  it("shows a rejection's reason with a link to submit again", async () => {
    serve(
      recordOf({
        hasSubmittedRegistration: true,
        vendorRegistration: registrationOf({ rejectionReason: "GST certificate is expired", rejectedAt: "2026-11-20T10:00:00Z" }),
      }),
    );
    renderStatus();
    expect(await screen.findByText(/Reason: GST certificate is expired/)).toBeTruthy();
    expect(screen.getByText(/20 Nov 2026/)).toBeTruthy();
    const link = screen.getByRole("link", { name: /submit your documents again/ });
    expect(link.getAttribute("href")).toBe("/vendor/complete-registration");
    expect(screen.queryByText("Pending Approval")).toBeNull();
  });

  it("points a supplier that has not submitted yet to the form", async () => {
    serve(recordOf());
    renderStatus();
    expect((await screen.findByRole("link", { name: "Complete your registration" })).getAttribute("href")).toBe(
      "/vendor/complete-registration",
    );
  });

  it("goes to the documents once the record says verified", async () => {
    serve(recordOf({ isVerified: true, hasSubmittedRegistration: true, vendorRegistration: registrationOf({ isVerified: true }) }));
    renderStatus();
    await waitFor(() => expect(location()).toBe("/vendor/document"));
  });

  it("shows 'Failed to fetch vendor details' when the record cannot be read", async () => {
    mockApi({
      "GET /api/v1/session": () => json(200, sessionOf(false, true)),
      "GET /api/v1/vendor/v1": () => json(500, { success: false, message: "Internal error" }),
    });
    renderStatus();
    expect(await screen.findByText("Failed to fetch vendor details")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });
});
