import { Link } from "react-router";
import styled from "styled-components";
import { productsSearchHref } from "@/components/catalogue/SearchForm";
import { colors, radii } from "@/styles/theme";

// The pages of /products as plain links: each page has its own address (`?page=n`, the
// search and family kept; page 1 has none), so crawlers follow them and it works without
// JavaScript. A window of numbers around the current page, with the first and the last.

/** The address of page `page` of a list with this search and family. */
export function productsPageHref(query: string, family: string | null, page: number): string {
  const base = productsSearchHref(query, family);
  if (page <= 1) return base;
  return `${base}${base.includes("?") ? "&" : "?"}page=${page}`;
}

/** The page numbers to show, `null` standing for a gap: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(page: number, pageCount: number, around = 1): (number | null)[] {
  const shown = new Set<number>([1, pageCount]);
  for (let n = page - around; n <= page + around; n += 1) {
    if (n >= 1 && n <= pageCount) shown.add(n);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((n, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && n - previous === 2) out.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) out.push(null);
    out.push(n);
  });
  return out;
}

const Nav = styled.nav`
  margin-top: 2rem;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.4rem;
  }
  a, span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 2.75rem;
    min-height: 2.75rem;
    padding: 0 0.75rem;
    border-radius: ${radii.pill};
    font-weight: 650;
    white-space: nowrap;
  }
  a {
    border: 1px solid ${colors.line};
    background: ${colors.white};
    color: ${colors.ink};
    text-decoration: none;
  }
  a:hover { border-color: ${colors.teal}; }
  a[aria-current="page"] { background: ${colors.teal}; border-color: ${colors.teal}; color: ${colors.white}; }
  span { color: ${colors.muted}; }
`;

type PaginationProps = { page: number; pageCount: number; query: string; family: string | null };

export function Pagination({ page, pageCount, query, family }: PaginationProps) {
  if (pageCount <= 1) return null;
  const href = (n: number) => productsPageHref(query, family, n);
  return (
    <Nav aria-label="Pagination">
      <ul>
        {page > 1 && (
          <li>
            <Link to={href(page - 1)} rel="prev">
              Previous
            </Link>
          </li>
        )}
        {pageWindow(page, pageCount).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              <span>…</span>
            </li>
          ) : (
            <li key={n}>
              <Link to={href(n)} aria-current={n === page ? "page" : undefined} aria-label={`Page ${n}`}>
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link to={href(page + 1)} rel="next">
              Next
            </Link>
          </li>
        )}
      </ul>
    </Nav>
  );
}
