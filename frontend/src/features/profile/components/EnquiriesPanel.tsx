import styled from "styled-components";
import { colors, radii } from "@/styles/theme";

// Placeholder for the My Enquiries tab; the buyer's enquiry table (SPEC section 2:
// date, product and variety, quantity, urgency, supplier and price, status, View dialog)
// replaces it in its own issue.

const Note = styled.p`
  padding: 1.5rem;
  border: 1px dashed ${colors.line};
  border-radius: ${radii.md};
  color: ${colors.muted};
  text-align: center;
`;

export function EnquiriesPanel() {
  return <Note>Your product enquiries will be listed here.</Note>;
}
