import styled from "styled-components";
import { colors, media, radii, shadows } from "@/styles/theme";
import type { Specification } from "@/types/api";

// Technical Specifications (SPEC section 2): the feature list and the name/value table,
// each with the spec's text when empty.

const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  @media ${media.md} { grid-template-columns: 1fr 1.3fr; }
`;

const Panel = styled.div`
  padding: 1.5rem;
  border-radius: ${radii.md};
  background: ${colors.white};
  box-shadow: ${shadows.card};
  h3 { font-size: 1.15rem; color: ${colors.forest}; margin-bottom: 1rem; }
`;

const Features = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.6rem;
  li { display: flex; gap: 0.6rem; }
  li::before { content: "✓"; color: ${colors.teal}; font-weight: 800; }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { padding: 0.65rem 0.5rem; text-align: left; border-bottom: 1px solid ${colors.line}; vertical-align: top; }
  th { width: 40%; color: ${colors.forest}; font-weight: 650; }
  td { color: ${colors.muted}; }
  tr:last-child th, tr:last-child td { border-bottom: 0; }
`;

const Empty = styled.p`
  color: ${colors.muted};
  font-style: italic;
`;

export function TechnicalSpecs({ features, specifications }: { features: string[]; specifications: Specification[] }) {
  return (
    <Columns>
      <Panel>
        <h3>Features</h3>
        {features.length > 0 ? (
          <Features>
            {features.map((feature, index) => (
              <li key={index}>{feature}</li>
            ))}
          </Features>
        ) : (
          <Empty>No features listed</Empty>
        )}
      </Panel>
      <Panel>
        <h3>Specifications</h3>
        {specifications.length > 0 ? (
          <Table>
            <tbody>
              {specifications.map((spec, index) => (
                <tr key={index}>
                  <th scope="row">{spec.name}</th>
                  <td>{spec.value}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : (
          <Empty>No specifications available</Empty>
        )}
      </Panel>
    </Columns>
  );
}
