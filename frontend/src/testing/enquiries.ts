import type { EnquiryView } from "@/types/api";

// One product enquiry as the admin and the supplier screens list it: a pending one with
// every optional detail filled in, and no reply unless the test gives one.

export function enquiryView(overrides: Partial<EnquiryView> = {}): EnquiryView {
  return {
    _id: "e1",
    name: "Asha Menon",
    company: "Menon Foods",
    email: "asha@example.com",
    phone: "9876543210",
    address: "12 Market Road",
    city: "Kochi",
    state: "Kerala",
    pincode: "682001",
    createdAt: "2026-11-20T09:30:00Z",
    deliveryDate: "2027-01-15",
    product: { id: "p1", title: "Black Pepper", variety: "Malabar Garbled", varietyId: "var1" },
    supplier: { id: "v1", listingId: "l1", name: "Spice Route Traders", price: 1250.5, currency: "INR", unit: "kg" },
    quantity: 250,
    unit: "kg",
    urgency: "urgent",
    packagingPreference: "eco-friendly",
    paymentTerms: "net30",
    certificationRequired: true,
    samplesRequired: false,
    additionalRequirements: "Steam sterilised",
    status: "pending",
  supplierReply: null,
    ...overrides,
  };
}
