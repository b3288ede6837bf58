import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import styled from "styled-components";
import * as z from "zod/mini";
import { Button } from "@/components/ui/Button";
import { FormBanner, FormStack } from "@/components/ui/form/fields";
import { SignInFields } from "@/components/ui/form/SignInFields";
import { colors, radii, shadows } from "@/styles/theme";
import { emailField, MESSAGES } from "@/lib/account-schemas";

// The sign-in card of the client-only areas: /admin/login and /vendor/login
// (SPEC section 2): email, password and a 'LOG IN' button. The caller performs the call.

const areaLoginSchema = z.object({ email: emailField, password: z.string().check(z.minLength(1, MESSAGES.passwordRequired)) });
export type AreaLoginValues = z.infer<typeof areaLoginSchema>;

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 2rem 1rem;
  background: linear-gradient(160deg, ${colors.forest}, ${colors.teal});
`;

const Card = styled.div`
  width: min(100%, 26rem);
  padding: 2.5rem 2rem;
  border-radius: ${radii.lg};
  background: ${colors.white};
  box-shadow: ${shadows.raised};
`;

const Eyebrow = styled.p`
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.1em;
  text-transform: uppercase;
  color: ${colors.saffronText};
`;

const Title = styled.h1`
  margin: 0.4rem 0 1.5rem;
  font-size: 1.8rem;
  color: ${colors.forest};
`;

const Footer = styled.div`
  margin-top: 1.25rem;
  text-align: center;
  color: ${colors.muted};
  a { color: ${colors.teal}; font-weight: 700; }
`;

type AreaLoginProps = {
  title: string;
  eyebrow: string;
  busy: boolean;
  error: string | null;
  onSubmit: (values: AreaLoginValues) => void;
  footer?: ReactNode;
};

export function AreaLogin({ title, eyebrow, busy, error, onSubmit, footer }: AreaLoginProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AreaLoginValues>({ resolver: zodResolver(areaLoginSchema), defaultValues: { email: "", password: "" } });

  return (
    <Page>
      <Card>
        <Eyebrow>{eyebrow}</Eyebrow>
        <Title>{title}</Title>
        <FormStack noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={busy || undefined}>
          {error && <FormBanner tone="error">{error}</FormBanner>}
          <SignInFields
            email={{ ...register("email"), error: errors.email?.message }}
            password={{ ...register("password"), error: errors.password?.message }}
          />
          <Button type="submit" $variant="secondary" $block disabled={busy}>
            {busy ? "Logging in..." : "LOG IN"}
          </Button>
        </FormStack>
        {footer && <Footer>{footer}</Footer>}
      </Card>
    </Page>
  );
}

/** Full-screen status while an area checks who is signed in. */
export const AreaStatus = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  align-content: center;
  gap: 1rem;
  padding: 2rem;
  color: ${colors.muted};
  text-align: center;
`;
