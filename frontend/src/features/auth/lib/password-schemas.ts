import * as z from "zod/mini";
import { emailField, MESSAGES, newPasswordField } from "@/lib/account-schemas";

// The forgot- and reset-password forms' rules: the account forms' own e-mail and new
// password rules (generated from the server's), so the messages are the spec's.

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({ password: newPasswordField, confirmPassword: z.string() })
  .check(
    z.superRefine((values, ctx) => {
      if (values.confirmPassword !== values.password) {
        ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: MESSAGES.passwordsDiffer, input: values.confirmPassword });
      }
    }),
  );
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
