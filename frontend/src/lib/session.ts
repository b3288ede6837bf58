import { endBuyerSession } from "./accounts";

// Buyer sign-out. The session lives in an HttpOnly cookie the server clears; the
// legacy storage keys of the spec (section 3) are cleared too so no stale token
// survives from older clients. Per the spec, logout lands on /login.

const BUYER_STORAGE_KEYS = ["tokenUser", "token", "id", "userId", "user"] as const;

export const LOGOUT_ENDPOINT = "/api/v1/user/logout";

export async function logoutBuyer(): Promise<void> {
  try {
    await endBuyerSession();
  } catch {
    // Offline or server down: still leave the signed-in screen.
  }
  try {
    for (const key of BUYER_STORAGE_KEYS) window.localStorage.removeItem(key);
  } catch {
    // Storage can be disabled (privacy mode); nothing to clear then.
  }
  // A full load, so the header is re-rendered by the server without the session.
  window.location.assign("/login");
}
