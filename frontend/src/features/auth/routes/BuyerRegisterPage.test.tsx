import { configure, fireEvent, screen, waitFor } from "@testing-library/react";
import { renderWithRouter } from "@/testing/render";
import { json, mockApi } from "@/testing/api-mock";
import { BuyerRegisterPage } from "./BuyerRegisterPage";

// Generous waits: the suite shares two cores with builds.
configure({ asyncUtilTimeout: 5000 });

// SPEC section 5, user registration: each rule's message, tied to its field; the
// server's message in a banner; success, then /login after 1.5 seconds.

function renderPage() {
  return renderWithRouter(<BuyerRegisterPage />, { route: "/userRegister" });
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function submit() {
  fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
}

function fillValid() {
  type("Full Name", "Asha Rao");
  type("Email", "asha@example.com");
  type("Password", "secret1");
  type("Confirm Password", "secret1");
  type("Street Address", "12 Harbour Road");
  type("City", "Mumbai");
  type("State", "Maharashtra");
  type("ZIP Code", "400001");
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("BuyerRegisterPage", () => {
  it("shows every required-field message and sends nothing", async () => {
    const { calls } = mockApi({});
    renderPage();
    submit();
    for (const message of ["Name is required", "Email is required", "Password is required", "Street address is required", "City is required"]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(calls).toEqual([]);
  });

  it("ties each message to its field", async () => {
    renderPage();
    submit();
    const error = await screen.findByText("City is required");
    const city = screen.getByLabelText("City");
    expect(city.getAttribute("aria-invalid")).toBe("true");
    expect(city.getAttribute("aria-describedby")).toBe(error.id);
  });

  it("says 'Email is invalid' for a malformed address", async () => {
    renderPage();
    type("Email", "not-an-email");
    submit();
    expect(await screen.findByText("Email is invalid")).toBeTruthy();
  });

  it("says 'Password must be at least 6 characters' for a short password", async () => {
    renderPage();
    type("Password", "12345");
    submit();
    expect(await screen.findByText("Password must be at least 6 characters")).toBeTruthy();
  });

  it("says 'Passwords do not match' when the confirmation differs", async () => {
    renderPage();
    type("Password", "secret1");
    type("Confirm Password", "secret2");
    submit();
    expect(await screen.findByText("Passwords do not match")).toBeTruthy();
  });

  it("offers five countries with India first and selected", () => {
    renderPage();
    const country = screen.getByLabelText("Country") as HTMLSelectElement;
    expect(country.value).toBe("India");
    expect([...country.options].map((o) => o.value)).toEqual(["India", "United States", "United Kingdom", "Canada", "Australia"]);
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
  });

  it("shows the server's message in a banner", async () => {
    mockApi({ "POST /api/v1/user/signup": () => json(409, { success: false, message: "An account with this email already exists" }) });
    renderPage();
    fillValid();
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("An account with this email already exists");
  });

  it("falls back to 'Registration failed. Please try again.'", async () => {
    mockApi({ "POST /api/v1/user/signup": () => new Response("oops", { status: 500 }) });
    renderPage();
    fillValid();
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("Registration failed. Please try again.");
  });

  it("registers with one address, then moves to /login after 1.5 seconds", async () => {
    const { calls } = mockApi({
      "POST /api/v1/user/signup": () => json(201, { success: true, message: "Signup successful", user: { _id: "u1" } }),
    });
    renderPage();
    fillValid();
    fireEvent.change(screen.getByLabelText("Country"), { target: { value: "Canada" } });
    const started = Date.now();
    submit();

    expect(await screen.findAllByText(/Registration Successful!/)).not.toHaveLength(0);
    expect(calls[0].body).toEqual({
      name: "Asha Rao",
      email: "asha@example.com",
      password: "secret1",
      confirmPassword: "secret1",
      addresses: [{ label: "Home", street: "12 Harbour Road", city: "Mumbai", state: "Maharashtra", zip: "400001", country: "Canada" }],
    });
    expect(screen.getByTestId("location").textContent).toBe("/userRegister");
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/login"), { timeout: 3000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
  });
});
