import { useId, useRef, useState, type KeyboardEvent } from "react";
import styled from "styled-components";
import { useDebounced } from "@/lib/use-debounced";
import { colors, radii } from "@/styles/theme";
import { FieldShell, TextInput, useFieldIds, type FieldProps } from "./fields";
import { MatchList, optionId, type Match } from "./MatchList";

// A field that finds one record among many: the typed text goes to the server once per
// pause and the best matches are offered under the field, so it works the same for ten
// records or a million. An ARIA combobox: arrow keys move through the matches, Enter
// picks one, Escape closes the list. Text left unpicked gives way to the chosen record's
// name when the field is left, so the field never shows a choice that was not made.

export type { Match } from "./MatchList";

/** What a search picker needs of a query: its matches, and whether the first are on their way. */
export type MatchQuery<T> = { data?: readonly T[]; isPending: boolean };

type Props<T extends Match> = FieldProps & {
  /** What is searched, plural ("products"): it names the list and its status row. */
  noun: string;
  placeholder?: string;
  required?: boolean;
  /** The chosen record's label; "" when none is chosen. */
  value: string;
  /** A match picked, or null when the text is emptied or cleared. */
  onChange: (picked: T | null) => void;
  /** The matches of a search ("" asks for the first ones), fetched only while enabled.
   *  Called as a hook: pass the same function on every render. */
  useMatches: (search: string, enabled: boolean) => MatchQuery<T>;
  /** Adds a button that empties the field (a filter's "any"). */
  clearable?: boolean;
};

const InputBox = styled.div<{ $clearable: boolean }>`
  position: relative;
  input { padding-right: ${(p) => (p.$clearable ? "2.5rem" : undefined)}; }
`;

const ClearButton = styled.button`
  position: absolute;
  top: 50%;
  right: 0.35rem;
  transform: translateY(-50%);
  width: 2rem;
  height: 2rem;
  border: 0;
  border-radius: ${radii.sm};
  background: transparent;
  color: ${colors.muted};
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  &:hover { background: ${colors.tealSoft}; color: ${colors.teal}; }
`;

/** Which option is active after an arrow key, wrapping at both ends. */
function step(active: number, key: string, count: number) {
  if (count === 0) return 0;
  return (active + (key === "ArrowDown" ? 1 : -1) + count) % count;
}

export function SearchPicker<T extends Match>(props: Props<T>) {
  const { label, error, note, markRequired, required, noun, placeholder, value, onChange, useMatches, clearable = false } = props;
  const listId = useId();
  const { fieldId, errorId, describedBy } = useFieldIds(undefined, error);
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // A choice made elsewhere (the form reset, say) replaces the text.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const typed = text.trim() === value ? "" : text.trim();
  const found = useMatches(useDebounced(typed), open);
  const options = found.data ?? [];

  function pick(option: T) {
    onChange(option);
    setText(option.label);
    setOpen(false);
  }

  function type(next: string) {
    setText(next);
    setActive(0);
    setOpen(true);
    if (next.trim() === "" && value !== "") onChange(null);
  }

  // Back to the field, which opens the first matches, so the keyboard is not lost with the button.
  function clear() {
    type("");
    input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      setActive((i) => step(i, event.key, options.length));
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      const option = options[active];
      if (option) pick(option);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const status = found.isPending ? `Searching ${noun}…` : options.length === 0 ? `No ${noun} match` : null;
  return (
    <FieldShell fieldId={fieldId} errorId={errorId} label={label} note={note} markRequired={markRequired} error={error}>
      <InputBox $clearable={clearable}>
        <TextInput
          ref={input}
          id={fieldId}
          role="combobox"
          autoComplete="off"
          placeholder={placeholder}
          required={required}
          aria-required={markRequired || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && options[active] ? optionId(listId, active) : undefined}
          value={text}
          onChange={(e) => type(e.target.value)}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setText(value);
          }}
          onKeyDown={onKeyDown}
        />
        {clearable && text !== "" && (
          <ClearButton type="button" aria-label={`Clear ${label.toLowerCase()}`} onClick={clear}>
            <span aria-hidden="true">×</span>
          </ClearButton>
        )}
        <MatchList id={listId} name={`Matching ${noun}`} open={open} status={status} options={options} active={active} onPick={pick} />
      </InputBox>
    </FieldShell>
  );
}
