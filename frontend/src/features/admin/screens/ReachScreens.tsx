import type { Path } from "react-hook-form";
import * as z from "zod/mini";
import { TextAreaField, TextField } from "@/components/ui/form/fields";
import { api } from "@/lib/api";
import { contentCalls, contentKeys, type CoreValue, type ReachItem } from "../api/content";
import {
  bind,
  CardGrid,
  chosenFile,
  CrudScreen,
  FileField,
  ItemCard,
  required,
  RowActions,
  type CrudMessages,
  type CrudScreenProps,
} from "../components/crud";

// Reach Section and Core Values Section (SPEC section 2): cards of name, description and
// image; one dialog 'Add Event' / 'Edit Event'. Both use the reach calls, the core values
// sending `coreValuesName` (as the spec's client does). Images are optional and sent only
// when newly chosen. The two differ only in their name field, so one builder makes both.

const messages: CrudMessages = {
  loadFailed: "Failed to fetch items",
  created: "Reach added successfully!",
  updated: "Event updated successfully!",
  deleted: "Reach deleted successfully!",
};

const DELETE_TEXT =
  "This action cannot be undone. This will permanently delete your event and remove your data from our servers.";

type CardValues = { description: string; image: File | null };

/** A section's screen, given what differs: its name field, labels, list and schema. */
function section<T extends ReachItem | CoreValue, V extends CardValues>(spec: {
  title: string;
  emptyText: string;
  key: CrudScreenProps<T, V>["calls"]["key"];
  list: CrudScreenProps<T, V>["calls"]["list"];
  name: (row: T) => string;
  nameField: Path<V>;
  nameLabel: string;
  schema: CrudScreenProps<T, V>["schema"];
  blank: V;
  toValues: (row: T) => V;
}): CrudScreenProps<T, V> {
  return {
    title: spec.title,
    calls: {
      key: spec.key,
      list: spec.list,
      create: (v) => api.form.post("/api/v1/admin/addReach", { body: v }),
      update: (row, v) => api.form.post("/api/v1/admin/editReach", { body: { reachId: row._id, ...v } }),
      remove: (row) => api.delete("/api/v1/admin/deleteReach/{id}", { path: { id: row._id } }),
      messages,
    },
    list: (rows, { edit, remove }) => (
      <CardGrid>
        {rows.map((r) => (
          <ItemCard key={r._id} image={r.image} title={spec.name(r)} actions={<RowActions name={spec.name(r)} onEdit={() => edit?.(r)} onDelete={() => remove?.(r)} />}>
            <p>{r.description}</p>
          </ItemCard>
        ))}
      </CardGrid>
    ),
    emptyText: spec.emptyText,
    dialogTitle: (row) => (row ? "Edit Event" : "Add Event"),
    schema: spec.schema,
    blank: spec.blank,
    toValues: spec.toValues,
    busyLabel: "Uploading...",
    fields: (form, row) => (
      <>
        <TextField label={spec.nameLabel} markRequired {...bind(form, spec.nameField)} />
        <TextAreaField label="Description" markRequired {...bind(form, "description" as Path<V>)} />
        <FileField control={form.control} name={"image" as Path<V>} label="Image" current={row?.image} />
      </>
    ),
    deleteDescription: DELETE_TEXT,
  };
}

const reachSchema = z.object({ reachName: required("Reach name"), description: required("Description"), image: chosenFile() });
type ReachValues = z.infer<typeof reachSchema>;

const reach = section<ReachItem, ReachValues>({
  title: "Reach Section",
  emptyText: "No reach items yet.",
  key: contentKeys.reach,
  list: contentCalls.reach,
  name: (r) => r.reachName,
  nameField: "reachName",
  nameLabel: "Reach Name",
  schema: reachSchema,
  blank: { reachName: "", description: "", image: null },
  toValues: (r) => ({ reachName: r.reachName, description: r.description, image: null }),
});

export function ReachScreen() {
  return <CrudScreen<ReachItem, ReachValues> {...reach} />;
}

const coreSchema = z.object({ coreValuesName: required("Core value name"), description: required("Description"), image: chosenFile() });
type CoreValues = z.infer<typeof coreSchema>;

const core = section<CoreValue, CoreValues>({
  title: "Core Values Section",
  emptyText: "No core values yet.",
  key: contentKeys.core,
  list: contentCalls.core,
  name: (r) => r.coreValuesName,
  nameField: "coreValuesName",
  nameLabel: "Core Value Name",
  schema: coreSchema,
  blank: { coreValuesName: "", description: "", image: null },
  toValues: (r) => ({ coreValuesName: r.coreValuesName, description: r.description, image: null }),
});

export function CoreValuesScreen() {
  return <CrudScreen<CoreValue, CoreValues> {...core} />;
}
