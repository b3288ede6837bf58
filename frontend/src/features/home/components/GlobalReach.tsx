import styled from "styled-components";
import { CardGrid } from "@/components/ui/Card";
import { Img } from "@/components/ui/Img";
import { Section } from "@/components/ui/Section";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { colors, media, radii } from "@/styles/theme";
import type { ReachItem } from "@/types/api";

// Our Global Reach: the fixed headline statistics of SPEC section 9, then the
// admin-managed reach entries.

const STATS = [
  { value: "50+", label: "Countries" },
  { value: "1000+", label: "Partners" },
  { value: "99.7%", label: "On-time Delivery" },
] as const;

const Stats = styled.dl`
  display: grid;
  gap: 1rem;
  margin: 0 0 3rem;
  grid-template-columns: 1fr;
  @media ${media.sm} { grid-template-columns: repeat(3, 1fr); }
`;

const Stat = styled.div`
  padding: 1.75rem 1rem;
  border-radius: ${radii.md};
  background: rgba(255, 255, 255, 0.06);
  border: 1px solid rgba(255, 255, 255, 0.14);
  text-align: center;
  dt { color: ${colors.onDarkMuted}; font-weight: 600; }
  dd { margin: 0; font-size: clamp(2.2rem, 4vw, 3rem); font-weight: 850; color: ${colors.saffron}; line-height: 1.1; }
  display: flex;
  flex-direction: column-reverse;
  gap: 0.4rem;
`;

const Entry = styled.li`
  display: flex;
  gap: 1rem;
  align-items: flex-start;
  padding: 1.25rem;
  border-radius: ${radii.md};
  background: rgba(255, 255, 255, 0.06);
  img { flex: none; width: 64px; height: 64px; border-radius: ${radii.sm}; object-fit: cover; }
  h3 { font-size: 1.1rem; color: ${colors.white}; margin-bottom: 0.3rem; }
  p { color: ${colors.onDarkMuted}; }
`;

export function GlobalReach({ items }: { items: ReachItem[] }) {
  return (
    <Section id="global-reach" tone="dark" labelledBy="global-reach-title">
      <SectionHeading
        id="global-reach-title"
        onDark
        eyebrow="Worldwide"
        title="Our Global Reach"
        intro="Shipping to North America, Europe, Asia and Africa with partners we know by name."
      />
      <Stats>
        {STATS.map((stat) => (
          <Stat key={stat.label}>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </Stat>
        ))}
      </Stats>
      {items.length > 0 && (
        <CardGrid $gap="1.25rem" $min="17rem">
          {items.map((item) => (
            <Entry key={item._id}>
              {item.image && <Img src={item.image} alt="" width={64} height={64} />}
              <div>
                <h3>{item.reachName}</h3>
                <p>{item.description}</p>
              </div>
            </Entry>
          ))}
        </CardGrid>
      )}
    </Section>
  );
}
