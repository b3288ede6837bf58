import { useId } from "react";
import styled from "styled-components";
import { colors, radii, shadows } from "@/styles/theme";
import type { InsightDay } from "@/types/api";
import { formatCount, formatDay } from "./format";

// Views and enquiries per day as two rows of bars in one inline SVG (no chart library:
// a few rectangles). Each row is scaled to its own highest day, which the legend states.
// The SVG is an image whose name is the sentence under it; the figures of every day are
// one click away in a table, for screen readers and for anyone who wants the numbers.

const Figure = styled.figure`
  margin: 0;
  padding: clamp(0.75rem, 2vw, 1.25rem);
  border-radius: ${radii.md};
  background: ${colors.white};
  box-shadow: ${shadows.card};
  display: grid;
  gap: 0.6rem;
  min-width: 0;
  svg { width: 100%; height: 9rem; display: block; }
  figcaption { color: ${colors.muted}; }
  table { border-collapse: collapse; font-size: 0.9rem; }
  th, td { padding: 0.2rem 0.75rem 0.2rem 0; text-align: right; white-space: nowrap; }
  th:first-child, td:first-child { text-align: left; }
  summary { cursor: pointer; color: ${colors.teal}; font-weight: 700; }
  details > div { max-height: 16rem; overflow: auto; }
`;

const Legend = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.25rem;
  font-size: 0.9rem;
  li::before {
    content: "";
    display: inline-block;
    width: 0.8rem;
    height: 0.8rem;
    margin-right: 0.4rem;
    border-radius: 2px;
    vertical-align: -0.1rem;
    background: var(--swatch);
  }
`;

const VIEWS = colors.teal;
const ENQUIRIES = colors.saffronDark;
/** Each row's bars are at most this tall, in the view box's units (100 high). */
const ROW = 44;

export function DailyChart({ series, title = "Views and enquiries per day" }: { series: readonly InsightDay[]; title?: string }) {
  const captionId = useId();
  const mostViews = Math.max(1, ...series.map((d) => d.views));
  const mostEnquiries = Math.max(1, ...series.map((d) => d.enquiries));
  const views = series.reduce((sum, d) => sum + d.views, 0);
  const enquiries = series.reduce((sum, d) => sum + d.enquiries, 0);
  const busiest = series.reduce<InsightDay | undefined>((best, d) => (d.views > (best?.views ?? 0) ? d : best), undefined);
  const first = series[0];
  const last = series[series.length - 1];
  const width = Math.max(1, series.length) * 4;

  return (
    <Figure>
      <strong>{title}</strong>
      <Legend>
        <li style={{ "--swatch": VIEWS } as React.CSSProperties}>Views (highest day {formatCount(busiest?.views ?? 0)})</li>
        <li style={{ "--swatch": ENQUIRIES } as React.CSSProperties}>
          Enquiries (highest day {formatCount(Math.max(0, ...series.map((d) => d.enquiries)))})
        </li>
      </Legend>
      <svg viewBox={`0 0 ${width} 100`} preserveAspectRatio="none" role="img" aria-labelledby={captionId}>
        <line x1="0" x2={width} y1="50" y2="50" stroke={colors.line} strokeWidth="0.5" vectorEffect="non-scaling-stroke" />
        <line x1="0" x2={width} y1="99.5" y2="99.5" stroke={colors.line} strokeWidth="0.5" vectorEffect="non-scaling-stroke" />
        {series.map((d, i) => {
          const v = (d.views / mostViews) * ROW;
          const e = (d.enquiries / mostEnquiries) * ROW;
          return (
            <g key={d.day}>
              <rect x={i * 4 + 0.5} y={50 - v} width="3" height={v} fill={VIEWS}>
                <title>{`${formatDay(d.day)}: ${formatCount(d.views)} views`}</title>
              </rect>
              <rect x={i * 4 + 0.5} y={99.5 - e} width="3" height={e} fill={ENQUIRIES}>
                <title>{`${formatDay(d.day)}: ${formatCount(d.enquiries)} enquiries`}</title>
              </rect>
            </g>
          );
        })}
      </svg>
      <figcaption id={captionId}>
        {first && last
          ? `${formatCount(views)} views and ${formatCount(enquiries)} enquiries from ${formatDay(first.day)} to ${formatDay(last.day)}` +
            (busiest ? `; most views on ${formatDay(busiest.day)} (${formatCount(busiest.views)}).` : ".")
          : "No days to show."}
      </figcaption>
      <details>
        <summary>Figures per day</summary>
        <div>
          <table>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Views</th>
                <th scope="col">Enquiries</th>
              </tr>
            </thead>
            <tbody>
              {series.map((d) => (
                <tr key={d.day}>
                  <th scope="row">
                    <time dateTime={d.day}>{formatDay(d.day)}</time>
                  </th>
                  <td>{formatCount(d.views)}</td>
                  <td>{formatCount(d.enquiries)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </Figure>
  );
}
