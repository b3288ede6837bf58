import styled from "styled-components";
import { Tab, TabList, TabPanel, Tabs } from "@/components/ui/Tabs";
import { colors, media, radii, shadows } from "@/styles/theme";
import type { Fact } from "../lib/variety-facts";

// Description and Additional Information (SPEC section 2): each tab only when it has
// content; nothing at all when neither has.

const Body = styled.div`
  padding: clamp(1rem, 4vw, 1.5rem);
  border-radius: ${radii.md};
  background: ${colors.white};
  box-shadow: ${shadows.card};
  p { color: ${colors.ink}; white-space: pre-line; }
`;

// Phones: each name above its value, full width; from `sm` up, names and values side by side.
const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.2rem;
  dt { font-weight: 700; color: ${colors.forest}; }
  dd { margin: 0 0 0.8rem; color: ${colors.ink}; overflow-wrap: anywhere; }
  @media ${media.sm} {
    grid-template-columns: minmax(9rem, max-content) minmax(0, 1fr);
    gap: 0.7rem 1.5rem;
    dd { margin: 0; color: ${colors.muted}; }
  }
`;

type VarietyTabsProps = { description: string | null; additional: Fact[] };

export function VarietyTabs({ description, additional }: VarietyTabsProps) {
  const hasDescription = Boolean(description?.trim());
  const hasAdditional = additional.length > 0;
  if (!hasDescription && !hasAdditional) return null;
  return (
    <Tabs defaultValue={hasDescription ? "description" : "additional"}>
      <TabList aria-label="Variety details">
        {hasDescription && <Tab value="description">Description</Tab>}
        {hasAdditional && <Tab value="additional">Additional Information</Tab>}
      </TabList>
      {hasDescription && (
        <TabPanel value="description">
          <Body>
            <p>{description}</p>
          </Body>
        </TabPanel>
      )}
      {hasAdditional && (
        <TabPanel value="additional">
          <Body>
            <Facts>
              {additional.map((fact) => (
                <div key={fact.label} style={{ display: "contents" }}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </Facts>
          </Body>
        </TabPanel>
      )}
    </Tabs>
  );
}
