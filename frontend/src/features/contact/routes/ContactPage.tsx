import styled from "styled-components";
import { PageHero } from "@/components/ui/PageHero";
import { Section } from "@/components/ui/Section";
import { media } from "@/styles/theme";
import type { ContactData } from "@/types/api";
import { ContactDetails } from "../components/ContactDetails";
import { ContactForm } from "../components/ContactForm";
import { LocationMap } from "../components/LocationMap";

// /contact (SPEC section 2): 'Connect With Us', the message form, the contact panel
// with business hours, and 'Our Location'.

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  align-items: start;
  @media ${media.lg} { grid-template-columns: 1.5fr 1fr; }
`;

const NO_DETAILS: ContactData = { phones: [], emails: [], address: "", businessHours: [], map: null };

export function ContactPage({ data }: { data: ContactData | null }) {
  const details = data ?? NO_DETAILS;
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Connect With Us"
        intro="Questions about a product, a market or a shipment? Our trade specialists are a message away."
      />
      <Section tone="cream">
        <Columns>
          <ContactForm />
          <ContactDetails details={details} />
        </Columns>
      </Section>
      <LocationMap address={details.address} map={details.map ?? null} />
    </>
  );
}
