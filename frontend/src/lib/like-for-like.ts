import type { ComparableUnit, Currency, Rate, Incoterm, SiteCurrency } from "@/types/api";
import { formatQuantity, formatRupees } from "./money";

// Like-for-like figures as every offer card and quote row shows them: the price in its
// own unit, and per the variety's comparable unit ("₹1,380 / box of 5 kg · ₹276 / kg"),
// with the buyer's currency beside it ("≈ US$3.31 / kg"). Written by hand, without Intl,
// so the server's engine and the browser print the same text.

export const INCOTERMS: Incoterm[] = ["EXW", "FCA", "FAS", "FOB", "CFR", "CIF", "CPT", "CIP", "DAP", "DPU", "DDP"];
export const CURRENCIES: Currency[] = ["INR", "USD", "EUR", "GBP", "AED"];

const SYMBOLS: Record<Currency, string> = { INR: "₹", USD: "US$", EUR: "€", GBP: "£", AED: "AED " };

/** An amount in a currency: rupees grouped the Indian way, others in thousands, two decimals. */
export function formatMoney(amount: number, currency: Currency): string {
  if (currency === "INR") return formatRupees(amount);
  if (!Number.isFinite(amount)) return `${SYMBOLS[currency]}—`;
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const text = `${whole}.${String(cents % 100).padStart(2, "0")}`;
  return `${amount < 0 ? "-" : ""}${SYMBOLS[currency]}${text}`;
}

/** "box of 5 kg" for a pack, the unit alone otherwise. */
export function packLabel(unit: string, packContent: number | null | undefined, comparableUnit: ComparableUnit): string {
  if (packContent == null) return unit;
  const per = comparableUnit === "piece" ? (packContent === 1 ? "piece" : "pieces") : comparableUnit === "metre" ? "m" : "kg";
  return `${unit} of ${formatQuantity(packContent)} ${per}`;
}

type Priced = {
  price: number;
  unit: string;
  packContent?: number | null;
  comparablePrice?: number | null;
  comparableUnit: ComparableUnit;
  currency?: Currency;
};

/** The price in its own unit, and per comparable unit where the two differ. */
export function priceLine(offer: Priced): string {
  const own = `${formatMoney(offer.price, offer.currency ?? "INR")} / ${packLabel(offer.unit, offer.packContent, offer.comparableUnit)}`;
  if (offer.comparablePrice == null) return own;
  const same = offer.unit === offer.comparableUnit && (offer.currency ?? "INR") === "INR";
  return same ? own : `${own} · ${formatRupees(offer.comparablePrice)} / ${offer.comparableUnit}`;
}

/** Rupees in the buyer's currency at its rate, or null (rupees, no rate). */
export function inCurrency(rupees: number | null | undefined, currency: SiteCurrency | undefined): string | null {
  const rate: Rate | null | undefined = currency?.rate;
  if (rupees == null || !rate || currency?.code === "INR" || rate.rate <= 0) return null;
  return `≈ ${formatMoney(rupees / rate.rate, currency!.code)}`;
}

/** "at the rate of 2026-11-27" (and stale when it is more than a week old). */
export function rateNote(currency: SiteCurrency | undefined): string | null {
  const rate = currency?.rate;
  if (!rate || currency?.code === "INR") return null;
  return `${currency!.code} at ₹${rate.rate} on ${rate.date}${rate.stale ? " (stale: more than 7 days old)" : ""}`;
}

/** Cheapest per comparable unit first; figures unknown last, in their order. */
export function byComparable<T extends { comparablePrice?: number | null }>(a: T, b: T): number {
  const x = a.comparablePrice ?? Number.POSITIVE_INFINITY;
  const y = b.comparablePrice ?? Number.POSITIVE_INFINITY;
  return x === y ? 0 : x < y ? -1 : 1;
}
