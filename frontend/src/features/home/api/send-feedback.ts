import { api } from "@/lib/api";

// POST /api/v1/feedback: the home page's feedback dialog. No address travels with
// anonymous feedback.

export const FEEDBACK_ENDPOINT = "/api/v1/feedback";

export type FeedbackForm = { feedback: string; anonymous: boolean; email: string };

export function sendFeedback(form: FeedbackForm) {
  const email = form.anonymous ? undefined : form.email.trim() || undefined;
  return api.post("/api/v1/feedback", { body: { feedback: form.feedback, anonymous: form.anonymous, email } });
}
