import styled from "styled-components";
import { colors, media, radii } from "@/styles/theme";

// The buyer's tables of enquiries (My Enquiries, and each request's comparison of
// quotes): a table from `md` on (scrolling sideways inside its box when it needs more
// room), and below `md` one stacked card per row whose cells name themselves with
// data-label: a table of seven or more columns does not fit a phone.

// position: relative keeps the visually hidden header cells (absolutely positioned)
// inside the scroll area: otherwise they hang off the table's far edge and widen the page.
export const TableWrap = styled.div`
  position: relative;
  @media ${media.md} {
    overflow-x: auto;
    border: 1px solid ${colors.line};
    border-radius: ${radii.md};
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  @media (max-width: 767.98px) {
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
    tbody { display: grid; gap: 0.9rem; }
    tr {
      display: grid;
      grid-template-columns: minmax(6.5rem, auto) minmax(0, 1fr);
      padding: 0.9rem 1rem;
      border: 1px solid ${colors.line};
      border-radius: ${radii.md};
    }
    td { display: contents; }
    td::before {
      content: attr(data-label);
      padding: 0.3rem 0.75rem 0.3rem 0;
      font-size: 0.78rem;
      font-weight: 750;
      letter-spacing: 0.04em;
      text-transform: uppercase;
      color: ${colors.muted};
    }
    td > * { padding: 0.3rem 0; overflow-wrap: anywhere; }
  }
  @media ${media.md} { min-width: 44rem; }
  font-size: 0.95rem;
  th, td { padding: 0.8rem 0.9rem; text-align: left; vertical-align: top; border-bottom: 1px solid ${colors.line}; }
  thead th {
    background: ${colors.cream};
    font-size: 0.78rem;
    font-weight: 750;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${colors.muted};
    white-space: nowrap;
  }
  @media ${media.md} {
    tbody tr:last-child td { border-bottom: 0; }
    td:first-child { white-space: nowrap; }
  }
  td small { display: block; color: ${colors.muted}; font-size: 0.85rem; }
`;

