import * as RadixTabs from "@radix-ui/react-tabs";
import styled from "styled-components";
import { colors, radii, shadows } from "@/styles/theme";

// Radix Tabs (roving focus, arrow keys, aria wiring) in the site's look. Panels are
// force-mounted and hidden by CSS while inactive, so every panel's text is in the
// server HTML for search engines, while only the active one is seen or read aloud.
// Where the row does not fit (phones) the tabs wrap onto more lines, each whole: a row
// that scrolled sideways hid the last tabs with no hint they were there.

export const Tabs = RadixTabs.Root;

export const TabList = styled(RadixTabs.List)`
  display: flex;
  flex-wrap: nowrap;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
  gap: 0.5rem;
  padding: 0.4rem;
  border-radius: ${radii.pill};
  background: ${colors.white};
  box-shadow: ${shadows.card};
  width: fit-content;
  max-width: 100%;
  @media (max-width: 479px) {
    flex-wrap: wrap;
    overflow-x: visible;
    border-radius: ${radii.md};
  }
`;

export const Tab = styled(RadixTabs.Trigger)`
  flex: none;
  white-space: nowrap;
  padding: 0.6rem 1.2rem;
  border: 0;
  border-radius: ${radii.pill};
  background: transparent;
  color: ${colors.muted};
  font-weight: 700;
  cursor: pointer;
  &:hover { color: ${colors.teal}; background: ${colors.tealSoft}; }
  &[data-state="active"] { background: ${colors.teal}; color: ${colors.white}; }
`;

const Panel = styled(RadixTabs.Content)`
  margin-top: 1.75rem;
  &[data-state="inactive"] { display: none; }
  &:focus-visible { outline: 3px solid ${colors.saffron}; outline-offset: 4px; border-radius: ${radii.sm}; }
`;

type TabPanelProps = Omit<RadixTabs.TabsContentProps, "forceMount">;

export function TabPanel(props: TabPanelProps) {
  return <Panel forceMount {...props} />;
}
