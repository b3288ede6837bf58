// Readable names for the enquiry codes of SPEC section 9, shared by the buyer's enquiries
// and the supplier's inbox. The codes themselves are what the server stores; an unknown
// code (a newer server) is shown as it is.

const LABELS: Record<string, string> = {
  kg: "kg",
  ton: "ton",
  quintal: "quintal",
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
  return LABELS[code] ?? code;
}
