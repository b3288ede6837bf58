import type { ReactNode } from "react";
import styled from "styled-components";
import { colors, media, radii } from "@/styles/theme";
import { Container } from "./Container";

// The banner at the top of an inner page: eyebrow, the page's only <h1>, an intro and
// optional calls to action. Pure CSS background, so it costs no image request and
// cannot shift the layout.

const Band = styled.header`
  position: relative;
  overflow: hidden;
  padding-block: 4rem 3.5rem;
  color: ${colors.white};
  background:
    radial-gradient(circle at 85% 15%, rgba(242, 165, 22, 0.32), transparent 42%),
    radial-gradient(circle at 10% 90%, rgba(255, 255, 255, 0.08), transparent 40%),
    linear-gradient(135deg, ${colors.teal}, ${colors.forest});
  @media ${media.md} { padding-block: 5.5rem 5rem; }
`;

/** The small saffron pill above a hero's title (the home banner wears it too). */
export const HeroEyebrow = styled.p`
  display: inline-block;
  margin-bottom: 0.9rem;
  padding: 0.3rem 0.85rem;
  border-radius: ${radii.pill};
  background: rgba(242, 165, 22, 0.18);
  color: ${colors.saffron};
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const Title = styled.h1`
  max-width: 46rem;
  font-size: clamp(2rem, 4.6vw, 3.3rem);
  font-weight: 850;
  letter-spacing: -0.02em;
`;

const Intro = styled.div`
  max-width: 42rem;
  margin-top: 1rem;
  font-size: clamp(1.02rem, 1.6vw, 1.2rem);
  color: #e0ece7;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.8rem;
  margin-top: 1.75rem;
`;

type PageHeroProps = {
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  /** Extra content under the text (breadcrumbs, badges). */
  children?: ReactNode;
};

export function PageHero({ eyebrow, title, intro, actions, children }: PageHeroProps) {
  return (
    <Band>
      <Container>
        {children}
        {eyebrow && <HeroEyebrow>{eyebrow}</HeroEyebrow>}
        <Title>{title}</Title>
        {intro && <Intro>{intro}</Intro>}
        {actions && <Actions>{actions}</Actions>}
      </Container>
    </Band>
  );
}
