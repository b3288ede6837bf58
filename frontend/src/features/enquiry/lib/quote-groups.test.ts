import { enquiry } from "../testing/fixtures";
import { acceptBlock, cheapestId, groupEnquiries, quoteState } from "./quote-groups";
import type { QuoteView } from "@/types/api";

// Which enquiries make one request, and what a buyer may do with a quote.

const quote = (overrides: Partial<QuoteView> = {}): QuoteView => ({
  price: 100,
  unit: "kg",
  minOrder: null,
  validUntil: "2099-01-01",
  deliveryTerms: "FOB",
  message: null,
  revision: 1,
  quotedAt: "2026-03-06T12:00:00Z",
  expired: false,
  pricePerKg: { amount: 100, currency: "INR" },
  total: { amount: 2500, currency: "INR" },
  comparable: { amount: 100, currency: "INR" },
  converted: null,
  comparablePrice: 100,
  comparableUnit: "kg",
  currency: "INR",
  incoterm: "FOB",
  namedPlace: "Nhava Sheva",
  ...overrides,
});

describe("quote groups", () => {
  it("keeps a request's enquiries together where its newest one is, and lone ones apart", () => {
    const items = groupEnquiries([
      enquiry({ _id: "a", requestId: "r1" }),
      enquiry({ _id: "b", requestId: null }),
      enquiry({ _id: "c", requestId: "r1" }),
      enquiry({ _id: "d", requestId: "r2" }),
    ]);
    expect(items.map((i) => (i.kind === "single" ? i.enquiry._id : `${i.requestId}:${i.enquiries.map((e) => e._id).join("")}`))).toEqual([
      "r1:ac",
      "b",
      "d",
    ]);
  });

  it("says why a quote cannot be accepted", () => {
    expect(acceptBlock(enquiry({ quote: null }))).toBe("no-quote");
    expect(acceptBlock(enquiry({ quote: quote({ expired: true }) }))).toBe("expired");
    expect(acceptBlock(enquiry({ quote: quote(), quoteOutcome: "closed" }))).toBe("decided");
    expect(acceptBlock(enquiry({ quote: quote(), status: "rejected" }))).toBe("decided");
    expect(acceptBlock(enquiry({ quote: quote() }))).toBeNull();
  });

  it("names the state and the lowest total of the valid quotes", () => {
    expect(quoteState(enquiry({ quote: quote({ revision: 3 }) }))).toBe("Quoted (revision 3)");
    expect(quoteState(enquiry({ quote: quote(), quoteOutcome: "closed" }))).toBe("Closed: another quote was accepted");
    expect(quoteState(enquiry({ quote: null }))).toBeNull();
    const rows = [
      enquiry({ _id: "x", quote: quote({ comparablePrice: 300 }) }),
      // US$24 a kg at ₹83.50 is ₹2,004: dearer than ₹300, whatever the bare numbers say.
      enquiry({ _id: "w", quote: quote({ price: 24, currency: "USD", comparablePrice: 2004 }) }),
      enquiry({ _id: "y", quote: quote({ comparablePrice: 200 }) }),
      enquiry({ _id: "z", quote: quote({ comparablePrice: 100, expired: true }) }),
    ];
    expect(cheapestId(rows)).toBe("y");
    expect(cheapestId(rows.slice(0, 1))).toBeNull();
  });
});
