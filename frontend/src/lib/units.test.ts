import { describe, expect, it } from "vitest";
import { quantityWithUnit, unitFor } from "./units";

describe("quantityWithUnit", () => {
  it("puts words in the plural and leaves symbols alone", () => {
    expect(quantityWithUnit(1, "box")).toBe("1 box");
    expect(quantityWithUnit(2400, "box")).toBe("2,400 boxes");
    expect(quantityWithUnit(200, "kg")).toBe("200 kg");
    expect(quantityWithUnit(1.5, "ton")).toBe("1.50 tons");
    expect(quantityWithUnit(120000, "packet")).toBe("1,20,000 packets");
    expect(unitFor(3, "dozen")).toBe("dozen");
  });
});
