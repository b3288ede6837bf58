import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { json, mockApi, ok } from "@/testing/api-mock";
import { renderAreaAt, shownPath } from "@/testing/render-area";
import { AdminRoutes } from "./AdminApp";

// Generous waits: the suite shares two cores with builds.
configure({ asyncUtilTimeout: 5000 });

// The admin area's guard, login and frame (SPEC section 2, admin routes).

const signedOut = { success: true, user: null, vendor: null, admin: null };
const signedIn = { success: true, user: null, vendor: null, admin: { id: "a1", email: "admin@tradehub.example" } };

const renderAt = (path: string) => renderAreaAt(<AdminRoutes />, path);
const location = shownPath;

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = "sidebar_state=; max-age=0; path=/";
});

describe("admin area", () => {
  it("sends a visitor without an admin session to /admin/login", async () => {
    mockApi({ "GET /api/v1/session": () => ok("GET /api/v1/session", signedOut) });
    renderAt("/admin/faq");
    expect(await screen.findByRole("heading", { level: 1, name: "Admin Login" })).toBeTruthy();
    expect(location()).toBe("/admin/login");
    expect(screen.getByRole("button", { name: "LOG IN" })).toBeTruthy();
  });

  it("sends an admin who is already signed in from the login to /admin", async () => {
    mockApi({ "GET /api/v1/session": () => ok("GET /api/v1/session", signedIn) });
    renderAt("/admin/login");
    expect(await screen.findByRole("heading", { level: 1, name: "Logo" })).toBeTruthy();
    expect(location()).toBe("/admin");
  });

  it("signs in, says 'Login Successful!' and opens /admin", async () => {
    let session: object = signedOut;
    const { calls } = mockApi({
      "GET /api/v1/session": () => json(200, session),
      "POST /api/v1/admin/adminLogin": () => {
        session = signedIn;
        return json(200, { success: true, token: "t", message: "Login successful" });
      },
    });
    renderAt("/admin/login");
    await screen.findByRole("heading", { name: "Admin Login" });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "admin@tradehub.example" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "admin123" } });
    fireEvent.click(screen.getByRole("button", { name: "LOG IN" }));

    expect(await screen.findByText("Login Successful!")).toBeTruthy();
    expect(await screen.findByRole("heading", { level: 1, name: "Logo" })).toBeTruthy();
    expect(location()).toBe("/admin");
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ email: "admin@tradehub.example", password: "admin123" });
  });

  it("shows the server's message when the login fails", async () => {
    mockApi({
      "GET /api/v1/session": () => ok("GET /api/v1/session", signedOut),
      "POST /api/v1/admin/adminLogin": () => json(401, { success: false, message: "Invalid email or password" }),
    });
    renderAt("/admin/login");
    await screen.findByRole("heading", { name: "Admin Login" });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "admin@tradehub.example" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "nope" } });
    fireEvent.click(screen.getByRole("button", { name: "LOG IN" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid email or password");
    expect(location()).toBe("/admin/login");
  });

  it("shows the spec's sidebar groups and a placeholder per screen", async () => {
    mockApi({ "GET /api/v1/session": () => ok("GET /api/v1/session", signedIn) });
    renderAt("/admin/faq");
    expect(await screen.findByRole("heading", { level: 1, name: "FAQ Management" })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Admin sections" });
    const groups = within(nav).getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(groups).toEqual(["Home", "Service", "Supplier", "Supplier", "Product", "Testimonial", "Footer", "Enquiry", "Orders", "Insights", "Exchange Rates", "Activity"]);
    const hrefs = within(nav).getAllByRole("link").map((a) => a.getAttribute("href"));
    expect(hrefs).toContain("/admin/verifiedSupplier");
    expect(hrefs).toContain("/admin/footer");
    expect(hrefs).toContain("/admin/activity");
    expect(hrefs).toContain("/admin/insights");
    expect(hrefs).toContain("/admin/exchangeRates");
    expect(hrefs).toContain("/admin/orders");
    expect(hrefs).toHaveLength(21);
  });

  it("toggles the sidebar with the button and Ctrl+B, remembering it in a cookie", async () => {
    mockApi({ "GET /api/v1/session": () => ok("GET /api/v1/session", signedIn) });
    renderAt("/admin");
    const toggle = await screen.findByRole("button", { name: "Toggle Sidebar" });
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.cookie).toContain("sidebar_state=false");
    fireEvent.keyDown(window, { key: "b", ctrlKey: true });
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(document.cookie).toContain("sidebar_state=true");
  });

  it("collapses to icon mode, keeping every link named", async () => {
    mockApi({ "GET /api/v1/session": () => ok("GET /api/v1/session", signedIn) });
    renderAt("/admin");
    const toggle = await screen.findByRole("button", { name: "Toggle Sidebar" });
    fireEvent.click(toggle);
    const side = document.getElementById("admin-sidebar")!;
    expect(side.getAttribute("data-state")).toBe("collapsed");
    const nav = screen.getByRole("navigation", { name: "Admin sections" });
    expect(within(nav).getByRole("link", { name: "FAQ" }).getAttribute("title")).toBe("FAQ");
    expect(within(nav).getAllByRole("link")).toHaveLength(21);
  });

  it("below 768px opens the sidebar as a sheet that a link closes", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query === "(max-width: 767px)",
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    mockApi({ "GET /api/v1/session": () => ok("GET /api/v1/session", signedIn) });
    renderAt("/admin");
    const toggle = await screen.findByRole("button", { name: "Toggle Sidebar" });
    expect(screen.queryByRole("navigation", { name: "Admin sections" })).toBeNull();
    fireEvent.click(toggle);
    const sheet = await screen.findByRole("dialog", { name: "Back office" });
    fireEvent.click(within(sheet).getByRole("link", { name: "Reach" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(location()).toBe("/admin/reach");
    expect(document.cookie).not.toContain("sidebar_state=false");
  });

  it("logs out with 'Logout successful' and returns to /admin/login", async () => {
    const { calls } = mockApi({
      "GET /api/v1/session": () => ok("GET /api/v1/session", signedIn),
      "POST /api/v1/admin/logout": () => ok("POST /api/v1/admin/logout", { success: true, message: "Logout successful" }),
    });
    renderAt("/admin");
    fireEvent.click(await screen.findByRole("button", { name: "LogOut" }));
    expect(await screen.findByText("Logout successful")).toBeTruthy();
    await waitFor(() => expect(location()).toBe("/admin/login"));
    expect(screen.getByRole("heading", { name: "Admin Login" })).toBeTruthy();
    expect(calls.some((c) => c.method === "POST" && c.path === "/api/v1/admin/logout")).toBe(true);
  });
});
