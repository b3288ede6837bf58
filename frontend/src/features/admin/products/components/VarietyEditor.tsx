import { useId, useState } from "react";
import { useFieldArray, type UseFieldArrayReturn, type UseFormReturn } from "react-hook-form";
import styled from "styled-components";
import { Button } from "@/components/ui/Button";
import { FieldRow, TextAreaField, TextField } from "@/components/ui/form/fields";
import { colors, radii } from "@/styles/theme";
import { blankVariety, NUTRITION_FIELDS, SHIPPING_FIELDS, type ProductValues, type VarietyDraft } from "../api/products";
import { ImagePreview } from "./ImagePreview";

// The nested variety editor of the product dialog (SPEC section 2): the product's
// varieties with Edit and Remove, and one editor that adds a variety or, while one is
// being edited by index, updates it (Update Variety, Cancel). Varieties are part of the
// product form; nothing is sent until the product is saved.

const Box = styled.fieldset`
  display: grid;
  /* One column as wide as the dialog: children shrink to it (at 320px too). */
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem;
  min-width: 0;
  & > * { min-width: 0; }
  margin: 0;
  padding: 0.9rem;
  border: 1.5px solid ${colors.line};
  border-radius: ${radii.md};
  legend { font-weight: 700; padding: 0 0.3rem; }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.4rem;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.4rem;
    padding: 0.5rem 0.7rem;
    border-radius: ${radii.sm};
    background: ${colors.tealSoft};
    overflow-wrap: anywhere;
  }
  li[data-editing="true"] { outline: 2px solid ${colors.saffron}; }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
`;

const Heading = styled.h3`
  font-size: 1rem;
  color: ${colors.forest};
`;

const VARIETY_TITLE_REQUIRED = "Variety title is required";

/** The draft in the editor: a new variety, or the one being edited by index. */
function useVarietyDraft(varieties: UseFieldArrayReturn<ProductValues, "varieties">, current: VarietyDraft[]) {
  const [draft, setDraft] = useState<VarietyDraft>(blankVariety);
  const [editing, setEditing] = useState<number | null>(null);
  const [titleError, setTitleError] = useState<string | null>(null);

  const reset = () => {
    setDraft(blankVariety());
    setEditing(null);
    setTitleError(null);
  };
  const set = <K extends keyof VarietyDraft>(key: K, value: VarietyDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setShipping = (key: keyof VarietyDraft["additionalDescription"], value: string) =>
    setDraft((d) => ({ ...d, additionalDescription: { ...d.additionalDescription, [key]: value } }));

  const save = () => {
    if (!draft.title.trim()) {
      setTitleError(VARIETY_TITLE_REQUIRED);
      return;
    }
    if (editing === null) varieties.append(draft);
    else varieties.update(editing, draft);
    reset();
  };
  const edit = (index: number) => {
    setDraft(current[index]);
    setEditing(index);
    setTitleError(null);
  };
  const remove = (index: number) => {
    varieties.remove(index);
    if (editing === index) reset();
    else if (editing !== null && editing > index) setEditing(editing - 1);
  };
  const retitle = (title: string) => {
    set("title", title);
    setTitleError(null);
  };

  return { draft, editing, titleError, reset, set, setShipping, save, edit, remove, retitle };
}

type Draft = ReturnType<typeof useVarietyDraft>;

/** The product's varieties, each with Edit and Remove. */
function VarietyList({ current, keyOf, editing, onEdit, onRemove }: {
  current: VarietyDraft[];
  keyOf: (index: number) => string | number;
  editing: number | null;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <List aria-label="Varieties of this product">
      {current.map((v, index) => (
        <li key={keyOf(index)} data-editing={editing === index || undefined}>
          <span>
            <strong>{v.title}</strong>
            {v.origin && ` · ${v.origin}`}
          </span>
          <Buttons>
            <Button
              $variant="outline"
              $size="sm"
              aria-label={`Edit variety ${v.title}`}
              onClick={() => onEdit(index)}
            >
              Edit
            </Button>
            <Button
              $variant="ghost"
              $size="sm"
              aria-label={`Remove variety ${v.title}`}
              onClick={() => onRemove(index)}
            >
              Remove
            </Button>
          </Buttons>
        </li>
      ))}
    </List>
  );
}

/** The editor's fields: title, description, origin, nutrition, shipping, image. */
function DraftFields({ draft, titleError, set, setShipping, retitle, fileId, fileKey }: Draft & { fileId: string; fileKey: string }) {
  return (
    <>
      <TextField
        label="Variety title"
        value={draft.title}
        error={titleError ?? undefined}
        markRequired
        onChange={(e) => retitle(e.target.value)}
      />
      <TextAreaField label="Variety description" rows={3} value={draft.description} onChange={(e) => set("description", e.target.value)} />
      <TextField label="Origin" value={draft.origin} onChange={(e) => set("origin", e.target.value)} />
      <FieldRow $min="9rem">
        {NUTRITION_FIELDS.map(([key, label]) => (
          <TextField key={key} label={label} value={draft[key]} onChange={(e) => set(key, e.target.value)} />
        ))}
      </FieldRow>
      <FieldRow $min="12rem">
        {SHIPPING_FIELDS.map(([key, label]) => (
          <TextField key={key} label={label} value={draft.additionalDescription[key]} onChange={(e) => setShipping(key, e.target.value)} />
        ))}
      </FieldRow>
      <div>
        <label htmlFor={fileId} style={{ fontWeight: 600 }}>
          Variety image
        </label>
        <input
          id={fileId}
          key={fileKey}
          type="file"
          accept="image/*"
          style={{ display: "block", maxWidth: "100%", marginTop: "0.35rem" }}
          onChange={(e) => set("image", e.target.files?.[0] ?? null)}
        />
        {draft.image ? (
          <ImagePreview file={draft.image} label="New variety image" />
        ) : (
          draft.currentImage && <img src={draft.currentImage} alt="Current variety image" style={{ width: "8rem", maxWidth: "100%" }} />
        )}
      </div>
    </>
  );
}

export function VarietyEditor({ form }: { form: UseFormReturn<ProductValues> }) {
  const varieties = useFieldArray({ control: form.control, name: "varieties" });
  const current = form.watch("varieties");
  const draft = useVarietyDraft(varieties, current);
  const fileId = useId();
  const { editing, reset, save } = draft;
  return (
    <Box>
      <legend>Varieties</legend>
      {current.length > 0 && (
        <VarietyList
          current={current}
          keyOf={(index) => varieties.fields[index]?.id ?? index}
          editing={editing}
          onEdit={draft.edit}
          onRemove={draft.remove}
        />
      )}

      <Heading>{editing === null ? "New variety" : `Editing ${current[editing]?.title ?? "variety"}`}</Heading>
      <DraftFields {...draft} fileId={fileId} fileKey={`${editing ?? "new"}-${varieties.fields.length}`} />
      <Buttons>
        <Button $variant="secondary" $size="sm" onClick={save}>
          {editing === null ? "Add Variety" : "Update Variety"}
        </Button>
        {editing !== null && (
          <Button $variant="outline" $size="sm" aria-label="Cancel variety edit" onClick={reset}>
            Cancel
          </Button>
        )}
      </Buttons>
    </Box>
  );
}