import { format, parseISO } from "date-fns";

// Dates of the enquiry lists (the buyer's tab, the supplier's inbox) as 'dd MMM yyyy'
// (SPEC section 2). The lists are fetched in the browser only, so the reader's own time
// zone decides the day of a timestamp; a calendar date ("2027-01-15", the delivery
// date) is that day wherever the reader is.

export function formatDate(value: string | null | undefined): string {
  if (!value) return "";
  const date = parseISO(value);
  if (Number.isNaN(date.getTime())) return "";
  return format(date, "dd MMM yyyy");
}
