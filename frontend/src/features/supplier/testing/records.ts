import type { RegistrationView, SupplierView } from "../api/registration";

// A supplier record as GET vendor/{vendorId} answers it, for the registration screens' tests.

export const registrationOf = (changes: Partial<RegistrationView> = {}): RegistrationView => ({
  _id: "r1",
  vendorId: "v1",
  name: "Spice Route Traders",
  email: "spice@example.com",
  phone: "+91 98765 43210",
  address: "Plot 7, MIDC, Ratnagiri",
  gstNo: "27AAPFU0939F1ZV",
  panNo: "AAPFU0939F",
  aadharNo: "234567890123",
  udhyamRegistrationNo: "UDYAM-MH-01-0001234",
  msmeRegistrationNo: "MSME-27-000123",
  isVerified: false,
  verificationDocuments: {
    aadharFile: "/api/v1/vendorRegistration/document/v1/aadharFile",
    panFile: "/api/v1/vendorRegistration/document/v1/panFile",
    gstFile: "/api/v1/vendorRegistration/document/v1/gstFile",
    profile: "/media/abc.png",
  },
  rejectionReason: null,
  rejectedAt: null,
  pendingChanges: [],
  reviewNote: null,
  ...changes,
});

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
