import type { ChangeEvent } from "react";
import styled from "styled-components";
import { colors, radii } from "@/styles/theme";

// Pieces of the back office's server-paged lists (supplier and buyer accounts, supplier
// registrations, supplier offers): the All/Yes/No filters and an on/off switch.

export type FlagFilter = "all" | "yes" | "no";
export const FLAG_CHOICES: readonly { value: FlagFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.75rem 1rem;
  margin-bottom: 1.25rem;
  label { display: grid; gap: 0.3rem; font-size: 0.85rem; font-weight: 700; color: ${colors.muted}; min-width: 0; }
  select, input[type="search"] {
    min-height: 2.5rem;
    padding: 0.45rem 0.7rem;
    border: 1.5px solid ${colors.line};
    border-radius: ${radii.sm};
    background: ${colors.white};
    color: ${colors.ink};
    font: inherit;
    max-width: 100%;
  }
  input[type="search"] { width: min(100%, 18rem); }
`;

export const FilterBar = Bar;

/** A list's filters sent together (on Search or Filter), bottoms aligned; each screen sizes its fields. */
export const FilterForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 0.75rem;
  margin-bottom: 1.25rem;
`;

export function FlagSelect({ label, value, onChange }: { label: string; value: FlagFilter; onChange: (value: FlagFilter) => void }) {
  return (
    <label>
      {label}
      <select value={value} onChange={(e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value as FlagFilter)}>
        {FLAG_CHOICES.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const SwitchBox = styled.button<{ $on: boolean }>`
  position: relative;
  width: 2.75rem;
  height: 1.5rem;
  flex: none;
  border: 0;
  border-radius: ${radii.pill};
  background: ${(p) => (p.$on ? colors.teal : "#b8c4be")};
  cursor: pointer;
  &::after {
    content: "";
    position: absolute;
    top: 0.2rem;
    left: ${(p) => (p.$on ? "1.45rem" : "0.2rem")};
    width: 1.1rem;
    height: 1.1rem;
    border-radius: 50%;
    background: ${colors.white};
    transition: left 0.15s;
  }
  &:disabled { opacity: 0.55; cursor: not-allowed; }
  &:focus-visible { outline: 3px solid ${colors.saffron}; outline-offset: 2px; }
`;

/** An on/off switch (role switch): `label` names it for assistive technology. */
export function Switch({
  label,
  checked,
  disabled,
  describedBy,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  /** The id of the text saying why it is disabled. */
  describedBy?: string;
  onChange: (next: boolean) => void;
}) {
  return (
    <SwitchBox
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-describedby={describedBy}
      $on={checked}
      disabled={disabled}
      onClick={() => onChange(!checked)}
    />
  );
}
