import type { Credentials, SessionAdmin, SessionBuyer, SessionVendor, SignupInput, VendorRegisterInput } from "@/types/api";
import { api } from "./api";

// Sign-in, sign-up and sign-out of the three roles (SPEC section 7), shared by the
// buyer pages and the admin and supplier areas. Login answers also carry a `token` for
// API clients; the browser ignores it and relies on the session cookie.

export const loginBuyer = (body: Credentials) => api.post("/api/v1/user/login", { body });

export const loginSupplier = (body: Credentials) => api.post("/api/v1/vendor/vendorLogin", { body });

export const loginAdmin = (body: Credentials) => api.post("/api/v1/admin/adminLogin", { body });

export const signupBuyer = (body: SignupInput) => api.post("/api/v1/user/signup", { body });

export const registerSupplier = (body: VendorRegisterInput) => api.post("/api/v1/vendor/register", { body });

export const endBuyerSession = () => api.post("/api/v1/user/logout");

export const endSupplierSession = () => api.post("/api/v1/vendor/logout");

export const logoutAdmin = () => api.post("/api/v1/admin/logout");

/** Who is signed in, per role, as the session cookie says. */
export type Session = { user: SessionBuyer | null; vendor: SessionVendor | null; admin: SessionAdmin | null };

export async function fetchSession(signal?: AbortSignal): Promise<Session> {
  const session = await api.get("/api/v1/session", { signal });
  return { user: session.user ?? null, vendor: session.vendor ?? null, admin: session.admin ?? null };
}
