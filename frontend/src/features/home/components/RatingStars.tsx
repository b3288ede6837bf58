import styled from "styled-components";
import { colors } from "@/styles/theme";

// Stars as text (no icon font, no images); the visual glyphs are hidden from assistive
// technology, which reads the label instead.

const Stars = styled.span`
  color: ${colors.saffronDark};
  font-size: 1.15rem;
  letter-spacing: 0.1em;
`;

const MAX = 5;

export function RatingStars({ rating }: { rating: number }) {
  const value = Math.max(0, Math.min(MAX, Math.round(rating)));
  return (
    <Stars role="img" aria-label={`Rated ${value} out of ${MAX}`}>
      {"★".repeat(value) + "☆".repeat(MAX - value)}
    </Stars>
  );
}
