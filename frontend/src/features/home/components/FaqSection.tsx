import { useId, useState } from "react";
import styled from "styled-components";
import { Section } from "@/components/ui/Section";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { colors, radii, shadows } from "@/styles/theme";
import type { Faq } from "@/types/api";

// FAQ (SPEC section 1): one item open at a time. Every answer is in the server's HTML
// (a closed one is rendered `hidden`), so crawlers read the answers, not only the
// questions; the page's FAQPage JSON-LD says the same.

const Root = styled.div`
  max-width: 48rem;
  margin: 0 auto;
  display: grid;
  gap: 0.85rem;
`;

const Item = styled.div<{ $open: boolean }>`
  border-radius: ${radii.md};
  background: ${colors.white};
  box-shadow: ${shadows.card};
  overflow: hidden;
  outline: ${(p) => (p.$open ? `2px solid ${colors.tealSoft}` : "none")};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: 1.05rem;
`;

const Trigger = styled.button`
  width: 100%;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1.15rem 1.35rem;
  border: 0;
  background: transparent;
  color: ${colors.forest};
  font: inherit;
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
  &[aria-expanded="true"]::after { transform: rotate(45deg); }
`;

const Answer = styled.div`
  padding: 0 1.35rem 1.25rem;
  color: ${colors.muted};
`;

export function FaqSection({ faqs }: { faqs: Faq[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const base = useId();
  if (faqs.length === 0) return null;
  return (
    <Section id="faq" tone="tint" labelledBy="faq-title">
      <SectionHeading
        id="faq-title"
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        intro="Quick answers about who we are, what we export and how to order."
      />
      <Root>
        {faqs.map((faq, i) => {
          const isOpen = open === faq._id;
          const button = `${base}-q${i}`;
          const panel = `${base}-a${i}`;
          return (
            <Item key={faq._id} $open={isOpen}>
              <Heading>
                <Trigger type="button" id={button} aria-expanded={isOpen} aria-controls={panel} onClick={() => setOpen(isOpen ? null : faq._id)}>
                  {faq.question}
                </Trigger>
              </Heading>
              <Answer id={panel} role="region" aria-labelledby={button} hidden={!isOpen}>
                {faq.answer}
              </Answer>
            </Item>
          );
        })}
      </Root>
    </Section>
  );
}
