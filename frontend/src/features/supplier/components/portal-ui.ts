import styled from "styled-components";
import { colors, radii, shadows } from "@/styles/theme";

// The supplier portal's small shared pieces: a screen title (alone or with actions), a
// card panel, a status badge, and the full-page frame of the open registration screens.

export const Title = styled.h1`
  margin-bottom: 1rem;
  font-size: clamp(1.5rem, 3vw, 2rem);
  color: ${colors.forest};
`;

/** A screen's title with its actions beside it, wrapping under it on a narrow screen. */
export const ScreenHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 1rem;
  h1 { font-size: clamp(1.5rem, 3vw, 2rem); color: ${colors.forest}; }
`;

export const Panel = styled.section`
  padding: clamp(1rem, 3vw, 1.5rem);
  border-radius: ${radii.md};
  background: ${colors.white};
  box-shadow: ${shadows.card};
  color: ${colors.muted};
  display: grid;
  gap: 0.75rem;
  min-width: 0;
  dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0.35rem 1rem; margin: 0; }
  dt { font-weight: 700; color: ${colors.ink}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

/** The open registration screens: one centred column on the brand gradient. */
export const Page = styled.main<{ $wide?: boolean }>`
  min-height: 100vh;
  display: grid;
  place-items: start center;
  padding: clamp(1rem, 4vw, 3rem) clamp(0.75rem, 3vw, 1rem);
  background: linear-gradient(160deg, ${colors.forest}, ${colors.teal});
  & > div { width: min(100%, ${(p) => (p.$wide ? "52rem" : "34rem")}); display: grid; gap: 1rem; }
  a { color: ${colors.teal}; font-weight: 700; }
`;
