import { Link } from "react-router";
import styled from "styled-components";
import { Img } from "@/components/ui/Img";
import { colors, radii, shadows } from "@/styles/theme";
import type { ProductCard } from "@/types/api";

// 'You May Also Like': the other products, each leading to its category page.

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 13rem), 1fr));
`;

const Tile = styled(Link)`
  display: flex;
  align-items: center;
  gap: 0.85rem;
  padding: 0.75rem;
  border-radius: ${radii.md};
  background: ${colors.white};
  box-shadow: ${shadows.card};
  color: inherit;
  text-decoration: none;
  img, span[aria-hidden] { flex: none; width: 64px; height: 48px; border-radius: ${radii.sm}; object-fit: cover; background: ${colors.tealSoft}; }
  strong { display: block; color: ${colors.forest}; }
  small { color: ${colors.muted}; }
  &:hover strong { color: ${colors.teal}; }
`;

export function RelatedProducts({ products }: { products: ProductCard[] }) {
  if (products.length === 0) return null;
  return (
    <List>
      {products.map((product) => (
        <li key={product._id}>
          <Tile to={`/products/${product.categorySlug}`}>
            {product.image ? <Img src={product.image} alt="" width={64} height={48} /> : <span aria-hidden="true" />}
            <span>
              <strong>{product.title}</strong>
              <small>{product.category}</small>
            </span>
          </Tile>
        </li>
      ))}
    </List>
  );
}
