import styled from "styled-components";
import { colors, media, radii, shadows } from "@/styles/theme";

// The look shared by the sign-in and registration screens: a tinted band with a card.

export const AuthBand = styled.div`
  padding: clamp(2rem, 6vw, 4rem) clamp(1rem, 4vw, 2rem);
  background: linear-gradient(160deg, ${colors.tealSoft}, ${colors.cream} 60%);
`;

export const AuthCard = styled.div<{ $wide?: boolean }>`
  width: min(100%, ${(p) => (p.$wide ? "44rem" : "30rem")});
  margin-inline: auto;
  padding: clamp(1.5rem, 4vw, 2.5rem);
  border-radius: ${radii.lg};
  background: ${colors.white};
  box-shadow: ${shadows.raised};
`;

export const AuthEyebrow = styled.p`
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.1em;
  text-transform: uppercase;
  color: ${colors.saffronText};
`;

export const AuthTitle = styled.h1`
  margin: 0.35rem 0 0.5rem;
  font-size: clamp(1.6rem, 3vw, 2rem);
  color: ${colors.forest};
`;

export const AuthLead = styled.p`
  margin-bottom: 1.5rem;
  color: ${colors.muted};
`;

export const AuthFooter = styled.p`
  margin-top: 1.5rem;
  text-align: center;
  color: ${colors.muted};
  a { color: ${colors.teal}; font-weight: 700; }
`;

export const FieldsetTitle = styled.h2`
  margin-top: 0.5rem;
  font-size: 1.05rem;
  color: ${colors.forest};
`;

export const InlineLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  a { color: ${colors.teal}; font-weight: 600; }
  @media ${media.sm} { flex-wrap: nowrap; }
`;
