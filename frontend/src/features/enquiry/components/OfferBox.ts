import styled from "styled-components";
import { colors, radii, shadows } from "@/styles/theme";

// The card beside the enquiry form that says what the enquiry is about (one offer, or
// the offers of a request for quotes): white, raised, with the saffron top edge and a
// small-caps heading.

export const OfferBox = styled.aside`
  display: grid;
  gap: 1rem;
  padding: 1.5rem;
  border-radius: ${radii.lg};
  background: ${colors.white};
  box-shadow: ${shadows.card};
  border-top: 4px solid ${colors.saffron};
  h2 { font-size: 0.8rem; font-weight: 700; letter-spacing: 0.12em; text-transform: uppercase; color: ${colors.saffronText}; }
`;
