import styled from "styled-components";
import { ButtonLink } from "@/components/ui/Button";
import { Card, CardLink } from "@/components/ui/CardSurface";
import { Img } from "@/components/ui/Img";
import { Link } from "react-router";
import { convertedLine, formatMoney } from "@/lib/like-for-like";
import { colors, radii } from "@/styles/theme";
import type { Converted, ProductCard } from "@/types/api";

// A product as a card: image (or its initial), category, title and description (or a
// default line), leading to its category page. One card, two ways in:
//  - "catalogue" (/products): an article whose 'View Details' button is the link, so
//    the grid reads as a list of articles with one named link each;
//  - "showcase" (home, Our Products): the whole card is the link, with a wider image.

export const DEFAULT_DESCRIPTION = "Premium quality, carefully sourced and export-ready.";

const Media = styled.div<{ $wide: boolean }>`
  aspect-ratio: ${(p) => (p.$wide ? "16 / 10" : "4 / 3")};
  overflow: hidden;
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

// Showcase: the card is already the link, so this is only a visual cue.
const More = styled.span`
  margin-top: auto;
  padding-top: 0.4rem;
  font-weight: 700;
  color: ${colors.teal};
`;

const Offers = styled.p`
  font-weight: 700;
  color: ${colors.tealDark};
  span { font-weight: 600; color: ${colors.muted}; }
`;

const Matches = styled.p`
  font-size: 0.92rem;
  color: ${colors.muted};
  a { color: ${colors.teal}; font-weight: 700; }
`;

const Action = styled.div`
  margin-top: auto;
  padding-top: 0.6rem;
`;

/** What the catalogue list adds to a card: its offers and the varieties a search matched. */
export type CardOffers = { count: number; fromPrice?: number | null; fromUnit?: string | null; fromConverted?: Converted | null };
export type CardMatch = { title: string; path: string };

/** "from ₹276 / kg (≈ US$3.27 / kg (rate of 28 Nov)) · 5 offers": offers are priced in rupees. */
export function offersText({ count, fromPrice, fromUnit, fromConverted }: CardOffers): string {
  if (count === 0) return "No offers yet";
  const offers = `${count} ${count === 1 ? "offer" : "offers"}`;
  if (fromPrice == null || !fromUnit) return offers;
  const converted = convertedLine(fromConverted, fromUnit);
  return `from ${formatMoney(fromPrice, "INR")} / ${fromUnit}${converted ? ` (${converted})` : ""} · ${offers}`;
}

type ProductCardProps = {
  product: ProductCard;
  offers?: CardOffers;
  matches?: CardMatch[];
  variant?: "catalogue" | "showcase";
  /** Load the image eagerly (cards in the first visible row). */
  priority?: boolean;
};

export function ProductCard({ product, offers, matches, variant = "catalogue", priority = false }: ProductCardProps) {
  const to = `/products/${product.categorySlug}`;
  const showcase = variant === "showcase";
  const content = (
    <>
      <Media $wide={showcase}>
        {product.image ? (
          <Img
            src={product.image}
            alt={product.title}
            width={showcase ? 640 : 800}
            height={showcase ? 400 : 600}
            priority={priority}
          />
        ) : (
          <Initial aria-hidden="true">{product.title.charAt(0)}</Initial>
        )}
      </Media>
      <Body>
        {product.category && <Category>{product.category}</Category>}
        <Title>{product.title}</Title>
        <Description>{product.description || DEFAULT_DESCRIPTION}</Description>
        {offers && <Offers>{offersText(offers)}</Offers>}
        {matches && matches.length > 0 && (
          <Matches>
            Matching varieties:{" "}
            {matches.map((match, index) => (
              <span key={match.path}>
                {index > 0 && ", "}
                <Link to={match.path}>{match.title}</Link>
              </span>
            ))}
          </Matches>
        )}
        {showcase ? (
          <More aria-hidden="true">View Details →</More>
        ) : (
          <Action>
            <ButtonLink to={to} $variant="outline" $size="sm" aria-label={`View details of ${product.title}`}>
              View Details
            </ButtonLink>
          </Action>
        )}
      </Body>
    </>
  );
  return showcase ? <CardLink to={to}>{content}</CardLink> : <Card>{content}</Card>;
}
