import type { OrderSummary, OrderView } from "@/types/api";

// Orders shaped like the server's answers (OrderView, OrderSummary), for component tests.

export function orderView(over: Partial<OrderView> = {}): OrderView {
  return {
    _id: "o1",
    number: "TH-2026-000042",
    status: "placed",
    buyer: { name: "Rahul Mehta", company: "Mehta Food Imports", email: "buyer@example.com", phone: "+91 90000 00001", address: "Mumbai" },
    supplier: { name: "Konkan Agro", company: "Konkan Agro Exports", email: "vendor@example.com", phone: "+91 90000 00002", address: "Ratnagiri" },
    cancelReason: null,
    deliveryTerms: "Within 3 weeks",
    documents: [],
    enquiryId: "e1",
    events: [{ at: "2026-11-20T09:30:00Z", party: "site", status: "placed", note: "Quote revision 1 accepted" }],
    incoterm: "FOB",
    namedPlace: "Nhava Sheva",
    missingDocuments: ["commercial_invoice", "packing_list", "certificate_of_origin"],
    pack: "box of 5 kg",
    packContent: 5,
    paymentTerms: "advance",
    payments: [
      { seq: 1, part: "advance", percent: 30, due: "order", dueDays: 0, dueOn: "2026-11-20", overdue: true, amount: { amount: 1125, currency: "USD" }, sentAt: null, receivedAt: null, sentNote: null },
      { seq: 2, part: "balance", percent: 70, due: "shipment", dueDays: 30, dueOn: null, overdue: false, amount: { amount: 2625, currency: "USD" }, sentAt: null, receivedAt: null, sentNote: null },
    ],
    placedAt: "2026-11-20T09:30:00Z",
    price: { amount: 12.5, currency: "USD" },
    priceUnit: "box",
    productId: "p1",
    productTitle: "Mango",
    quantity: 300,
    quoteRevision: 1,
    quoteValidUntil: "2026-12-20",
    shipment: { carrier: null, container: null, eta: null, etd: null, transportDocument: null, vessel: null },
    total: { amount: 3750, currency: "USD" },
    unit: "box",
    updatedAt: "2026-11-20T09:30:00Z",
    varietyId: "v1",
    varietyTitle: "Alphonso",
    ...over,
  };
}

export function orderSummary(over: Partial<OrderSummary> = {}): OrderSummary {
  return {
    _id: "o1",
    number: "TH-2026-000042",
    buyerName: "Rahul Mehta",
    supplierName: "Konkan Agro Exports",
    placedAt: "2026-11-20T09:30:00Z",
    productTitle: "Mango",
    varietyTitle: "Alphonso",
    quantity: 300,
    unit: "box",
    status: "placed",
    total: { amount: 3750, currency: "USD" },
    ...over,
  };
}

export function orderPage(rows: OrderSummary[], over: { page?: number; total?: number } = {}) {
  return { success: true, message: "", data: rows, page: over.page ?? 1, pageSize: 20, total: over.total ?? rows.length, totalExact: true, next: null };
}
