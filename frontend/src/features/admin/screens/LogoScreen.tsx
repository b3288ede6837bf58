import * as z from "zod/mini";
import { api } from "@/lib/api";
import { contentCalls, contentKeys, type Logo } from "../api/content";
import { CardGrid, chosenFile, CrudScreen, FileField, ItemCard, RowActions } from "../components/crud";

// Logo (SPEC section 2, the /admin index too): the logo image with an Edit dialog (a
// file input and 'Save Changes'). The file is sent only when newly chosen.

const schema = z.object({ logo: chosenFile() });
type Values = z.infer<typeof schema>;

export function LogoScreen() {
  return (
    <CrudScreen<Logo, Values>
      title="Logo"
      calls={{
        key: contentKeys.logo,
        list: contentCalls.logo,
        update: (row, v) => api.form.post("/api/v1/admin/logoEdit", { body: { logo_id: row._id || null, logo: v.logo } }),
        messages: { loadFailed: "Failed to fetch logo.", updated: "Logo updated successfully!", updateFailed: "Failed to update logo." },
      }}
      list={(rows, { edit }) => (
        <CardGrid>
          {rows.map((r) => (
            <ItemCard key={r._id || "logo"} image={r.logo} title="Site logo" actions={<RowActions name="logo" onEdit={() => edit?.(r)} />}>
              {!r.logo && <p>No logo uploaded yet.</p>}
            </ItemCard>
          ))}
        </CardGrid>
      )}
      emptyText="No logo yet."
      dialogTitle={() => "Edit Logo"}
      schema={schema}
      blank={{ logo: null }}
      toValues={() => ({ logo: null })}
      busyLabel="Uploading..."
      fields={(form, row) => <FileField control={form.control} name="logo" label="Logo" current={row?.logo} />}
      deleteDescription=""
    />
  );
}
