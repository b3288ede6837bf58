import { fireEvent, render, screen } from "@testing-library/react";
import { ListState } from "./ListState";

// The one loading / failed / empty block of lists: each screen's own words, a retry when
// the screen gives one, nothing once there are rows.

const base = { pending: false, failed: false, failedText: "Failed to fetch orders", empty: false, emptyText: "No orders yet." };

describe("ListState", () => {
  it("says it is loading, in the screen's words", () => {
    render(<ListState {...base} pending loadingText="Loading orders..." />);
    expect(screen.getByRole("status").textContent).toBe("Loading orders...");
  });

  it("shows the failure with a retry that calls back", () => {
    const onRetry = vi.fn();
    render(<ListState {...base} failed onRetry={onRetry} retryText="Try again" />);
    expect(screen.getByRole("alert").textContent).toBe("Failed to fetch orders Try again");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("shows the failure alone where the screen refreshes by itself", () => {
    render(<ListState {...base} failed />);
    expect(screen.getByRole("alert").textContent).toBe("Failed to fetch orders");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("says when the list is empty, and nothing once it has rows", () => {
    const { rerender, container } = render(<ListState {...base} empty />);
    expect(screen.getByRole("status").textContent).toBe("No orders yet.");
    rerender(<ListState {...base} />);
    expect(container.textContent).toBe("");
  });
});
