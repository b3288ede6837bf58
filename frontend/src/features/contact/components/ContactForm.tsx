import { type FormEvent, useEffect, useState } from "react";
import styled from "styled-components";
import { Button } from "@/components/ui/Button";
import { FieldRow, TextAreaField, TextField } from "@/components/ui/form/fields";
import { Notice } from "@/components/ui/Notice";
import { colors, radii, shadows } from "@/styles/theme";
import { ApiError } from "@/lib/api";
import { contactMessage } from "@/lib/contact-link";
import type { ContactInput } from "@/types/api";
import { sendContactMessage } from "../api/send-contact";

// 'Send us a message' (SPEC sections 2, 5, 8): name, email, phone and message required,
// address optional. Success clears the fields; the three outcomes use the spec's words.

// Every field is a text box: the form holds strings, the message type allows absent ones.
type ContactFields = { [K in keyof ContactInput]-?: string };

const EMPTY: ContactFields = { name: "", email: "", phone: "", address: "", message: "" };

export const SENT = "Message sent successfully!";
export const NOT_SENT = "Something went wrong. Please try again.";
export const REQUEST_FAILED = "Error sending message.";

type Outcome = { tone: "success" | "error"; text: string; detail?: string } | null;

const Card = styled.div`
  padding: clamp(1.5rem, 4vw, 2.25rem);
  border-radius: ${radii.lg};
  background: ${colors.white};
  box-shadow: ${shadows.card};
  h2 { font-size: 1.6rem; color: ${colors.forest}; }
  & > p { margin-top: 0.4rem; color: ${colors.muted}; }
`;

const Form = styled.form`
  display: grid;
  gap: 1rem;
  margin-top: 1.5rem;
`;

export function ContactForm() {
  const [form, setForm] = useState<ContactFields>(EMPTY);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  // 'Request Quote' and 'Ask us' arrive with the product (and variety) in the address.
  // Filled in after hydration: the server renders /contact once for every address.
  useEffect(() => {
    const message = contactMessage(window.location.search);
    if (message) setForm((f) => (f.message ? f : { ...f, message }));
  }, []);

  const field = (key: keyof ContactFields) => ({
    name: key,
    value: form[key],
    onChange: (event: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: event.target.value })),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setOutcome(null);
    try {
      await sendContactMessage(form);
      setForm(EMPTY);
      setOutcome({ tone: "success", text: SENT });
    } catch (error) {
      setOutcome(
        error instanceof ApiError && error.message
          ? { tone: "error", text: NOT_SENT, detail: error.message }
          : { tone: "error", text: REQUEST_FAILED },
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <Card>
      <h2 id="contact-form-title">Send us a message</h2>
      <p>Tell us what you are looking for and we will reply within one business day.</p>
      <Form onSubmit={onSubmit} aria-labelledby="contact-form-title">
        <FieldRow $min="14rem">
          <TextField label="Name" autoComplete="name" required maxLength={100} {...field("name")} />
          <TextField label="Email" type="email" autoComplete="email" required maxLength={191} {...field("email")} />
        </FieldRow>
        <FieldRow $min="14rem">
          <TextField label="Phone" type="tel" autoComplete="tel" required maxLength={25} {...field("phone")} />
          <TextField label="Address" note="optional" autoComplete="street-address" maxLength={300} {...field("address")} />
        </FieldRow>
        <TextAreaField label="Message" required style={{ minHeight: "8rem" }} maxLength={5000} {...field("message")} />
        {outcome && (
          <Notice tone={outcome.tone}>
            {outcome.text}
            {outcome.detail && <small>{outcome.detail}</small>}
          </Notice>
        )}
        <div>
          <Button type="submit" $variant="secondary" $size="lg" disabled={sending}>
            {sending ? "Sending..." : "Send Message"}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
