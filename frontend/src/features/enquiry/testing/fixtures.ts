import type { PageProps } from "@/types/api";
import { site } from "@/testing/fixtures";
import type { EnquiryView, EnquiryData, QuoteView } from "@/types/api";

// Props and API answers shaped like the Rust side's (server/src/pages/enquiry.rs,
// domain/src/enquiries/view.rs), for the enquiry feature's tests.

const offer: NonNullable<EnquiryData["offer"]> = {
  listingId: "4b6f0c1e-0000-4000-8000-000000000001",
  vendorId: "v-1",
  vendorName: "Konkan Orchards",
  location: "Ratnagiri, Maharashtra",
  price: 120000,
  currency: "INR",
  unit: "ton",
  quantityAvailable: 250,
  notes: "Grade A, carton packed",
  productId: "p-1",
  productTitle: "Mango",
  productSlug: "mango",
  productImage: null,
  varietyId: "var-1",
  varietyTitle: "Alphonso",
  varietySlug: "alphonso",
};

export const enquiryData: EnquiryData = {
  offer,
  // The server sends the single offer alone in `offers` too.
  offers: [offer],
  error: null,
  prefill: {
    name: "Asha Rao",
    email: "asha@example.com",
    phone: null,
    address: "12 Harbour Road",
    city: "Mumbai",
    state: "Maharashtra",
    pincode: "400001",
  },
  options: {
    units: ["kg", "ton", "quintal"],
    urgencies: ["normal", "urgent", "very-urgent"],
    packagingPreferences: ["standard", "eco-friendly", "custom"],
    paymentTerms: ["net30", "net15", "advance", "cod"],
  },
};

export const enquiryProps: PageProps<EnquiryData> = {
  page: "enquiry",
  status: 200,
  meta: { title: "Send an enquiry | Tradehub", description: "", canonical: "http://localhost/enquiry", noindex: false },
  site: { ...site, user: { id: "u-1", name: "Asha Rao" } },
  data: enquiryData,
};

export function enquiry(overrides: Partial<EnquiryView> = {}): EnquiryView {
  return {
    _id: "e-1",
    // Midday UTC: the same calendar day in every time zone the tests may run in.
    createdAt: "2026-03-05T12:00:00Z",
    name: "Asha Rao",
    email: "asha@example.com",
    phone: "+91 98765 43210",
    company: "Asha Foods",
    address: "12 Harbour Road",
    city: "Mumbai",
    state: "Maharashtra",
    pincode: "400001",
    quantity: 25,
    unit: "ton",
    urgency: "urgent",
    deliveryDate: "2026-04-15",
    additionalRequirements: "Cold chain please",
    packagingPreference: "eco-friendly",
    paymentTerms: "advance",
    certificationRequired: true,
    samplesRequired: false,
    product: { id: "p-1", title: "Mango", variety: "Alphonso", varietyId: "var-1" },
    supplier: { id: "v-1", name: "Konkan Orchards", price: 120000, currency: "INR", unit: "ton", listingId: "l-1" },
    status: "pending",
    ...overrides,
  };
}

/** A supplier's quote in dollars, first revision, for the negotiation's tests. */
export function quoteOf(overrides: Partial<QuoteView> = {}): QuoteView {
  return {
    price: 3.5,
    currency: "USD",
    unit: "kg",
    minOrder: null,
    validUntil: "2099-01-31",
    deliveryTerms: "Vessel within 3 weeks",
    message: null,
    revision: 1,
    quotedAt: "2026-11-28T10:00:00Z",
    expired: false,
    pricePerKg: { amount: 3.5, currency: "USD" },
    total: { amount: 1750, currency: "USD" },
    comparable: { amount: 3.5, currency: "USD" },
    converted: null,
    comparablePrice: 292.25,
    comparableUnit: "kg",
    packContent: null,
    incoterm: "FOB",
    namedPlace: "Nhava Sheva",
  ...overrides,
  };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}
