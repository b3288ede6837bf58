import { fireEvent, screen } from "@testing-library/react";
import { renderWithRouter } from "@/testing/render";
import { JoinUsDialog } from "./JoinUsDialog";

// SPEC section 2: 'I'm a Buyer' → /userRegister, 'I'm a Supplier' → /supplierRegister,
// 'Maybe later' closes.

const TITLE = "Are you looking to buy or sell products?";

function openDialog() {
  fireEvent.click(screen.getByRole("button", { name: "Join Us" }));
  return screen.getByRole("dialog", { name: TITLE });
}

describe("JoinUsDialog", () => {
  it("opens with the question and three choices", () => {
    renderWithRouter(<JoinUsDialog />);
    expect(screen.queryByRole("dialog")).toBeNull();
    const dialog = openDialog();
    expect(dialog.textContent).toContain("I'm a Buyer");
    expect(dialog.textContent).toContain("I'm a Supplier");
    expect(dialog.textContent).toContain("Maybe later");
  });

  it("sends buyers to /userRegister and closes", () => {
    renderWithRouter(<JoinUsDialog />);
    openDialog();
    fireEvent.click(screen.getByRole("button", { name: "I'm a Buyer" }));
    expect(screen.getByTestId("location").textContent).toBe("/userRegister");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("sends suppliers to /supplierRegister", () => {
    renderWithRouter(<JoinUsDialog />);
    openDialog();
    fireEvent.click(screen.getByRole("button", { name: "I'm a Supplier" }));
    expect(screen.getByTestId("location").textContent).toBe("/supplierRegister");
  });

  it("closes on 'Maybe later' without navigating", () => {
    renderWithRouter(<JoinUsDialog />);
    openDialog();
    fireEvent.click(screen.getByRole("button", { name: "Maybe later" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByTestId("location").textContent).toBe("/");
  });
});
