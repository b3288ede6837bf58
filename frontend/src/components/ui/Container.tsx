import styled from "styled-components";

// Centres content and keeps the same side gutters on every section.
export const Container = styled.div`
  width: 100%;
  max-width: 1200px;
  margin-inline: auto;
  padding-inline: clamp(1rem, 4vw, 2rem);
`;
