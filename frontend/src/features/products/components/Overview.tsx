import styled from "styled-components";
import { colors, media, radii, shadows } from "@/styles/theme";

// The top of the category and variety pages: the picture beside the details from
// tablet width up, stacked on phones. `$columns` sets how the two sides share the row.

export const Overview = styled.div<{ $columns: string }>`
  display: grid;
  gap: 2.5rem;
  align-items: start;
  @media ${media.md} { grid-template-columns: ${(p) => p.$columns}; }
`;

export const OverviewFigure = styled.figure`
  margin: 0;
  overflow: hidden;
  border-radius: ${radii.lg};
  background: ${colors.tealSoft};
  box-shadow: ${shadows.card};
  aspect-ratio: 4 / 3;
  img { width: 100%; height: 100%; object-fit: cover; }
`;
