import { postJson } from "@/lib/post-json";
import type { Enquiry, EnquiryRequest } from "../types";

// The buyer's enquiry calls (SPEC section 7). Same-origin, the session cookie signs them.

export const CREATE_ENQUIRY_URL = "/api/v1/user/enquiry/create";
export const MY_ENQUIRIES_URL = "/api/v1/user/enquiry/user";

export const FETCH_ENQUIRIES_FAILED = "Failed to fetch enquiries";

export type SendResult = { ok: true; enquiry: Enquiry } | { ok: false; message: string };

/** Sends the form. Never throws: a refusal or a network failure comes back as a message. */
export async function sendEnquiry(body: EnquiryRequest): Promise<SendResult> {
  try {
    const answer = await postJson(CREATE_ENQUIRY_URL, body);
    if (answer.success) return { ok: true, enquiry: answer.data as Enquiry };
    return { ok: false, message: answer.message || "The enquiry could not be sent. Please try again." };
  } catch {
    return { ok: false, message: "Could not reach the server. Please check your connection and try again." };
  }
}

/** The signed-in buyer's enquiries, newest first. Throws with FETCH_ENQUIRIES_FAILED. */
export async function fetchMyEnquiries(signal?: AbortSignal): Promise<Enquiry[]> {
  const response = await fetch(MY_ENQUIRIES_URL, {
    headers: { Accept: "application/json" },
    credentials: "same-origin",
    signal,
  });
  const type = response.headers.get("content-type") ?? "";
  if (!response.ok || !type.includes("application/json")) throw new Error(FETCH_ENQUIRIES_FAILED);
  const answer = (await response.json()) as { success?: boolean; data?: unknown } | null;
  if (answer?.success !== true || !Array.isArray(answer.data)) throw new Error(FETCH_ENQUIRIES_FAILED);
  return answer.data as Enquiry[];
}
