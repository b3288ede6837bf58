import styled from "styled-components";
import { Button } from "@/components/ui/Button";
import { formatCount } from "@/lib/money";
import { colors } from "@/styles/theme";

// Previous / next for a list paged on the server, with what the list holds:
// "Page 2 of 7 · 134 orders", or only "3 orders" when everything fits on one page, and
// nothing for an empty list (its empty state says so). A total the server stopped
// counting at (`totalExact` false) reads "10,000+", and the page count "500+".

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-top: 1rem;
  color: ${colors.muted};
  & > div { display: flex; gap: 0.5rem; }
`;

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** What the list is of: one and several ("order", "orders"). */
export type Noun = readonly [one: string, many: string];

type Props = {
  page: number;
  pageSize: number;
  /** Rows matching over all pages; at least this many when not `totalExact`. */
  total: number;
  totalExact: boolean;
  noun: Noun;
  onPage: (page: number) => void;
  /** The navigation's name, "Order pages". */
  label?: string;
};

/** "134 orders", "1 order", "10,000+ orders". */
export function countText(total: number, totalExact: boolean, [one, many]: Noun): string {
  return `${formatCount(total, totalExact)} ${total === 1 && totalExact ? one : many}`;
}

export function Pager({ page, pageSize, total, totalExact, noun, onPage, label = "Pages" }: Props) {
  if (total <= 0) return null;
  const pages = pageCount(total, pageSize);
  const count = countText(total, totalExact, noun);
  // Nothing to move between: the count alone, and no navigation landmark.
  if (pages === 1) return <Bar as="p">{count}</Bar>;
  return (
    <Bar aria-label={label}>
      <span aria-live="polite">
        Page {Math.min(page, pages)} of {formatCount(pages, totalExact)} · {count}
      </span>
      <div>
        <Button $variant="outline" $size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button $variant="outline" $size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </Bar>
  );
}
