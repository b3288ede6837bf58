import styled from "styled-components";
import { colors, radii, shadows } from "@/styles/theme";
import type { InsightFigures } from "@/types/api";
import { formatCount, formatDuration } from "./format";

// The totals of the range, one tile each: as many to a row as fit (one at 320 px).

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 10.5rem), 1fr));
  gap: 0.75rem;
  margin: 0;
  div {
    padding: 0.8rem 1rem;
    border-radius: ${radii.md};
    background: ${colors.white};
    box-shadow: ${shadows.card};
    min-width: 0;
  }
  dt { font-size: 0.85rem; font-weight: 700; color: ${colors.muted}; }
  dd { margin: 0.2rem 0 0; font-size: 1.35rem; font-weight: 800; color: ${colors.forest}; overflow-wrap: anywhere; }
  dd small { display: block; font-size: 0.8rem; font-weight: 600; color: ${colors.muted}; }
`;

export function FigureTiles({ figures }: { figures: InsightFigures }) {
  const share = figures.enquiries > 0 ? `${Math.round((figures.answered / figures.enquiries) * 100)} % of enquiries` : undefined;
  return (
    <Tiles aria-label="Totals">
      <div>
        <dt>Page views</dt>
        <dd>{formatCount(figures.views)}</dd>
      </div>
      <div>
        <dt>Enquiries received</dt>
        <dd>{formatCount(figures.enquiries)}</dd>
      </div>
      <div>
        <dt>Answered</dt>
        <dd>
          {formatCount(figures.answered)}
          {share && <small>{share}</small>}
        </dd>
      </div>
      <div>
        <dt>Median first answer</dt>
        <dd>{formatDuration(figures.medianAnswerSeconds)}</dd>
      </div>
      <div>
        <dt>Quotes accepted</dt>
        <dd>{formatCount(figures.quotesAccepted)}</dd>
      </div>
    </Tiles>
  );
}
