import { convertedLine, formatAmount, priceLine, quoteLine, rateDay, rateNote } from "./like-for-like";

describe("amounts with their own currency", () => {
  it("writes each amount with its own sign", () => {
    expect(formatAmount({ amount: 3.5, currency: "USD" })).toBe("US$3.50");
    expect(formatAmount({ amount: 310000, currency: "INR" })).toBe("₹3,10,000");
    expect(formatAmount({ amount: 1234.5, currency: "EUR" })).toBe("€1,234.50");
    expect(formatAmount({ amount: 19.5, currency: "AED" })).toBe("AED 19.50");
  });

  it("says a quote with its currency, pack and terms, never a dollar price with ₹", () => {
    const quote = {
      price: 17.5,
      currency: "USD" as const,
      unit: "box",
      packContent: 5,
      comparableUnit: "kg" as const,
      comparable: { amount: 3.5, currency: "USD" as const },
      comparablePrice: 295.75,
      incoterm: "CIF" as const,
      namedPlace: "Jebel Ali",
    };
    expect(quoteLine(quote)).toBe("US$17.50 / box of 5 kg · US$3.50 / kg · CIF Jebel Ali");
    expect(quoteLine(quote)).not.toContain("₹");
    // A quote from before terms were data says none.
    expect(quoteLine({ ...quote, incoterm: null, namedPlace: null })).toBe("US$17.50 / box of 5 kg · US$3.50 / kg");
    // An offer (rupees) compares per kg from its rupee figure.
    expect(priceLine({ price: 1380, unit: "box", packContent: 5, comparableUnit: "kg", comparablePrice: 276 })).toBe("₹1,380 / box of 5 kg · ₹276 / kg");
  });

  it("shows the server's converted figure with its rate's day", () => {
    expect(rateDay("2026-11-28")).toBe("28 Nov");
    expect(convertedLine({ amount: 292.25, currency: "INR", rateDate: "2026-11-28" }, "kg")).toBe("≈ ₹292.25 / kg (rate of 28 Nov)");
    expect(convertedLine({ amount: 3.31, currency: "USD", rateDate: "2026-11-02" })).toBe("≈ US$3.31 (rate of 2 Nov)");
    expect(convertedLine(null, "kg")).toBeNull();
  });

  it("says when the chosen currency has no rate yet", () => {
    expect(rateNote({ code: "USD", rate: null })).toBe("No USD rate yet: prices are shown in ₹");
    expect(rateNote({ code: "INR", rate: null })).toBeNull();
    expect(rateNote({ code: "EUR", rate: { currency: "EUR", rate: 89.2, date: "2026-11-28", stale: false } })).toBe("EUR at ₹89.2, rate of 28 Nov");
  });
});
