import { useState, type FormEvent, type ReactNode } from "react";
import styled from "styled-components";
import { Button } from "@/components/ui/Button";
import { Notice } from "@/components/ui/Notice";
import { StatusBadge } from "@/components/ui/StatusBadge";
import { FieldRow, SelectField, TextAreaField, TextField } from "@/components/ui/form/fields";
import { messageOf, type Download } from "@/lib/api";
import { formatDate } from "@/lib/dates";
import { codeLabel } from "@/lib/enquiry-codes";
import { formatQuantity } from "@/lib/money";
import {
  canMarkPayment,
  documentKindLabel,
  DOCUMENT_KINDS,
  hasShipment,
  moneyText,
  ORDER_STATUSES,
  orderStatusLabel,
  partyLabel,
  paymentDueLabel,
  paymentLineLabel,
  stepLabel,
  stepsFor,
  type OrderRole,
  type OrderStep,
} from "@/lib/orders";
import { saveFile } from "@/lib/save-file";
import { termsLabel } from "@/lib/like-for-like";
import { colors, radii, shadows } from "@/styles/theme";
import type { OrderDocumentKind, OrderStatus, OrderView, StepInput } from "@/types/api";
import { OrderStatusBadge } from "./OrderStatusBadge";

// One order whole, for its buyer, its supplier or an admin: the terms frozen when the
// quote was accepted, the milestones, the shipment, the payment lines, the documents (and
// those the Incoterm still calls for), the proforma invoice, and the actions the reader's
// side may take in the order's status (lib/orders.ts, the server's own table). Every call
// is the area's own (`calls`); a refusal shows the server's message as it comes.

export type OrderCalls = {
  step?: (input: StepInput) => Promise<OrderView>;
  payment?: (seq: number) => Promise<OrderView>;
  upload?: (kind: OrderDocumentKind, file: File) => Promise<OrderView>;
  correct?: (status: OrderStatus, note: string) => Promise<OrderView>;
  document: (documentId: string) => Promise<Download>;
  proforma: () => Promise<Download>;
};

const Wrap = styled.div`
  display: grid;
  gap: 1.25rem;
  min-width: 0;
`;

const Section = styled.section`
  min-width: 0;
  padding: clamp(0.9rem, 3vw, 1.4rem);
  border-radius: ${radii.md};
  background: ${colors.white};
  box-shadow: ${shadows.card};
  display: grid;
  gap: 0.75rem;
  h2 { font-size: 1.15rem; color: ${colors.forest}; }
  h3 { font-size: 1rem; color: ${colors.forest}; }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  h2 { font-size: clamp(1.25rem, 3vw, 1.6rem); color: ${colors.forest}; overflow-wrap: anywhere; }
`;

const Facts = styled.dl`
  display: grid;
  gap: 0.75rem 1.25rem;
  margin: 0;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  dt { font-size: 0.78rem; font-weight: 700; letter-spacing: 0.05em; text-transform: uppercase; color: ${colors.muted}; }
  dd { margin: 0.15rem 0 0; font-weight: 600; overflow-wrap: anywhere; }
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.6rem;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.4rem 1rem;
    padding: 0.6rem 0.75rem;
    border: 1px solid ${colors.line};
    border-radius: ${radii.sm};
    min-width: 0;
  }
  li > div { min-width: 0; overflow-wrap: anywhere; }
  li > button { max-width: 100%; white-space: normal; }
  small { color: ${colors.muted}; }
`;

const Overdue = styled(StatusBadge)`
  margin-left: 0.4rem;
`;

/* Long labels ("Download proforma invoice (PDF)") wrap on a 320 px screen rather than
   widen the page. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  min-width: 0;
  & > button, & > a { max-width: 100%; white-space: normal; text-align: center; }
`;

const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  min-width: 0;
`;

function Day({ value }: { value: string | null | undefined }) {
  if (!value) return <>—</>;
  return <time dateTime={value}>{formatDate(value)}</time>;
}

/** Runs one call, keeping the server's message when it refuses. */
function useCall() {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function run<T>(name: string, fallback: string, call: () => Promise<T>): Promise<T | undefined> {
    setBusy(name);
    setError(null);
    try {
      return await call();
    } catch (failure) {
      setError(messageOf(failure, fallback));
      return undefined;
    } finally {
      setBusy(null);
    }
  }
  return { busy, error, setError, run };
}

