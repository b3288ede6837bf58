import { Link } from "react-router";
import styled from "styled-components";
import { ButtonLink } from "@/components/ui/Button";
import { CardGrid, CardMedia } from "@/components/ui/Card";
import { Img } from "@/components/ui/Img";
import { Section } from "@/components/ui/Section";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { colors, radii, shadows } from "@/styles/theme";
import type { ProductSummary } from "@/types/home";

// Our Products: each card opens its category page; 'View All Products' opens /products.

const DEFAULT_DESCRIPTION = "Premium quality, carefully sourced and export-ready.";

const ProductLink = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${radii.md};
  background: ${colors.white};
  box-shadow: ${shadows.card};
  color: inherit;
  text-decoration: none;
  transition: transform 0.25s ease, box-shadow 0.25s ease;
  &:hover { transform: translateY(-4px); box-shadow: ${shadows.raised}; }
  &:hover h3 { color: ${colors.teal}; }
`;

const Placeholder = styled.div`
  width: 100%;
  height: 100%;
  display: grid;
  place-items: center;
  font-size: 2.5rem;
  font-weight: 800;
  color: ${colors.teal};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  flex: 1;
  padding: 1.2rem 1.3rem 1.4rem;
`;

const Category = styled.span`
  align-self: flex-start;
  padding: 0.2rem 0.7rem;
  border-radius: ${radii.pill};
  background: ${colors.tealSoft};
  color: ${colors.tealDark};
  font-size: 0.8rem;
  font-weight: 700;
`;

const Title = styled.h3`
  font-size: 1.15rem;
  color: ${colors.forest};
`;

const Description = styled.p`
  color: ${colors.muted};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const More = styled.span`
  margin-top: auto;
  padding-top: 0.4rem;
  font-weight: 700;
  color: ${colors.teal};
`;

const Footer = styled.div`
  margin-top: 2.5rem;
  text-align: center;
`;

export function ProductShowcase({ products }: { products: ProductSummary[] }) {
  return (
    <Section id="our-products" labelledBy="our-products-title">
      <SectionHeading
        id="our-products-title"
        eyebrow="Our Products"
        title="Quality Goods, Ready for Export"
        intro="Fresh fruits, aromatic spices, fine textiles and more, graded and packed to international standards."
      />
      {products.length > 0 && (
        <CardGrid $min="15rem">
          {products.map((product) => (
            <li key={product._id}>
              <ProductLink to={`/products/${product.categorySlug}`}>
                <CardMedia>
                  {product.image ? (
                    <Img src={product.image} alt={product.title} width={640} height={400} />
                  ) : (
                    <Placeholder aria-hidden="true">{product.title.charAt(0)}</Placeholder>
                  )}
                </CardMedia>
                <Body>
                  {product.category && <Category>{product.category}</Category>}
                  <Title>{product.title}</Title>
                  <Description>{product.description || DEFAULT_DESCRIPTION}</Description>
                  <More aria-hidden="true">View Details →</More>
                </Body>
              </ProductLink>
            </li>
          ))}
        </CardGrid>
      )}
      <Footer>
        <ButtonLink to="/products" $variant="secondary" $size="lg">
          View All Products
        </ButtonLink>
      </Footer>
    </Section>
  );
}
