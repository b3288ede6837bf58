import { configure, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { deferred, json, mockApi, ok } from "@/testing/api-mock";
import { browserNavigation } from "@/lib/destinations";
import { LoginPage } from "./LoginPage";

// Generous waits: the suite shares two cores with builds.
configure({ asyncUtilTimeout: 5000 });

// SPEC section 2, /login: two tabs (user first), headings, cleared fields on switching,
// 'Signing in...' while busy, and where each role lands afterwards.

function renderLogin(redirect: string | null = null) {
  return render(
    <MemoryRouter initialEntries={["/login"]}>
      <LoginPage data={{ redirect }} />
    </MemoryRouter>,
  );
}

function tab(name: string) {
  return screen.getByRole("tab", { name });
}

/** Radix tabs activate on mouse down (and on focus), not on click. */
function chooseTab(name: string) {
  fireEvent.mouseDown(tab(name), { button: 0 });
}

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: email } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
}

function submit() {
  fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe("LoginPage", () => {
  it("starts on User Login and switches the heading with the tab", () => {
    renderLogin();
    expect(tab("User Login").getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("heading", { level: 1, name: "Welcome Back User" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe("/userRegister");

    chooseTab("Supplier Login");
    expect(tab("Supplier Login").getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("heading", { level: 1, name: "Supplier Portal" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe("/supplierRegister");
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe("/forgot-password?role=vendor");
    chooseTab("User Login");
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe("/forgot-password");
  });

  it("clears the fields when switching tabs", () => {
    renderLogin();
    fill("buyer@example.com", "secret1");
    fireEvent.click(screen.getByLabelText("Remember me"));
    chooseTab("Supplier Login");
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Password") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Remember me") as HTMLInputElement).checked).toBe(false);
    fill("supplier@example.com", "secret2");
    chooseTab("User Login");
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("");
  });

  it("shows and hides the password", () => {
    renderLogin();
    const password = screen.getByLabelText("Password") as HTMLInputElement;
    expect(password.type).toBe("password");
    fireEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(password.type).toBe("text");
    fireEvent.click(screen.getByRole("button", { name: "Hide password" }));
    expect(password.type).toBe("password");
  });

  it("requires email and password", async () => {
    const { calls } = mockApi({});
    renderLogin();
    submit();
    expect(await screen.findByText("Email is required")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-describedby")).toBe(screen.getByText("Email is required").id);
    expect(calls).toEqual([]);
  });

  it("reads 'Signing in...' while busy, then goes to the redirect path", async () => {
    const answer = deferred<Response>();
    const { calls } = mockApi({ "POST /api/v1/user/login": () => answer.promise });
    renderLogin("/products/fresh-fruits");
    fill("buyer@example.com", "secret1");
    fireEvent.click(screen.getByLabelText("Remember me"));
    submit();

    const busy = await screen.findByRole("button", { name: "Signing in..." });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(calls[0].body).toEqual({ email: "buyer@example.com", password: "secret1", remember: true });

    answer.resolve(
      ok("POST /api/v1/user/login", { success: true, message: "Login successful", token: "t", user: { id: "u1", _id: "u1", name: "Asha", email: "buyer@example.com" } }),
    );
    expect(await screen.findByText("Login Successful!")).toBeTruthy();
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/products/fresh-fruits"));
  });

  it("ignores a redirect to another site and goes home", async () => {
    mockApi({ "POST /api/v1/user/login": () => json(200, { success: true, message: "Login successful", user: { id: "u1" } }) });
    renderLogin("//evil.example/steal");
    fill("buyer@example.com", "secret1");
    submit();
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/"));
  });

  it("returns to a pending enquiry with its offer", async () => {
    mockApi({ "POST /api/v1/user/login": () => json(200, { success: true, message: "Login successful", user: { id: "u1" } }) });
    renderLogin("/enquiry?listing=abc-123");
    fill("buyer@example.com", "secret1");
    submit();
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/enquiry?listing=abc-123"));
  });

  it("shows 'Login Failed!' with the server message", async () => {
    mockApi({ "POST /api/v1/user/login": () => json(401, { success: false, message: "Invalid email or password" }) });
    renderLogin();
    fill("buyer@example.com", "wrong-password");
    submit();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Login Failed!");
    expect(alert.textContent).toContain("Invalid email or password");
    expect(screen.getByRole("button", { name: "Sign in" })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    [{ verified: true, hasSubmittedRegistration: true }, "/vendor/enquiries"],
    [{ verified: false, hasSubmittedRegistration: true }, "/vendor/registration-status"],
    [{ verified: false, hasSubmittedRegistration: false }, "/vendor/complete-registration"],
  ])("routes a supplier by status %o to %s", async (status, target) => {
    const { calls } = mockApi({
      "POST /api/v1/vendor/vendorLogin": () => json(200, { success: true, message: "Login successful", id: "v1", blocked: false, ...status }),
    });
    renderLogin("/products");
    chooseTab("Supplier Login");
    fill("supplier@example.com", "secret1");
    submit();
    expect(await screen.findByText("Supplier Login Successful!")).toBeTruthy();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(target));
    expect(calls[0].path).toBe("/api/v1/vendor/vendorLogin");
  });

  it("tells a blocked supplier so", async () => {
    mockApi({
      "POST /api/v1/vendor/vendorLogin": () => json(403, { success: false, message: "Your account has been blocked by admin" }),
    });
    renderLogin();
    chooseTab("Supplier Login");
    fill("supplier@example.com", "secret1");
    submit();
    expect((await screen.findByRole("alert")).textContent).toContain("Your account has been blocked by admin");
    expect(assign).not.toHaveBeenCalled();
  });
});
