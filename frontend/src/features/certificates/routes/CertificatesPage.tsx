import { PageHero } from "@/components/ui/PageHero";
import { Section } from "@/components/ui/Section";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { CERTIFICATES } from "../certificates";
import { CertificateGallery } from "../components/CertificateGallery";

// /certificates (SPEC section 2): 'Our Certifications' and the six certificate cards.

export function CertificatesPage() {
  return (
    <>
      <PageHero
        eyebrow="Quality & Compliance"
        title="Our Certifications"
        intro="Independent audits and awards that stand behind every consignment we ship."
      />
      <Section tone="cream" labelledBy="certificates-title">
        <SectionHeading
          id="certificates-title"
          title="Certified for Global Trade"
          intro="Select a certificate to view it in full."
        />
        <CertificateGallery certificates={CERTIFICATES} />
      </Section>
    </>
  );
}
