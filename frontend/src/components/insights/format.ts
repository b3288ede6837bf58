// Words and numbers of the insights screens.

const count = new Intl.NumberFormat("en-IN");

export function formatCount(n: number): string {
  return count.format(n);
}

/** A median answer time in the unit a reader thinks in: "45 s", "12 min", "3.5 h", "2.1 days". */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return "—";
  if (seconds < 60) return `${Math.round(seconds)} s`;
  if (seconds < 3600) return `${Math.round(seconds / 60)} min`;
  const one = (n: number) => (n < 10 ? n.toFixed(1).replace(/\.0$/, "") : String(Math.round(n)));
  if (seconds < 48 * 3600) return `${one(seconds / 3600)} h`;
  return `${one(seconds / 86400)} days`;
}

/** "3 of 4 (75 %)", or "0" when nothing was received. */
export function formatShare(part: number, whole: number): string {
  if (whole === 0) return formatCount(part);
  return `${formatCount(part)} of ${formatCount(whole)} (${Math.round((part / whole) * 100)} %)`;
}

const dayFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });

/** "25 Nov" for "2026-11-25" (a UTC day, as the server counts). */
export function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}
