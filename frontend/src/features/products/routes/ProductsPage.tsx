import styled from "styled-components";
import { ButtonLink } from "@/components/ui/Button";
import { Notice } from "@/components/ui/Notice";
import { PageHero } from "@/components/ui/PageHero";
import { Section } from "@/components/ui/Section";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { formatCount, formatQuantity } from "@/lib/money";
import { colors, media, radii } from "@/styles/theme";
import type { ProductsData } from "@/types/api";
import { ProductCard } from "@/components/catalogue/ProductCard";
import { SearchForm } from "@/components/catalogue/SearchForm";
import { CatalogueFilter } from "../components/CatalogueFilter";
import { Pagination } from "../components/Pagination";
import { ProductGrid } from "../components/ProductGrid";

// /products (SPEC section 2): banner, the catalogue's products as cards with their offers,
// a page at a time, and a way to talk to the team for anything not listed. `?q=` shows a
// search's hits (best first) and `?family=` one family: all rendered by the server, links
// and a GET form all the way.

/** Cards in the first row are above the fold on a wide screen: no lazy loading there. */
const FIRST_ROW = 4;

const Tools = styled.div`
  display: grid;
  gap: 1rem;
  margin-bottom: 1.5rem;
  @media ${media.md} { grid-template-columns: minmax(0, 24rem) 1fr; align-items: center; }
`;

const Count = styled.p`
  margin-bottom: 1rem;
  font-weight: 650;
  color: ${colors.muted};
`;

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
  const query = data?.query ?? "";
  const family = data?.family ?? null;
  const families = data?.families ?? [];
  const filtered = query !== "" || family !== null;
  const page = data?.page ?? 1;
  const pageCount = data?.pageCount ?? 1;
  const total = data?.total ?? products.length;
  const counted = formatCount(total, data?.totalExact !== false);
  const pageSize = data?.pageSize ?? products.length;
  const first = (page - 1) * pageSize + 1;
  const range = pageCount > 1 ? `Showing ${formatQuantity(first)}–${formatQuantity(first + products.length - 1)} of ` : "";
  const familyLabel = families.find((f) => f.slug === family)?.label;
  const heading = query ? `Results for “${query}”` : (familyLabel ?? "Explore Our Products");
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
          title={heading}
          intro="Open a product to see its varieties, specifications and the suppliers who offer it."
        />
        <Tools>
          <SearchForm defaultQuery={query} family={family} label="Search the catalogue" />
          <CatalogueFilter families={families} family={family} query={query} />
        </Tools>
        {filtered ? (
          <Count role="status">
            {total === 0 ? "No products found" : `${range}${counted} ${total === 1 ? "product" : "products"} found`}
          </Count>
        ) : (
          pageCount > 1 && <Count>{`${range}${counted} products`}</Count>
        )}
        {products.length > 0 ? (
          <ProductGrid>
            {products.map((product, index) => (
              <li key={product._id}>
                <ProductCard
                  product={product}
                  offers={{ count: product.offerCount, fromPrice: product.fromPrice, fromUnit: product.fromUnit, fromConverted: product.fromConverted }}
                  matches={product.matchedVarieties}
                  priority={index < FIRST_ROW}
                />
              </li>
            ))}
          </ProductGrid>
        ) : filtered ? (
          <Notice tone="info">
            Nothing in the catalogue matches. Try another word or family, or ask our experts below.
          </Notice>
        ) : (
          <Notice tone="info">Our catalogue is being updated. Please check back soon.</Notice>
        )}
        <Pagination page={page} pageCount={pageCount} query={query} family={family} />
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
