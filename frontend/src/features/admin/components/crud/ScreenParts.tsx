import { Pencil, Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import styled from "styled-components";
import { CardGrid as SiteCardGrid } from "@/components/ui/Card";
import { Button } from "@/components/ui/Button";
import { colors, radii, shadows } from "@/styles/theme";

// The visible parts a list-and-edit screen is built from: its heading with the Add
// button, a table that turns into stacked cards
// when it does not fit (src/components/ui/DataTable.tsx), a card grid, and the Edit/Delete pair.

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 1rem;
  margin-bottom: 1.5rem;
  h1 { font-size: clamp(1.4rem, 3vw, 2rem); color: ${colors.forest}; }
`;

export function ScreenHead({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Head>
      <h1>{title}</h1>
      {children}
    </Head>
  );
}

export function AddButton({ label = "Add", onClick }: { label?: string; onClick: () => void }) {
  return (
    <Button $variant="secondary" onClick={onClick}>
      <Plus aria-hidden="true" size={18} />
      {label}
    </Button>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
`;

const IconButton = styled.button<{ $danger?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  padding: 0.4rem 0.65rem;
  border: 1.5px solid ${(p) => (p.$danger ? "#f1b8b4" : colors.line)};
  border-radius: ${radii.sm};
  background: ${colors.white};
  color: ${(p) => (p.$danger ? "#8c1d18" : colors.teal)};
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &:hover { background: ${(p) => (p.$danger ? "#fdecea" : colors.tealSoft)}; }
`;

/** Edit and Delete of one record; `name` makes their accessible names unique ("Edit Mangoes"). */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit?: () => void; onDelete?: () => void }) {
  return (
    <Actions>
      {onEdit && (
        <IconButton type="button" onClick={onEdit} aria-label={`Edit ${name}`}>
          <Pencil aria-hidden="true" size={15} />
          <span aria-hidden="true">Edit</span>
        </IconButton>
      )}
      {onDelete && (
        <IconButton type="button" $danger onClick={onDelete} aria-label={`Delete ${name}`}>
          <Trash2 aria-hidden="true" size={15} />
          <span aria-hidden="true">Delete</span>
        </IconButton>
      )}
    </Actions>
  );
}

// The list table is the shared one (src/components/ui/DataTable.tsx).
export { DataTable, type Column } from "@/components/ui/DataTable";

/** The admin's card lists sit a little tighter than the site's. */
export const CardGrid = styled(SiteCardGrid).attrs({ $gap: "1rem" })``;

/** The frame of a record's card (image, title, muted text); screens add their own parts. */
export const CardBox = styled.li`
  display: grid;
  gap: 0.6rem;
  align-content: start;
  padding: 1rem;
  border-radius: ${radii.md};
  background: ${colors.white};
  box-shadow: ${shadows.card};
  overflow-wrap: anywhere;
  img { width: 100%; aspect-ratio: 16 / 10; object-fit: contain; border-radius: ${radii.sm}; background: ${colors.tealSoft}; }
  h2 { font-size: 1.05rem; color: ${colors.forest}; }
  p { color: ${colors.muted}; }
`;

/** One record as a card: optional image, title, body, actions. */
export function ItemCard({ image, title, children, actions }: { image?: string | null; title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <CardBox>
      {image && <img src={image} alt="" loading="lazy" />}
      <h2>{title}</h2>
      {children}
      {actions}
    </CardBox>
  );
}
