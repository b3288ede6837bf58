import styled from "styled-components";
import { ButtonLink } from "@/components/ui/Button";
import { Notice } from "@/components/ui/Notice";
import { PageHero } from "@/components/ui/PageHero";
import { Section } from "@/components/ui/Section";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { colors, media, radii } from "@/styles/theme";
import type { ProductsData } from "@/types/api";
import { ProductCard } from "@/components/catalogue/ProductCard";
import { ProductGrid } from "../components/ProductGrid";

// /products (SPEC section 2): banner, every product as a card, and a way to talk to
// the team for anything not listed.

/** Cards in the first row are above the fold on a wide screen: no lazy loading there. */
const FIRST_ROW = 4;

const Experts = styled.aside`
  margin-top: 3.5rem;
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  align-items: flex-start;
  padding: clamp(1.75rem, 4vw, 2.75rem);
  border-radius: ${radii.lg};
  background: ${colors.white};
  border: 1px solid ${colors.line};
  @media ${media.md} { flex-direction: row; align-items: center; justify-content: space-between; }
  h2 { font-size: 1.5rem; color: ${colors.forest}; }
  p { margin-top: 0.4rem; color: ${colors.muted}; max-width: 40rem; }
`;

export function ProductsPage({ data }: { data: Partial<ProductsData> | null }) {
  const products = data?.products ?? [];
  return (
    <>
      <PageHero
        eyebrow="Our Products"
        title="Export-Quality Products From India"
        intro="Fresh fruits, aromatic spices and fine textiles, graded and packed to international standards by verified suppliers."
      />
      <Section tone="cream" labelledBy="catalogue-title">
        <SectionHeading
          id="catalogue-title"
          eyebrow="Catalogue"
          title="Explore Our Products"
          intro="Open a product to see its varieties, specifications and the suppliers who offer it."
        />
        {products.length > 0 ? (
          <ProductGrid>
            {products.map((product, index) => (
              <li key={product._id}>
                <ProductCard product={product} priority={index < FIRST_ROW} />
              </li>
            ))}
          </ProductGrid>
        ) : (
          <Notice tone="info">Our catalogue is being updated. Please check back soon.</Notice>
        )}
        <Experts aria-labelledby="experts-title">
          <div>
            <h2 id="experts-title">Looking for something specific?</h2>
            <p>Our sourcing experts find the right grade, variety and supplier for your market, and handle the paperwork.</p>
          </div>
          <ButtonLink to="/contact" $variant="secondary" $size="lg">
            Contact Our Experts
          </ButtonLink>
        </Experts>
      </Section>
    </>
  );
}
