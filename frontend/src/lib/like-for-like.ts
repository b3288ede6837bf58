import type { ComparableUnit, Converted, Currency, Incoterm, Money, SiteCurrency } from "@/types/api";
import { currencies, currencySymbols, incoterms } from "@/types/rules.gen";
import { formatQuantity, formatRupees } from "./money";

// Like-for-like figures as every offer card and quote row shows them: the price in its
// own unit, and per the variety's comparable unit ("₹1,380 / box of 5 kg · ₹276 / kg"),
// with the reader's currency beside it ("≈ US$3.31 / kg (rate of 28 Nov)"), a figure the
// server converted at the dated rate: the browser only formats. Written by hand, without
// Intl, so the server's engine and the browser print the same text.

/** The server's own lists (rules.gen.ts), typed as the contract's codes. */
export const INCOTERMS = incoterms as readonly Incoterm[];
export const CURRENCIES = currencies as readonly Currency[];

/** Each currency's sign, from the server's own list (the mails write the same). */
const SYMBOLS = currencySymbols as Record<Currency, string>;

/** The sign an amount of `currency` is written with ("US$", "₹", "AED "). */
export function symbolOf(currency: Currency): string {
  return SYMBOLS[currency];
}

/** An amount in a currency: rupees grouped the Indian way, others in thousands, two decimals. */
export function formatMoney(amount: number, currency: Currency): string {
  if (currency === "INR") return formatRupees(amount);
  if (!Number.isFinite(amount)) return `${SYMBOLS[currency]}—`;
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const text = `${whole}.${String(cents % 100).padStart(2, "0")}`;
  return `${amount < 0 ? "-" : ""}${SYMBOLS[currency]}${text}`;
}

/** An amount with its own currency's sign: "US$3.50", "₹1,380". */
export function formatAmount(money: Money): string {
  return formatMoney(money.amount, money.currency);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "28 Nov" from "2026-11-28" (no Intl, no time zone: a rate is for a calendar day). */
export function rateDay(date: string): string {
  const [, month, day] = date.split("-").map(Number);
  return month >= 1 && month <= 12 && day ? `${day} ${MONTHS[month - 1]}` : date;
}

/** "≈ ₹292 / kg (rate of 28 Nov)": a figure the server converted, per `unit` when given. */
export function convertedLine(converted: Converted | null | undefined, unit?: string): string | null {
  if (!converted) return null;
  const per = unit ? ` / ${unit}` : "";
  return `≈ ${formatMoney(converted.amount, converted.currency)}${per} (rate of ${rateDay(converted.rateDate)})`;
}

/** "FOB Nhava Sheva"; null when a quote from before terms were data has none. */
export function termsLabel(incoterm: Incoterm | null | undefined, namedPlace: string | null | undefined): string | null {
  return incoterm ? `${incoterm} ${namedPlace ?? ""}`.trim() : null;
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
  comparableUnit?: ComparableUnit | null;
  /** A quote's price per comparable unit in its own currency. */
  comparable?: Money | null;
  /** An offer's price per comparable unit, in rupees (offers are priced in rupees). */
  comparablePrice?: number | null;
  currency?: Currency;
};

/** The price in its own unit, and per comparable unit where the two differ, each with its currency. */
export function priceLine(priced: Priced): string {
  const currency = priced.currency ?? "INR";
  const comparableUnit = priced.comparableUnit ?? "kg";
  const own = `${formatMoney(priced.price, currency)} / ${packLabel(priced.unit, priced.packContent, comparableUnit)}`;
  const per = priced.comparable ?? (priced.comparablePrice != null && currency === "INR" ? { amount: priced.comparablePrice, currency } : null);
  if (!per || priced.unit === comparableUnit) return own;
  return `${own} · ${formatAmount(per)} / ${comparableUnit}`;
}

type Quoted = Priced & { incoterm?: Incoterm | null; namedPlace?: string | null };

/** A quote as every screen says it: "US$3.50 / box of 5 kg · US$0.70 / kg · CIF Jebel Ali". */
export function quoteLine(quote: Quoted): string {
  const terms = termsLabel(quote.incoterm, quote.namedPlace);
  return terms ? `${priceLine(quote)} · ${terms}` : priceLine(quote);
}

/** What the picker says beside a currency: its rate's day, or that it has none yet. */
export function rateNote(currency: SiteCurrency | undefined): string | null {
  if (!currency || currency.code === "INR") return null;
  const rate = currency.rate;
  if (!rate) return `No ${currency.code} rate yet: prices are shown in ₹`;
  return `${currency.code} at ₹${rate.rate}, rate of ${rateDay(rate.date)}${rate.stale ? " (stale: more than 7 days old)" : ""}`;
}

/** Cheapest per comparable unit first; figures unknown last, in their order. */
export function byComparable<T extends { comparablePrice?: number | null }>(a: T, b: T): number {
  const x = a.comparablePrice ?? Number.POSITIVE_INFINITY;
  const y = b.comparablePrice ?? Number.POSITIVE_INFINITY;
  return x === y ? 0 : x < y ? -1 : 1;
}
