import { configure, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { json, mockApi, ok } from "@/testing/api-mock";
import { ForgotPasswordPage } from "./ForgotPasswordPage";

configure({ asyncUtilTimeout: 5000 });

const SENT = "If an account with this email exists, we have sent it a link to reset the password. The link is valid for one hour.";

function renderPage(role: "user" | "vendor" = "user") {
  return render(
    <MemoryRouter initialEntries={["/forgot-password"]}>
      <ForgotPasswordPage data={{ role }} />
    </MemoryRouter>,
  );
}

function send(email: string) {
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: email } });
  fireEvent.click(screen.getByRole("button", { name: "Send reset link" }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ForgotPasswordPage", () => {
  it("starts on the login tab's account kind and asks the buyer call", async () => {
    const { calls } = mockApi({ "POST /api/v1/user/forgotPassword": () => ok("POST /api/v1/user/forgotPassword", { success: true, message: SENT }) });
    renderPage();
    expect((screen.getByLabelText("Account") as HTMLSelectElement).value).toBe("user");
    send(" buyer@example.com ");
    expect((await screen.findByRole("status")).textContent).toBe(SENT);
    expect(calls).toEqual([{ method: "POST", path: "/api/v1/user/forgotPassword", body: { email: "buyer@example.com" } }]);
  });

  it("sends a supplier's request to the supplier call", async () => {
    const { calls } = mockApi({ "POST /api/v1/vendor/forgotPassword": () => ok("POST /api/v1/vendor/forgotPassword", { success: true, message: SENT }) });
    renderPage("vendor");
    expect((screen.getByLabelText("Account") as HTMLSelectElement).value).toBe("vendor");
    send("seller@example.com");
    await screen.findByRole("status");
    expect(calls[0].path).toBe("/api/v1/vendor/forgotPassword");

    fireEvent.change(screen.getByLabelText("Account"), { target: { value: "user" } });
    mockApi({ "POST /api/v1/user/forgotPassword": () => ok("POST /api/v1/user/forgotPassword", { success: true, message: SENT }) });
    send("buyer@example.com");
    await screen.findByRole("status");
  });

  it("checks the e-mail before asking", async () => {
    const { calls } = mockApi({});
    renderPage();
    send("not-an-email");
    expect(await screen.findByText("Email is invalid")).toBeTruthy();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(calls).toEqual([]);
  });

  it("shows the server's refusal, such as the rate limit", async () => {
    mockApi({ "POST /api/v1/user/forgotPassword": () => json(429, { success: false, message: "Too many password reset requests. Please try again later." }) });
    renderPage();
    send("buyer@example.com");
    expect((await screen.findByRole("alert")).textContent).toBe("Too many password reset requests. Please try again later.");
    expect(screen.queryByRole("status")).toBeNull();
  });
});
