import * as z from "zod/mini";
import { optionalText, requiredText } from "@/lib/account-schemas";

// Form rules the content screens share. The server checks them again with the same
// messages (SPEC section 5); these spare a round trip.

/** Trimmed text that must not be empty, with the server's message "{label} is required". */
export const required = (label: string) => requiredText(`${label} is required`);

/** Trimmed text that may be empty. */
export const optional = optionalText;

/** A file input's value: a newly chosen File, or null (keep what is stored). */
export const chosenFile = () => z.nullable(z.custom<File>((v) => v instanceof File));

/** A file that must be chosen: "{label} is required". */
export const requiredFile = (label: string) =>
  z.nullable(z.custom<File>((v) => v instanceof File)).check(z.refine((v) => v instanceof File, `${label} is required`));
