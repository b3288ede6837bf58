import { canMarkPayment, moneyText, paymentDueLabel, stepsFor } from "./orders";
import { orderView } from "@/testing/orders";

describe("order steps", () => {
  it("offers the buyer delivery only once arrived, and cancellation only before shipment", () => {
    expect(stepsFor("buyer", "placed")).toEqual(["cancelled"]);
    expect(stepsFor("buyer", "ready_to_ship")).toEqual(["cancelled"]);
    expect(stepsFor("buyer", "shipped")).toEqual([]);
    expect(stepsFor("buyer", "arrived")).toEqual(["delivered"]);
    expect(stepsFor("buyer", "delivered")).toEqual([]);
  });

  it("walks the supplier through the milestones in the server's order", () => {
    expect(stepsFor("supplier", "placed")).toEqual(["confirmed", "cancelled"]);
    expect(stepsFor("supplier", "advance_received")).toEqual(["in_production", "cancelled"]);
    expect(stepsFor("supplier", "ready_to_ship")).toEqual(["shipped", "cancelled"]);
    expect(stepsFor("supplier", "shipped")).toEqual(["arrived"]);
    expect(stepsFor("supplier", "arrived")).toEqual([]);
    expect(stepsFor("supplier", "delivered")).toEqual(["closed"]);
    expect(stepsFor("supplier", "cancelled")).toEqual([]);
  });

  it("gives admins no steps (they correct the status instead)", () => {
    expect(stepsFor("admin", "placed")).toEqual([]);
  });
});

describe("payment lines", () => {
  const [advance] = orderView().payments;

  it("writes amounts with their currency sign", () => {
    expect(moneyText(advance.amount)).toBe("US$1,125.00");
    expect(moneyText({ amount: 150000, currency: "INR" })).toBe("₹1,50,000");
    expect(moneyText(null)).toBe("—");
  });

  it("says when a line falls due", () => {
    expect(paymentDueLabel({ due: "shipment", dueDays: 30 })).toBe("30 days after shipment");
    expect(paymentDueLabel({ due: "order", dueDays: 0 })).toBe("On order");
  });

  it("lets the buyer mark a line sent once and the supplier mark it received", () => {
    expect(canMarkPayment("buyer", advance, "placed")).toBe(true);
    expect(canMarkPayment("buyer", { ...advance, sentAt: "2026-11-21T00:00:00Z" }, "placed")).toBe(false);
    expect(canMarkPayment("supplier", { ...advance, sentAt: "2026-11-21T00:00:00Z" }, "placed")).toBe(true);
    expect(canMarkPayment("supplier", { ...advance, receivedAt: "2026-11-22T00:00:00Z" }, "placed")).toBe(false);
    expect(canMarkPayment("supplier", advance, "cancelled")).toBe(false);
  });
});
