import styled from "styled-components";
import { colors, radii, shadows } from "@/styles/theme";

// The list under a search picker: a status row while searching or when nothing
// matches, then the matches, the active one marked aria-selected.

/** One record a search picker offers: `label` is what the field shows once picked. */
export type Match = { id: string; label: string; detail?: string };

const List = styled.ul`
  position: absolute;
  z-index: 20;
  left: 0;
  right: 0;
  top: calc(100% + 0.25rem);
  max-height: 16rem;
  overflow-y: auto;
  margin: 0;
  padding: 0.25rem;
  list-style: none;
  background: ${colors.white};
  border: 1px solid ${colors.line};
  border-radius: ${radii.sm};
  box-shadow: ${shadows.card};
  li {
    padding: 0.55rem 0.75rem;
    border-radius: ${radii.sm};
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  li[aria-selected="true"] { background: ${colors.tealSoft}; }
  li[aria-disabled="true"] { cursor: default; color: ${colors.muted}; }
  li small { display: block; color: ${colors.muted}; }
`;

type Props<T extends Match> = {
  id: string;
  /** The accessible name, "Matching products". */
  name: string;
  open: boolean;
  status: string | null;
  options: readonly T[];
  active: number;
  onPick: (option: T) => void;
};

/** The id of the option at `index` of the list `listId` (the field's aria-activedescendant). */
export const optionId = (listId: string, index: number) => `${listId}-${index}`;

export function MatchList<T extends Match>({ id, name, open, status, options, active, onPick }: Props<T>) {
  return (
    <List id={id} role="listbox" aria-label={name} hidden={!open}>
      {open && status && (
        <li role="option" aria-selected={false} aria-disabled="true">
          {status}
        </li>
      )}
      {open &&
        options.map((option, index) => (
          <li
            key={option.id}
            id={optionId(id, index)}
            role="option"
            aria-selected={index === active}
            // Picked on mouse down, before the field's blur closes the list.
            onMouseDown={(e) => {
              e.preventDefault();
              onPick(option);
            }}
          >
            {option.label}
            {option.detail && <small>{option.detail}</small>}
          </li>
        ))}
    </List>
  );
}
