import type { ReactNode } from "react";
import styled from "styled-components";
import { colors } from "@/styles/theme";

// Eyebrow + h2 + intro, the heading pattern of every home section. The page's only
// h1 is the first banner headline, so section titles are always h2.

const Wrapper = styled.header<{ $align: "center" | "start" }>`
  text-align: ${(p) => (p.$align === "center" ? "center" : "left")};
  max-width: ${(p) => (p.$align === "center" ? "46rem" : "none")};
  margin: 0 ${(p) => (p.$align === "center" ? "auto" : "0")} 2.5rem;
`;

const Eyebrow = styled.p<{ $onDark: boolean }>`
  display: inline-block;
  margin-bottom: 0.75rem;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${(p) => (p.$onDark ? colors.saffron : colors.saffronText)};
`;

const Title = styled.h2`
  font-size: clamp(1.7rem, 3.2vw, 2.5rem);
  font-weight: 800;
  letter-spacing: -0.01em;
`;

const Intro = styled.p<{ $onDark: boolean }>`
  margin-top: 0.9rem;
  font-size: 1.05rem;
  color: ${(p) => (p.$onDark ? colors.onDarkMuted : colors.muted)};
`;

type SectionHeadingProps = {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: "center" | "start";
  onDark?: boolean;
};

export function SectionHeading({ id, eyebrow, title, intro, align = "center", onDark = false }: SectionHeadingProps) {
  return (
    <Wrapper $align={align}>
      {eyebrow && <Eyebrow $onDark={onDark}>{eyebrow}</Eyebrow>}
      <Title id={id}>{title}</Title>
      {intro && <Intro $onDark={onDark}>{intro}</Intro>}
    </Wrapper>
  );
}
