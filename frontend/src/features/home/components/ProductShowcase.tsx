import styled from "styled-components";
import { ButtonLink } from "@/components/ui/Button";
import { CardGrid } from "@/components/ui/Card";
import { Section } from "@/components/ui/Section";
import { SectionHeading } from "@/components/ui/SectionHeading";
import { ProductCard } from "@/components/catalogue/ProductCard";
import type { Schemas } from "@/lib/api";

// Our Products: each card opens its category page; 'View All Products' opens /products.

const Footer = styled.div`
  margin-top: 2.5rem;
  text-align: center;
`;

export function ProductShowcase({ products }: { products: Schemas["ProductCard"][] }) {
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
              <ProductCard product={product} variant="showcase" />
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
