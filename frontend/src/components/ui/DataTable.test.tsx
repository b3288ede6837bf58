import { fireEvent, render, screen } from "@testing-library/react";
import { DataTable } from "./DataTable";

// The shared list table: never-wrapping cells are marked for the CSS, long text
// is clamped with its whole value on hover and on click. (Whether it turns into cards is
// measured in a real browser: frontend/e2e/widths.test.mjs.)

type Row = { _id: string; email: string; note: string };
const rows: Row[] = [{ _id: "1", email: "sales@konkan-agro-exports.example", note: "Packed in 3 kg ventilated cartons, shipped in reefers." }];

describe("DataTable", () => {
  it("marks never-wrapping cells and clamps long text with the whole value one click away", () => {
    render(
      <DataTable
        rows={rows}
        columns={[
          { header: "Email", cell: (r) => r.email, nowrap: true },
          { header: "Note", cell: (r) => r.note, clamp: true },
        ]}
        actions={() => <button type="button">Edit</button>}
      />,
    );
    expect(screen.getByText(rows[0].email).closest("td")!.getAttribute("data-nowrap")).toBe("true");
    const note = screen.getByRole("button", { name: rows[0].note });
    expect(note.getAttribute("title")).toBe(rows[0].note);
    expect(note.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(note);
    expect(note.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Email", "Note", "Actions"]);
    expect(screen.getByRole("table").getAttribute("data-layout")).toBe("table");
  });
});
