import * as z from "zod/mini";
import { lengths, messages, units } from "@/types/rules.gen";

// The supplier's quote, checked on the client with the server's words before
// it is sent: price per unit (a number of at least 0, two decimals at most), unit,
// optional minimum order (greater than 0), valid until (a date from today to a year
// ahead), delivery terms (required, 300 characters at most) and an optional message. The
// words and bounds are the server's (domain/src/validation/rules.rs, through rules.gen).
// The server checks again; its field messages are the ones that count and are shown
// beside the fields.

export const QUOTE_UNITS = units;
export const DELIVERY_TERMS_MAX = lengths.deliveryTermsMax;
/** How far ahead a quote may hold. */
export const VALIDITY_MAX_DAYS = lengths.quoteValidityMaxDays;
export const QUOTE_MESSAGE_MAX = lengths.notesMax;

export const quoteMessages = {
  priceInvalid: messages.priceInvalid,
  minOrderInvalid: messages.minOrderInvalid,
  validUntilRequired: messages.validUntilRequired,
  validUntilInvalid: messages.validUntilInvalid,
  validUntilPast: messages.validUntilPast,
  validUntilFar: messages.validUntilFar,
  deliveryTermsRequired: "Delivery terms is required",
  deliveryTermsLong: `Delivery terms must be at most ${DELIVERY_TERMS_MAX} characters`,
  messageLong: `Message must be at most ${QUOTE_MESSAGE_MAX} characters`,
  packContentInvalid: "Pack content must be a number greater than 0",
  namedPlaceRequired: "Named place is required",
};

/** `days` from today in the reader's calendar, YYYY-MM-DD (the date input's `min` and `max`). */
export function today(days = 0, now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** A plain decimal of at least 0 with at most two decimals that count ("1.50" and "1.500" are 1.5). */
function isPrice(text: string): boolean {
  if (!/^(\d+\.?\d*|\.\d+)$/.test(text)) return false;
  const decimals = (text.split(".")[1] ?? "").replace(/0+$/, "");
  return decimals.length <= 2;
}
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function quoteSchema(now: () => string = () => today(), latest: () => string = () => today(VALIDITY_MAX_DAYS)) {
  return z.object({
    price: z.string().check(z.trim(), z.refine(isPrice, quoteMessages.priceInvalid)),
    unit: z.string(),
    minOrder: z.string().check(
      z.trim(),
      z.refine((v) => {
        if (v === "") return true;
        const n = Number(v);
        return Number.isFinite(n) && n > 0;
      }, quoteMessages.minOrderInvalid),
    ),
    validUntil: z.string().check(
      z.trim(),
      z.minLength(1, quoteMessages.validUntilRequired),
      z.refine((v) => v === "" || isDate(v), quoteMessages.validUntilInvalid),
      z.refine((v) => !isDate(v) || v >= now(), quoteMessages.validUntilPast),
      z.refine((v) => !isDate(v) || v < now() || v <= latest(), quoteMessages.validUntilFar),
    ),
    deliveryTerms: z.string().check(
      z.trim(),
      z.minLength(1, quoteMessages.deliveryTermsRequired),
      z.maxLength(DELIVERY_TERMS_MAX, quoteMessages.deliveryTermsLong),
    ),
    message: z.string().check(z.trim(), z.maxLength(QUOTE_MESSAGE_MAX, quoteMessages.messageLong)),
    // Terms as data: the server answers in its own words for a pack without its content.
    packContent: z.string().check(
      z.trim(),
      z.refine((v) => v === "" || (Number.isFinite(Number(v)) && Number(v) > 0), quoteMessages.packContentInvalid),
    ),
    incoterm: z.string(),
    namedPlace: z.string().check(z.trim(), z.minLength(1, quoteMessages.namedPlaceRequired)),
    currency: z.string(),
  });
}

export type QuoteFormValues = z.input<ReturnType<typeof quoteSchema>>;
