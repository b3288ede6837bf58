import { filledOnly } from "./filled";

describe("filledOnly", () => {
  it("keeps the filled filters, in order, and leaves the empty ones out", () => {
    expect(filledOnly({ status: "open", supplier: "", buyer: "b1", from: "", to: "2026-01-31" })).toEqual({
      status: "open",
      buyer: "b1",
      to: "2026-01-31",
    });
  });
});
