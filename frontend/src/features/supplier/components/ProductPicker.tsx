import { useId, useState, type KeyboardEvent } from "react";
import styled from "styled-components";
import { TextField } from "@/components/ui/form/fields";
import { useDebounced } from "@/lib/use-debounced";
import { colors, radii, shadows } from "@/styles/theme";
import { useCatalogueSearch, type Product } from "../api/offers";

// The listing form's product field: a combobox that searches the catalogue as the supplier
// types (title, category or variety; a word's beginning is enough, one wrong letter is
// forgiven) and offers the best matches, so it works the same for ten products or ten
// thousand. Arrow keys move through the matches, Enter picks one, Escape closes the list.

const Box = styled.div`
  position: relative;
`;

const List = styled.ul`
  position: absolute;
  z-index: 20;
  left: 0;
  right: 0;
  top: calc(100% - 0.25rem);
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
  li small { display: block; color: ${colors.muted}; }
`;

type Props = {
  /** The product chosen so far (its title is shown in the field). */
  value: { _id: string; title: string } | null;
  onChange: (product: Product) => void;
  error?: string;
};

export function ProductPicker({ value, onChange, error }: Props) {
  const listId = useId();
  const [text, setText] = useState(value?.title ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const typed = text.trim() === (value?.title ?? "") ? "" : text.trim();
  const search = useDebounced(typed);
  const found = useCatalogueSearch(search, open);
  const options = found.data ?? [];

  function pick(product: Product) {
    onChange(product);
    setText(product.title);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (options.length === 0 ? 0 : (i + step + options.length) % options.length));
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      const product = options[active];
      if (product) pick(product);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const status = found.isPending ? "Searching products…" : options.length === 0 ? "No products match" : null;
  return (
    <Box>
      <TextField
        label="Product"
        required
        markRequired
        role="combobox"
        autoComplete="off"
        placeholder="Type to search the catalogue"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && options[active] ? `${listId}-${active}` : undefined}
        value={text}
        error={error}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <List id={listId} role="listbox" aria-label="Matching products" hidden={!open}>
        {open && status && (
          <li role="option" aria-selected={false} aria-disabled="true">
            {status}
          </li>
        )}
        {open &&
          options.map((product, index) => (
            <li
              key={product._id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // Picked on mouse down, before the field's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                pick(product);
              }}
            >
              {product.title}
              <small>{product.category}</small>
            </li>
          ))}
      </List>
    </Box>
  );
}
