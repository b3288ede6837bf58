import { useId } from "react";
import { useController, type Control, type FieldValues, type Path } from "react-hook-form";
import styled from "styled-components";
import { ErrorText } from "@/components/ui/form/fields";
import { colors, radii } from "@/styles/theme";

// A file input bound to a react-hook-form field whose value is a File or null (nothing
// newly chosen: the server keeps the stored file, SPEC section 5 "a file is sent only if
// newly chosen"). Shows the stored image (or a link to the stored file) beside it.

const Wrap = styled.div`
  display: grid;
  gap: 0.35rem;
  min-width: 0;
  label { font-weight: 600; font-size: 0.95rem; }
  input[type="file"] {
    width: 100%;
    padding: 0.55rem;
    border: 1.5px dashed ${colors.line};
    border-radius: ${radii.sm};
    background: ${colors.white};
  }
  input[aria-invalid="true"] { border-color: #b3261e; }
`;

const Current = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  font-size: 0.88rem;
  color: ${colors.muted};
  img { width: 4rem; height: 3rem; object-fit: contain; border-radius: ${radii.sm}; background: ${colors.tealSoft}; }
  a { color: ${colors.teal}; font-weight: 600; overflow-wrap: anywhere; }
`;

type FileFieldProps<V extends FieldValues> = {
  control: Control<V>;
  name: Path<V>;
  label: string;
  /** `accept` of the input: "image/*" (default) or "application/pdf". */
  accept?: string;
  /** The stored file's URL, shown until another is chosen. */
  current?: string | null;
  /** How the stored file is shown: a thumbnail (default) or a link. */
  currentAs?: "image" | "link";
  markRequired?: boolean;
};

export function FileField<V extends FieldValues>({
  control,
  name,
  label,
  accept = "image/*",
  current,
  currentAs = "image",
  markRequired,
}: FileFieldProps<V>) {
  const { field, fieldState } = useController({ control, name });
  const id = useId();
  const errorId = `${id}-error`;
  const value: unknown = field.value;
  const chosen = value instanceof File ? value : null;
  return (
    <Wrap>
      {/* The star sits beside the label, so the input's name stays the label alone. */}
      <div>
        <label htmlFor={id}>{label}</label>
        {markRequired && <span aria-hidden="true" style={{ color: "#b3261e" }}> *</span>}
      </div>
      {current && !chosen && (
        <Current>
          {currentAs === "image" ? <img src={current} alt="" /> : null}
          <a href={current} target="_blank" rel="noreferrer">
            {currentAs === "image" ? "Current image" : "Current file"}
          </a>
        </Current>
      )}
      <input
        id={id}
        type="file"
        accept={accept}
        name={field.name}
        ref={field.ref}
        onBlur={field.onBlur}
        aria-required={markRequired || undefined}
        aria-invalid={fieldState.error ? true : undefined}
        aria-describedby={fieldState.error ? errorId : undefined}
        onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
      />
      {fieldState.error?.message && <ErrorText id={errorId}>{fieldState.error.message}</ErrorText>}
    </Wrap>
  );
}
