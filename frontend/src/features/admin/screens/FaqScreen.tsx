import * as z from "zod/mini";
import { TextAreaField, TextField } from "@/components/ui/form/fields";
import { api } from "@/lib/api";
import { contentCalls, contentKeys, type Faq } from "../api/content";
import { bind, CrudScreen, DataTable, required, RowActions } from "../components/crud";

// FAQ Management (SPEC section 2): table of Question, Answer, Actions; one add/edit
// dialog; toasts top-right (AdminToasts); section 8's messages.

const schema = z.object({ question: required("Question"), answer: required("Answer") });
type Values = z.infer<typeof schema>;

export function FaqScreen() {
  return (
    <CrudScreen<Faq, Values>
      title="FAQ Management"
      addLabel="Add FAQ"
      calls={{
        key: contentKeys.faq,
        list: contentCalls.faq,
        create: (body) => api.post("/api/v1/admin/addFaq", { body }),
        update: (row, v) => api.post("/api/v1/admin/editFaq", { body: { _id: row._id, ...v } }),
        remove: (row) => api.delete("/api/v1/admin/deleteFaq/{id}", { path: { id: row._id } }),
        messages: {
          loadFailed: "Failed to fetch FAQs",
          created: "FAQ added successfully",
          createFailed: (m) => `Failed to add FAQ: ${m}`,
          updated: "FAQ updated successfully",
          updateFailed: (m) => `Failed to update FAQ: ${m}`,
          deleted: "FAQ deleted successfully",
          deleteFailed: "Failed to delete FAQ",
        },
      }}
      list={(rows, { edit, remove }) => (
        <DataTable
          rows={rows}
          columns={[
            { header: "Question", cell: (r) => r.question },
            { header: "Answer", cell: (r) => r.answer, clamp: true },
          ]}
          actions={(r) => <RowActions name={r.question} onEdit={() => edit?.(r)} onDelete={() => remove?.(r)} />}
        />
      )}
      emptyText="No FAQs yet."
      dialogTitle={(row) => (row ? "Edit FAQ" : "Add FAQ")}
      schema={schema}
      blank={{ question: "", answer: "" }}
      toValues={(r) => ({ question: r.question, answer: r.answer })}
      fields={(form) => (
        <>
          <TextField label="Question" markRequired {...bind(form, "question")} />
          <TextAreaField label="Answer" markRequired {...bind(form, "answer")} />
        </>
      )}
      deleteDescription="This action cannot be undone. This will permanently delete this FAQ from the site."
    />
  );
}
