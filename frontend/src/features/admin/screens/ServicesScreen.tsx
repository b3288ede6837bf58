import * as z from "zod/mini";
import { TextAreaField, TextField } from "@/components/ui/form/fields";
import { api } from "@/lib/api";
import { contentCalls, contentKeys, type AdditionalService, type Service } from "../api/content";
import {
  bind,
  chosenFile,
  CrudScreen,
  DataTable,
  FileField,
  required,
  requiredFile,
  RowActions,
  type CrudMessages,
  type CrudScreenProps,
} from "../components/crud";

// Services Management (SPEC section 2): core services (Title, Subtitle, Description,
// Image) and, on /admin/additional-service, additional services (the same without
// subtitle, under the same heading). Both are edited and deleted through `admin/{id}`,
// so one builder makes both screens.

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

type ServiceValues = { title: string; subtitle?: string; description: string; image: File | null };

/** The two lists differ only in the subtitle (core services have one), their list and their create call. */
function servicesScreen<T extends Service | AdditionalService>(spec: {
  key: CrudScreenProps<T, ServiceValues>["calls"]["key"];
  list: CrudScreenProps<T, ServiceValues>["calls"]["list"];
  create: (values: ServiceValues) => Promise<unknown>;
  withSubtitle: boolean;
  emptyText: string;
}): CrudScreenProps<T, ServiceValues> {
  const subtitleOf = (r: T) => ("subtitle" in r ? r.subtitle : "");
  const base = { title: required("Title"), ...(spec.withSubtitle ? { subtitle: required("Subtitle") } : {}), description: required("Description") };
  return {
    title: "Services Management",
    addLabel: "Add Service",
    calls: {
      key: spec.key,
      list: spec.list,
      create: spec.create,
      update: (row, body) => api.form.put("/api/v1/admin/{id}", { path: { id: row._id }, body }),
      remove: (row) => api.delete("/api/v1/admin/{id}", { path: { id: row._id } }),
      messages,
    },
    list: (rows, { edit, remove }) => (
      <DataTable
        rows={rows}
        columns={[
          { header: "Title", cell: (r) => r.title },
          ...(spec.withSubtitle ? [{ header: "Subtitle", cell: subtitleOf }] : []),
          { header: "Description", cell: (r) => r.description, clamp: true },
          { header: "Image", cell: (r) => (r.image ? <img src={r.image} alt="" /> : "—"), nowrap: true },
        ]}
        actions={(r) => <RowActions name={r.title} onEdit={() => edit?.(r)} onDelete={() => remove?.(r)} />}
      />
    ),
    emptyText: spec.emptyText,
    dialogTitle: (row) => (row ? "Edit Service" : "Add Service"),
    schema: (row) => z.object({ ...base, image: row ? chosenFile() : requiredFile("Image") }),
    blank: { title: "", ...(spec.withSubtitle ? { subtitle: "" } : {}), description: "", image: null },
    toValues: (r) => ({ title: r.title, ...(spec.withSubtitle ? { subtitle: subtitleOf(r) } : {}), description: r.description, image: null }),
    busyLabel: "Uploading...",
    fields: (form, row) => (
      <>
        <TextField label="Title" markRequired {...bind(form, "title")} />
        {spec.withSubtitle && <TextField label="Subtitle" markRequired {...bind(form, "subtitle")} />}
        <TextAreaField label="Description" markRequired {...bind(form, "description")} />
        <FileField control={form.control} name="image" label="Image" current={row?.image} markRequired={!row} />
      </>
    ),
    deleteDescription: DELETE_TEXT,
  };
}

const services = servicesScreen<Service>({
  key: contentKeys.services,
  list: contentCalls.services,
  create: (v) => api.form.post("/api/v1/admin/addService", { body: { ...v, subtitle: v.subtitle ?? "" } }),
  withSubtitle: true,
  emptyText: "No services yet.",
});

export function ServicesScreen() {
  return <CrudScreen<Service, ServiceValues> {...services} />;
}

const additionalServices = servicesScreen<AdditionalService>({
  key: contentKeys.additionalServices,
  list: contentCalls.additionalServices,
  create: (v) => api.form.post("/api/v1/admin/additionalService", { body: v }),
  withSubtitle: false,
  emptyText: "No additional services yet.",
});

export function AdditionalServicesScreen() {
  return <CrudScreen<AdditionalService, ServiceValues> {...additionalServices} />;
}
