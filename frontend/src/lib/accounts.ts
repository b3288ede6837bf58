import type { LoginInput, SessionAdmin, SessionBuyer, SessionSupplier, SignUpInput, SupplierRegistrationInput } from "@/types/api";
import { api } from "./api";

// Sign-in, sign-up and sign-out of the three roles (SPEC section 7), shared by the
// buyer pages and the admin and supplier areas. Login answers also carry a `token` for
// API clients; the browser ignores it and relies on the session cookie.

export const loginBuyer = (body: LoginInput) => api.post("/api/v1/user/login", { body });

export const loginSupplier = (body: LoginInput) => api.post("/api/v1/vendor/vendorLogin", { body });

export const loginAdmin = (body: LoginInput) => api.post("/api/v1/admin/adminLogin", { body });

export const signupBuyer = (body: SignUpInput) => api.post("/api/v1/user/signup", { body });

export const registerSupplier = (body: SupplierRegistrationInput) => api.post("/api/v1/vendor/register", { body });

export const endBuyerSession = () => api.post("/api/v1/user/logout");

export const endSupplierSession = () => api.post("/api/v1/vendor/logout");

export const logoutAdmin = () => api.post("/api/v1/admin/logout");

/** Who is signed in, per role, as the session cookie says. */
export type Session = { user: SessionBuyer | null; vendor: SessionSupplier | null; admin: SessionAdmin | null };

export async function fetchSession(signal?: AbortSignal): Promise<Session> {
  const session = await api.get("/api/v1/session", { signal });
  return { user: session.user ?? null, vendor: session.vendor ?? null, admin: session.admin ?? null };
}
