import styled from "styled-components";
import { Button } from "@/components/ui/Button";
import { formatCount } from "@/lib/money";
import { colors } from "@/styles/theme";

// Previous / next for a list paged on the server: "Page 2 of 7 · 134 results". Hidden when
// everything fits on one page; the buttons are disabled at either end. A total the server
// stopped counting at (`totalExact` false) reads "10,000+": page numbers go that far.

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

export function Pager({
  page,
  pageSize,
  total,
  onPage,
  label = "Pages",
  totalExact = true,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label?: string;
  totalExact?: boolean;
}) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <Bar aria-label={label}>
      <span aria-live="polite">
        Page {page} of {formatCount(pages, totalExact)} · {formatCount(total, totalExact)} results
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
