import { type ComponentPropsWithRef, useId } from "react";
import styled, { css } from "styled-components";
import { colors, radii } from "@/styles/theme";

// Labelled inputs for the public forms (contact, feedback): a visible <label> tied to
// its control, an optional note beside the label ("optional"), the browser's own
// checks (required, type=email/tel) as the first line of validation.

const controlStyles = css`
  width: 100%;
  padding: 0.75rem 0.9rem;
  border: 1.5px solid ${colors.line};
  border-radius: ${radii.sm};
  background: ${colors.white};
  color: ${colors.ink};
  &:focus-visible { border-color: ${colors.teal}; }
`;

const Wrap = styled.div`
  display: grid;
  gap: 0.35rem;
  min-width: 0;
  & > label { font-weight: 600; font-size: 0.95rem; }
  & > label > span { color: ${colors.muted}; font-weight: 450; }
`;

const Input = styled.input`
  ${controlStyles}
`;

const TextArea = styled.textarea`
  ${controlStyles}
  min-height: 8rem;
  resize: vertical;
`;

type Labelled = { label: string; note?: string };

export function InputField({ label, note, id, ...input }: Labelled & ComponentPropsWithRef<"input">) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <Wrap>
      <label htmlFor={fieldId}>
        {label}
        {note && <span> ({note})</span>}
      </label>
      <Input id={fieldId} {...input} />
    </Wrap>
  );
}

export function TextAreaField({ label, note, id, ...area }: Labelled & ComponentPropsWithRef<"textarea">) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <Wrap>
      <label htmlFor={fieldId}>
        {label}
        {note && <span> ({note})</span>}
      </label>
      <TextArea id={fieldId} {...area} />
    </Wrap>
  );
}

/** Fields side by side when there is room. */
export const FieldRow = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
`;
