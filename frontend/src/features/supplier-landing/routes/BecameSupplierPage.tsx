import styled from "styled-components";
import { ButtonLink } from "@/components/ui/Button";
import { CtaBand } from "@/components/ui/CtaBand";
import { PageHero } from "@/components/ui/PageHero";
import { Section } from "@/components/ui/Section";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { colors, media, radii, shadows } from "@/styles/theme";

// /became-a-supplier (the header button's page): why suppliers register, what they
// get, how it works, and the way to /supplierRegister.

const BENEFITS = [
  { title: "Global Reach", text: "Show your products to importers and retailers in over 50 countries." },
  { title: "Verified Partnerships", text: "Every buyer and supplier is checked, so you trade with people you can trust." },
  { title: "Dedicated Support", text: "Our trade team helps with documents, pricing and export paperwork." },
  { title: "Secure Transactions", text: "Clear terms, agreed in writing before anything ships." },
  { title: "Free Exposure", text: "Listing your products costs nothing: pay only for services you choose." },
  { title: "Smart Insights", text: "Learn which products and markets draw enquiries, and price with confidence." },
] as const;

const STEPS = [
  { title: "Register", text: "Create your supplier account with your business name, e-mail and mobile number." },
  { title: "Get verified", text: "Upload your Aadhar, PAN, GST, Udyam and MSME details; our team reviews them." },
  { title: "List your products", text: "Add each variety you offer with its price, unit, quantity and location." },
  { title: "Receive enquiries", text: "Buyers choose your offer and send enquiries; you agree the deal with them." },
] as const;

const Benefits = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
  li {
    padding: 1.5rem;
    border-radius: ${radii.md};
    background: ${colors.white};
    box-shadow: ${shadows.card};
    border-left: 5px solid ${colors.saffron};
  }
  h3 { font-size: 1.15rem; color: ${colors.forest}; margin-bottom: 0.4rem; }
  p { color: ${colors.muted}; }
`;

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  counter-reset: step;
  display: grid;
  gap: 1.25rem;
  @media ${media.md} { grid-template-columns: repeat(4, 1fr); }
  li { counter-increment: step; padding: 1.25rem; border-radius: ${radii.md}; background: ${colors.white}; }
  li::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 2.4rem;
    height: 2.4rem;
    margin-bottom: 0.75rem;
    border-radius: ${radii.pill};
    background: ${colors.teal};
    color: ${colors.white};
    font-weight: 800;
  }
  h3 { font-size: 1.1rem; color: ${colors.forest}; margin-bottom: 0.35rem; }
  p { color: ${colors.muted}; }
`;

/** The benefits and the steps alike: a title and a line of text each. */
function TitledItems({ items }: { items: readonly { title: string; text: string }[] }) {
  return items.map((item) => (
    <li key={item.title}>
      <h3>{item.title}</h3>
      <p>{item.text}</p>
    </li>
  ));
}

export function BecameSupplierPage() {
  return (
    <>
      <PageHero
        eyebrow="For Suppliers"
        title="Become a Tradehub Supplier"
        intro="Growers, processors and manufacturers: register free, get verified and receive enquiries from buyers in over 50 countries."
        actions={
          <>
                <ButtonLink to="/supplierRegister" $size="lg">
                  Register as a Supplier
                </ButtonLink>
                <ButtonLink to="/vendor/login" $variant="light" $size="lg">
                  Supplier Login
                </ButtonLink>
          </>
        }
      />
      <Section tone="cream" labelledBy="why-register-title">
        <SectionHeading
          id="why-register-title"
          eyebrow="Why Register"
          title="Grow Your Export Business With Us"
          intro="We bring the buyers, the paperwork know-how and the trust; you bring the products."
        />
        <Benefits>
          <TitledItems items={BENEFITS} />
        </Benefits>
      </Section>
      <Section tone="tint" labelledBy="how-title">
        <SectionHeading id="how-title" eyebrow="How It Works" title="From Sign-up to First Enquiry" />
        <Steps>
          <TitledItems items={STEPS} />
        </Steps>
      </Section>
      <CtaBand
        id="supplier-cta-title"
        title="Ready to reach new markets?"
        text="Registration takes a few minutes. Our team verifies your documents and you can start listing."
        actions={
          <>
        <ButtonLink to="/supplierRegister" $size="lg">
          Join as a Supplier
        </ButtonLink>
        <ButtonLink to="/contact" $variant="light" $size="lg">
          Talk to Our Team
        </ButtonLink>
          </>
        }
      />
    </>
  );
}
