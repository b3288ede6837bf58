import type { Tone } from "@/styles/theme";
import type { Money, OrderDocumentKind, OrderParty, OrderStatus, OrderView, PaymentLineView } from "@/types/api";
import { formatAmount } from "./like-for-like";

// Orders (an accepted quote become an order) as the buyer, the supplier and the back
// office show them: readable names of the server's codes, the tone of each status
// badge, and which steps each side may take in which status: the same table as the
// server's (domain/src/orders/steps.rs), so a button is only shown when its step can pass.

const STATUS_LABELS: Record<OrderStatus, string> = {
  placed: "Placed",
  confirmed: "Confirmed",
  advance_received: "Advance received",
  in_production: "In production",
  ready_to_ship: "Ready to ship",
  shipped: "Shipped",
  arrived: "Arrived",
  delivered: "Delivered",
  closed: "Closed",
  cancelled: "Cancelled",
};

/** Every status, in the order an order moves through them (the labels' keys: a status the
 *  server adds and this file does not name fails the typecheck). */
export const ORDER_STATUSES = Object.keys(STATUS_LABELS) as readonly OrderStatus[];

export function orderStatusLabel(status: string): string {
  return (STATUS_LABELS as Record<string, string>)[status] ?? status;
}

/** The badge tone of each status: new, moving, done or refused. */
export const ORDER_STATUS_TONES: Record<OrderStatus, Tone> = {
  placed: "warning",
  confirmed: "info",
  advance_received: "info",
  in_production: "info",
  ready_to_ship: "info",
  shipped: "info",
  arrived: "info",
  delivered: "success",
  closed: "success",
  cancelled: "danger",
};

const DOCUMENT_LABELS: Record<OrderDocumentKind, string> = {
  commercial_invoice: "Commercial invoice",
  packing_list: "Packing list",
  certificate_of_origin: "Certificate of origin",
  phytosanitary_certificate: "Phytosanitary certificate",
  bill_of_lading: "Bill of lading / air waybill",
  insurance_certificate: "Insurance certificate",
  other: "Other document",
};

export const DOCUMENT_KINDS = Object.keys(DOCUMENT_LABELS) as readonly OrderDocumentKind[];

export function documentKindLabel(kind: string): string {
  return (DOCUMENT_LABELS as Record<string, string>)[kind] ?? kind;
}

const PARTY_LABELS: Record<OrderParty, string> = { buyer: "Buyer", supplier: "Supplier", admin: "Admin", site: "Tradehub" };

export function partyLabel(party: string): string {
  return (PARTY_LABELS as Record<string, string>)[party] ?? party;
}

/** "Advance (30%)", "Balance (70%)", "Full amount". */
export function paymentLineLabel(line: Pick<PaymentLineView, "part" | "percent">): string {
  if (line.part === "full") return "Full amount";
  return `${line.part === "advance" ? "Advance" : "Balance"} (${line.percent}%)`;
}

/** When a line falls due: "30 days after shipment", "On order". */
export function paymentDueLabel(line: Pick<PaymentLineView, "due" | "dueDays">): string {
  const after = line.due === "order" ? "order" : line.due === "shipment" ? "shipment" : "delivery";
  return line.dueDays > 0 ? `${line.dueDays} days after ${after}` : `On ${after}`;
}

/** An amount with its currency's sign, or a dash when the server has none (a unit without a total). */
export function moneyText(money: Money | null | undefined): string {
  return money ? formatAmount(money) : "—";
}

export type OrderRole = "buyer" | "supplier" | "admin";

/** The steps a supplier may take from `status` (cancellation apart). */
const SUPPLIER_NEXT: Partial<Record<OrderStatus, readonly string[]>> = {
  placed: ["confirmed"],
  confirmed: ["in_production"],
  advance_received: ["in_production"],
  in_production: ["ready_to_ship"],
  ready_to_ship: ["shipped"],
  shipped: ["arrived"],
  delivered: ["closed"],
};

const CANCELLABLE: readonly OrderStatus[] = ["placed", "confirmed", "advance_received", "in_production", "ready_to_ship"];

export type OrderStep = "confirmed" | "in_production" | "ready_to_ship" | "shipped" | "arrived" | "delivered" | "closed" | "cancelled";

/** The steps `role` may ask for on an order in `status`, in the order the buttons show. */
export function stepsFor(role: OrderRole, status: OrderStatus): OrderStep[] {
  if (role === "admin") return [];
  const steps: OrderStep[] = [];
  if (role === "supplier") steps.push(...((SUPPLIER_NEXT[status] ?? []) as OrderStep[]));
  if (role === "buyer" && status === "arrived") steps.push("delivered");
  if (CANCELLABLE.includes(status)) steps.push("cancelled");
  return steps;
}

const STEP_LABELS: Record<OrderStep, string> = {
  confirmed: "Confirm order",
  in_production: "Mark in production",
  ready_to_ship: "Mark ready to ship",
  shipped: "Mark shipped",
  arrived: "Mark arrived",
  delivered: "Confirm delivery",
  closed: "Close order",
  cancelled: "Cancel order",
};

export function stepLabel(step: OrderStep): string {
  return STEP_LABELS[step];
}

/** Whether the order has shipment details worth a section. */
export function hasShipment(order: Pick<OrderView, "shipment">): boolean {
  const s = order.shipment;
  return Boolean(s.carrier || s.transportDocument || s.vessel || s.container || s.etd || s.eta);
}

/** Whether a payment line may be marked now: sent by the buyer, received by the supplier. */
export function canMarkPayment(role: OrderRole, line: PaymentLineView, status: OrderStatus): boolean {
  if (status === "cancelled") return false;
  if (role === "buyer") return !line.sentAt && !line.receivedAt;
  if (role === "supplier") return !line.receivedAt;
  return false;
}
