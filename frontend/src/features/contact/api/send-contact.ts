import { type ApiAnswer, postJson } from "@/lib/post-json";

// POST /api/v1/admin/enquiry (SPEC section 7): the contact form's message.

export const CONTACT_ENDPOINT = "/api/v1/admin/enquiry";

export type ContactMessage = { name: string; email: string; phone: string; address: string; message: string };

export function sendContactMessage(message: ContactMessage): Promise<ApiAnswer> {
  return postJson(CONTACT_ENDPOINT, message);
}
