import { type ComponentPropsWithRef, type ReactNode, useId, useState } from "react";
import styled, { css } from "styled-components";
import { colors, lineHeights, radii } from "@/styles/theme";

// The parts every labelled control of the shared form primitives is made of. Every
// control has a visible <label>; an error message is tied to its control with
// aria-describedby and marks it aria-invalid. The primitives receive plain props (no
// form library here): React 19 passes `ref` as a prop, so react-hook-form's register()
// output can be spread straight onto them, and plain-state forms pass value/onChange.

// A control's padding and border, stated once: a select's height is made of them.
const CONTROL_PAD_BLOCK = "0.7rem";
const CONTROL_BORDER = "1.5px";

const controlStyles = css`
  width: 100%;
  padding: ${CONTROL_PAD_BLOCK} 0.9rem;
  border: ${CONTROL_BORDER} solid ${colors.line};
  border-radius: ${radii.sm};
  background: ${colors.white};
  color: ${colors.ink};
  &:focus-visible { border-color: ${colors.teal}; }
  &[aria-invalid="true"] { border-color: #b3261e; }
`;

/** The bare text input, for a control built of the shell's parts (a search picker). */
export const TextInput = styled.input`
  ${controlStyles}
`;

export const ErrorText = styled.p`
  color: #b3261e;
  font-size: 0.88rem;
  font-weight: 550;
`;

/**
 * What a labelled control takes besides its element's own props:
 * - `note`: a remark shown in the label, "Address (optional)";
 * - `markRequired`: a star beside the label plus aria-required (the element's own
 *   `required` stays the browser's check, as usual).
 */
export type FieldProps = { label: string; error?: string; note?: string; markRequired?: boolean };

const Wrap = styled.div`
  display: grid;
  gap: 0.35rem;
  align-content: start;
  min-width: 0;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 0.95rem;
  & > span { color: ${colors.muted}; font-weight: 450; }
`;

const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
`;

const Star = styled.span`
  color: #b3261e;
  margin-left: 0.2rem;
`;

export function useFieldIds(id: string | undefined, error: string | undefined) {
  const auto = useId();
  const fieldId = id ?? auto;
  const errorId = `${fieldId}-error`;
  return { fieldId, errorId, describedBy: error ? errorId : undefined };
}

export type FieldShellProps = FieldProps & { fieldId: string; errorId: string; children: ReactNode };

/** Label, control, error message. */
export function FieldShell({ fieldId, errorId, label, note, markRequired, error, children }: FieldShellProps) {
  const text = (
    <Label htmlFor={fieldId}>
      {label}
      {note && <span> ({note})</span>}
    </Label>
  );
  return (
    <Wrap>
      {/* The star sits beside the <label>, not inside it, so the control's name stays
          "Email" (aria-required tells assistive technology that it is required). */}
      {markRequired ? (
        <LabelRow>
          {text}
          <Star aria-hidden="true">*</Star>
        </LabelRow>
      ) : (
        text
      )}
      {children}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrap>
  );
}

export function TextField({ label, error, note, markRequired, id, ...input }: FieldProps & ComponentPropsWithRef<"input">) {
  const { fieldId, errorId, describedBy } = useFieldIds(id, error);
  return (
    <FieldShell fieldId={fieldId} errorId={errorId} label={label} note={note} markRequired={markRequired} error={error}>
      <TextInput
        id={fieldId}
        aria-required={markRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
    </FieldShell>
  );
}

/** A required e-mail input ("Email" unless the form names it otherwise). */
export function EmailField({ label = "Email", ...input }: Partial<FieldProps> & ComponentPropsWithRef<"input">) {
  return <TextField label={label} type="email" autoComplete="email" aria-required="true" {...input} />;
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
export function PasswordField({
  label,
  error,
  note,
  markRequired,
  id,
  ...input
}: FieldProps & Omit<ComponentPropsWithRef<"input">, "type">) {
  const { fieldId, errorId, describedBy } = useFieldIds(id, error);
  const [shown, setShown] = useState(false);
  return (
    <FieldShell fieldId={fieldId} errorId={errorId} label={label} note={note} markRequired={markRequired} error={error}>
      <PasswordBox>
        <TextInput
          id={fieldId}
          type={shown ? "text" : "password"}
          aria-required={markRequired || undefined}
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
    </FieldShell>
  );
}

/** The bare control, for a select labelled by aria-label (a table row's own selector). */
export const Select = styled.select`
  ${controlStyles}
  /* A select ignores the inherited line height; this makes it as tall as a text field, so
     the labels of a row of mixed fields line up. */
  min-height: calc(${lineHeights.body}em + 2 * ${CONTROL_PAD_BLOCK} + 2 * ${CONTROL_BORDER});
`;

/** An option of a SelectField: a bare string is both its value and its text. */
export type Choice = string | { value: string; label: string };

export function SelectField({
  label,
  error,
  note,
  markRequired,
  id,
  options,
  ...select
}: FieldProps & ComponentPropsWithRef<"select"> & { options: readonly Choice[] }) {
  const { fieldId, errorId, describedBy } = useFieldIds(id, error);
  return (
    <FieldShell fieldId={fieldId} errorId={errorId} label={label} note={note} markRequired={markRequired} error={error}>
      <Select
        id={fieldId}
        aria-required={markRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...select}
      >
        {options.map((option) => {
          const { value, label: text } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </Select>
    </FieldShell>
  );
}

const TextArea = styled.textarea`
  ${controlStyles}
  min-height: 7rem;
  resize: vertical;
`;

export function TextAreaField({ label, error, note, markRequired, id, ...area }: FieldProps & ComponentPropsWithRef<"textarea">) {
  const { fieldId, errorId, describedBy } = useFieldIds(id, error);
  return (
    <FieldShell fieldId={fieldId} errorId={errorId} label={label} note={note} markRequired={markRequired} error={error}>
      <TextArea
        id={fieldId}
        aria-required={markRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...area}
      />
    </FieldShell>
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

/** A checkbox inside its own label. */
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

/** The fields of a form, one under the other. */
export const FormStack = styled.form`
  display: grid;
  gap: 1rem;
`;

/** Fields side by side when there is room; `$min` is the narrowest a field gets (12rem). */
export const FieldRow = styled.div<{ $min?: string }>`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${(p) => p.$min ?? "12rem"}), 1fr));
`;
