import styled from "styled-components";
import { media } from "@/styles/theme";

// The public product grid: 1 column on phones, then 2, 3 and 4 as the screen widens
// (SPEC section 9).

export const ProductGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.5rem;
  grid-template-columns: 1fr;
  @media ${media.sm} { grid-template-columns: repeat(2, 1fr); }
  @media ${media.lg} { grid-template-columns: repeat(3, 1fr); }
  @media ${media.xl} { grid-template-columns: repeat(4, 1fr); }
`;
