import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/Button";
import { registerSupplier } from "@/lib/accounts";
import { AuthBand, AuthCard, AuthEyebrow, AuthFooter, AuthLead, AuthTitle } from "../components/AuthLayout";
import { EmailField, FieldRow, FormBanner, FormStack, TextField } from "@/components/ui/form/fields";
import { NewPasswordFields } from "@/components/ui/form/NewPasswordFields";
import { Toasts } from "@/components/Toasts";
import { WhyRegister } from "../components/WhyRegister";
import { browserNavigation, SUPPLIER_REDIRECT_MS } from "@/lib/destinations";
import { type SupplierRegisterValues, supplierRegisterSchema } from "@/lib/account-schemas";
import { useSignup } from "../lib/use-signup";

// /supplierRegister (SPEC section 2): the supplier sign-up form, then the 'Why Register'
// landing section. Success goes to the supplier portal's login (a client-only area, so
// a full page load).

const DEFAULTS: SupplierRegisterValues = { name: "", email: "", mobile: "", password: "", confirmPassword: "" };

export function SupplierRegisterPage() {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SupplierRegisterValues>({ resolver: zodResolver(supplierRegisterSchema), defaultValues: DEFAULTS });

  const { serverError, done, onSubmit } = useSignup(registerSupplier, {
    success: "Supplier registered successfully!",
    delayMs: SUPPLIER_REDIRECT_MS,
    next: () => browserNavigation.assign("/vendor/login"),
  });

  return (
    <>
      <AuthBand>
        <AuthCard $wide>
          <AuthEyebrow>Supplier account</AuthEyebrow>
          <AuthTitle>Register your business</AuthTitle>
          <AuthLead>Sell to importers worldwide. After registering, submit your business documents for verification.</AuthLead>
          <FormStack noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={isSubmitting || undefined}>
            {serverError && <FormBanner tone="error">{serverError}</FormBanner>}
            {done && <FormBanner tone="success">Supplier registered successfully! Taking you to the supplier login…</FormBanner>}
            <TextField
              label="Business Name"
              autoComplete="organization"
              aria-required="true"
              error={errors.name?.message}
              {...register("name")}
            />
            <FieldRow>
              <EmailField label="Business Email" error={errors.email?.message} {...register("email")} />
              <TextField
                label="Mobile Number"
                type="tel"
                autoComplete="tel"
                aria-required="true"
                error={errors.mobile?.message}
                {...register("mobile")}
              />
            </FieldRow>
            <FieldRow>
              <NewPasswordFields
                password={{ ...register("password"), error: errors.password?.message }}
                confirm={{ ...register("confirmPassword"), error: errors.confirmPassword?.message }}
              />
            </FieldRow>
            <Button type="submit" $variant="secondary" $block disabled={isSubmitting || done}>
              {isSubmitting ? "Registering..." : "Register as Supplier"}
            </Button>
          </FormStack>
          <AuthFooter>
            Already registered? <a href="/vendor/login">Supplier login</a>
          </AuthFooter>
        </AuthCard>
      </AuthBand>
      <WhyRegister />
      <Toasts />
    </>
  );
}
