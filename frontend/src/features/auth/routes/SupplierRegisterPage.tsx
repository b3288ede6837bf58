import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/Button";
import { registerSupplier } from "@/lib/accounts";
import { messageOf } from "@/lib/api";
import { AuthBand, AuthCard, AuthEyebrow, AuthFooter, AuthLead, AuthTitle } from "../components/AuthLayout";
import { FieldRow, FormBanner, FormStack, PasswordField, TextField } from "@/components/ui/form/fields";
import { Toasts } from "@/components/Toasts";
import { WhyRegister } from "../components/WhyRegister";
import { browserNavigation, SUPPLIER_REDIRECT_MS } from "@/lib/destinations";
import { type SupplierRegisterValues, supplierRegisterSchema } from "@/lib/account-schemas";

// /supplierRegister (SPEC section 2): the supplier sign-up form, then the 'Why Register'
// landing section. Success goes to the supplier portal's login (a client-only area, so
// a full page load).

const DEFAULTS: SupplierRegisterValues = { name: "", email: "", mobile: "", password: "", confirmPassword: "" };

export function SupplierRegisterPage() {
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SupplierRegisterValues>({ resolver: zodResolver(supplierRegisterSchema), defaultValues: DEFAULTS });

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onSubmit = async (values: SupplierRegisterValues) => {
    setServerError(null);
    try {
      await registerSupplier(values);
      setDone(true);
      toast.success("Supplier registered successfully!");
      timer.current = window.setTimeout(() => browserNavigation.assign("/vendor/login"), SUPPLIER_REDIRECT_MS);
    } catch (error) {
      setServerError(messageOf(error, "Registration failed. Please try again."));
    }
  };

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
              <TextField
                label="Business Email"
                type="email"
                autoComplete="email"
                aria-required="true"
                error={errors.email?.message}
                {...register("email")}
              />
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
