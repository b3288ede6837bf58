import styled from "styled-components";
import { colors, radii } from "@/styles/theme";

// The insights' range: the last 7, 30 or 90 days. Toggle buttons (aria-pressed) in one
// labelled group, so a screen reader hears which range is shown.

export const RANGES = [7, 30, 90] as const;
export type RangeDays = (typeof RANGES)[number];

const Group = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  padding: 0.25rem;
  border-radius: ${radii.pill};
  background: ${colors.white};
  box-shadow: inset 0 0 0 1px ${colors.line};
  button {
    border: 0;
    border-radius: ${radii.pill};
    padding: 0.4rem 0.9rem;
    background: transparent;
    color: ${colors.teal};
    font: inherit;
    font-weight: 700;
    cursor: pointer;
    white-space: nowrap;
  }
  button[aria-pressed="true"] { background: ${colors.teal}; color: ${colors.white}; }
  button:focus-visible { outline: 2px solid ${colors.saffronDark}; outline-offset: 2px; }
`;

export function RangeSwitch({ days, onChange }: { days: RangeDays; onChange: (days: RangeDays) => void }) {
  return (
    <Group role="group" aria-label="Range">
      {RANGES.map((d) => (
        <button key={d} type="button" aria-pressed={d === days} onClick={() => onChange(d)}>
          Last {d} days
        </button>
      ))}
    </Group>
  );
}
