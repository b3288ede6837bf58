import { configure, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { json, mockApi, ok } from "@/testing/api-mock";
import { INVALID_LINK, ResetPasswordPage, tokenFromFragment } from "./ResetPasswordPage";

configure({ asyncUtilTimeout: 5000 });

const DONE = "Your password has been reset. Please sign in with your new password.";

/** The mailed link's fragment carries the token; the page reads it from the address. */
function renderPage(token: string, role: "user" | "vendor" = "user") {
  window.location.hash = token ? `#token=${token}` : "";
  return render(
    <MemoryRouter initialEntries={["/reset-password"]}>
      <ResetPasswordPage data={{ role }} />
    </MemoryRouter>,
  );
}

function choose(password: string, confirm: string) {
  fireEvent.change(screen.getByLabelText("New Password"), { target: { value: password } });
  fireEvent.change(screen.getByLabelText("Confirm Password"), { target: { value: confirm } });
  fireEvent.click(screen.getByRole("button", { name: "Set new password" }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = "";
});

describe("ResetPasswordPage", () => {
  it("sets the new password with the link's token, then offers to sign in", async () => {
    const { calls } = mockApi({ "POST /api/v1/user/resetPassword": () => ok("POST /api/v1/user/resetPassword", { success: true, message: DONE }) });
    renderPage("abc123");
    choose("brand-new1", "brand-new1");
    expect((await screen.findByRole("status")).textContent).toBe(DONE);
    expect(calls).toEqual([
      { method: "POST", path: "/api/v1/user/resetPassword", body: { token: "abc123", password: "brand-new1", confirmPassword: "brand-new1" } },
    ]);
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe("/login");
  });

  it("uses the supplier call for a supplier's link", async () => {
    const { calls } = mockApi({ "POST /api/v1/vendor/resetPassword": () => ok("POST /api/v1/vendor/resetPassword", { success: true, message: DONE }) });
    renderPage("abc123", "vendor");
    choose("brand-new1", "brand-new1");
    await screen.findByRole("status");
    expect(calls[0].path).toBe("/api/v1/vendor/resetPassword");
  });

  it("applies the spec's password rules before sending", async () => {
    const { calls } = mockApi({});
    renderPage("abc123");
    choose("12345", "12345");
    expect(await screen.findByText("Password must be at least 6 characters")).toBeTruthy();
    choose("123456", "1234567");
    expect(await screen.findByText("Passwords do not match")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("says when the link is used or expired, with a way to ask again", async () => {
    mockApi({ "POST /api/v1/vendor/resetPassword": () => json(400, { success: false, message: INVALID_LINK }) });
    renderPage("dead01", "vendor");
    choose("brand-new1", "brand-new1");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(INVALID_LINK);
    expect(screen.getByRole("link", { name: "Request a new link" }).getAttribute("href")).toBe("/forgot-password?role=vendor");
  });

  it("reads only the token of the fragment", () => {
    expect(tokenFromFragment("#token=ab12CD")).toBe("ab12CD");
    expect(tokenFromFragment("#x=1&token=ab%3C%3E 12")).toBe("ab12");
    expect(tokenFromFragment("")).toBe("");
  });

  it("refuses at once a link without a token", async () => {
    renderPage("");
    expect((await screen.findByRole("alert")).textContent).toContain(INVALID_LINK);
    expect((screen.getByRole("button", { name: "Set new password" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
