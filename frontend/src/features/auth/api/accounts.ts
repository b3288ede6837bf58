import { apiRequest } from "./http";

// The accounts calls of the server contract (SPEC section 7, served under /api/v1).
// Login responses also carry a `token` for API clients; the browser ignores it and
// relies on the session cookie.

export type Credentials = { email: string; password: string; remember: boolean };

export type UserLoginResponse = {
  success: boolean;
  message: string;
  user: { id: string; _id?: string; name: string; email: string };
};

export type VendorLoginResponse = {
  success: boolean;
  message?: string;
  id?: string;
  blocked?: boolean;
  verified?: boolean;
  hasSubmittedRegistration?: boolean;
};

export type AdminLoginResponse = { success: boolean; message?: string };

export type MessageResponse = { success: boolean; message?: string };

export type AddressInput = {
  label: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
};

export type SignupInput = {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  addresses: AddressInput[];
};

export type VendorRegisterInput = {
  name: string;
  email: string;
  mobile: string;
  password: string;
  confirmPassword: string;
};

export type SessionVendor = {
  id: string;
  name: string;
  email: string;
  verified: boolean;
  blocked: boolean;
  hasSubmittedRegistration: boolean;
};

/** Who is signed in, per role, as the session cookie says. */
export type Session = {
  user: { id: string; name: string; email: string } | null;
  vendor: SessionVendor | null;
  admin: { id: string; email: string } | null;
};

export const loginUser = (body: Credentials) => apiRequest<UserLoginResponse>("POST", "/user/login", body);

export const loginVendor = (body: Credentials) => apiRequest<VendorLoginResponse>("POST", "/vendor/vendorLogin", body);

export const loginAdmin = (body: { email: string; password: string }) =>
  apiRequest<AdminLoginResponse>("POST", "/admin/adminLogin", body);

export const signupUser = (body: SignupInput) => apiRequest<MessageResponse>("POST", "/user/signup", body);

export const registerVendor = (body: VendorRegisterInput) => apiRequest<MessageResponse>("POST", "/vendor/register", body);

export const logoutVendor = () => apiRequest<MessageResponse>("POST", "/vendor/logout");

export const logoutAdmin = () => apiRequest<MessageResponse>("POST", "/admin/logout");

export async function fetchSession(signal?: AbortSignal): Promise<Session> {
  const session = await apiRequest<Partial<Session>>("GET", "/session", undefined, signal);
  return { user: session.user ?? null, vendor: session.vendor ?? null, admin: session.admin ?? null };
}
