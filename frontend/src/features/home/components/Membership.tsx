import styled from "styled-components";
import { Section } from "@/components/ui/Section";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { colors, media, radii } from "@/styles/theme";
import { JoinUsDialog } from "./JoinUsDialog";

// Membership & Registration: invites buyers and suppliers to register through the
// Join Us dialog.

const Layout = styled.div`
  display: grid;
  gap: 2.5rem;
  align-items: center;
  @media ${media.md} { grid-template-columns: 1.2fr 1fr; }
`;

const Benefits = styled.ul`
  list-style: none;
  margin: 0 0 2rem;
  padding: 0;
  display: grid;
  gap: 0.8rem;
  li { display: flex; gap: 0.75rem; align-items: flex-start; }
  li::before {
    content: "✓";
    flex: none;
    display: grid;
    place-items: center;
    width: 1.6rem;
    height: 1.6rem;
    border-radius: ${radii.pill};
    background: ${colors.teal};
    color: ${colors.white};
    font-size: 0.85rem;
    font-weight: 800;
  }
`;

const Audience = styled.div`
  display: grid;
  gap: 1rem;
`;

const Tile = styled.div<{ $accent: string }>`
  padding: 1.5rem;
  border-radius: ${radii.md};
  background: ${colors.white};
  border-left: 6px solid ${(p) => p.$accent};
  h3 { font-size: 1.15rem; color: ${colors.forest}; margin-bottom: 0.35rem; }
  p { color: ${colors.muted}; }
`;

export function Membership() {
  return (
    <Section id="membership" tone="tint" labelledBy="membership-title">
      <Layout>
        <div>
          <SectionHeading
            id="membership-title"
            align="start"
            eyebrow="Membership & Registration"
            title="Grow Your Trade With Tradehub"
            intro="Register free as a buyer or a supplier and connect with trusted partners worldwide."
          />
          <Benefits>
            <li>Verified suppliers with transparent prices and stock</li>
            <li>Direct enquiries to the supplier you choose</li>
            <li>Exposure to buyers from over 50 countries</li>
          </Benefits>
          <JoinUsDialog />
        </div>
        <Audience>
          <Tile $accent={colors.teal}>
            <h3>For Buyers</h3>
            <p>Browse products and varieties, compare suppliers and track every enquiry in your profile.</p>
          </Tile>
          <Tile $accent={colors.saffron}>
            <h3>For Suppliers</h3>
            <p>Get verified, list your products with prices and stock, and receive enquiries from global buyers.</p>
          </Tile>
        </Audience>
      </Layout>
    </Section>
  );
}
