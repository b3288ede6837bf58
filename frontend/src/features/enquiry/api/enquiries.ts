import { useQuery } from "@tanstack/react-query";
import { api, ApiError } from "@/lib/api";
import type { EnquiryView, EnquiryInput, OpenRequestInput, QuoteRequestInput } from "@/types/api";

// The buyer's enquiry calls (SPEC section 7). Same-origin, the session cookie signs them.

export const CREATE_ENQUIRY_URL = "/api/v1/user/enquiry/create";
export const MY_ENQUIRIES_URL = "/api/v1/user/enquiry/user";

export const FETCH_ENQUIRIES_FAILED = "Failed to fetch enquiries";

export type SendResult = { ok: true; enquiry: EnquiryView } | { ok: false; message: string; errors?: Record<string, string> };

/** Sends the form. Never throws: a refusal or a network failure comes back as a message. */
export async function sendEnquiry(body: EnquiryInput): Promise<SendResult> {
  try {
    const answer = await api.post("/api/v1/user/enquiry/create", { body });
    return { ok: true, enquiry: answer.data };
  } catch (error) {
    if (error instanceof ApiError) {
      return { ok: false, message: error.message || "The enquiry could not be sent. Please try again.", errors: error.errors };
    }
    return { ok: false, message: "Could not reach the server. Please check your connection and try again." };
  }
}

export type RequestResult =
  | { ok: true; message: string; requestId: string; enquiries: EnquiryView[] }
  | { ok: false; message: string; errors?: Record<string, string> };

/** A request's answer as a result: never throws, like sendEnquiry. */
async function requestResult(send: () => Promise<{ message: string; requestId: string; data: EnquiryView[] }>): Promise<RequestResult> {
  try {
    const answer = await send();
    return { ok: true, message: answer.message, requestId: answer.requestId, enquiries: answer.data };
  } catch (error) {
    if (error instanceof ApiError) {
      return { ok: false, message: error.message || "The request could not be sent. Please try again.", errors: error.errors };
    }
    return { ok: false, message: "Could not reach the server. Please check your connection and try again." };
  }
}

/** Sends one request for quotes to several suppliers. */
export function sendQuoteRequest(body: QuoteRequestInput): Promise<RequestResult> {
  return requestResult(() => api.post("/api/v1/user/enquiry/request", { body }));
}

/** Sends one open request for quotes: to every verified supplier of the variety. */
export function sendOpenRequest(body: OpenRequestInput): Promise<RequestResult> {
  return requestResult(() => api.post("/api/v1/user/enquiry/openRequest", { body }));
}

/**
 * Accepts the revision of the quote the buyer read; answers the request's enquiries after
 * the change. Throws ApiError: 409 when the supplier revised the quote since.
 */
export async function acceptQuote(id: string, revision: number): Promise<{ message: string; enquiries: EnquiryView[] }> {
  const answer = await api.post("/api/v1/user/enquiry/{id}/accept", { path: { id }, body: { revision } });
  return { message: answer.message, enquiries: answer.data };
}

/** The signed-in buyer's enquiries, newest first. Throws with FETCH_ENQUIRIES_FAILED. */
export async function fetchMyEnquiries(signal?: AbortSignal): Promise<EnquiryView[]> {
  try {
    return (await api.get("/api/v1/user/enquiry/user", { signal })).data;
  } catch {
    throw new Error(FETCH_ENQUIRIES_FAILED);
  }
}

export const myEnquiriesKey = ["my-enquiries"] as const;

/** The order the enquiry's accepted quote became; null when it has none (404). Asked only
 *  once the quote is accepted (`enabled`). */
export function useOrderOfEnquiry(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ["enquiry-order", id] as const,
    enabled,
    retry: false,
    queryFn: async ({ signal }) => {
      try {
        return (await api.get("/api/v1/user/enquiry/{id}/order", { path: { id }, signal })).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}
