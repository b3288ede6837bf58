import type { ReactNode } from "react";
import styled from "styled-components";
import { colors, radii } from "@/styles/theme";

// The labelled facts of an enquiry (buyer, product, terms) and the supplier's stored
// reply, as the admin's detail dialog and the supplier's lead inbox show them.

/** A grid of facts; `$min` is the narrowest a column may get. */
export const Facts = styled.dl<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = "11rem" }) => $min}), 1fr));
  gap: 0.5rem 1rem;
  margin: 0;
  div { min-width: 0; }
  dt { font-size: 0.8rem; font-weight: 700; color: ${colors.muted}; text-transform: uppercase; letter-spacing: 0.03em; }
  dd { margin: 0; overflow-wrap: anywhere; white-space: pre-wrap; }
`;

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export const yesNo = (value: boolean) => (value ? "Yes" : "No");

/** The supplier's reply, quoted as written (line breaks kept). */
export const ReplyQuote = styled.blockquote`
  margin: 0;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${colors.teal};
  background: ${colors.tealSoft};
  border-radius: ${radii.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
