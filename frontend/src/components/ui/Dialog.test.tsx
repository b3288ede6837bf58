import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { Dialog, DialogContent, DialogTitle } from "./Dialog";

// Escape in an open list inside a dialog (the supplier's product picker) closes the list
// only: what was typed in the dialog stays.

function Picker() {
  const [open, setOpen] = useState(true);
  return (
    <input
      aria-label="Product"
      role="combobox"
      aria-expanded={open}
      aria-controls="list"
      onKeyDown={(e) => {
        if (e.key === "Escape") setOpen(false);
      }}
    />
  );
}

function Screen() {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>Add New Product</DialogTitle>
        <Picker />
      </DialogContent>
    </Dialog>
  );
}

describe("DialogContent", () => {
  it("lets Escape close an open list, then closes itself on the next Escape", () => {
    render(<Screen />);
    const field = screen.getByRole("combobox", { name: "Product" });
    field.focus();
    fireEvent.keyDown(field, { key: "Escape" });
    expect(screen.getByRole("dialog", { name: "Add New Product" })).toBeTruthy();
    expect(field.getAttribute("aria-expanded")).toBe("false");
    fireEvent.keyDown(field, { key: "Escape" });
    expect(screen.queryByRole("dialog", { name: "Add New Product" })).toBeNull();
  });
});
