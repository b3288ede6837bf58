import styled from "styled-components";
import { CardLink } from "@/components/ui/CardSurface";
import { Img } from "@/components/ui/Img";
import { colors } from "@/styles/theme";
import type { VarietyCard } from "@/types/api";

// A variety of the category page; the whole card links to the variety page.

const Media = styled.div`
  aspect-ratio: 4 / 3;
  background: ${colors.tealSoft};
  img { width: 100%; height: 100%; object-fit: cover; }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.45rem;
  flex: 1;
  padding: 1.1rem 1.25rem 1.3rem;
  h3 { font-size: 1.1rem; color: ${colors.forest}; }
  p { color: ${colors.muted}; display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; overflow: hidden; }
`;

const Origin = styled.span`
  font-size: 0.88rem;
  font-weight: 650;
  color: ${colors.saffronText};
`;

const More = styled.span`
  margin-top: auto;
  padding-top: 0.4rem;
  font-weight: 700;
  color: ${colors.teal};
`;

export function VarietyCard({ productSlug, variety }: { productSlug: string; variety: VarietyCard }) {
  return (
    <CardLink to={`/products/${productSlug}/${variety.slug}`}>
      <Media>
        {variety.varietyImage && <Img src={variety.varietyImage} alt="" width={800} height={600} />}
      </Media>
      <Body>
        <h3>{variety.title}</h3>
        {variety.origin && <Origin>Origin: {variety.origin}</Origin>}
        {variety.description && <p>{variety.description}</p>}
        <More aria-hidden="true">View suppliers →</More>
      </Body>
    </CardLink>
  );
}
