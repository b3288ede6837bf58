import styled from "styled-components";
import { CardGrid } from "@/components/ui/Card";
import { Img } from "@/components/ui/Img";
import { Section } from "@/components/ui/Section";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { colors, radii, shadows } from "@/styles/theme";
import type { HomeTestimonial } from "@/types/api";
import { RatingStars } from "./RatingStars";

// Testimonials: the three sample client quotes of SPEC section 1.

const Quote = styled.figure`
  margin: 0;
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1.75rem;
  border-radius: ${radii.md};
  background: ${colors.white};
  box-shadow: ${shadows.card};
  blockquote {
    margin: 0;
    flex: 1;
    color: ${colors.ink};
    font-size: 1.02rem;
  }
  blockquote::before {
    content: "“";
    display: block;
    height: 1.6rem;
    font-size: 3rem;
    line-height: 1;
    color: ${colors.saffron};
  }
`;

const Person = styled.figcaption`
  display: flex;
  align-items: center;
  gap: 0.85rem;
  img { width: 52px; height: 52px; border-radius: ${radii.pill}; object-fit: cover; }
  strong { display: block; color: ${colors.forest}; }
  span { color: ${colors.muted}; font-size: 0.92rem; }
`;

const Initial = styled.span`
  display: grid;
  place-items: center;
  width: 52px;
  height: 52px;
  border-radius: ${radii.pill};
  background: ${colors.tealSoft};
  && { color: ${colors.tealDark}; font-weight: 800; font-size: 1.2rem; }
`;

export function Testimonials({ items }: { items: HomeTestimonial[] }) {
  if (items.length === 0) return null;
  return (
    <Section id="testimonials" labelledBy="testimonials-title">
      <SectionHeading
        id="testimonials-title"
        eyebrow="Testimonials"
        title="What Our Clients Say"
        intro="Importers and retailers who trust us with their supply."
      />
      <CardGrid $min="18rem">
        {items.map((t) => (
          <li key={t.id}>
            <Quote>
              <RatingStars rating={t.rating} />
              <blockquote>{t.quote}</blockquote>
              <Person>
                {t.image ? (
                  <Img src={t.image} alt="" width={52} height={52} />
                ) : (
                  <Initial aria-hidden="true">{t.name.charAt(0)}</Initial>
                )}
                <div>
                  <strong>{t.name}</strong>
                  <span>{t.company}</span>
                </div>
              </Person>
            </Quote>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
