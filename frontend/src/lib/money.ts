// Rupee amounts as the catalogue shows them: '₹' + Indian digit grouping (1,20,000),
// paise only when there are any. Written by hand rather than with Intl: the server's
// engine has no Intl, and server and browser must print the same text for hydration.

export function formatRupees(amount: number): string {
  if (!Number.isFinite(amount)) return "₹—";
  const negative = amount < 0;
  const paise = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(paise / 100);
  const fraction = paise % 100;
  const digits = String(whole);
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  const grouped = rest ? `${rest},${last3}` : last3;
  const text = fraction ? `${grouped}.${String(fraction).padStart(2, "0")}` : grouped;
  return `${negative ? "-" : ""}₹${text}`;
}

/** Quantities: whole numbers grouped like rupees, fractions kept to 2 places. */
export function formatQuantity(value: number): string {
  if (!Number.isFinite(value)) return "—";
  return formatRupees(value).replace("₹", "");
}

/** A count the server may have stopped at its bound (`exact` false): "10,000+". */
export function formatCount(value: number, exact = true): string {
  return `${formatQuantity(value)}${exact ? "" : "+"}`;
}
