import styled from "styled-components";
import { colors } from "@/styles/theme";

/** A titled group of fields. */
export const FieldGroup = styled.fieldset`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  & > legend {
    margin-bottom: 0.75rem;
    padding: 0;
    font-size: 1.05rem;
    font-weight: 800;
    color: ${colors.forest};
  }
`;
