import type { ReactNode } from "react";
import styled from "styled-components";
import { colors, media } from "@/styles/theme";
import { Container } from "./Container";

// A page band with vertical rhythm and an optional tinted background. `labelledBy`
// ties the landmark to its visible heading for screen-reader navigation.

type Tone = "plain" | "cream" | "tint" | "dark";

const backgrounds: Record<Tone, string> = {
  plain: colors.white,
  cream: colors.cream,
  tint: colors.tealSoft,
  dark: colors.forest,
};

const Band = styled.section<{ $tone: Tone }>`
  background: ${(p) => backgrounds[p.$tone]};
  color: ${(p) => (p.$tone === "dark" ? colors.onDark : colors.ink)};
  padding-block: 3.5rem;
  @media ${media.md} { padding-block: 5rem; }
`;

type SectionProps = {
  id?: string;
  tone?: Tone;
  labelledBy?: string;
  children: ReactNode;
};

export function Section({ id, tone = "plain", labelledBy, children }: SectionProps) {
  return (
    <Band id={id} $tone={tone} aria-labelledby={labelledBy}>
      <Container>{children}</Container>
    </Band>
  );
}
