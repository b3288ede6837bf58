import styled from "styled-components";
import { colors } from "@/styles/theme";

// The white bar across the top of a signed-in area's pages (the admin, the supplier
// portal): what the page is on one side, the account and Logout on the other.

export const AreaTopBar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.75rem clamp(1rem, 3vw, 2rem);
  background: ${colors.white};
  border-bottom: 1px solid ${colors.line};
`;
