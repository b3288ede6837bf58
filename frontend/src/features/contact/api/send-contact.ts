import { api } from "@/lib/api";
import type { ContactInput } from "@/types/api";

// POST /api/v1/admin/enquiry (SPEC section 7): the contact form's message.

export const CONTACT_ENDPOINT = "/api/v1/admin/enquiry";

export function sendContactMessage(message: ContactInput) {
  return api.post("/api/v1/admin/enquiry", { body: message });
}
