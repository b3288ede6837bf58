import * as z from "zod/mini";
import type { EnquiryPrefill } from "@/types/api";
import { lengths, messages } from "@/types/rules.gen";

// The enquiry form's client checks (SPEC section 5), with the server's own messages:
// name, email, phone, address, city, state, pincode and quantity are required; quantity
// is a number of at least 1; email is an e-mail address. Lengths follow the server's
// bounds and messages (generated from domain/src/validation/rules.rs), so a form that
// passes here is not refused there.
// zod/mini, as in the account forms: the classic `z` object pulls every locale into the bundles.

export const REQUIRED_MESSAGE = messages.requiredMissing;
export const QUANTITY_MESSAGE = messages.quantityTooSmall;
export const EMAIL_MESSAGE = messages.emailInvalid;
export const MAX_QUANTITY = 1_000_000_000;

export const REQUIRED_FIELDS = ["name", "email", "phone", "address", "city", "state", "pincode", "quantity"] as const;
export type RequiredField = (typeof REQUIRED_FIELDS)[number];

const FIELD_NAMES: Record<RequiredField, string> = {
  name: "Full name",
  email: "Email",
  phone: "Phone",
  address: "Address",
  city: "City",
  state: "State",
  pincode: "Pincode",
  quantity: "Quantity",
};

/** True for the "… is required" messages of the required fields. */
export function isRequiredMessage(message: string | undefined): boolean {
  return message !== undefined && Object.values(FIELD_NAMES).some((name) => message === `${name} is required`);
}

function required(field: RequiredField, max: number) {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${FIELD_NAMES[field]} is required`),
      z.maxLength(max, `${FIELD_NAMES[field]} must be at most ${max} characters`),
    );
}

function optional(what: string, max: number) {
  return z.string().check(z.trim(), z.maxLength(max, `${what} must be at most ${max} characters`));
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const enquirySchema = z.object({
  name: required("name", lengths.personNameMax),
  email: required("email", lengths.emailMax).check(z.regex(EMAIL_PATTERN, EMAIL_MESSAGE)),
  phone: required("phone", lengths.phoneMax),
  company: optional("Company", lengths.businessNameMax),
  address: required("address", lengths.addressMax),
  city: required("city", lengths.cityMax),
  state: required("state", lengths.stateMax),
  pincode: required("pincode", lengths.pincodeMax),
  quantity: z.string().check(
    z.trim(),
    z.minLength(1, "Quantity is required"),
    z.refine((value) => {
      const n = Number(value);
      return value === "" || (Number.isFinite(n) && n >= 1);
    }, QUANTITY_MESSAGE),
    z.refine((value) => !(Number(value) > MAX_QUANTITY), "Quantity must be at most 1,000,000,000"),
  ),
  unit: z.string(),
  urgency: z.string(),
  deliveryDate: z.union([z.literal(""), z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Please pick a valid date"))]),
  packagingPreference: z.string(),
  paymentTerms: z.string(),
  certificationRequired: z.boolean(),
  samplesRequired: z.boolean(),
  additionalRequirements: optional("Additional requirements", 2000),
});

/** What the inputs hold (quantity is the text of a number input). */
export type EnquiryFormValues = z.input<typeof enquirySchema>;

/** True when any required field is empty, the case SPEC section 5 names with its alert. */
export function hasMissingRequired(values: Partial<EnquiryFormValues>): boolean {
  return REQUIRED_FIELDS.some((field) => !String(values[field] ?? "").trim());
}

/** The form's starting values: the buyer's details where known, the spec's defaults. */
export function initialValues(prefill: EnquiryPrefill, options: { units: string[]; urgencies: string[]; packagingPreferences: string[]; paymentTerms: string[] }): EnquiryFormValues {
  return {
    name: prefill.name ?? "",
    email: prefill.email ?? "",
    phone: prefill.phone ?? "",
    company: "",
    address: prefill.address ?? "",
    city: prefill.city ?? "",
    state: prefill.state ?? "",
    pincode: prefill.pincode ?? "",
    quantity: "",
    unit: options.units[0] ?? "kg",
    urgency: options.urgencies[0] ?? "normal",
    deliveryDate: "",
    packagingPreference: options.packagingPreferences[0] ?? "standard",
    paymentTerms: options.paymentTerms[0] ?? "net30",
    certificationRequired: false,
    samplesRequired: false,
    additionalRequirements: "",
  };
}
