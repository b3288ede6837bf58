import type { Schemas } from "@/lib/api";

// A supplier's registration (business details, numbers and documents) as the server
// answers it, for the supplier portal's and the admin's tests.

type RegistrationView = Schemas["RegistrationView"];

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
