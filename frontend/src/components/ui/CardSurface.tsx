import { Link } from "react-router";
import styled, { css } from "styled-components";
import { colors, radii, shadows } from "@/styles/theme";

// The raised white card that lifts on hover, as an article or as one whole-card link.
// Its own file (not Card.tsx) so that pages using only the surface, such as the
// catalogue's product and variety cards, do not load the home sections' card parts.

const surface = css`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${radii.md};
  background: ${colors.white};
  box-shadow: ${shadows.card};
  transition: transform 0.25s ease, box-shadow 0.25s ease;
  &:hover { transform: translateY(-4px); box-shadow: ${shadows.raised}; }
`;

export const Card = styled.article`
  ${surface}
`;

/** The same surface when the whole card is one link: its heading takes the link colour on hover. */
export const CardLink = styled(Link)`
  ${surface}
  color: inherit;
  text-decoration: none;
  &:hover h3 { color: ${colors.teal}; }
`;

