import * as z from "zod/mini";
import { TextAreaField, TextField } from "@/components/ui/form/fields";
import { api } from "@/lib/api";
import { contentCalls, contentKeys, type AdditionalService, type Service } from "../api/content";
import { bind, chosenFile, CrudScreen, DataTable, FileField, required, requiredFile, RowActions, type CrudMessages } from "../components/crud";

// Services Management (SPEC section 2): core services (Title, Subtitle, Description,
// Image) and, on /admin/additional-service, additional services (the same without
// subtitle, under the same heading). Both are edited and deleted through `admin/{id}`.

const messages: CrudMessages = {
  loadFailed: "Failed to fetch services",
  created: "Service created successfully",
  createFailed: (m) => `Operation failed: ${m}`,
  updated: "Service updated successfully",
  updateFailed: (m) => `Operation failed: ${m}`,
  deleted: "Service deleted successfully",
  deleteFailed: "Failed to delete service",
};

const DELETE_TEXT = "This action cannot be undone. This will permanently delete this service from the site.";

const update = (id: string, body: { title: string; subtitle?: string; description: string; image: File | null }) =>
  api.form.put("/api/v1/admin/{id}", { path: { id }, body });
const remove = (id: string) => api.delete("/api/v1/admin/{id}", { path: { id } });

const serviceBase = { title: required("Title"), subtitle: required("Subtitle"), description: required("Description") };
type ServiceValues = { title: string; subtitle: string; description: string; image: File | null };

export function ServicesScreen() {
  return (
    <CrudScreen<Service, ServiceValues>
      title="Services Management"
      addLabel="Add Service"
      calls={{
        key: contentKeys.services,
        list: contentCalls.services,
        create: (v) => api.form.post("/api/v1/admin/addService", { body: v }),
        update: (row, v) => update(row._id, v),
        remove: (row) => remove(row._id),
        messages,
      }}
      list={(rows, { edit, remove: del }) => (
        <DataTable
          rows={rows}
          columns={[
            { header: "Title", cell: (r) => r.title },
            { header: "Subtitle", cell: (r) => r.subtitle },
            { header: "Description", cell: (r) => r.description, clamp: true },
            { header: "Image", cell: (r) => (r.image ? <img src={r.image} alt="" /> : "—") },
          ]}
          actions={(r) => <RowActions name={r.title} onEdit={() => edit?.(r)} onDelete={() => del?.(r)} />}
        />
      )}
      emptyText="No services yet."
      dialogTitle={(row) => (row ? "Edit Service" : "Add Service")}
      schema={(row) => z.object({ ...serviceBase, image: row ? chosenFile() : requiredFile("Image") })}
      blank={{ title: "", subtitle: "", description: "", image: null }}
      toValues={(r) => ({ title: r.title, subtitle: r.subtitle, description: r.description, image: null })}
      busyLabel="Uploading..."
      fields={(form, row) => (
        <>
          <TextField label="Title" markRequired {...bind(form, "title")} />
          <TextField label="Subtitle" markRequired {...bind(form, "subtitle")} />
          <TextAreaField label="Description" markRequired {...bind(form, "description")} />
          <FileField control={form.control} name="image" label="Image" current={row?.image} markRequired={!row} />
        </>
      )}
      deleteDescription={DELETE_TEXT}
    />
  );
}

const additionalBase = { title: required("Title"), description: required("Description") };
type AdditionalValues = { title: string; description: string; image: File | null };

export function AdditionalServicesScreen() {
  return (
    <CrudScreen<AdditionalService, AdditionalValues>
      title="Services Management"
      addLabel="Add Service"
      calls={{
        key: contentKeys.additionalServices,
        list: contentCalls.additionalServices,
        create: (v) => api.form.post("/api/v1/admin/additionalService", { body: v }),
        update: (row, v) => update(row._id, v),
        remove: (row) => remove(row._id),
        messages,
      }}
      list={(rows, { edit, remove: del }) => (
        <DataTable
          rows={rows}
          columns={[
            { header: "Title", cell: (r) => r.title },
            { header: "Description", cell: (r) => r.description, clamp: true },
            { header: "Image", cell: (r) => (r.image ? <img src={r.image} alt="" /> : "—") },
          ]}
          actions={(r) => <RowActions name={r.title} onEdit={() => edit?.(r)} onDelete={() => del?.(r)} />}
        />
      )}
      emptyText="No additional services yet."
      dialogTitle={(row) => (row ? "Edit Service" : "Add Service")}
      schema={(row) => z.object({ ...additionalBase, image: row ? chosenFile() : requiredFile("Image") })}
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
      deleteDescription={DELETE_TEXT}
    />
  );
}
