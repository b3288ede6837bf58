import { Eye } from "lucide-react";
import styled from "styled-components";
import { Button } from "@/components/ui/Button";
import { colors, media, radii } from "@/styles/theme";
import { CardBox, RowActions, type ListActions } from "../../components/crud";
import type { Product, Variety } from "../api/products";

// The Product Management grid (SPEC section 2): 1, 2 or 3 columns by width; each card
// with its image, category badge, optional tag badge, title, details clamped to two
// lines, at most two varieties each with View, '+N more varieties', and the actions.

/** A card shows at most this many varieties (SPEC section 9). */
export const VARIETIES_SHOWN = 2;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: minmax(0, 1fr);
  @media ${media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  @media ${media.xl} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

const Card = styled(CardBox)`
  h2 { font-size: 1.1rem; }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
`;

const Badge = styled.span<{ $tone: "category" | "tag" }>`
  padding: 0.15rem 0.6rem;
  border-radius: ${radii.pill};
  font-size: 0.8rem;
  font-weight: 700;
  background: ${(p) => (p.$tone === "category" ? colors.tealSoft : colors.saffronSoft)};
  color: ${(p) => (p.$tone === "category" ? colors.tealDark : colors.saffronText)};
`;

const Details = styled.p`
  color: ${colors.muted};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Kinds = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.35rem;
  li { display: flex; align-items: center; justify-content: space-between; gap: 0.5rem; }
`;

const More = styled.p`
  font-size: 0.88rem;
  color: ${colors.muted};
`;

type GridProps = {
  products: Product[];
  actions: ListActions<Product>;
  onView: (product: Product) => void;
  onViewVariety: (variety: Variety) => void;
};

export function ProductGrid({ products, actions, onView, onViewVariety }: GridProps) {
  return (
    <Grid aria-label="Products">
      {products.map((p) => {
        const more = p.varieties.length - VARIETIES_SHOWN;
        return (
          <Card key={p._id} aria-label={p.title}>
            {p.image && <img src={p.image} alt="" loading="lazy" />}
            <Badges>
              <Badge $tone="category">{p.category}</Badge>
              {p.tag && <Badge $tone="tag">{p.tag}</Badge>}
            </Badges>
            <h2>{p.title}</h2>
            {p.details && <Details>{p.details}</Details>}
            {p.varieties.length > 0 && (
              <Kinds aria-label={`Varieties of ${p.title}`}>
                {p.varieties.slice(0, VARIETIES_SHOWN).map((v) => (
                  <li key={v._id}>
                    <span>{v.title}</span>
                    <Button $variant="ghost" $size="sm" aria-label={`View ${v.title}`} onClick={() => onViewVariety(v)}>
                      <Eye aria-hidden="true" size={15} />
                      View
                    </Button>
                  </li>
                ))}
              </Kinds>
            )}
            {more > 0 && <More>{`+${more} more ${more === 1 ? "variety" : "varieties"}`}</More>}
            <Badges>
              <Button $variant="outline" $size="sm" aria-label={`View details of ${p.title}`} onClick={() => onView(p)}>
                View Details
              </Button>
              <RowActions name={p.title} onEdit={actions.edit && (() => actions.edit?.(p))} onDelete={actions.remove && (() => actions.remove?.(p))} />
            </Badges>
          </Card>
        );
      })}
    </Grid>
  );
}
