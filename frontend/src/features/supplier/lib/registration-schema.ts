import * as z from "zod/mini";
import { lengths, messages, patterns } from "@/types/rules.gen";

// The document form's client checks (SPEC section 5), with the server's own patterns,
// lengths and messages (generated from domain/src/validation/rules.rs). The server checks
// everything again, files included (by content, which a browser cannot judge): its
// answers are shown beside the fields.

/** The six files of the form, in the order the spec names them (SPEC section 7). */
export const DOCUMENT_FIELDS = ["aadharFile", "panFile", "gstFile", "udyamFile", "msmeFile", "profile"] as const;
export type DocumentField = (typeof DOCUMENT_FIELDS)[number];

/** What a file input offers to pick; the server decides by the file's content. */
export const ACCEPT_DOCUMENT = "image/jpeg,image/png,image/webp,application/pdf,.pdf";
export const ACCEPT_PICTURE = "image/jpeg,image/png,image/webp";

function filled(label: string) {
  return z.string().check(z.trim(), z.minLength(1, `${label} is required`));
}

function required(label: string, max: number) {
  return filled(label).check(z.maxLength(max, `${label} must be at most ${max} characters`));
}

/** As the server reads an identity number: without spaces or hyphens, upper case. */
export function compact(value: string): string {
  return value.replace(/[ -]/g, "").toUpperCase();
}

function matching(pattern: string, message: string) {
  return z.string().check(z.overwrite(compact), z.regex(new RegExp(pattern), message));
}

export const registrationSchema = z.object({
  name: z.string().check(z.trim(), z.maxLength(lengths.businessNameMax, `Name must be at most ${lengths.businessNameMax} characters`)),
  phone: required("Phone number", lengths.phoneMax).check(z.regex(new RegExp(patterns.phone), messages.phoneInvalid)),
  address: required("Address", lengths.addressMax),
  aadharNo: matching(patterns.aadhar, messages.aadharInvalid),
  panNo: matching(patterns.pan, messages.panInvalid),
  gstNo: matching(patterns.gst, messages.gstInvalid),
  udhyamRegistrationNo: filled("Udyam registration number"),
  msmeRegistrationNo: filled("MSME registration number"),
});

/** The files the server requires, with its messages (SPEC section 5). */
export const REQUIRED_FILES: Partial<Record<DocumentField, string>> = {
  aadharFile: messages.aadharFileRequired,
  panFile: messages.panFileRequired,
  gstFile: messages.gstFileRequired,
};

export type RegistrationValues = z.input<typeof registrationSchema>;

export const emptyValues: RegistrationValues = {
  name: "",
  phone: "",
  address: "",
  aadharNo: "",
  panNo: "",
  gstNo: "",
  udhyamRegistrationNo: "",
  msmeRegistrationNo: "",
};
