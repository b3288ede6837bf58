import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/Button";
import { signupBuyer } from "@/lib/accounts";
import { AuthBand, AuthCard, AuthEyebrow, AuthFooter, AuthLead, AuthTitle, FieldsetTitle } from "../components/AuthLayout";
import { AddressFields } from "@/components/ui/form/AddressFields";
import { EmailField, FieldRow, FormBanner, FormStack, TextField } from "@/components/ui/form/fields";
import { NewPasswordFields } from "@/components/ui/form/NewPasswordFields";
import { Toasts } from "@/components/Toasts";
import { COUNTRIES, type BuyerRegisterValues, buyerRegisterSchema } from "@/lib/account-schemas";
import { useSignup } from "../lib/use-signup";

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

/** The sign-up body: the form's one address is the buyer's "Home". */
function signupOf(values: BuyerRegisterValues) {
  const { street, city, state, zip, country, ...account } = values;
  return signupBuyer({ ...account, addresses: [{ label: "Home", street, city, state, zip, country }] });
}

export function BuyerRegisterPage() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<BuyerRegisterValues>({ resolver: zodResolver(buyerRegisterSchema), defaultValues: DEFAULTS });

  const { serverError, done, onSubmit } = useSignup(signupOf, {
    success: "Registration Successful!",
    delayMs: REGISTRATION_REDIRECT_MS,
    next: () => navigate("/login"),
  });

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
          <EmailField error={errors.email?.message} {...register("email")} />
          <FieldRow>
            <NewPasswordFields
              password={{ ...register("password"), error: errors.password?.message }}
              confirm={{ ...register("confirmPassword"), error: errors.confirmPassword?.message }}
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
