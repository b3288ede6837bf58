import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/Button";
import { CheckboxField, FormBanner, FormStack } from "@/components/ui/form/fields";
import { SignInFields } from "@/components/ui/form/SignInFields";
import { loginBuyer, loginSupplier } from "@/lib/accounts";
import { ApiError, isNetworkError } from "@/lib/api";
import {
  BLOCKED_MESSAGE,
  browserNavigation,
  buyerHasEnquiries,
  safeRedirectPath,
  buyerLoginDestination,
  supplierLoginDestination,
} from "@/lib/destinations";
import { checkLogin, type LoginErrors, type LoginValues } from "../lib/login-check";
import { AuthLead, AuthTitle, InlineLinks } from "./AuthLayout";

// One sign-in form per role of the /login tabs (SPEC section 2). A buyer signs in with
// user/login, a supplier with vendor/vendorLogin; both answers set the session cookie,
// so the next screen is a full page load that the server renders signed in. Two fields
// need no form library: leaving react-hook-form and zod out keeps /login light.

export type LoginRole = "user" | "supplier";

/** Time to let the success toast be seen before the page is left. */
export const LOGIN_NAVIGATION_DELAY_MS = 700;

const COPY = {
  user: {
    heading: "Welcome Back User",
    lead: "Sign in to send enquiries and follow them in your profile.",
    register: "/userRegister",
    forgot: "/forgot-password",
  },
  supplier: {
    heading: "Supplier Portal",
    lead: "Sign in to manage your documents and product listings.",
    register: "/supplierRegister",
    forgot: "/forgot-password?role=vendor",
  },
} as const;

type Failure = { title?: string; message: string };

function buyerFailure(error: unknown): Failure {
  if (error instanceof ApiError) return { title: "Login Failed!", message: error.message || "Invalid email or password" };
  return { title: "Login Failed!", message: "An error occurred during login" };
}

function supplierFailure(error: unknown): Failure {
  if (error instanceof ApiError) return { message: error.message || "Supplier Login Failed!" };
  return { message: isNetworkError(error) ? "An error occurred during login" : "Supplier Login Failed!" };
}

export function LoginForm({ role, redirect }: { role: LoginRole; redirect: string | null }) {
  const copy = COPY[role];
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const leaveTimer = useRef<number | undefined>(undefined);
  const [values, setValues] = useState<LoginValues>({ email: "", password: "", remember: false });
  const [errors, setErrors] = useState<LoginErrors>({});
  const field = (name: "email" | "password") => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  useEffect(() => () => window.clearTimeout(leaveTimer.current), []);

  const leaveFor = (url: string) => {
    leaveTimer.current = window.setTimeout(() => browserNavigation.assign(url), LOGIN_NAVIGATION_DELAY_MS);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkLogin(values);
    setErrors(found);
    if (found.email || found.password) return;
    setBusy(true);
    setFailure(null);
    try {
      if (role === "user") {
        await loginBuyer(values);
        toast.success("Login Successful!");
        const hasEnquiries = safeRedirectPath(redirect) === null && (await buyerHasEnquiries());
        leaveFor(buyerLoginDestination(redirect, hasEnquiries));
      } else {
        const result = await loginSupplier(values);
        if (result.blocked) {
          setFailure({ message: BLOCKED_MESSAGE });
          setBusy(false);
          return;
        }
        toast.success("Supplier Login Successful!");
        leaveFor(supplierLoginDestination(result, redirect));
      }
    } catch (error) {
      setFailure(role === "user" ? buyerFailure(error) : supplierFailure(error));
      setBusy(false);
    }
  };

  const id = `login-${role}`;
  return (
    <>
      <AuthTitle>{copy.heading}</AuthTitle>
      <AuthLead>{copy.lead}</AuthLead>
      <FormStack noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
        {failure && (
          <FormBanner tone="error" title={failure.title}>
            {failure.message}
          </FormBanner>
        )}
        <SignInFields
          idPrefix={id}
          email={{ ...field("email"), error: errors.email }}
          password={{ ...field("password"), error: errors.password }}
        />
        <InlineLinks>
          <CheckboxField
            label="Remember me"
            name="remember"
            checked={values.remember}
            onChange={(e: { target: { checked: boolean } }) => setValues((v) => ({ ...v, remember: e.target.checked }))}
          />
          <a href={copy.forgot}>Forgot password?</a>
        </InlineLinks>
        <Button type="submit" $variant="secondary" $block disabled={busy}>
          {busy ? "Signing in..." : "Sign in"}
        </Button>
      </FormStack>
      <InlineLinks style={{ marginTop: "1.25rem", justifyContent: "center" }}>
        <span>
          Don&apos;t have an account? <Link to={copy.register}>Create an account</Link>
        </span>
      </InlineLinks>
    </>
  );
}
