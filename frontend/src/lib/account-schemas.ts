import * as z from "zod/mini";
import type { Schemas } from "@/lib/api";
import { countries, lengths, messages } from "@/types/rules.gen";

// Form rules with the spec's own messages (SPEC section 5). The server checks the same
// rules again; these only spare a round trip. Each field reports its first failing rule.
// zod/mini keeps the public bundle small (the classic `z` object pulls in every
// locale); its schemas work with @hookform/resolvers' zodResolver all the same.

export const MESSAGES = {
  nameRequired: "Name is required",
  businessNameRequired: "Business name is required",
  emailRequired: messages.emailRequired,
  emailInvalid: messages.emailInvalid,
  passwordRequired: messages.passwordRequired,
  passwordShort: messages.passwordShort,
  passwordsDiffer: messages.passwordsDiffer,
  streetRequired: "Street address is required",
  cityRequired: "City is required",
  mobileRequired: "Mobile number is required",
} as const;

export const PASSWORD_MIN = lengths.passwordMin;

export type Country = Schemas["Country"];

/** The select's options, in the server's order (generated rules); `satisfies` and
 * `AllCountries` make the compiler compare them with the contract's type both ways. */
export const COUNTRIES = countries satisfies readonly Country[];
type AllCountries = [Exclude<Country, (typeof COUNTRIES)[number]>] extends [never] ? true : never;
const allCountries: AllCountries = true;
void allCountries;

// Deliberately loose: something@something.tld. The server has the final word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Trimmed text that must not be empty. */
export const requiredText = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

/** Trimmed text that may be empty. */
export const optionalText = () => z.string().check(z.trim());

export const emailField = z
  .string()
  .check(z.trim(), z.minLength(1, MESSAGES.emailRequired), z.maxLength(lengths.emailMax, `Email must be at most ${lengths.emailMax} characters`), z.regex(EMAIL_PATTERN, MESSAGES.emailInvalid));

export const newPasswordField = z
  .string()
  .check(z.minLength(1, MESSAGES.passwordRequired), z.minLength(PASSWORD_MIN, MESSAGES.passwordShort));

/** The confirmation check runs even while other fields still fail, so all errors show at once. */
const confirmationMatches = z.superRefine((values: { password: string; confirmPassword: string }, ctx) => {
  if (values.confirmPassword !== values.password) {
    ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: MESSAGES.passwordsDiffer, input: values.confirmPassword });
  }
});

export const addressSchema = z.object({
  label: optionalText(),
  street: requiredText(MESSAGES.streetRequired),
  city: requiredText(MESSAGES.cityRequired),
  state: optionalText(),
  zip: optionalText(),
  country: z.enum(COUNTRIES),
});
export type AddressValues = z.infer<typeof addressSchema>;

export const buyerRegisterSchema = z
  .object({
    name: requiredText(MESSAGES.nameRequired),
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.string(),
    street: addressSchema.shape.street,
    city: addressSchema.shape.city,
    state: addressSchema.shape.state,
    zip: addressSchema.shape.zip,
    country: addressSchema.shape.country,
  })
  .check(confirmationMatches);
export type BuyerRegisterValues = z.infer<typeof buyerRegisterSchema>;

export const supplierRegisterSchema = z
  .object({
    name: requiredText(MESSAGES.businessNameRequired),
    email: emailField,
    mobile: requiredText(MESSAGES.mobileRequired),
    password: newPasswordField,
    confirmPassword: z.string(),
  })
  .check(confirmationMatches);
export type SupplierRegisterValues = z.infer<typeof supplierRegisterSchema>;
