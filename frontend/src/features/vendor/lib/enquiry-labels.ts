import { format, parseISO } from "date-fns";

// Readable names for the enquiry codes of SPEC section 9 and 'dd MMM yyyy' dates, as the
// buyer's enquiries tab shows them (a copy of features/enquiry/lib: features do not
// import each other; worth moving into @/lib). Unknown codes are shown as they are.

const LABELS: Record<string, string> = {
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

export function formatDate(value: string | null | undefined): string {
  if (!value) return "";
  const date = parseISO(value);
  if (Number.isNaN(date.getTime())) return "";
  return format(date, "dd MMM yyyy");
}
