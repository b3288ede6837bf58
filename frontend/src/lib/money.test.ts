import { formatCount, formatQuantity, formatRupees } from "./money";

describe("formatRupees", () => {
  it("groups digits the Indian way and shows paise only when there are any", () => {
    expect(formatRupees(1450)).toBe("₹1,450");
    expect(formatRupees(120000)).toBe("₹1,20,000");
    expect(formatRupees(64500000)).toBe("₹6,45,00,000");
    expect(formatRupees(2.65)).toBe("₹2.65");
    expect(formatRupees(1399.5)).toBe("₹1,399.50");
    expect(formatRupees(0)).toBe("₹0");
    expect(formatRupees(-5)).toBe("-₹5");
    expect(formatRupees(Number.NaN)).toBe("₹—");
  });

  it("formats quantities without the symbol", () => {
    expect(formatQuantity(500000)).toBe("5,00,000");
    expect(formatQuantity(2.5)).toBe("2.50");
  });

  it("marks a count the server stopped at its bound", () => {
    expect(formatCount(10000, false)).toBe("10,000+");
    expect(formatCount(1234)).toBe("1,234");
  });
});
