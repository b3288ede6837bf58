import { type ComponentPropsWithRef, type ReactNode, useId, useState } from "react";
import styled, { css } from "styled-components";
import { colors, radii } from "@/styles/theme";

// Labelled form controls for the account screens. Every control has a visible <label>;
// an error message is tied to its control with aria-describedby and marks it
// aria-invalid. React 19 passes `ref` as a prop, so react-hook-form's register() output
// can be spread straight onto these.

const controlStyles = css`
  width: 100%;
  padding: 0.7rem 0.9rem;
  border: 1.5px solid ${colors.line};
  border-radius: ${radii.sm};
  background: ${colors.white};
  color: ${colors.ink};
  &:focus-visible { border-color: ${colors.teal}; }
  &[aria-invalid="true"] { border-color: #b3261e; }
`;

const Wrap = styled.div`
  display: grid;
  gap: 0.35rem;
  min-width: 0;
  & > label { font-weight: 600; font-size: 0.95rem; }
`;

const Input = styled.input`
  ${controlStyles}
`;

const Select = styled.select`
  ${controlStyles}
`;

export const ErrorText = styled.p`
  color: #b3261e;
  font-size: 0.88rem;
  font-weight: 550;
`;

type FieldBase = { label: string; error?: string; hint?: ReactNode };

function useFieldIds(id: string | undefined, error: string | undefined) {
  const auto = useId();
  const fieldId = id ?? auto;
  const errorId = `${fieldId}-error`;
  return { fieldId, errorId, describedBy: error ? errorId : undefined };
}

export function TextField({ label, error, id, ...input }: FieldBase & ComponentPropsWithRef<"input">) {
  const { fieldId, errorId, describedBy } = useFieldIds(id, error);
  return (
    <Wrap>
      <label htmlFor={fieldId}>{label}</label>
      <Input id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrap>
  );
}

export function SelectField({
  label,
  error,
  id,
  options,
  ...select
}: FieldBase & ComponentPropsWithRef<"select"> & { options: readonly string[] }) {
  const { fieldId, errorId, describedBy } = useFieldIds(id, error);
  return (
    <Wrap>
      <label htmlFor={fieldId}>{label}</label>
      <Select id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrap>
  );
}

const PasswordBox = styled.div`
  position: relative;
  input { padding-right: 4.75rem; }
`;

const Reveal = styled.button`
  position: absolute;
  top: 50%;
  right: 0.35rem;
  transform: translateY(-50%);
  padding: 0.3rem 0.6rem;
  border: 0;
  border-radius: ${radii.sm};
  background: transparent;
  color: ${colors.teal};
  font-size: 0.85rem;
  font-weight: 700;
  cursor: pointer;
  &:hover { background: ${colors.tealSoft}; }
`;

/** A password input with a show/hide toggle; the toggle's name says what it will do. */
export function PasswordField({ label, error, id, ...input }: FieldBase & Omit<ComponentPropsWithRef<"input">, "type">) {
  const { fieldId, errorId, describedBy } = useFieldIds(id, error);
  const [shown, setShown] = useState(false);
  return (
    <Wrap>
      <label htmlFor={fieldId}>{label}</label>
      <PasswordBox>
        <Input
          id={fieldId}
          type={shown ? "text" : "password"}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        <Reveal
          type="button"
          aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-controls={fieldId}
          onClick={() => setShown((v) => !v)}
        >
          <span aria-hidden="true">{shown ? "Hide" : "Show"}</span>
        </Reveal>
      </PasswordBox>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrap>
  );
}

const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 500;
  cursor: pointer;
  input { width: 1.1rem; height: 1.1rem; accent-color: ${colors.teal}; }
`;

export function CheckboxField({ label, ...input }: { label: string } & Omit<ComponentPropsWithRef<"input">, "type">) {
  return (
    <CheckLabel>
      <input type="checkbox" {...input} />
      {label}
    </CheckLabel>
  );
}

const Banner = styled.div<{ $tone: "error" | "success" }>`
  padding: 0.85rem 1rem;
  border-radius: ${radii.sm};
  border: 1px solid ${(p) => (p.$tone === "error" ? "#f1b8b4" : "#a9d8c4")};
  background: ${(p) => (p.$tone === "error" ? "#fdecea" : colors.tealSoft)};
  color: ${(p) => (p.$tone === "error" ? "#8c1d18" : colors.tealDark)};
  font-weight: 550;
  strong { display: block; }
`;

/** A message about the whole form: errors interrupt (role alert), successes are polite. */
export function FormBanner({ tone, title, children }: { tone: "error" | "success"; title?: string; children?: ReactNode }) {
  return (
    <Banner $tone={tone} role={tone === "error" ? "alert" : "status"}>
      {title && <strong>{title}</strong>}
      {children}
    </Banner>
  );
}

/** Two fields side by side on wider screens. */
export const FieldRow = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
`;

export const FormStack = styled.form`
  display: grid;
  gap: 1rem;
`;
