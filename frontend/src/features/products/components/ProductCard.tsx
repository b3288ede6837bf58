import styled from "styled-components";
import { ButtonLink } from "@/components/ui/Button";
import { Img } from "@/components/ui/Img";
import { colors, radii, shadows } from "@/styles/theme";
import type { ProductCardData } from "@/types/catalogue";

// A product in the /products grid: image, title, description (or a default line) and
// 'View Details' to its category page.

export const DEFAULT_DESCRIPTION = "Premium quality, carefully sourced and export-ready.";

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${radii.md};
  background: ${colors.white};
  box-shadow: ${shadows.card};
  transition: transform 0.25s ease, box-shadow 0.25s ease;
  &:hover { transform: translateY(-4px); box-shadow: ${shadows.raised}; }
`;

const Media = styled.div`
  aspect-ratio: 4 / 3;
  background: ${colors.tealSoft};
  img { width: 100%; height: 100%; object-fit: cover; }
`;

const Initial = styled.div`
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
  gap: 0.55rem;
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

const Action = styled.div`
  margin-top: auto;
  padding-top: 0.6rem;
`;

type ProductCardProps = { product: ProductCardData; priority?: boolean };

export function ProductCard({ product, priority = false }: ProductCardProps) {
  return (
    <Card>
      <Media>
        {product.image ? (
          <Img src={product.image} alt={product.title} width={800} height={600} priority={priority} />
        ) : (
          <Initial aria-hidden="true">{product.title.charAt(0)}</Initial>
        )}
      </Media>
      <Body>
        {product.category && <Category>{product.category}</Category>}
        <Title>{product.title}</Title>
        <Description>{product.description || DEFAULT_DESCRIPTION}</Description>
        <Action>
          <ButtonLink
            to={`/products/${product.categorySlug}`}
            $variant="outline"
            $size="sm"
            aria-label={`View details of ${product.title}`}
          >
            View Details
          </ButtonLink>
        </Action>
      </Body>
    </Card>
  );
}