function ShipForm({ busy, onSubmit, onCancel }: { busy: boolean; onSubmit: (input: StepInput) => void; onCancel: () => void }) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "").trim() || null;
    onSubmit({
      step: "shipped",
      carrier: text("carrier"),
      transportDocument: text("transportDocument"),
      vessel: text("vessel"),
      container: text("container"),
      etd: text("etd"),
      eta: text("eta"),
    });
  }
  return (
    <Form aria-label="Shipment details" onSubmit={submit}>
      <h3>Mark shipped</h3>
      <FieldRow>
        <TextField label="Carrier" name="carrier" required markRequired />
        <TextField label="B/L or AWB number" name="transportDocument" required markRequired />
      </FieldRow>
      <FieldRow>
        <TextField label="Vessel or flight" name="vessel" />
        <TextField label="Container" name="container" />
      </FieldRow>
      <FieldRow>
        <TextField label="ETD" name="etd" type="date" />
        <TextField label="ETA" name="eta" type="date" />
      </FieldRow>
      <Actions>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Mark shipped"}
        </Button>
        <Button $variant="outline" onClick={onCancel}>
          Back
        </Button>
      </Actions>
    </Form>
  );
}

function CancelForm({ busy, onSubmit, onBack }: { busy: boolean; onSubmit: (reason: string) => void; onBack: () => void }) {
  const [reason, setReason] = useState("");
  return (
    <Form
      aria-label="Cancel the order"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(reason);
      }}
    >
      <h3>Cancel order</h3>
      <TextAreaField label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} required markRequired />
      <Actions>
        <Button type="submit" $variant="outline" disabled={busy}>
          {busy ? "Cancelling..." : "Cancel order"}
        </Button>
        <Button $variant="secondary" onClick={onBack}>
          Keep the order
        </Button>
      </Actions>
    </Form>
  );
}

function UploadForm({ busy, onSubmit }: { busy: boolean; onSubmit: (kind: OrderDocumentKind, file: File) => void }) {
  const [kind, setKind] = useState<OrderDocumentKind>("commercial_invoice");
  const [file, setFile] = useState<File | null>(null);
  const [formKey, setFormKey] = useState(0);
  return (
    <Form
      key={formKey}
      aria-label="Upload a document"
      onSubmit={(event) => {
        event.preventDefault();
        if (!file) return;
        onSubmit(kind, file);
        setFile(null);
        setFormKey((k) => k + 1);
      }}
    >
      <h3>Upload a document</h3>
      <FieldRow>
        <SelectField
          label="Kind"
          value={kind}
          onChange={(e) => setKind(e.target.value as OrderDocumentKind)}
          options={DOCUMENT_KINDS.map((k) => ({ value: k, label: documentKindLabel(k) }))}
        />
        <TextField
          label="File (PDF, JPEG, PNG or WebP)"
          type="file"
          accept="application/pdf,image/jpeg,image/png,image/webp"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          required
        />
      </FieldRow>
      <Actions>
        <Button type="submit" $variant="secondary" disabled={busy || !file}>
          {busy ? "Uploading..." : "Upload"}
        </Button>
      </Actions>
    </Form>
  );
}

function CorrectForm({ status, busy, onSubmit }: { status: OrderStatus; busy: boolean; onSubmit: (status: OrderStatus, note: string) => void }) {
  const [next, setNext] = useState<OrderStatus>(status);
  const [note, setNote] = useState("");
  return (
    <Form
      aria-label="Correct status"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(next, note);
      }}
    >
      <h3>Correct status</h3>
      <SelectField
        label="Status"
        value={next}
        onChange={(e) => setNext(e.target.value as OrderStatus)}
        options={ORDER_STATUSES.map((s) => ({ value: s, label: orderStatusLabel(s) }))}
      />
      <TextAreaField label="Note" value={note} onChange={(e) => setNote(e.target.value)} required markRequired />
      <Actions>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Correct status"}
        </Button>
      </Actions>
    </Form>
  );
}

