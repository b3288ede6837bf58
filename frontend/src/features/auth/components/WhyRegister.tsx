import styled from "styled-components";
import { colors, radii, shadows } from "@/styles/theme";
import { JoinSupplierDialog } from "./JoinSupplierDialog";

// 'Why Register' landing section of /supplierRegister (SPEC section 2): six benefits and
// the 'Join as a Supplier' dialog.

export const BENEFITS = [
  {
    title: "Global Reach",
    icon: "🌍",
    text: "Put your products in front of buyers from over 50 countries across North America, Europe, Asia and Africa.",
  },
  {
    title: "Verified Partnerships",
    icon: "✔",
    text: "Every supplier is checked before going live, so buyers trust the listings they enquire about.",
  },
  {
    title: "Dedicated Support",
    icon: "☎",
    text: "Our trade desk helps with onboarding, documentation and your first shipments.",
  },
  {
    title: "Secure Transactions",
    icon: "🔒",
    text: "Clear terms, agreed payment options and documented orders protect both sides of every deal.",
  },
  {
    title: "Free Exposure",
    icon: "★",
    text: "List your products at no cost and appear in our catalogue next to established exporters.",
  },
  {
    title: "Smart Insights",
    icon: "📈",
    text: "See which products buyers ask about and price your listings with confidence.",
  },
] as const;

const Band = styled.section`
  padding: clamp(2.5rem, 6vw, 4.5rem) clamp(1rem, 4vw, 2rem);
  background: ${colors.white};
`;

const Inner = styled.div`
  max-width: 1200px;
  margin-inline: auto;
  text-align: center;
`;

const Title = styled.h2`
  font-size: clamp(1.6rem, 3vw, 2.3rem);
  color: ${colors.forest};
`;

const Intro = styled.p`
  max-width: 44rem;
  margin: 0.75rem auto 2.25rem;
  color: ${colors.muted};
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0 0 2.25rem;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
  text-align: left;
`;

const Card = styled.li`
  padding: 1.5rem;
  border-radius: ${radii.md};
  background: ${colors.cream};
  box-shadow: ${shadows.card};
  h3 { margin: 0.75rem 0 0.4rem; font-size: 1.15rem; color: ${colors.forest}; }
  p { color: ${colors.muted}; }
`;

const Icon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${radii.pill};
  background: ${colors.saffronSoft};
  font-size: 1.3rem;
`;

export function WhyRegister() {
  return (
    <Band aria-labelledby="why-register">
      <Inner>
        <Title id="why-register">Why Register</Title>
        <Intro>
          Join a trading network that connects growers and makers with buyers from over 50 countries. Registration is
          free and takes a few minutes.
        </Intro>
        <Grid>
          {BENEFITS.map((benefit) => (
            <Card key={benefit.title}>
              <Icon aria-hidden="true">{benefit.icon}</Icon>
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </Card>
          ))}
        </Grid>
        <JoinSupplierDialog />
      </Inner>
    </Band>
  );
}
