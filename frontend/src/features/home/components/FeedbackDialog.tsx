import { type FormEvent, useId, useState } from "react";
import styled from "styled-components";
import { Button } from "@/components/ui/Button";
import {
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/Dialog";
import { Notice } from "@/components/ui/Notice";
import { colors, radii } from "@/styles/theme";
import { messageOf } from "@/lib/api";
import { sendFeedback } from "../api/send-feedback";

// Home feedback dialog (SPEC section 2): feedback text (required), 'Submit
// anonymously', optional e-mail hidden when anonymous. Submitting stores it as visitor
// feedback (POST /api/v1/feedback) and shows the thank-you note; a refusal shows the
// server's reason and keeps the text. Cancel resets.

const Form = styled.form`
  display: grid;
  gap: 1rem;
  margin-top: 1.25rem;
`;

const Field = styled.div`
  display: grid;
  gap: 0.35rem;
  label { font-weight: 600; }
  textarea, input[type="email"] {
    width: 100%;
    padding: 0.7rem 0.85rem;
    border: 1.5px solid ${colors.line};
    border-radius: ${radii.sm};
    background: ${colors.white};
    color: ${colors.ink};
  }
  textarea { min-height: 7rem; resize: vertical; }
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  font-weight: 500;
  input { width: 1.15rem; height: 1.15rem; accent-color: ${colors.teal}; }
`;

const Thanks = styled.p`
  margin-top: 1rem;
  padding: 1rem;
  border-radius: ${radii.sm};
  background: ${colors.tealSoft};
  color: ${colors.tealDark};
  font-weight: 700;
`;

const EMPTY = { feedback: "", anonymous: false, email: "" };

const NOT_SENT = "Your feedback could not be sent. Please try again.";

export function FeedbackDialog() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setForm(EMPTY);
    setSent(false);
    setError(null);
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) reset();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.feedback.trim()) return;
    setSending(true);
    setError(null);
    try {
      await sendFeedback(form);
      setSent(true);
    } catch (error) {
      setError(messageOf(error, NOT_SENT));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button $variant="secondary">Share Feedback</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Share your feedback</DialogTitle>
        <DialogDescription>Tell us how we can serve you better.</DialogDescription>
        {sent ? (
          <>
            <Thanks role="status">Thank you for your feedback!</Thanks>
            <DialogActions>
              <DialogClose asChild>
                <Button $variant="secondary">Close</Button>
              </DialogClose>
            </DialogActions>
          </>
        ) : (
          <Form onSubmit={onSubmit}>
            <Field>
              <label htmlFor={`${id}-feedback`}>Your feedback</label>
              <textarea
                id={`${id}-feedback`}
                name="feedback"
                required
                value={form.feedback}
                onChange={(e) => setForm({ ...form, feedback: e.target.value })}
              />
            </Field>
            <Check>
              <input
                type="checkbox"
                name="anonymous"
                checked={form.anonymous}
                onChange={(e) => setForm({ ...form, anonymous: e.target.checked })}
              />
              Submit anonymously
            </Check>
            {!form.anonymous && (
              <Field>
                <label htmlFor={`${id}-email`}>Email (optional)</label>
                <input
                  id={`${id}-email`}
                  name="email"
                  type="email"
                  autoComplete="email"
                  value={form.email}
                  onChange={(e) => setForm({ ...form, email: e.target.value })}
                />
              </Field>
            )}
            {error && <Notice tone="error">{error}</Notice>}
            <DialogActions>
              <Button type="submit" $variant="secondary" disabled={sending}>
                {sending ? "Sending..." : "Submit"}
              </Button>
              <Button $variant="ghost" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
            </DialogActions>
          </Form>
        )}
      </DialogContent>
    </Dialog>
  );
}
