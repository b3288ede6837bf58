import styled from "styled-components";
import { ButtonLink } from "@/components/ui/Button";
import { CtaBand } from "@/components/ui/CtaBand";
import { Container } from "@/components/ui/Container";
import { PageHero } from "@/components/ui/PageHero";
import { Section } from "@/components/ui/Section";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { colors, media, radii, shadows } from "@/styles/theme";

// /about (SPEC section 2): stats cards, Our Objective, Our Mission, Our Vision and the
// 'Ready to Go Global?' call to action.

const STATS = [
  { value: "50+", label: "Countries Connected" },
  { value: "1000+", label: "Successful Trades" },
  { value: "24/7", label: "Global Support" },
] as const;

const PILLARS = [
  {
    title: "Our Objective",
    text: "To make international trade simple and safe for growers, makers and buyers alike: verified suppliers, transparent prices and one team that follows every shipment from the farm gate to the destination port.",
  },
  {
    title: "Our Mission",
    text: "To bring the best of India's fresh produce, spices and textiles to the world, graded and packed to each market's standards, while building fair, lasting relationships with the people who grow and make them.",
  },
  {
    title: "Our Vision",
    text: "To be the most trusted bridge between Indian suppliers and global buyers, known for reliability, integrity and quality in every consignment we handle.",
  },
] as const;

const Stats = styled.dl`
  margin: -3rem 0 0;
  position: relative;
  display: grid;
  gap: 1rem;
  grid-template-columns: 1fr;
  @media ${media.sm} { grid-template-columns: repeat(3, 1fr); }
  div {
    display: flex;
    flex-direction: column-reverse;
    gap: 0.3rem;
    padding: 1.75rem 1.25rem;
    border-radius: ${radii.md};
    background: ${colors.white};
    box-shadow: ${shadows.raised};
    text-align: center;
  }
  dt { color: ${colors.muted}; font-weight: 650; }
  dd { margin: 0; font-size: clamp(2.2rem, 4vw, 2.9rem); font-weight: 850; color: ${colors.teal}; line-height: 1.1; }
`;

const Pillars = styled.div`
  display: grid;
  gap: 1.5rem;
  @media ${media.md} { grid-template-columns: repeat(3, 1fr); }
  article {
    padding: 1.75rem;
    border-radius: ${radii.md};
    background: ${colors.white};
    box-shadow: ${shadows.card};
    border-top: 5px solid ${colors.saffron};
  }
  h3 { font-size: 1.35rem; color: ${colors.forest}; margin-bottom: 0.75rem; }
  p { color: ${colors.muted}; }
`;

export function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow="About Us"
        title="Connecting Indian Producers With the World"
        intro="Tradehub is an import-export trading company. We source fresh fruits, spices, textiles and more from verified growers and makers, and deliver them to businesses in over 50 countries across North America, Europe, Asia and Africa."
      />
      <Container>
        <Stats aria-label="Tradehub in numbers">
          {STATS.map((stat) => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </Stats>
      </Container>
      <Section tone="cream" labelledBy="purpose-title">
        <SectionHeading
          id="purpose-title"
          eyebrow="Who We Are"
          title="Purpose Behind Every Shipment"
          intro="Three commitments guide how we choose suppliers, how we treat buyers and how we grow."
        />
        <Pillars>
          {PILLARS.map((pillar) => (
            <article key={pillar.title}>
              <h3>{pillar.title}</h3>
              <p>{pillar.text}</p>
            </article>
          ))}
        </Pillars>
      </Section>
      <CtaBand
        id="go-global-title"
        title="Ready to Go Global?"
        text="Whether you buy for a new market or sell to one, our team is ready to help you trade with confidence."
        actions={
          <>
            <ButtonLink to="/contact" $size="lg">
              Contact Us
            </ButtonLink>
            <ButtonLink to="/products" $variant="light" $size="lg">
              Explore Products
            </ButtonLink>
          </>
        }
      />
    </>
  );
}
