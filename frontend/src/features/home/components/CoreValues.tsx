import { Card, CardBody, CardGrid, CardMedia, CardText, CardTitle } from "@/components/ui/Card";
import { Img } from "@/components/ui/Img";
import { Section } from "@/components/ui/Section";
import { SectionHeading } from "@/components/ui/SectionHeading";
import type { CoreValue } from "@/types/api";

// Core Values (Reliability, Integrity, Quality by default), admin-managed.

export function CoreValues({ items }: { items: CoreValue[] }) {
  if (items.length === 0) return null;
  return (
    <Section id="core-values" tone="cream" labelledBy="core-values-title">
      <SectionHeading
        id="core-values-title"
        eyebrow="What Drives Us"
        title="Our Core Values"
        intro="The principles behind every shipment we send."
      />
      <CardGrid $min="17rem">
        {items.map((value) => (
          <li key={value._id}>
            <Card>
              {value.image && (
                <CardMedia>
                  <Img src={value.image} alt="" width={640} height={400} />
                </CardMedia>
              )}
              <CardBody>
                <CardTitle>{value.coreValuesName}</CardTitle>
                <CardText>{value.description}</CardText>
              </CardBody>
            </Card>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
