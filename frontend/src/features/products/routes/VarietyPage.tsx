import styled from "styled-components";
import { ButtonLink } from "@/components/ui/Button";
import { contactHref } from "@/lib/contact-link";
import { Img } from "@/components/ui/Img";
import { Section } from "@/components/ui/Section";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { StatusBadge } from "@/components/ui/StatusBadge";
import { colors, radii } from "@/styles/theme";
import type { VarietyData } from "@/types/api";
import { AvailableSuppliers } from "../components/AvailableSuppliers";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { Overview, OverviewFigure } from "../components/Overview";
import { RelatedProducts } from "../components/RelatedProducts";
import { VarietyTabs } from "../components/VarietyTabs";
import { shippingFacts, varietyFacts } from "../lib/variety-facts";

// /products/{product}/{variety} (SPEC section 2): the variety with its facts, the
// suppliers offering it, its description and shipping details, and other products.

const Heading = styled.div`
  display: grid;
  gap: 0.75rem;
  h1 { font-size: clamp(2rem, 4vw, 2.8rem); font-weight: 850; color: ${colors.forest}; letter-spacing: -0.01em; }
  p { color: ${colors.muted}; }
`;

const InStock = styled(StatusBadge)`
  justify-self: start;
  &::before { content: ""; display: inline-block; width: 0.5rem; height: 0.5rem; margin-right: 0.4rem; border-radius: 50%; background: currentColor; }
`;

const NoOffers = styled.div`
  display: grid;
  justify-items: start;
  gap: 0.5rem;
  p { color: ${colors.ink}; font-weight: 600; }
`;

const Facts = styled.dl`
  margin: 0.75rem 0 0;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr));
  div { padding: 0.85rem 1rem; border-radius: ${radii.sm}; background: ${colors.white}; border: 1px solid ${colors.line}; }
  dt { font-size: 0.8rem; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; color: ${colors.saffronText}; }
  dd { margin: 0.2rem 0 0; font-weight: 650; color: ${colors.ink}; }
`;

export function VarietyPage({ data }: { data: VarietyData }) {
  const { product, variety, suppliers, related, sort } = data;
  const ask = contactHref({ product: product.title, variety: variety.title });
  const facts = varietyFacts(variety);
  const additional = shippingFacts(variety.additionalDescription);
  const hasDetails = Boolean(variety.description?.trim()) || additional.length > 0;
  return (
    <>
      <Section tone="cream" labelledBy="variety-title">
        <Breadcrumbs
          tone="dark"
          items={[
            { label: "Home", to: "/" },
            { label: "Products", to: "/products" },
            { label: product.title, to: `/products/${product.categorySlug}` },
            { label: variety.title },
          ]}
        />
        <Overview $columns="1fr 1.1fr">
          {variety.varietyImage && (
            <OverviewFigure>
              <Img src={variety.varietyImage} alt={`${variety.title} ${product.title}`} width={800} height={600} priority />
            </OverviewFigure>
          )}
          <Heading>
            <p>{product.title}</p>
            <h1 id="variety-title">{variety.title}</h1>
            {suppliers.length > 0 ? (
              <InStock tone="success">
                In Stock · {suppliers.length} {suppliers.length === 1 ? "offer" : "offers"}
              </InStock>
            ) : (
              <NoOffers>
                <p>No supplier offers {variety.title} right now.</p>
                <ButtonLink to={ask} $variant="secondary" $size="sm">
                  Ask us for {variety.title}
                </ButtonLink>
              </NoOffers>
            )}
            {facts.length > 0 && (
              <Facts>
                {facts.map((fact) => (
                  <div key={fact.label}>
                    <dt>{fact.label}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </Facts>
            )}
          </Heading>
        </Overview>
      </Section>

      <Section>
        <AvailableSuppliers
          productId={product._id}
          varietyId={variety._id}
          varietyTitle={variety.title}
          suppliers={suppliers}
          sort={sort}
        />
      </Section>

      {hasDetails && (
        <Section tone="tint" labelledBy="variety-details-title">
          <h2 id="variety-details-title" className="visually-hidden">
            About {variety.title}
          </h2>
          <VarietyTabs description={variety.description ?? null} additional={additional} />
        </Section>
      )}

      {related.length > 0 && (
        <Section labelledBy="related-title">
          <SectionHeading id="related-title" title="You May Also Like" align="start" />
          <RelatedProducts products={related} />
        </Section>
      )}
    </>
  );
}
