import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ApiError } from "@/lib/api";
import { orderView } from "@/testing/orders";
import type { OrderView } from "@/types/api";
import { OrderDetail, type OrderCalls } from "./OrderDetail";

// One order whole, as its buyer, its supplier and an admin see it.

function calls(over: Partial<OrderCalls> = {}): OrderCalls {
  return {
    step: vi.fn(async () => orderView()),
    payment: vi.fn(async () => orderView()),
    upload: vi.fn(async () => orderView()),
    document: vi.fn(async () => ({ blob: new Blob(["%PDF"]), filename: "doc.pdf" })),
    proforma: vi.fn(async () => ({ blob: new Blob(["%PDF"]), filename: "proforma.pdf" })),
    ...over,
  };
}

function renderOrder(order: OrderView, role: "buyer" | "supplier" | "admin" = "buyer", c = calls(), onChange = vi.fn()) {
  render(<OrderDetail order={order} role={role} calls={c} onChange={onChange} />);
  return { calls: c, onChange };
}

describe("order detail", () => {
  it("shows the frozen terms with every amount in its currency", () => {
    renderOrder(orderView());
    expect(screen.getByRole("heading", { name: /Order TH-2026-000042/ })).toBeTruthy();
    expect(screen.getByText("US$12.50 / box of 5 kg")).toBeTruthy();
    expect(screen.getByTestId("order-total").textContent).toContain("US$3,750.00");
    expect(screen.getByText("FOB Nhava Sheva")).toBeTruthy();
    expect(screen.getByText("Advance payment")).toBeTruthy();
    expect(screen.getByTestId("payment-1").textContent).toContain("US$1,125.00");
    expect(screen.getByTestId("payment-2").textContent).toContain("US$2,625.00");
    expect(screen.getByText("Overdue")).toBeTruthy();
  });

  it("lists the documents still missing for the Incoterm", () => {
    renderOrder(orderView());
    expect(screen.getByRole("heading", { name: "Still missing for FOB" })).toBeTruthy();
    const missing = within(screen.getByRole("list", { name: "Missing documents" })).getAllByRole("listitem").map((li) => li.textContent);
    expect(missing).toEqual(["Commercial invoice", "Packing list", "Certificate of origin"]);
  });

  it("hides the missing list once every document is in", () => {
    renderOrder(orderView({ missingDocuments: [] }));
    expect(screen.queryByRole("list", { name: "Missing documents" })).toBeNull();
  });

  it("offers the buyer delivery only once arrived, and cancellation only before shipment", () => {
    const { unmount } = render(<OrderDetail order={orderView({ status: "placed" })} role="buyer" calls={calls()} onChange={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Cancel order" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Confirm delivery" })).toBeNull();
    unmount();

    const shipment = { carrier: "Maersk", vessel: "Maersk Elba", transportDocument: "MAEU123", container: "MSKU1234567", etd: "2026-12-01", eta: "2026-12-20" };
    const shipped = render(<OrderDetail order={orderView({ status: "shipped", shipment })} role="buyer" calls={calls()} onChange={vi.fn()} />);
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Confirm delivery" })).toBeNull();
    expect(screen.getByText("MAEU123")).toBeTruthy();
    expect(screen.getByText("20 Dec 2026")).toBeTruthy();
    shipped.unmount();

    renderOrder(orderView({ status: "arrived" }));
    expect(screen.getByRole("button", { name: "Confirm delivery" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
  });

  it("asks the buyer for a reason before cancelling", async () => {
    const { calls: c, onChange } = renderOrder(orderView());
    fireEvent.click(screen.getByRole("button", { name: "Cancel order" }));
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: "Found a closer supplier" } });
    fireEvent.submit(screen.getByRole("form", { name: "Cancel the order" }));
    await waitFor(() => expect(c.step).toHaveBeenCalledWith({ step: "cancelled", reason: "Found a closer supplier" }));
    expect(onChange).toHaveBeenCalled();
  });

  it("shows the server's refusal as it comes", async () => {
    const c = calls({ step: vi.fn(async () => Promise.reject(new ApiError(409, "This order has shipped: it can no longer be cancelled"))) });
    renderOrder(orderView({ status: "arrived" }), "buyer", c);
    fireEvent.click(screen.getByRole("button", { name: "Confirm delivery" }));
    expect((await screen.findByRole("alert")).textContent).toContain("This order has shipped: it can no longer be cancelled");
  });

  it("lets the buyer mark a payment sent and the supplier mark it received", async () => {
    const { calls: c } = renderOrder(orderView());
    expect(screen.getAllByRole("button", { name: "Mark as sent" })).toHaveLength(2);
    fireEvent.click(screen.getAllByRole("button", { name: "Mark as sent" })[0]);
    await waitFor(() => expect(c.payment).toHaveBeenCalledWith(1));
  });

  it("takes the supplier's shipment details with the Mark shipped step", async () => {
    const { calls: c } = renderOrder(orderView({ status: "ready_to_ship" }), "supplier");
    expect(screen.queryByRole("button", { name: "Confirm delivery" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Mark shipped" }));
    const form = screen.getByRole("form", { name: "Shipment details" });
    fireEvent.change(within(form).getByLabelText(/Carrier/), { target: { value: "Maersk" } });
    fireEvent.change(within(form).getByLabelText(/B\/L or AWB number/), { target: { value: "MAEU123" } });
    fireEvent.change(within(form).getByLabelText(/ETA/), { target: { value: "2026-12-20" } });
    fireEvent.submit(form);
    await waitFor(() =>
      expect(c.step).toHaveBeenCalledWith({
        step: "shipped",
        carrier: "Maersk",
        transportDocument: "MAEU123",
        vessel: null,
        container: null,
        etd: null,
        eta: "2026-12-20",
      }),
    );
    expect(screen.getAllByRole("button", { name: "Mark received" })).toHaveLength(2);
  });

  it("uploads a document with its kind", async () => {
    const { calls: c } = renderOrder(orderView({ status: "confirmed" }), "supplier");
    const form = screen.getByRole("form", { name: "Upload a document" });
    fireEvent.change(within(form).getByLabelText("Kind"), { target: { value: "packing_list" } });
    const file = new File(["%PDF-1.4"], "packing.pdf", { type: "application/pdf" });
    fireEvent.change(within(form).getByLabelText(/File/), { target: { files: [file] } });
    fireEvent.submit(form);
    await waitFor(() => expect(c.upload).toHaveBeenCalledWith("packing_list", file));
  });

  it("gives an admin the status correction, with a required note, and no steps", async () => {
    const correct = vi.fn(async () => orderView({ status: "shipped" }));
    renderOrder(orderView(), "admin", { document: vi.fn(), proforma: vi.fn(), correct });
    expect(screen.queryByRole("button", { name: "Cancel order" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Mark as sent" })).toBeNull();
    const form = screen.getByRole("form", { name: "Correct status" });
    fireEvent.change(within(form).getByLabelText("Status"), { target: { value: "shipped" } });
    fireEvent.submit(form);
    expect((await screen.findByRole("alert")).textContent).toContain("Say why you correct this order");
    expect(correct).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText(/Note/), { target: { value: "Supplier shipped on the phone" } });
    fireEvent.submit(form);
    await waitFor(() => expect(correct).toHaveBeenCalledWith("shipped", "Supplier shipped on the phone"));
  });
});
