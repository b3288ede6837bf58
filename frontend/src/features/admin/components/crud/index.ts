// The back office's one list-and-edit pattern. A new screen is its fields and its calls:
//
//   const schema = z.object({ question: requiredText("Question is required"), answer: requiredText("Answer is required") });
//   type Values = z.infer<typeof schema>;
//
//   export function FaqScreen() {
//     return (
//       <CrudScreen<Faq, Values>
//         title="FAQ Management"
//         calls={{
//           key: ["admin", "faq"],                                   // the list's query key
//           list: async (signal) => (await api.get("/api/v1/admin/getFaq", { signal })).faqs,
//           create: (v) => api.post("/api/v1/admin/addFaq", { body: v }),
//           update: (row, v) => api.post("/api/v1/admin/editFaq", { body: { _id: row._id, ...v } }),
//           remove: (row) => api.delete("/api/v1/admin/deleteFaq/{id}", { path: { id: row._id } }),
//           messages: { loadFailed: "Failed to fetch FAQs", created: "FAQ added successfully", … },
//         }}
//         list={(rows, { edit, remove }) => (
//           <DataTable rows={rows} columns={[{ header: "Question", cell: (r) => r.question }]}
//             actions={(r) => <RowActions name={r.question} onEdit={() => edit?.(r)} onDelete={() => remove?.(r)} />} />
//         )}
//         emptyText="No FAQs yet."
//         dialogTitle={(row) => (row ? "Edit FAQ" : "Add FAQ")}
//         schema={schema} blank={{ question: "", answer: "" }} toValues={(r) => ({ question: r.question, answer: r.answer })}
//         fields={(form) => <><TextField label="Question" {...bind(form, "question")} />…</>}
//         deleteDescription="This action cannot be undone. …"
//       />
//     );
//   }
//
// What it does for the screen: the list through TanStack Query (`calls.key`), one Radix
// dialog for add and edit (react-hook-form + the zod schema; pre-filled when editing;
// closes after a successful save), the server's per-field errors beside the fields and
// its message in a red banner, a Radix AlertDialog before every delete ('Are you
// absolutely sure?', 'Deleting...'), busy labels ('Processing...', or `busyLabel`
// 'Uploading...' for forms with files), the section 8 toasts of `messages`, and a refetch
// of the list after every write. Files: `FileField` (value File | null; null keeps the
// stored file). Multipart calls use `api.form.post/put`. Screens that are not a list (the
// logo, the banner's one record, the footer) use `CrudDialog`, `useCrud`'s pieces or
// `ScreenHead` and the shared `ListState` (components/ui) directly. Tests: `renderAdminScreen` in ../../testing.

export { ConfirmDelete, DEFAULT_DELETE_TITLE } from "./ConfirmDelete";
export { CrudDialog, bind, type CrudDialogProps, type ZodSchema } from "./CrudDialog";
export { CrudScreen, type CrudScreenProps, type ListActions } from "./CrudScreen";
export { FileField } from "./FileField";
export { AddButton, CardBox, CardGrid, DataTable, ItemCard, RowActions, ScreenHead, type Column } from "./ScreenParts";
export { failureText, useCrud, type CrudCalls, type CrudMessages, type CrudResource, type FailureText } from "./useCrud";
export { chosenFile, optional, required, requiredFile } from "./schemas";
export { useConfirmedDelete } from "./useConfirmedDelete";
