import * as z from "zod/mini";
import { TextAreaField, TextField } from "@/components/ui/form/fields";
import { api } from "@/lib/api";
import { contentCalls, contentKeys, type WhyChooseUs } from "../api/content";
import { bind, chosenFile, CrudScreen, DataTable, FileField, required, requiredFile, RowActions } from "../components/crud";

// Why Choose Us Management (SPEC section 2): table of Title, Description (truncated),
// Image, Actions. Title, description and image are required; the image only when adding.

const base = { title: required("Title"), description: required("Description") };
const addSchema = z.object({ ...base, image: requiredFile("Image") });
const editSchema = z.object({ ...base, image: chosenFile() });
type Values = { title: string; description: string; image: File | null };

const operationFailed = (m: string) => `Operation failed: ${m}`;

export function WhyChooseUsScreen() {
  return (
    <CrudScreen<WhyChooseUs, Values>
      title="Why Choose Us Management"
      addLabel="Add Entry"
      calls={{
        key: contentKeys.whyChooseUs,
        list: contentCalls.whyChooseUs,
        create: (v) => api.form.post("/api/v1/admin/whychooseus/create", { body: v }),
        update: (row, v) => api.form.put("/api/v1/admin/whychooseus/{id}", { path: { id: row._id }, body: v }),
        remove: (row) => api.delete("/api/v1/admin/whychooseus/{id}", { path: { id: row._id } }),
        messages: {
          loadFailed: "Failed to fetch entries",
          created: "Entry created successfully",
          createFailed: operationFailed,
          updated: "Entry updated successfully",
          updateFailed: operationFailed,
          deleted: "Entry deleted successfully",
          deleteFailed: "Failed to delete entry",
        },
      }}
      list={(rows, { edit, remove }) => (
        <DataTable
          rows={rows}
          columns={[
            { header: "Title", cell: (r) => r.title },
            { header: "Description", cell: (r) => r.description, clamp: true },
            { header: "Image", cell: (r) => (r.image ? <img src={r.image} alt="" /> : "—"), nowrap: true },
          ]}
          actions={(r) => <RowActions name={r.title} onEdit={() => edit?.(r)} onDelete={() => remove?.(r)} />}
        />
      )}
      emptyText="No entries yet."
      dialogTitle={(row) => (row ? "Edit Entry" : "Add Entry")}
      schema={(row) => (row ? editSchema : addSchema)}
      blank={{ title: "", description: "", image: null }}
      toValues={(r) => ({ title: r.title, description: r.description, image: null })}
      busyLabel="Uploading..."
      fields={(form, row) => (
        <>
          <TextField label="Title" markRequired {...bind(form, "title")} />
          <TextAreaField label="Description" markRequired {...bind(form, "description")} />
          <FileField control={form.control} name="image" label="Image" current={row?.image} markRequired={!row} />
        </>
      )}
      deleteDescription="This action cannot be undone. This will permanently delete this entry from the site."
    />
  );
}
