import { format } from "date-fns";

// Calendar dates as 'dd MMM yyyy' (SPEC section 2), read in UTC: the server renders in
// UTC and the browser hydrates in its own time zone, and both must print the same day.

export function formatDay(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return format(new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()), "dd MMM yyyy");
}
