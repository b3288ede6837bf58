import * as Accordion from "@radix-ui/react-accordion";
import styled, { keyframes } from "styled-components";
import { Section } from "@/components/ui/Section";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { colors, radii, shadows } from "@/styles/theme";
import type { Faq } from "@/types/api";

// FAQ (SPEC section 1): a single, collapsible accordion, so opening one question
// closes the other. Radix provides the button/region wiring and arrow-key movement.

const open = keyframes`
  from { height: 0; opacity: 0; }
  to { height: var(--radix-accordion-content-height); opacity: 1; }
`;
const close = keyframes`
  from { height: var(--radix-accordion-content-height); opacity: 1; }
  to { height: 0; opacity: 0; }
`;

const Root = styled(Accordion.Root)`
  max-width: 48rem;
  margin: 0 auto;
  display: grid;
  gap: 0.85rem;
`;

const Item = styled(Accordion.Item)`
  border-radius: ${radii.md};
  background: ${colors.white};
  box-shadow: ${shadows.card};
  overflow: hidden;
  &[data-state="open"] { outline: 2px solid ${colors.tealSoft}; }
`;

const Heading = styled(Accordion.Header)`
  margin: 0;
  font-size: 1.05rem;
`;

const Trigger = styled(Accordion.Trigger)`
  width: 100%;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1.15rem 1.35rem;
  border: 0;
  background: transparent;
  color: ${colors.forest};
  font-weight: 700;
  text-align: left;
  cursor: pointer;
  &:hover { color: ${colors.teal}; }
  &::after {
    content: "+";
    flex: none;
    display: grid;
    place-items: center;
    width: 1.8rem;
    height: 1.8rem;
    border-radius: ${radii.pill};
    background: ${colors.saffronSoft};
    color: ${colors.saffronText};
    font-size: 1.2rem;
    transition: transform 0.2s ease;
  }
  &[data-state="open"]::after { transform: rotate(45deg); }
`;

const Content = styled(Accordion.Content)`
  overflow: hidden;
  color: ${colors.muted};
  &[data-state="open"] { animation: ${open} 0.22s ease-out; }
  &[data-state="closed"] { animation: ${close} 0.18s ease-out; }
  & > div { padding: 0 1.35rem 1.25rem; }
`;

export function FaqSection({ faqs }: { faqs: Faq[] }) {
  if (faqs.length === 0) return null;
  return (
    <Section id="faq" tone="tint" labelledBy="faq-title">
      <SectionHeading
        id="faq-title"
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        intro="Quick answers about who we are, what we export and how to order."
      />
      <Root type="single" collapsible>
        {faqs.map((faq) => (
          <Item key={faq._id} value={faq._id}>
            <Heading>
              <Trigger>{faq.question}</Trigger>
            </Heading>
            <Content>
              <div>{faq.answer}</div>
            </Content>
          </Item>
        ))}
      </Root>
    </Section>
  );
}
