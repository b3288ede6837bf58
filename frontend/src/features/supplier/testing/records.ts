import type { SupplierView } from "../api/registration";

export { registrationOf } from "@/testing/registrations";

// A supplier record as GET vendor/{vendorId} answers it, for the registration screens' tests.

export const recordOf = (changes: Partial<SupplierView> = {}): SupplierView => ({
  _id: "v1",
  name: "Spice Route Traders",
  email: "spice@example.com",
  mobile: "+91 98765 43210",
  isVerified: false,
  isBlocked: false,
  isActive: true,
  hasSubmittedRegistration: false,
  vendorRegistration: null,
  ...changes,
});

export const sessionOf = (verified: boolean, hasSubmittedRegistration: boolean) => ({
  user: null,
  admin: null,
  vendor: { id: "v1", name: "Spice Route Traders", email: "spice@example.com", verified, blocked: false, hasSubmittedRegistration },
});
