import * as z from "zod/mini";
import { TextAreaField, TextField } from "@/components/ui/form/fields";
import { api } from "@/lib/api";
import { contentCalls, contentKeys, type CoreValue, type ReachItem } from "../api/content";
import { bind, CardGrid, chosenFile, CrudScreen, FileField, ItemCard, required, RowActions, type CrudMessages } from "../components/crud";

// Reach Section and Core Values Section (SPEC section 2): cards of name, description and
// image; one dialog 'Add Event' / 'Edit Event'. Both use the reach calls, the core values
// sending `coreValuesName` (as the spec's client does). Images are optional and sent only
// when newly chosen.

const messages: CrudMessages = {
  loadFailed: "Failed to fetch items",
  created: "Reach added successfully!",
  updated: "Event updated successfully!",
  deleted: "Reach deleted successfully!",
};

const DELETE_TEXT =
  "This action cannot be undone. This will permanently delete your event and remove your data from our servers.";

const dialogTitle = (row: unknown) => (row ? "Edit Event" : "Add Event");
const remove = (id: string) => api.delete("/api/v1/admin/deleteReach/{id}", { path: { id } });

const reachSchema = z.object({ reachName: required("Reach name"), description: required("Description"), image: chosenFile() });
type ReachValues = z.infer<typeof reachSchema>;

export function ReachScreen() {
  return (
    <CrudScreen<ReachItem, ReachValues>
      title="Reach Section"
      calls={{
        key: contentKeys.reach,
        list: contentCalls.reach,
        create: (v) => api.form.post("/api/v1/admin/addReach", { body: v }),
        update: (row, v) => api.form.post("/api/v1/admin/editReach", { body: { reachId: row._id, ...v } }),
        remove: (row) => remove(row._id),
        messages,
      }}
      list={(rows, { edit, remove: del }) => (
        <CardGrid>
          {rows.map((r) => (
            <ItemCard key={r._id} image={r.image} title={r.reachName} actions={<RowActions name={r.reachName} onEdit={() => edit?.(r)} onDelete={() => del?.(r)} />}>
              <p>{r.description}</p>
            </ItemCard>
          ))}
        </CardGrid>
      )}
      emptyText="No reach items yet."
      dialogTitle={dialogTitle}
      schema={reachSchema}
      blank={{ reachName: "", description: "", image: null }}
      toValues={(r) => ({ reachName: r.reachName, description: r.description, image: null })}
      busyLabel="Uploading..."
      fields={(form, row) => (
        <>
          <TextField label="Reach Name" markRequired {...bind(form, "reachName")} />
          <TextAreaField label="Description" markRequired {...bind(form, "description")} />
          <FileField control={form.control} name="image" label="Image" current={row?.image} />
        </>
      )}
      deleteDescription={DELETE_TEXT}
    />
  );
}

const coreSchema = z.object({ coreValuesName: required("Core value name"), description: required("Description"), image: chosenFile() });
type CoreValues = z.infer<typeof coreSchema>;

export function CoreValuesScreen() {
  return (
    <CrudScreen<CoreValue, CoreValues>
      title="Core Values Section"
      calls={{
        key: contentKeys.core,
        list: contentCalls.core,
        create: (v) => api.form.post("/api/v1/admin/addReach", { body: v }),
        update: (row, v) => api.form.post("/api/v1/admin/editReach", { body: { reachId: row._id, ...v } }),
        remove: (row) => remove(row._id),
        messages,
      }}
      list={(rows, { edit, remove: del }) => (
        <CardGrid>
          {rows.map((r) => (
            <ItemCard key={r._id} image={r.image} title={r.coreValuesName} actions={<RowActions name={r.coreValuesName} onEdit={() => edit?.(r)} onDelete={() => del?.(r)} />}>
              <p>{r.description}</p>
            </ItemCard>
          ))}
        </CardGrid>
      )}
      emptyText="No core values yet."
      dialogTitle={dialogTitle}
      schema={coreSchema}
      blank={{ coreValuesName: "", description: "", image: null }}
      toValues={(r) => ({ coreValuesName: r.coreValuesName, description: r.description, image: null })}
      busyLabel="Uploading..."
      fields={(form, row) => (
        <>
          <TextField label="Core Value Name" markRequired {...bind(form, "coreValuesName")} />
          <TextAreaField label="Description" markRequired {...bind(form, "description")} />
          <FileField control={form.control} name="image" label="Image" current={row?.image} />
        </>
      )}
      deleteDescription={DELETE_TEXT}
    />
  );
}
