import styled from "styled-components";
import { Button, ButtonAnchor, ButtonLink } from "@/components/ui/Button";
import { contactHref } from "@/lib/contact-link";
import { Img } from "@/components/ui/Img";
import { Notice } from "@/components/ui/Notice";
import { PageHero } from "@/components/ui/PageHero";
import { Section } from "@/components/ui/Section";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { colors, radii } from "@/styles/theme";
import type { CategoryData } from "@/types/api";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { Overview, OverviewFigure } from "../components/Overview";
import { ProductGrid } from "../components/ProductGrid";
import { TechnicalSpecs } from "../components/TechnicalSpecs";
import { VarietyCard } from "../components/VarietyCard";

// /products/{category} (SPEC section 2): the product found by its category, with its
// details, varieties and technical specifications. Request Quote leads to the contact
// form; Download Brochure offers the site brochure when one is uploaded.

const Details = styled.div`
  display: grid;
  gap: 1rem;
  h2 { font-size: 1.6rem; color: ${colors.forest}; }
  p { color: ${colors.muted}; white-space: pre-line; }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  span {
    padding: 0.25rem 0.8rem;
    border-radius: ${radii.pill};
    background: ${colors.tealSoft};
    color: ${colors.tealDark};
    font-size: 0.85rem;
    font-weight: 700;
  }
  span + span { background: ${colors.saffronSoft}; color: ${colors.saffronText}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 0.5rem;
`;

const Note = styled.small`
  color: ${colors.muted};
`;

export function CategoryPage({ data }: { data: CategoryData }) {
  const { product, offerCount, brochure } = data;
  return (
    <>
      <PageHero eyebrow={product.category} title={product.title} intro={product.description || undefined}>
        <Breadcrumbs items={[{ label: "Home", to: "/" }, { label: "Products", to: "/products" }, { label: product.category }]} />
      </PageHero>

      <Section labelledBy="overview-title">
        <Overview $columns="1fr 1fr">
          <OverviewFigure>
            {product.image && <Img src={product.image} alt={product.title} width={800} height={600} priority />}
          </OverviewFigure>
          <Details>
            <Badges>
              <span>Category: {product.category}</span>
              {product.tag && <span>{product.tag}</span>}
            </Badges>
            <h2 id="overview-title">About {product.title}</h2>
            <p>{product.details}</p>
            {offerCount > 0 && (
              <p>
                {offerCount} verified supplier {offerCount === 1 ? "offer" : "offers"} — open a variety to compare them.
              </p>
            )}
            <Actions>
              <ButtonLink to={contactHref({ product: product.title })} $variant="secondary">
                Request Quote
              </ButtonLink>
              {brochure ? (
                <ButtonAnchor href={brochure} download $variant="outline">
                  Download Brochure
                </ButtonAnchor>
              ) : (
                <Button $variant="outline" disabled aria-describedby="brochure-note">
                  Download Brochure
                </Button>
              )}
            </Actions>
            {!brochure && <Note id="brochure-note">Our brochure will be available for download soon.</Note>}
          </Details>
        </Overview>
      </Section>

      <Section tone="cream" labelledBy="varieties-title">
        <SectionHeading
          id="varieties-title"
          eyebrow="Varieties"
          title={`Explore Our ${product.title} Varieties`}
          intro="Each variety has its own origin, nutrition and shipping details, and its own suppliers."
        />
        {product.varieties.length > 0 ? (
          <ProductGrid>
            {product.varieties.map((variety) => (
              <li key={variety._id}>
                <VarietyCard productSlug={product.slug} variety={variety} />
              </li>
            ))}
          </ProductGrid>
        ) : (
          <Notice tone="info">No varieties are listed for this product yet.</Notice>
        )}
      </Section>

      <Section tone="tint" labelledBy="specs-title">
        <SectionHeading id="specs-title" eyebrow="Details" title="Technical Specifications" />
        <TechnicalSpecs features={product.features} specifications={product.specifications} />
      </Section>
    </>
  );
}
