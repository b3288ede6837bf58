import { PageHero } from "@/components/ui/PageHero";
import { Section } from "@/components/ui/Section";
import { SectionHeading } from "@/components/ui/SectionHeading";
import type { ServiceData } from "@/types/api";
import { ServiceTabs } from "../components/ServiceTabs";

// /service (SPEC section 2): 'Our Global Services', Core Services and Specialized
// Solutions, each a tab group read from the admin-managed service tables.

export function ServicePage({ data }: { data: Partial<ServiceData> | null }) {
  const services = data?.services ?? [];
  const additional = data?.additionalServices ?? [];
  return (
    <>
      <PageHero
        eyebrow="What We Do"
        title="Our Global Services"
        intro="From finding the right supplier to delivering at your door, we take care of every step of international trade."
      />
      <Section tone="cream" labelledBy="core-services-title">
        <SectionHeading
          id="core-services-title"
          eyebrow="Core Services"
          title="End-to-End Trade Support"
          intro="Sourcing, logistics, marketing, financing and consulting under one roof."
        />
        <ServiceTabs label="Core Services" items={services} />
      </Section>
      <Section tone="tint" labelledBy="specialized-title">
        <SectionHeading
          id="specialized-title"
          eyebrow="Specialized Solutions"
          title="Beyond the Shipment"
          intro="Product development, quality control and complete IT setup for growing exporters and importers."
        />
        <ServiceTabs label="Specialized Solutions" items={additional} />
      </Section>
    </>
  );
}
