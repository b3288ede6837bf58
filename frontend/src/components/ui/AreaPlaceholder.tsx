import { useId } from "react";
import styled from "styled-components";
import { colors, radii, shadows } from "@/styles/theme";
import { Button } from "./Button";

// Temporary sign-in look for the client-only areas (admin, vendor) until their real
// screens land. The form does nothing yet and says so.

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

const Subtitle = styled.p`
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.1em;
  text-transform: uppercase;
  color: ${colors.saffronText};
`;

const Title = styled.h1`
  margin: 0.4rem 0 1.75rem;
  font-size: 1.8rem;
  color: ${colors.forest};
`;

const Field = styled.div`
  display: grid;
  gap: 0.35rem;
  margin-bottom: 1rem;
  label { font-weight: 600; font-size: 0.95rem; }
  input {
    padding: 0.7rem 0.9rem;
    border: 1.5px solid ${colors.line};
    border-radius: ${radii.sm};
  }
`;

const Note = styled.p`
  margin-top: 1rem;
  font-size: 0.9rem;
  color: ${colors.muted};
  text-align: center;
`;

type AreaPlaceholderProps = { title: string; subtitle: string; submitLabel: string; note: string };

export function AreaPlaceholder({ title, subtitle, submitLabel, note }: AreaPlaceholderProps) {
  const id = useId();
  return (
    <Page>
      <Card>
        <Subtitle>{subtitle}</Subtitle>
        <Title>{title}</Title>
        <form onSubmit={(event) => event.preventDefault()} aria-describedby={`${id}-note`}>
          <Field>
            <label htmlFor={`${id}-email`}>Email</label>
            <input id={`${id}-email`} name="email" type="email" autoComplete="username" required />
          </Field>
          <Field>
            <label htmlFor={`${id}-password`}>Password</label>
            <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required />
          </Field>
          <Button type="submit" $variant="secondary" $block disabled>
            {submitLabel}
          </Button>
        </form>
        <Note id={`${id}-note`}>{note}</Note>
      </Card>
    </Page>
  );
}
