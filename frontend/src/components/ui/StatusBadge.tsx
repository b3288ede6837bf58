import type { ReactNode } from "react";
import styled from "styled-components";
import { radii, tones, type Tone } from "@/styles/theme";

// A status as a coloured label: the words always say it, the tone (from the theme) only
// helps the eye. One look for orders, enquiries, accounts and registrations alike.

const Pill = styled.span<{ $tone: Tone; $wrap: boolean }>`
  display: inline-block;
  max-width: 100%;
  padding: 0.15rem 0.6rem;
  border-radius: ${(p) => (p.$wrap ? radii.md : radii.pill)};
  font-size: 0.82rem;
  font-weight: 700;
  white-space: ${(p) => (p.$wrap ? "normal" : "nowrap")};
  background: ${(p) => tones[p.$tone].background};
  color: ${(p) => tones[p.$tone].text};
`;

type Props = {
  tone: Tone;
  children: ReactNode;
  /** Lets a long status ("Closed: another quote was accepted") wrap in a narrow cell. */
  wrap?: boolean;
  /** Said on hover: why the status is what it is. */
  title?: string;
  /** For a badge that adds a mark of its own (styled(StatusBadge)). */
  className?: string;
};

export function StatusBadge({ tone, wrap = false, children, title, className }: Props) {
  return (
    <Pill $tone={tone} $wrap={wrap} title={title} className={className}>
      {children}
    </Pill>
  );
}
