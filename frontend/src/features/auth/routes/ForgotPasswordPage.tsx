import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "@/components/ui/Button";
import { EmailField, FormBanner, FormStack, SelectField } from "@/components/ui/form/fields";
import { messageOf } from "@/lib/api";
import type { AccountKind, ForgotPasswordData } from "@/types/api";
import { requestPasswordReset } from "../api/password-reset";
import { AuthBand, AuthCard, AuthEyebrow, AuthFooter, AuthLead, AuthTitle } from "../components/AuthLayout";
import { type ForgotPasswordValues, forgotPasswordSchema } from "../lib/password-schemas";

// /forgot-password (linked from /login; the spec does not show it): the e-mail and the
// kind of account, starting on the login tab the visitor came from. The server answers the
// same whether or not the account exists, so this screen does too.

const KINDS = [
  { value: "user", label: "Buyer (user account)" },
  { value: "vendor", label: "Supplier" },
] as const;

export function ForgotPasswordPage({ data }: { data: ForgotPasswordData | null }) {
  const [role, setRole] = useState<AccountKind>(data?.role ?? "user");
  const [sent, setSent] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });

  const onSubmit = async ({ email }: ForgotPasswordValues) => {
    setServerError(null);
    setSent(null);
    try {
      const answer = await requestPasswordReset(role, email);
      setSent(answer.message);
    } catch (error) {
      const fieldError = (error as { errors?: Record<string, string> }).errors?.email;
      if (fieldError) setError("email", { message: fieldError });
      else setServerError(messageOf(error, "Something went wrong. Please try again."));
    }
  };

  return (
    <AuthBand>
      <AuthCard>
        <AuthEyebrow>Account help</AuthEyebrow>
        <AuthTitle>Forgot your password?</AuthTitle>
        <AuthLead>Enter the e-mail of your account and we will send you a link to choose a new password.</AuthLead>
        <FormStack noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={isSubmitting || undefined}>
          {serverError && <FormBanner tone="error">{serverError}</FormBanner>}
          {sent && <FormBanner tone="success">{sent}</FormBanner>}
          <SelectField
            label="Account"
            name="role"
            value={role}
            options={KINDS}
            onChange={(e) => setRole(e.target.value === "vendor" ? "vendor" : "user")}
          />
          <EmailField error={errors.email?.message} {...register("email")} />
          <Button type="submit" $variant="secondary" $block disabled={isSubmitting}>
            {isSubmitting ? "Sending..." : "Send reset link"}
          </Button>
        </FormStack>
        <AuthFooter>
          Remembered it? <Link to="/login">Back to sign in</Link>
        </AuthFooter>
      </AuthCard>
    </AuthBand>
  );
}
