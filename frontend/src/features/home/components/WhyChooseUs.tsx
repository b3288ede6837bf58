import styled from "styled-components";
import { Card, CardBody, CardGrid, CardMedia, CardText, CardTitle } from "@/components/ui/Card";
import { Img } from "@/components/ui/Img";
import { Section } from "@/components/ui/Section";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { colors, radii } from "@/styles/theme";
import type { WhyChooseUs } from "@/types/api";

// Why Choose Us: the admin-managed cards (four by default: Reliable Logistics,
// Industry Expertise, Global Reach, Commitment to Excellence).

const IndexBadge = styled.span`
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${radii.sm};
  background: ${colors.saffronSoft};
  color: ${colors.saffronText};
  font-weight: 800;
`;

export function WhyChooseUs({ items }: { items: WhyChooseUs[] }) {
  if (items.length === 0) return null;
  return (
    <Section id="why-choose-us" tone="cream" labelledBy="why-choose-us-title">
      <SectionHeading
        id="why-choose-us-title"
        eyebrow="Why Choose Us"
        title="Trusted by Buyers Across Continents"
        intro="From farm to port to your warehouse, we handle every step with care."
      />
      <CardGrid $min="15rem">
        {items.map((item, index) => (
          <li key={item._id}>
            <Card>
              {item.image ? (
                <CardMedia>
                  <Img src={item.image} alt="" width={640} height={400} />
                </CardMedia>
              ) : null}
              <CardBody>
                {!item.image && <IndexBadge aria-hidden="true">{String(index + 1).padStart(2, "0")}</IndexBadge>}
                <CardTitle>{item.title}</CardTitle>
                <CardText>{item.description}</CardText>
              </CardBody>
            </Card>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
