import { type ReactNode, useLayoutEffect, useRef, useState } from "react";
import styled from "styled-components";
import { colors, radii, shadows } from "@/styles/theme";

// The one table of the back office and the supplier portal. It never breaks a word:
// columns take the room their words need (ids, e-mails, GST numbers, money, dates and
// controls never wrap at all), long free text is clamped to two lines with the whole
// value on hover and one click away, and when the table needs more room than its box has,
// it turns into stacked cards (one card a row, each value under its label). The switch is
// measured (the table's own width against its box), not guessed from the window, since
// the admin sidebar and the number of columns decide what fits.

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** Never wrapped: ids, e-mails, phone and GST numbers, money, dates, badges, controls. */
  nowrap?: boolean;
  /** Long free text: two lines at most, the whole value on hover and on click. */
  clamp?: boolean;
  /** The whole text of a clamped cell (when `cell` does not return a string). */
  text?: (row: T) => string;
};

const Box = styled.div`
  max-width: 100%;
  min-width: 0;
  /* Last resort only: the cards fit any width, but a page never scrolls sideways. */
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${colors.white};
  border-radius: ${radii.md};
  box-shadow: ${shadows.card};
  th, td {
    padding: 0.7rem 0.8rem;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${colors.line};
    overflow-wrap: normal;
    word-break: normal;
    hyphens: manual;
  }
  th { font-size: 0.85rem; color: ${colors.muted}; background: ${colors.tealSoft}; white-space: nowrap; }
  td[data-nowrap="true"], td small, td [data-nowrap="true"] { white-space: nowrap; }
  td[data-clamp="true"] { min-width: 10rem; max-width: 28rem; }
  td[data-clamp="true"] > div > button {
    all: unset;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    cursor: pointer;
  }
  td[data-clamp="true"] > div > button[aria-expanded="true"] { display: block; -webkit-line-clamp: unset; }
  td[data-clamp="true"] > div > button:focus-visible { outline: 2px solid ${colors.teal}; }
  select { min-width: max-content; }
  button, a { white-space: nowrap; }
  img { width: 4.5rem; height: 3rem; object-fit: contain; border-radius: ${radii.sm}; background: ${colors.tealSoft}; }

  &[data-layout="cards"] {
    background: transparent;
    box-shadow: none;
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    tbody { display: grid; gap: 0.75rem; }
    tr {
      display: grid;
      gap: 0.1rem;
      padding: 0.4rem 0;
      background: ${colors.white};
      border-radius: ${radii.md};
      box-shadow: ${shadows.card};
    }
    td { display: block; min-width: 0; max-width: none; border: 0; padding: 0.35rem 0.9rem; }
    td::before { content: attr(data-label); display: block; font-size: 0.78rem; font-weight: 700; color: ${colors.muted}; }
    /* A value that never wraps and is wider than a phone's card (a long e-mail) ends in an
       ellipsis; the cell's title holds the whole value. */
    td[data-nowrap="true"] > div { overflow: hidden; text-overflow: ellipsis; }
  }
`;

/** A clamped value: two lines, the whole text as its title and on click. */
function Clamped({ text, children }: { text: string | undefined; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" title={text} aria-expanded={open} onClick={() => setOpen((v) => !v)}>
      {children}
    </button>
  );
}

/** Table or cards: cards when the table's width (its words' needs) is more than its box's. */
function useCards(deps: unknown[]) {
  const box = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLTableElement>(null);
  const [cards, setCards] = useState(false);
  const needed = useRef(0);

  // New rows may need other widths: measure them as a table again.
  useLayoutEffect(() => {
    needed.current = 0;
    setCards(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  useLayoutEffect(() => {
    const outer = box.current;
    if (!outer || typeof ResizeObserver === "undefined") return;
    const check = () => {
      const inner = table.current;
      if (!inner) return;
      const room = outer.clientWidth;
      if (inner.dataset.layout === "table") {
        if (inner.offsetWidth > room + 1) {
          needed.current = inner.offsetWidth;
          setCards(true);
        }
      } else if (needed.current > 0 && room >= needed.current) {
        setCards(false);
      }
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(outer);
    // New rows that need more room change the table's size, not the box's.
    if (table.current) observer.observe(table.current);
    return () => observer.disconnect();
  }, [cards]);
  return { box, table, cards };
}

export function DataTable<T extends { _id: string }>({
  columns,
  rows,
  actions,
  label,
}: {
  columns: readonly Column<T>[];
  rows: readonly T[];
  actions?: (row: T) => ReactNode;
  /** The table's accessible name, when the screen has more than one. */
  label?: string;
}) {
  const { box, table, cards } = useCards([rows, columns.length]);
  return (
    <Box ref={box}>
      <Table ref={table} data-layout={cards ? "cards" : "table"} aria-label={label}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ))}
            {actions && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row._id}>
              {columns.map((c) => {
                const value = c.cell(row);
                return (
                  <td
                    key={c.header}
                    data-label={c.header}
                    data-nowrap={c.nowrap || undefined}
                    data-clamp={c.clamp || undefined}
                    title={c.nowrap ? (c.text?.(row) ?? (typeof value === "string" ? value : undefined)) : undefined}
                  >
                    <div>{c.clamp ? <Clamped text={c.text?.(row) ?? (typeof value === "string" ? value : undefined)}>{value}</Clamped> : value}</div>
                  </td>
                );
              })}
              {actions && (
                <td data-label="Actions" data-nowrap="true">
                  {actions(row)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </Box>
  );
}
