import { api } from "@/lib/api";
import type { SupplierLoginResponse } from "@/types/api";

// Where each sign-in lands (SPEC section 4).

export const BLOCKED_MESSAGE = "Your account has been blocked by admin";

/** A registered supplier goes to the supplier login after this pause (SPEC section 9). */
export const SUPPLIER_REDIRECT_MS = 1500;

/**
 * `candidate` if it is a path on this site ("/x", never "//host" or "/\host", which
 * browsers read as another host), else null. The login page itself is no destination.
 */
export function safeRedirectPath(candidate: string | null | undefined): string | null {
  if (!candidate || !candidate.startsWith("/") || candidate.startsWith("//") || candidate.startsWith("/\\")) return null;
  // Control characters and backslashes have no place in a path we produced ourselves.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return null;
  if (/^\/login(?:[/?#]|$)/.test(candidate)) return null;
  return candidate;
}

/**
 * A buyer who just signed in: back where they came from, else its enquiries when it has
 * any (where its work is), else home. A pending enquiry travels in that address
 * (`/enquiry?listing=…`), so it survives sign-in and reloads.
 */
export function buyerLoginDestination(redirect: string | null | undefined, hasEnquiries = false): string {
  return safeRedirectPath(redirect) ?? (hasEnquiries ? "/profile/enquiries" : "/");
}

/** Whether the signed-in buyer has sent any enquiry (false when it cannot be told). */
export async function buyerHasEnquiries(): Promise<boolean> {
  try {
    return (await api.get("/api/v1/user/unread")).data.any;
  } catch {
    return false;
  }
}

/**
 * A supplier who just signed in: back where it came from in the portal (a mail's link to
 * one enquiry), else its enquiries when verified, else the registration flow.
 */
export function supplierLoginDestination(
  result: Pick<SupplierLoginResponse, "verified" | "hasSubmittedRegistration">,
  redirect: string | null = null,
): string {
  const back = safeRedirectPath(redirect);
  if (result.verified) return back?.startsWith("/vendor/") ? back : "/vendor/enquiries";
  return result.hasSubmittedRegistration ? "/vendor/registration-status" : "/vendor/complete-registration";
}

/** Full page loads, in one place so tests can observe them (a test DOM does not navigate). */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
