import { act, fireEvent, screen } from "@testing-library/react";
import { json, mockApi } from "@/testing/api-mock";
import { renderWithRouter } from "@/testing/render";
import { CLOSED_AT_KEY, FIRST_OPEN_DELAY_MS, LoginPrompt, REOPEN_AFTER_MS } from "./LoginPrompt";

// SPEC sections 2, 9: visitors who are not signed in get the login prompt; it can be
// closed and comes back after 100 seconds.

const TITLE = "Log in to Tradehub";

beforeEach(() => {
  vi.useFakeTimers();
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

// Moves the clock, then lets the lazily loaded dialog module settle.
async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
  await act(async () => {
    await import("./LoginPromptDialog");
  });
}

describe("LoginPrompt", () => {
  it("opens for a visitor, closes, and reopens after 100 seconds", async () => {
    renderWithRouter(<LoginPrompt signedIn={false} />);
    expect(screen.queryByRole("dialog")).toBeNull();
    await advance(FIRST_OPEN_DELAY_MS);
    expect(screen.getByRole("dialog", { name: TITLE })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(Number(window.sessionStorage.getItem(CLOSED_AT_KEY))).toBeGreaterThan(0);
    await advance(REOPEN_AFTER_MS - 1000);
    expect(screen.queryByRole("dialog")).toBeNull();
    await advance(1000);
    expect(screen.getByRole("dialog", { name: TITLE })).toBeTruthy();
  });

  it("closes on Escape (the dialog's cancel) and waits 100 seconds again", async () => {
    renderWithRouter(<LoginPrompt signedIn={false} />);
    await advance(FIRST_OPEN_DELAY_MS);
    fireEvent(screen.getByRole("dialog", { name: TITLE }), new Event("cancel", { cancelable: true }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(Number(window.sessionStorage.getItem(CLOSED_AT_KEY))).toBeGreaterThan(0);
  });

  it("waits out the 100 seconds across page loads", async () => {
    window.sessionStorage.setItem(CLOSED_AT_KEY, String(Date.now() - 40_000));
    renderWithRouter(<LoginPrompt signedIn={false} />);
    await advance(59_000);
    expect(screen.queryByRole("dialog")).toBeNull();
    await advance(1_000);
    expect(screen.getByRole("dialog", { name: TITLE })).toBeTruthy();
  });

  it("leads to the login page", async () => {
    renderWithRouter(<LoginPrompt signedIn={false} />);
    await advance(FIRST_OPEN_DELAY_MS);
    fireEvent.click(screen.getByRole("button", { name: "Login" }));
    expect(screen.getByTestId("location").textContent).toBe("/login");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("stays away from signed-in buyers and the login page", async () => {
    const { unmount } = renderWithRouter(<LoginPrompt signedIn />);
    await advance(REOPEN_AFTER_MS * 2);
    expect(screen.queryByRole("dialog")).toBeNull();
    unmount();
    renderWithRouter(<LoginPrompt signedIn={false} />, { route: "/login" });
    await advance(REOPEN_AFTER_MS * 2);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("stays closed while a supplier or an admin is signed in", async () => {
    const answer = { success: true, user: null, vendor: { id: "v1" }, admin: null };
    mockApi({ "GET /api/v1/session": () => json(200, answer) });
    try {
      renderWithRouter(<LoginPrompt signedIn={false} />);
      await advance(FIRST_OPEN_DELAY_MS * 3);
      expect(screen.queryByRole("dialog")).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
