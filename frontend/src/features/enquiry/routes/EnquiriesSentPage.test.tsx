import { act, fireEvent, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { renderWithRouter } from "@/testing/render";
import { EnquiriesSentPage, REDIRECT_SECONDS } from "./EnquiriesSentPage";

// The confirmation after sending (SPEC sections 2, 9): home after 4 seconds, or at once.

afterEach(() => {
  vi.useRealTimers();
});

function countdown() {
  return screen.getByText(/Taking you to the home page/).textContent;
}

function location() {
  return screen.getByTestId("location").textContent;
}

describe("EnquiriesSentPage", () => {
  it("confirms the enquiry and goes home after 4 seconds, counting down", () => {
    vi.useFakeTimers();
    renderWithRouter(<EnquiriesSentPage data={null} />, { route: "/enquiries" });
    expect(REDIRECT_SECONDS).toBe(4);
    expect(screen.getByRole("heading", { level: 1, name: "Enquiry Sent Successfully!" })).toBeTruthy();
    expect(countdown()).toBe("Taking you to the home page in 4 seconds…");

    act(() => vi.advanceTimersByTime(1000));
    expect(countdown()).toBe("Taking you to the home page in 3 seconds…");
    act(() => vi.advanceTimersByTime(2999));
    expect(location()).toBe("/enquiries");
    act(() => vi.advanceTimersByTime(1));
    expect(location()).toBe("/");
  });

  it("'Go to Home Now' goes home at once; leaving the page stops the timers", () => {
    vi.useFakeTimers();
    const { unmount } = renderWithRouter(<EnquiriesSentPage data={null} />, { route: "/enquiries" });
    fireEvent.click(screen.getByRole("button", { name: "Go to Home Now" }));
    expect(location()).toBe("/");
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("starts no timer while rendering on the server", () => {
    vi.useFakeTimers();
    const html = renderToString(
      <MemoryRouter initialEntries={["/enquiries"]}>
        <EnquiriesSentPage data={null} />
      </MemoryRouter>,
    );
    expect(html).toContain("Go to Home Now");
    expect(vi.getTimerCount()).toBe(0);
  });
});
