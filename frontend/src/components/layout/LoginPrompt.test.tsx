import { act, fireEvent, screen } from "@testing-library/react";
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

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe("LoginPrompt", () => {
  it("opens for a visitor, closes, and reopens after 100 seconds", () => {
    renderWithRouter(<LoginPrompt signedIn={false} />);
    expect(screen.queryByRole("dialog")).toBeNull();
    advance(FIRST_OPEN_DELAY_MS);
    expect(screen.getByRole("dialog", { name: TITLE })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(Number(window.sessionStorage.getItem(CLOSED_AT_KEY))).toBeGreaterThan(0);
    advance(REOPEN_AFTER_MS - 1000);
    expect(screen.queryByRole("dialog")).toBeNull();
    advance(1000);
    expect(screen.getByRole("dialog", { name: TITLE })).toBeTruthy();
  });

  it("waits out the 100 seconds across page loads", () => {
    window.sessionStorage.setItem(CLOSED_AT_KEY, String(Date.now() - 40_000));
    renderWithRouter(<LoginPrompt signedIn={false} />);
    advance(59_000);
    expect(screen.queryByRole("dialog")).toBeNull();
    advance(1_000);
    expect(screen.getByRole("dialog", { name: TITLE })).toBeTruthy();
  });

  it("leads to the login page", () => {
    renderWithRouter(<LoginPrompt signedIn={false} />);
    advance(FIRST_OPEN_DELAY_MS);
    fireEvent.click(screen.getByRole("button", { name: "Login" }));
    expect(screen.getByTestId("location").textContent).toBe("/login");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("stays away from signed-in buyers and the login page", () => {
    const { unmount } = renderWithRouter(<LoginPrompt signedIn />);
    advance(REOPEN_AFTER_MS * 2);
    expect(screen.queryByRole("dialog")).toBeNull();
    unmount();
    renderWithRouter(<LoginPrompt signedIn={false} />, { route: "/login" });
    advance(REOPEN_AFTER_MS * 2);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
