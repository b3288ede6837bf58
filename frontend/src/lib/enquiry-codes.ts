import type { Tone } from "@/styles/theme";
import type { EnquiryStatus, PackagingPreference, PaymentTerms, Unit, Urgency } from "@/types/api";

// Readable names for the enquiry codes of SPEC section 9, shared by the buyer's enquiries
// and the supplier's inbox. The codes are the server's enums (generated unions): a code
// added there and not named here fails the typecheck. An unknown code (a newer server) is
// shown as it is.

type Code = Unit | Urgency | PackagingPreference | PaymentTerms | EnquiryStatus | "all";

const LABELS: Record<Code, string> = {
  kg: "kg",
  g: "g",
  ton: "ton",
  quintal: "quintal",
  piece: "piece",
  packet: "packet",
  box: "box",
  metre: "metre",
  normal: "Normal",
  urgent: "Urgent",
  "very-urgent": "Very urgent",
  standard: "Standard",
  "eco-friendly": "Eco-friendly",
  custom: "Custom",
  net30: "Net 30 days",
  net15: "Net 15 days",
  advance: "Advance payment",
  cod: "Cash on delivery",
  all: "All",
  pending: "Pending",
  processing: "Processing",
  completed: "Completed",
  rejected: "Rejected",
};

export function codeLabel(code: string): string {
  return (LABELS as Record<string, string>)[code] ?? code;
}

/** The badge tone of each enquiry status (text always comes with it, never colour alone). */
export const STATUS_TONES: Record<EnquiryStatus, Tone> = {
  pending: "warning",
  processing: "info",
  completed: "success",
  rejected: "danger",
};