export function OrderDetail({
  order,
  role,
  calls,
  onChange,
  links,
}: {
  order: OrderView;
  role: OrderRole;
  calls: OrderCalls;
  /** The order as the server answered a write. */
  onChange: (order: OrderView) => void;
  /** Links beside the title: back to the list, the conversation. */
  links?: ReactNode;
}) {
  const { busy, error, setError, run } = useCall();
  const [form, setForm] = useState<"ship" | "cancel" | null>(null);
  const steps = calls.step ? stepsFor(role, order.status) : [];
  const terms = termsLabel(order.incoterm, order.namedPlace);

  async function write(name: string, fallback: string, call: () => Promise<OrderView>) {
    const next = await run(name, fallback, call);
    if (next) {
      setForm(null);
      onChange(next);
    }
  }

  function step(s: OrderStep) {
    if (s === "shipped") return setForm("ship");
    if (s === "cancelled") return setForm("cancel");
    if (calls.step) void write(s, "Failed to update the order", () => calls.step!({ step: s }));
  }

  /** Downloads a file through the browser's save flow; `name` when the server sends none. */
  async function save(busyName: string, fallback: string, name: string, call: () => Promise<Download>) {
    const file = await run(busyName, fallback, call);
    if (file) saveFile(file, name);
  }

  return (
    <Wrap>
      <Head>
        <h2>
          Order {order.number} <OrderStatusBadge status={order.status} />
        </h2>
        {links && <Actions>{links}</Actions>}
      </Head>
      {error && <Notice tone="error">{error}</Notice>}
      {order.status === "cancelled" && order.cancelReason && <Notice tone="info">Cancelled: {order.cancelReason}</Notice>}

      <Section aria-labelledby="order-terms">
        <h2 id="order-terms">Terms</h2>
        <Facts>
          <div>
            <dt>Goods</dt>
            <dd>
              {order.productTitle} – {order.varietyTitle}
            </dd>
          </div>
          <div>
            <dt>Quantity</dt>
            <dd>
              {formatQuantity(order.quantity)} {order.unit}
            </dd>
          </div>
          <div>
            <dt>Price per unit</dt>
            <dd>
              {moneyText(order.price)} / {order.pack || order.priceUnit}
            </dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd data-testid="order-total">{moneyText(order.total)}</dd>
          </div>
          <div>
            <dt>Incoterm</dt>
            <dd>{terms ?? "—"}</dd>
          </div>
          <div>
            <dt>Payment terms</dt>
            <dd>{codeLabel(order.paymentTerms)}</dd>
          </div>
          <div>
            <dt>Delivery</dt>
            <dd>{order.deliveryTerms || "—"}</dd>
          </div>
          <div>
            <dt>Placed</dt>
            <dd>
              <Day value={order.placedAt} />
            </dd>
          </div>
          <div>
            <dt>Supplier</dt>
            <dd>{order.supplier.company || order.supplier.name}</dd>
          </div>
          <div>
            <dt>Buyer</dt>
            <dd>{order.buyer.company || order.buyer.name}</dd>
          </div>
        </Facts>
        <Actions>
          <Button $variant="outline" $size="sm" disabled={busy === "proforma"} onClick={() => void save("proforma", "Failed to download the proforma", `${order.number}-proforma.pdf`, calls.proforma)}>
            {busy === "proforma" ? "Downloading..." : "Download proforma invoice (PDF)"}
          </Button>
        </Actions>
      </Section>

      {(steps.length > 0 || calls.correct) && (
        <Section aria-labelledby="order-actions">
          <h2 id="order-actions">Actions</h2>
          {steps.length > 0 && form === null && (
            <Actions>
              {steps.map((s) => (
                <Button key={s} $variant={s === "cancelled" ? "outline" : "primary"} $size="sm" disabled={busy !== null} onClick={() => step(s)}>
                  {busy === s ? "Saving..." : stepLabel(s)}
                </Button>
              ))}
            </Actions>
          )}
          {form === "ship" && calls.step && (
            <ShipForm
              busy={busy === "shipped"}
              onCancel={() => setForm(null)}
              onSubmit={(input) => void write("shipped", "Failed to update the order", () => calls.step!(input))}
            />
          )}
          {form === "cancel" && calls.step && (
            <CancelForm
              busy={busy === "cancelled"}
              onBack={() => setForm(null)}
              onSubmit={(reason) => {
                if (!reason.trim()) return setError("Say why the order is cancelled");
                void write("cancelled", "Failed to cancel the order", () => calls.step!({ step: "cancelled", reason }));
              }}
            />
          )}
          {calls.correct && (
            <CorrectForm
              status={order.status}
              busy={busy === "correct"}
              onSubmit={(status, note) => {
                if (!note.trim()) return setError("Say why you correct this order");
                void write("correct", "Failed to correct the order", () => calls.correct!(status, note));
              }}
            />
          )}
        </Section>
      )}

      <Section aria-labelledby="order-timeline">
        <h2 id="order-timeline">Timeline</h2>
        <Lines>
          {order.events.map((e, i) => (
            <li key={`${e.at}-${i}`}>
              <div>
                <strong>{orderStatusLabel(e.status)}</strong> · {partyLabel(e.party)}
                {e.note && (
                  <>
                    <br />
                    <small>{e.note}</small>
                  </>
                )}
              </div>
              <Day value={e.at} />
            </li>
          ))}
        </Lines>
      </Section>

      {hasShipment(order) && (
        <Section aria-labelledby="order-shipment">
          <h2 id="order-shipment">Shipment</h2>
          <Facts>
            <div>
              <dt>Carrier</dt>
              <dd>{order.shipment.carrier || "—"}</dd>
            </div>
            <div>
              <dt>Vessel or flight</dt>
              <dd>{order.shipment.vessel || "—"}</dd>
            </div>
            <div>
              <dt>B/L or AWB number</dt>
              <dd>{order.shipment.transportDocument || "—"}</dd>
            </div>
            <div>
              <dt>Container</dt>
              <dd>{order.shipment.container || "—"}</dd>
            </div>
            <div>
              <dt>ETD</dt>
              <dd>
                <Day value={order.shipment.etd} />
              </dd>
            </div>
            <div>
              <dt>ETA</dt>
              <dd>
                <Day value={order.shipment.eta} />
              </dd>
            </div>
          </Facts>
        </Section>
      )}

      <Section aria-labelledby="order-payments">
        <h2 id="order-payments">Payments</h2>
        {order.payments.length === 0 ? (
          <p>No payment lines.</p>
        ) : (
          <Lines>
            {order.payments.map((line) => (
              <li key={line.seq}>
                <div>
                  <strong>{paymentLineLabel(line)}</strong> · <span data-testid={`payment-${line.seq}`}>{moneyText(line.amount)}</span>
                  {line.overdue && !line.receivedAt && <Overdue tone="danger">Overdue</Overdue>}
                  <br />
                  <small>
                    {line.dueOn ? (
                      <>
                        Due <Day value={line.dueOn} />
                      </>
                    ) : (
                      paymentDueLabel(line)
                    )}
                    {line.sentAt && (
                      <>
                        {" · "}Sent <Day value={line.sentAt} />
                        {line.sentNote ? ` (${line.sentNote})` : ""}
                      </>
                    )}
                    {line.receivedAt && (
                      <>
                        {" · "}Received <Day value={line.receivedAt} />
                      </>
                    )}
                  </small>
                </div>
                {calls.payment && canMarkPayment(role, line, order.status) && (
                  <Button
                    $variant="outline"
                    $size="sm"
                    disabled={busy !== null}
                    onClick={() => void write(`payment-${line.seq}`, "Failed to update the payment", () => calls.payment!(line.seq))}
                  >
                    {busy === `payment-${line.seq}` ? "Saving..." : role === "buyer" ? "Mark as sent" : "Mark received"}
                  </Button>
                )}
              </li>
            ))}
          </Lines>
        )}
      </Section>

      <Section aria-labelledby="order-documents">
        <h2 id="order-documents">Documents</h2>
        {order.missingDocuments.length > 0 && (
          <div>
            <h3>Still missing{order.incoterm ? ` for ${order.incoterm}` : ""}</h3>
            <ul aria-label="Missing documents">
              {order.missingDocuments.map((kind) => (
                <li key={kind}>{documentKindLabel(kind)}</li>
              ))}
            </ul>
          </div>
        )}
        {order.documents.length === 0 ? (
          <p>No documents yet.</p>
        ) : (
          <Lines aria-label="Uploaded documents">
            {order.documents.map((d) => (
              <li key={d._id}>
                <div>
                  <strong>{documentKindLabel(d.kind)}</strong>
                  <br />
                  <small>
                    {partyLabel(d.party)} · <Day value={d.uploadedAt} />
                  </small>
                </div>
                <Button
                  $variant="outline"
                  $size="sm"
                  disabled={busy === d._id}
                  aria-label={`Download ${documentKindLabel(d.kind)}`}
                  onClick={() => void save(d._id, "Failed to download the document", `${order.number}-${d.kind}`, () => calls.document(d._id))}
                >
                  {busy === d._id ? "Downloading..." : "Download"}
                </Button>
              </li>
            ))}
          </Lines>
        )}
        {calls.upload && order.status !== "cancelled" && (
          <UploadForm busy={busy === "upload"} onSubmit={(kind, file) => void write("upload", "Failed to upload the document", () => calls.upload!(kind, file))} />
        )}
      </Section>
    </Wrap>
  );
}
