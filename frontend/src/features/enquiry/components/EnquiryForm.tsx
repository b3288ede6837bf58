import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import styled from "styled-components";
import { Button } from "@/components/ui/Button";
import { Notice } from "@/components/ui/Notice";
import { colors } from "@/styles/theme";
import { sendEnquiry, sendOpenRequest, sendQuoteRequest } from "../api/enquiries";
import { type EnquiryFormValues, isRequiredMessage, REQUIRED_FIELDS, REQUIRED_MESSAGE } from "../lib/schema";
import { newSubmissionKey } from "../lib/submission-key";
import type { Offer, EnquiryOptions, EnquiryPrefill, EnquiryInput } from "@/types/api";
import { AddressFields, ContactFields, OrderFields, useEnquiryFields } from "./EnquiryFields";

type Code<K extends keyof EnquiryInput> = NonNullable<EnquiryInput[K]>;

// The product enquiry form (SPEC sections 2, 3, 5, 8). Checked on the client first
// (react-hook-form + zod); sent once per form instance: the button is disabled while
// sending, a second submit in the same tick is ignored, and every send of this form
// carries the same submissionKey, so the server stores one enquiry whatever happens.
// After success the buyer sees the confirmation and is taken to /enquiries.

export const SUCCESS_MESSAGE = "Enquiry submitted successfully!";
/** Time to let the success message be seen before the confirmation page. */
export const SENT_NAVIGATION_DELAY_MS = 800;

const Form = styled.form`
  display: grid;
  gap: 1.75rem;
`;

const Footer = styled.div`
  display: grid;
  gap: 0.75rem;
  padding-top: 1.25rem;
  border-top: 1px solid ${colors.line};
  p { color: ${colors.muted}; font-size: 0.9rem; }
`;

type Status = "idle" | "sending" | "sent";

type EnquiryFormProps = {
  offer: Offer;
  /** Several offers: one request for quotes to each of their suppliers. */
  offers?: Offer[];
  /** An open request: to every supplier of this variety (the server chooses them again). */
  openVarietyId?: string | null;
  prefill: EnquiryPrefill;
  options: EnquiryOptions;
};

function toRequest(values: EnquiryFormValues, listingId: string, submissionKey: string): EnquiryInput {
  return { listingId, ...details(values, submissionKey) };
}

function details(values: EnquiryFormValues, submissionKey: string): Omit<EnquiryInput, "listingId"> {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    company: values.company.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    pincode: values.pincode.trim(),
    quantity: Number(values.quantity),
    // The selects offer the server's codes only (EnquiryOptions); the server checks again.
    unit: values.unit as Code<"unit">,
    urgency: values.urgency as Code<"urgency">,
    deliveryDate: values.deliveryDate,
    additionalRequirements: values.additionalRequirements.trim(),
    packagingPreference: values.packagingPreference as Code<"packagingPreference">,
    paymentTerms: values.paymentTerms as Code<"paymentTerms">,
    certificationRequired: values.certificationRequired,
    samplesRequired: values.samplesRequired,
    submissionKey,
  };
}

/** Sending the form once: its status, the server's answer, and the way to the confirmation. */
function useEnquirySend({ offer, offers = [], openVarietyId = null }: Pick<EnquiryFormProps, "offer" | "offers" | "openVarietyId">) {
  const navigate = useNavigate();
  const several = offers.length > 1;
  const [status, setStatus] = useState<Status>("idle");
  const [sentMessage, setSentMessage] = useState(SUCCESS_MESSAGE);
  const [serverError, setServerError] = useState<string | null>(null);
  // Made on the first send (never during render: the server has no crypto), then kept.
  const submissionKey = useRef<string | null>(null);
  // Set synchronously, so a second click before the re-render sends nothing.
  const busy = useRef(false);
  const leaveTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(leaveTimer.current), []);

  const onValid = async (values: EnquiryFormValues) => {
    if (busy.current) return;
    busy.current = true;
    setStatus("sending");
    setServerError(null);
    submissionKey.current ??= newSubmissionKey();
    const result = openVarietyId
      ? await sendOpenRequest({ varietyId: openVarietyId, ...details(values, submissionKey.current) })
      : several
        ? await sendQuoteRequest({ listingIds: offers.map((o) => o.listingId), ...details(values, submissionKey.current) })
        : await sendEnquiry(toRequest(values, offer.listingId, submissionKey.current));
    if (result.ok) {
      if ("message" in result && result.message) setSentMessage(result.message);
      setStatus("sent");
      // The confirmation speaks of every supplier a request reached.
      const reached = "enquiries" in result ? result.enquiries.length : 1;
      const sentPage = reached > 1 ? `/enquiries?suppliers=${reached}` : "/enquiries";
      leaveTimer.current = window.setTimeout(() => void navigate(sentPage, { replace: true }), SENT_NAVIGATION_DELAY_MS);
      return;
    }
    setServerError(result.message);
    setStatus("idle");
    busy.current = false;
  };

  const onInvalid = () => setServerError(null);

  return { status, sentMessage, serverError, onValid, onInvalid };
}

export function EnquiryForm({ offer, offers = [], openVarietyId = null, prefill, options }: EnquiryFormProps) {
  const several = offers.length > 1;
  const { status, sentMessage, serverError, onValid, onInvalid } = useEnquirySend({ offer, offers, openVarietyId });
  const { handleSubmit, ...fields } = useEnquiryFields(prefill, options);
  const { errors } = fields;
  const missing = REQUIRED_FIELDS.some((field) => isRequiredMessage(errors[field]?.message));

  return (
    <Form noValidate onSubmit={handleSubmit(onValid, onInvalid)} aria-busy={status === "sending" || undefined} aria-labelledby="enquiry-form-title">
      <h2 id="enquiry-form-title" className="visually-hidden">
        Enquiry details
      </h2>
      <ContactFields {...fields} />

      <AddressFields {...fields} />

      <OrderFields {...fields} options={options} />

      <Footer>
        <p>
          {several
            ? "Fields marked * are required. Each supplier gets its own enquiry, priced from its offer, and answers with a quote."
            : "Fields marked * are required. The supplier's price and product are taken from the offer you chose."}
        </p>
        {/* Beside the button that was pressed, where the buyer is looking. */}
        {missing && <Notice tone="error">{REQUIRED_MESSAGE}</Notice>}
        {serverError && <Notice tone="error">Error: {serverError}</Notice>}
        {status === "sent" && <Notice tone="success">{sentMessage}</Notice>}
        <Button type="submit" $variant="secondary" $size="lg" $block disabled={status !== "idle"}>
          {several
            ? status === "idle" ? "Send Quote Request" : status === "sending" ? "Sending..." : "Request Sent"
            : status === "idle" ? "Submit Enquiry" : status === "sending" ? "Submitting..." : "Enquiry Sent"}
        </Button>
      </Footer>
    </Form>
  );
}