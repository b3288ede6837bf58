import styled from "styled-components";
import { colors } from "@/styles/theme";

// The parts of the home sections' cards: image on top, padded body below, in a
// responsive grid. The card surface itself lives in CardSurface.tsx.

export { Card } from "./CardSurface";

export const CardMedia = styled.div`
  aspect-ratio: 16 / 10;
  overflow: hidden;
  background: ${colors.tealSoft};
  img { width: 100%; height: 100%; object-fit: cover; }
`;

export const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  flex: 1;
  padding: 1.4rem 1.4rem 1.6rem;
`;

export const CardTitle = styled.h3`
  font-size: 1.2rem;
  font-weight: 750;
  color: ${colors.forest};
`;

export const CardText = styled.p`
  color: ${colors.muted};
`;

/** Responsive card grid: as many columns of at least `$min` as fit (one on phones). */
export const CardGrid = styled.ul<{ $min?: string; $gap?: string }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${(p) => p.$gap ?? "1.5rem"};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${(p) => p.$min ?? "16rem"}), 1fr));
`;
