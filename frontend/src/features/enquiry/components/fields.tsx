import { type ComponentPropsWithRef, type ReactNode, useId } from "react";
import styled, { css } from "styled-components";
import { colors, radii } from "@/styles/theme";

// Labelled controls of the enquiry form. Each has a visible <label>; a required one says
// so in its label and with aria-required; an error is tied to its control with
// aria-describedby and marks it aria-invalid. React 19 passes `ref` as a prop, so
// react-hook-form's register() output can be spread straight onto them.

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
  align-content: start;
  min-width: 0;
`;

const Star = styled.span`
  color: #b3261e;
  margin-left: 0.2rem;
`;

const Input = styled.input`
  ${controlStyles}
`;

const Select = styled.select`
  ${controlStyles}
`;

const TextArea = styled.textarea`
  ${controlStyles}
  min-height: 7rem;
  resize: vertical;
`;

export const ErrorText = styled.p`
  color: #b3261e;
  font-size: 0.88rem;
  font-weight: 550;
`;

type FieldBase = { label: string; error?: string; required?: boolean };

const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
  & > label { font-weight: 600; font-size: 0.95rem; }
`;

// The star sits beside the <label>, not inside it, so the control's name stays "Email"
// (aria-required tells assistive technology that it is required).
function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <LabelRow>
      <label htmlFor={htmlFor}>{label}</label>
      {required && <Star aria-hidden="true">*</Star>}
    </LabelRow>
  );
}

function useFieldIds(id: string | undefined, error: string | undefined) {
  const auto = useId();
  const fieldId = id ?? auto;
  const errorId = `${fieldId}-error`;
  return { fieldId, errorId, describedBy: error ? errorId : undefined };
}

function Field({ fieldId, errorId, label, required, error, children }: FieldBase & { fieldId: string; errorId: string; children: ReactNode }) {
  return (
    <Wrap>
      <Label htmlFor={fieldId} label={label} required={required} />
      {children}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrap>
  );
}

export function TextField({ label, error, required, id, ...input }: FieldBase & Omit<ComponentPropsWithRef<"input">, "required">) {
  const { fieldId, errorId, describedBy } = useFieldIds(id, error);
  return (
    <Field fieldId={fieldId} errorId={errorId} label={label} required={required} error={error}>
      <Input
        id={fieldId}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
    </Field>
  );
}

export type Choice = { value: string; label: string };

export function SelectField({
  label,
  error,
  id,
  choices,
  ...select
}: Omit<FieldBase, "required"> & ComponentPropsWithRef<"select"> & { choices: Choice[] }) {
  const { fieldId, errorId, describedBy } = useFieldIds(id, error);
  return (
    <Field fieldId={fieldId} errorId={errorId} label={label} error={error}>
      <Select id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export function TextAreaField({ label, error, id, ...area }: Omit<FieldBase, "required"> & ComponentPropsWithRef<"textarea">) {
  const { fieldId, errorId, describedBy } = useFieldIds(id, error);
  return (
    <Field fieldId={fieldId} errorId={errorId} label={label} error={error}>
      <TextArea id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...area} />
    </Field>
  );
}

const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.55rem;
  font-weight: 550;
  cursor: pointer;
  input { width: 1.15rem; height: 1.15rem; accent-color: ${colors.teal}; }
`;

export function CheckboxField({ label, ...input }: { label: string } & Omit<ComponentPropsWithRef<"input">, "type">) {
  return (
    <CheckLabel>
      <input type="checkbox" {...input} />
      {label}
    </CheckLabel>
  );
}

/** Fields side by side when there is room. */
export const FieldRow = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
`;

/** A titled group of fields. */
export const FieldGroup = styled.fieldset`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  & > legend {
    margin-bottom: 0.75rem;
    padding: 0;
    font-size: 1.05rem;
    font-weight: 800;
    color: ${colors.forest};
  }
`;
