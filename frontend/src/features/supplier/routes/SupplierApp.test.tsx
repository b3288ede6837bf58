import { configure, fireEvent, screen, waitFor } from "@testing-library/react";
import { json, mockApi } from "@/testing/api-mock";
import { renderAreaAt, shownPath } from "@/testing/render-area";
import { SupplierRoutes } from "./SupplierApp";

// Generous waits: the suite shares two cores with builds.
configure({ asyncUtilTimeout: 5000 });

// The supplier portal's guard, login outcomes and frame (SPEC section 2, vendor routes).

const noSupplier = { user: null, vendor: null, admin: null };
const vendor = (verified: boolean) => ({
  user: null,
  admin: null,
  vendor: { id: "v1", name: "Spice Route Traders", email: "spice@example.com", verified, blocked: false, hasSubmittedRegistration: true },
});

const renderAt = (path: string) => renderAreaAt(<SupplierRoutes />, path);
const location = shownPath;

/** Signed out until the login call, then a verified supplier; `routes` serve the rest. */
function serveVerifiedSignIn(routes: Parameters<typeof mockApi>[0]) {
  let session: object = noSupplier;
  mockApi({
    "GET /api/v1/session": () => json(200, session),
    "POST /api/v1/vendor/vendorLogin": () => {
      session = vendor(true);
      return json(200, { success: true, message: "Login successful", id: "v1", blocked: false, verified: true, hasSubmittedRegistration: true });
    },
    ...routes,
  });
}

function signIn() {
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: "spice@example.com" } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: "secret1" } });
  fireEvent.click(screen.getByRole("button", { name: "LOG IN" }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("supplier portal", () => {
  it.each(["/vendor", "/vendor/document", "/vendor/product", "/vendor/enquiries"])("guards %s", async (path) => {
    mockApi({ "GET /api/v1/session": () => json(200, noSupplier) });
    renderAt(path);
    expect(await screen.findByRole("button", { name: "LOG IN" })).toBeTruthy();
    expect(location()).toBe("/vendor/login");
  });

  it.each([
    ["/vendor/complete-registration", "Complete Your Registration"],
    ["/vendor/registration-status", "Registration Status"],
  ])("leaves %s open", async (path, heading) => {
    mockApi({ "GET /api/v1/session": () => json(200, noSupplier) });
    renderAt(path);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeTruthy();
    expect(location()).toBe(path);
  });

  it("routes a verified supplier to its inbox after signing in", async () => {
    serveVerifiedSignIn({
      "GET /api/v1/vendor/enquiry": () => json(200, { success: true, data: [] }),
      "GET /api/v1/vendor/unread": () => json(200, { success: true, data: { enquiries: 2, items: 3, any: true } }),
    });
    renderAt("/vendor/login");
    signIn();
    // A supplier signs in to its inbox, its unread count beside the menu entry.
    expect(await screen.findByRole("heading", { level: 1, name: "Enquiries" })).toBeTruthy();
    expect(location()).toBe("/vendor/enquiries");
    expect(await screen.findByText("No enquiries yet.")).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Portal sections" });
    await waitFor(() => expect(nav.querySelector("a[href='/vendor/enquiries']")?.textContent).toBe("Enquiries2 unread"));
  });

  it("brings a supplier who follows a mail's link to one enquiry back to it after signing in", async () => {
    serveVerifiedSignIn({
      "GET /api/v1/vendor/enquiry/e-42/thread": () => json(404, { success: false, message: "Enquiry not found" }),
      "GET /api/v1/vendor/unread": () => json(200, { success: true, data: { enquiries: 0, items: 0, any: false } }),
    });
    renderAt("/vendor/enquiries/e-42");
    expect(await screen.findByRole("button", { name: "LOG IN" })).toBeTruthy();
    expect(location()).toBe("/vendor/login");
    signIn();
    await waitFor(() => expect(location()).toBe("/vendor/enquiries/e-42"));
  });

  it("routes an unverified supplier with a submitted registration to its status", async () => {
    let session: object = noSupplier;
    mockApi({
      "GET /api/v1/session": () => json(200, session),
      "POST /api/v1/vendor/vendorLogin": () => {
        session = vendor(false);
        return json(200, { success: true, id: "v1", blocked: false, verified: false, hasSubmittedRegistration: true });
      },
    });
    renderAt("/vendor/login");
    signIn();
    expect(await screen.findByRole("heading", { level: 1, name: "Registration Status" })).toBeTruthy();
    expect(location()).toBe("/vendor/registration-status");
    expect(screen.getByText("Pending Approval")).toBeTruthy();
  });

  it("tells a blocked supplier so", async () => {
    mockApi({
      "GET /api/v1/session": () => json(200, noSupplier),
      "POST /api/v1/vendor/vendorLogin": () => json(403, { success: false, message: "Your account has been blocked by admin" }),
    });
    renderAt("/vendor/login");
    signIn();
    expect((await screen.findByRole("alert")).textContent).toBe("Your account has been blocked by admin");
  });

  it("falls back to 'Login failed. Please try again.'", async () => {
    mockApi({
      "GET /api/v1/session": () => json(200, noSupplier),
      "POST /api/v1/vendor/vendorLogin": () => new Response("", { status: 500 }),
    });
    renderAt("/vendor/login");
    signIn();
    expect((await screen.findByRole("alert")).textContent).toBe("Login failed. Please try again.");
  });

  it("shows the pending notice to an unverified supplier and logs out", async () => {
    mockApi({
      "GET /api/v1/session": () => json(200, vendor(false)),
      "POST /api/v1/vendor/logout": () => json(200, { success: true, message: "Logout successful" }),
    });
    renderAt("/vendor/document");
    expect(await screen.findByText(/Your registration is under review/)).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Portal sections" });
    expect([...nav.querySelectorAll("a")].map((a) => a.textContent)).toEqual(["Document", "Product", "Enquiries", "Orders", "Insights"]);
    fireEvent.click(screen.getByRole("button", { name: "LogOut" }));
    expect(await screen.findByText("Logout successful")).toBeTruthy();
    await waitFor(() => expect(location()).toBe("/vendor/login"));
  });

  it.each(["/vendor/product", "/vendor/enquiries", "/vendor/insights"])("shows the pending notice on %s before verification", async (path) => {
    const { calls } = mockApi({ "GET /api/v1/session": () => json(200, vendor(false)) });
    renderAt(path);
    expect(await screen.findByText("Pending Approval")).toBeTruthy();
    expect(location()).toBe(path);
    expect(calls.map((c) => c.path)).toEqual(["/api/v1/session"]);
  });

  it("sends the legacy /document path into the portal", async () => {
    mockApi({ "GET /api/v1/session": () => json(200, vendor(true)) });
    renderAt("/document");
    expect(await screen.findByRole("heading", { level: 1, name: "Vendor Details" })).toBeTruthy();
    expect(location()).toBe("/vendor/document");
  });
});
