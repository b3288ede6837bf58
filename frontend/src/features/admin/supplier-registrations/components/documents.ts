// The KYC documents of a registration, by the field names of SPEC section 7, with the
// names the screens show them by.

export const DOCUMENTS = [
  { kind: "aadharFile", label: "Aadhar Card" },
  { kind: "panFile", label: "PAN Card" },
  { kind: "gstFile", label: "GST Certificate" },
  { kind: "udyamFile", label: "Udyam Registration" },
  { kind: "msmeFile", label: "MSME Registration" },
] as const;

export type DocumentKind = (typeof DOCUMENTS)[number]["kind"];
