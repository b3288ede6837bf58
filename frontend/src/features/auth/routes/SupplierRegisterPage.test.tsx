import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderWithRouter } from "@/testing/render";
import { browserNavigation } from "@/lib/destinations";
import { json, mockApi } from "@/testing/api-mock";
import { SupplierRegisterPage } from "./SupplierRegisterPage";

// Generous waits: the suite shares two cores with builds.
configure({ asyncUtilTimeout: 5000 });

// SPEC sections 2 and 5, /supplierRegister: the form's messages, success to the supplier
// login, the six benefits and the 'Join as a Supplier' dialog.

function renderPage() {
  return renderWithRouter(<SupplierRegisterPage />, { route: "/supplierRegister" });
}

function type(label: string, value: string, root: HTMLElement = document.body) {
  fireEvent.change(within(root).getByLabelText(label), { target: { value } });
}

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("SupplierRegisterPage", () => {
  it("shows the supplier form's required-field messages", async () => {
    const { calls } = mockApi({});
    renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Register as Supplier" }));
    for (const message of ["Business name is required", "Email is required", "Mobile number is required", "Password is required"]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(calls).toEqual([]);
  });

  it("checks e-mail format, password length and confirmation", async () => {
    renderPage();
    type("Business Email", "supplier@");
    type("Password", "12345");
    type("Confirm Password", "54321");
    fireEvent.click(screen.getByRole("button", { name: "Register as Supplier" }));
    expect(await screen.findByText("Email is invalid")).toBeTruthy();
    expect(screen.getByText("Password must be at least 6 characters")).toBeTruthy();
    expect(screen.getByText("Passwords do not match")).toBeTruthy();
  });

  it("registers and goes to the supplier login", async () => {
    const { calls } = mockApi({ "POST /api/v1/vendor/register": () => json(201, { success: true, message: "Vendor registered" }) });
    renderPage();
    type("Business Name", "Spice Route Traders");
    type("Business Email", "spice@example.com");
    type("Mobile Number", "+91 98765 43210");
    type("Password", "secret1");
    type("Confirm Password", "secret1");
    fireEvent.click(screen.getByRole("button", { name: "Register as Supplier" }));
    expect(await screen.findAllByText(/Supplier registered successfully!/)).not.toHaveLength(0);
    expect(calls[0].body).toEqual({
      name: "Spice Route Traders",
      email: "spice@example.com",
      mobile: "+91 98765 43210",
      password: "secret1",
      confirmPassword: "secret1",
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/vendor/login"), { timeout: 3000 });
  });

  it("shows the server's message in a banner", async () => {
    mockApi({ "POST /api/v1/vendor/register": () => json(409, { success: false, message: "A supplier with this email already exists" }) });
    renderPage();
    type("Business Name", "Spice Route Traders");
    type("Business Email", "spice@example.com");
    type("Mobile Number", "9876543210");
    type("Password", "secret1");
    type("Confirm Password", "secret1");
    fireEvent.click(screen.getByRole("button", { name: "Register as Supplier" }));
    expect((await screen.findByRole("alert")).textContent).toBe("A supplier with this email already exists");
    expect(assign).not.toHaveBeenCalled();
  });

  it("lists the six benefits of registering", () => {
    renderPage();
    const section = screen.getByRole("region", { name: "Why Register" });
    const titles = within(section).getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(["Global Reach", "Verified Partnerships", "Dedicated Support", "Secure Transactions", "Free Exposure", "Smart Insights"]);
    expect(section.textContent).toContain("over 50 countries");
  });

  describe("Join as a Supplier dialog", () => {
    // The dialog's code loads on the first click, so it appears a moment later.
    async function openDialog() {
      fireEvent.click(screen.getByRole("button", { name: "Join as a Supplier" }));
      return screen.findByRole("dialog", { name: "Join as a Supplier" });
    }

    function fillDialog(dialog: HTMLElement) {
      type("Name", "Tea Estates", dialog);
      type("Email", "tea@example.com", dialog);
      type("Mobile", "9876543210", dialog);
      type("Password", "secret1", dialog);
    }

    it("has four required fields, an e-mail input and a masked password", async () => {
      renderPage();
      const dialog = await openDialog();
      for (const label of ["Name", "Email", "Mobile", "Password"]) {
        expect((within(dialog).getByLabelText(label) as HTMLInputElement).required).toBe(true);
      }
      expect((within(dialog).getByLabelText("Email") as HTMLInputElement).type).toBe("email");
      expect((within(dialog).getByLabelText("Password") as HTMLInputElement).type).toBe("password");
    });

    it("registers through vendor/register", async () => {
      const { calls } = mockApi({ "POST /api/v1/vendor/register": () => json(201, { success: true, message: "Vendor registered" }) });
      renderPage();
      const dialog = await openDialog();
      fillDialog(dialog);
      fireEvent.click(within(dialog).getByRole("button", { name: "Register" }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith("/vendor/login"), { timeout: 3000 });
      expect(calls[0].body).toEqual({ name: "Tea Estates", email: "tea@example.com", mobile: "9876543210", password: "secret1", confirmPassword: "secret1" });
    });

    it("shows the server message, or 'Registration failed' without one", async () => {
      mockApi({ "POST /api/v1/vendor/register": () => json(400, { success: false }) });
      renderPage();
      const dialog = await openDialog();
      fillDialog(dialog);
      fireEvent.click(within(dialog).getByRole("button", { name: "Register" }));
      expect((await within(dialog).findByRole("alert")).textContent).toBe("Registration failed");
    });

    it("says 'Something went wrong!' when the server cannot be reached", async () => {
      vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
      renderPage();
      const dialog = await openDialog();
      fillDialog(dialog);
      fireEvent.click(within(dialog).getByRole("button", { name: "Register" }));
      expect((await within(dialog).findByRole("alert")).textContent).toBe("Something went wrong!");
    });
  });
});
