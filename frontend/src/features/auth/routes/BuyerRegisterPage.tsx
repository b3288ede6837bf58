import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/Button";
import { signupBuyer } from "@/lib/accounts";
import { messageOf } from "@/lib/api";
import { AuthBand, AuthCard, AuthEyebrow, AuthFooter, AuthLead, AuthTitle, FieldsetTitle } from "../components/AuthLayout";
import { AddressFields } from "@/components/ui/form/AddressFields";
import { FieldRow, FormBanner, FormStack, PasswordField, TextField } from "@/components/ui/form/fields";
import { Toasts } from "@/components/Toasts";
import { COUNTRIES, type BuyerRegisterValues, buyerRegisterSchema } from "@/lib/account-schemas";

// /userRegister (SPEC section 2): a buyer account with one address. Success says
// 'Registration Successful!' and moves on to /login after 1.5 seconds (section 9).

export const REGISTRATION_REDIRECT_MS = 1500;

const DEFAULTS: BuyerRegisterValues = {
  name: "",
  email: "",
  password: "",
  confirmPassword: "",
  street: "",
  city: "",
  state: "",
  zip: "",
  country: "India",
};

export function BuyerRegisterPage() {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<BuyerRegisterValues>({ resolver: zodResolver(buyerRegisterSchema), defaultValues: DEFAULTS });

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onSubmit = async (values: BuyerRegisterValues) => {
    setServerError(null);
    try {
      await signupBuyer({
        name: values.name,
        email: values.email,
        password: values.password,
        confirmPassword: values.confirmPassword,
        addresses: [
          { label: "Home", street: values.street, city: values.city, state: values.state, zip: values.zip, country: values.country },
        ],
      });
      setDone(true);
      toast.success("Registration Successful!");
      timer.current = window.setTimeout(() => navigate("/login"), REGISTRATION_REDIRECT_MS);
    } catch (error) {
      setServerError(messageOf(error, "Registration failed. Please try again."));
    }
  };

  const busy = isSubmitting || done;
  return (
    <AuthBand>
      <AuthCard $wide>
        <AuthEyebrow>Buyer account</AuthEyebrow>
        <AuthTitle>Create your account</AuthTitle>
        <AuthLead>Register to send enquiries to our verified suppliers and track them in one place.</AuthLead>
        <FormStack noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={isSubmitting || undefined}>
          {serverError && <FormBanner tone="error">{serverError}</FormBanner>}
          {done && <FormBanner tone="success">Registration Successful! Taking you to the login page…</FormBanner>}
          <TextField label="Full Name" autoComplete="name" aria-required="true" error={errors.name?.message} {...register("name")} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            aria-required="true"
            error={errors.email?.message}
            {...register("email")}
          />
          <FieldRow>
            <PasswordField
              label="Password"
              autoComplete="new-password"
              aria-required="true"
              error={errors.password?.message}
              {...register("password")}
            />
            <PasswordField
              label="Confirm Password"
              autoComplete="new-password"
              aria-required="true"
              error={errors.confirmPassword?.message}
              {...register("confirmPassword")}
            />
          </FieldRow>
          <FieldsetTitle>Address</FieldsetTitle>
          <AddressFields countries={COUNTRIES} field={(name) => ({ ...register(name), error: errors[name]?.message })} />
          <Button type="submit" $variant="secondary" $block disabled={busy}>
            {isSubmitting ? "Creating account..." : "Create Account"}
          </Button>
        </FormStack>
        <AuthFooter>
          Already have an account? <Link to="/login">Log in</Link>
        </AuthFooter>
      </AuthCard>
      <Toasts />
    </AuthBand>
  );
}
