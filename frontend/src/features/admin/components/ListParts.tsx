import type { ChangeEvent } from "react";
import styled from "styled-components";
import { Button } from "@/components/ui/Button";
import { colors, radii } from "@/styles/theme";

// Pieces of the back office's server-paged lists (supplier and buyer accounts, supplier
// registrations, supplier offers): the All/Yes/No filters, an on/off switch, the status badge and the pager.

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

const tones = {
  Blocked: { bg: "#fdecea", fg: "#8c1d18" },
  Active: { bg: colors.tealSoft, fg: colors.teal },
  Inactive: { bg: "#eef0ef", fg: colors.muted },
  Verified: { bg: colors.tealSoft, fg: colors.teal },
  Pending: { bg: colors.saffronSoft, fg: colors.saffronText },
} as const;

export type BadgeText = keyof typeof tones;

const BadgeBox = styled.span<{ $text: BadgeText }>`
  display: inline-block;
  padding: 0.2rem 0.65rem;
  border-radius: ${radii.pill};
  font-size: 0.8rem;
  font-weight: 700;
  white-space: nowrap;
  background: ${(p) => tones[p.$text].bg};
  color: ${(p) => tones[p.$text].fg};
`;

export function Badge({ text }: { text: BadgeText }) {
  return <BadgeBox $text={text}>{text}</BadgeBox>;
}

const PagerBox = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-top: 1rem;
  color: ${colors.muted};
  div { display: flex; gap: 0.5rem; }
`;

/** "Page 2 of 7 · 130 vendors" with Previous and Next. */
export function Pager({ page, pageSize, total, noun, onPage }: { page: number; pageSize: number; total: number; noun: string; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <PagerBox aria-label="Pages">
      <span aria-live="polite">
        Page {Math.min(page, pages)} of {pages} · {total} {noun}
      </span>
      <div>
        <Button $variant="outline" $size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button $variant="outline" $size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </PagerBox>
  );
}
