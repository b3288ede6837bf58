import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "@/components/ui/Button";
import { FormBanner, FormStack } from "@/components/ui/form/fields";
import { NewPasswordFields } from "@/components/ui/form/NewPasswordFields";
import { ApiError, messageOf } from "@/lib/api";
import type { ResetPasswordData } from "@/types/api";
import { resetPassword } from "../api/password-reset";
import { AuthBand, AuthCard, AuthEyebrow, AuthFooter, AuthLead, AuthTitle } from "../components/AuthLayout";
import { type ResetPasswordValues, resetPasswordSchema } from "../lib/password-schemas";

// /reset-password?role=…#token=… (the link of the reset e-mail): a new password and its
// confirmation, with the spec's password rules. The token is in the fragment, which the
// browser never sends (so no server or proxy log holds it): the page reads it after
// hydration. A used or expired one is refused by the server with a way to ask again.

export const INVALID_LINK = "This password reset link is invalid or has expired. Please request a new one.";

/** The token of the link's fragment (`#token=…`), or "" when it has none. */
export function tokenFromFragment(hash: string): string {
  return (new URLSearchParams(hash.replace(/^#/, "")).get("token") ?? "").replace(/[^0-9a-f]/gi, "");
}

export function ResetPasswordPage({ data }: { data: ResetPasswordData | null }) {
  const role = data?.role ?? "user";
  // null until read in the browser: the server's render and hydration see the same form.
  const [token, setToken] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  useEffect(() => {
    const found = tokenFromFragment(window.location.hash);
    setToken(found);
    if (!found) setServerError(INVALID_LINK);
  }, []);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { password: "", confirmPassword: "" } });

  const onSubmit = async (values: ResetPasswordValues) => {
    setServerError(null);
    try {
      const answer = await resetPassword(role, { token: token ?? "", ...values });
      setDone(answer.message);
    } catch (error) {
      const fields = error instanceof ApiError ? error.errors : undefined;
      if (fields?.password) setError("password", { message: fields.password });
      else setServerError(messageOf(error, "Something went wrong. Please try again."));
    }
  };

  const forgot = role === "vendor" ? "/forgot-password?role=vendor" : "/forgot-password";
  return (
    <AuthBand>
      <AuthCard>
        <AuthEyebrow>{role === "vendor" ? "Supplier account" : "Buyer account"}</AuthEyebrow>
        <AuthTitle>Choose a new password</AuthTitle>
        <AuthLead>Your new password ends every signed-in session of the account.</AuthLead>
        {done ? (
          <>
            <FormBanner tone="success">{done}</FormBanner>
            <AuthFooter>
              <Link to="/login">Sign in</Link>
            </AuthFooter>
          </>
        ) : (
          <>
            <FormStack noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={isSubmitting || undefined}>
              {serverError && (
                <FormBanner tone="error">
                  {serverError} <Link to={forgot}>Request a new link</Link>
                </FormBanner>
              )}
              <NewPasswordFields
                label="New Password"
                password={{ ...register("password"), error: errors.password?.message }}
                confirm={{ ...register("confirmPassword"), error: errors.confirmPassword?.message }}
              />
              <Button type="submit" $variant="secondary" $block disabled={isSubmitting || !token}>
                {isSubmitting ? "Saving..." : "Set new password"}
              </Button>
            </FormStack>
            <AuthFooter>
              <Link to="/login">Back to sign in</Link>
            </AuthFooter>
          </>
        )}
      </AuthCard>
    </AuthBand>
  );
}
