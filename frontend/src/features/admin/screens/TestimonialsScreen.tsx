import * as z from "zod/mini";
import { SelectField, TextAreaField, TextField } from "@/components/ui/form/fields";
import { api } from "@/lib/api";
import { contentCalls, contentKeys, type Testimonial } from "../api/content";
import { bind, CardGrid, chosenFile, CrudScreen, FileField, ItemCard, optional, required, RowActions } from "../components/crud";

// Testimonial Section (SPEC section 2): cards of profile image, name, course (the
// company the home page shows), comment; Add, Edit, Delete. The spec's form checks
// nothing; the server needs a name and a comment, so the form asks for them too.

const schema = z.object({
  name: required("Name"),
  course: optional(),
  comment: required("Comment"),
  rating: z.string(),
  profile: chosenFile(),
});
type Values = z.infer<typeof schema>;

const RATINGS = ["5", "4", "3", "2", "1"].map((r) => ({ value: r, label: `${r} stars` }));

export function TestimonialsScreen() {
  return (
    <CrudScreen<Testimonial, Values>
      title="Testimonial Section"
      addLabel="Add Testimonial"
      calls={{
        key: contentKeys.testimonials,
        list: contentCalls.testimonials,
        create: (v) => api.form.post("/api/v1/admin/addTestimonial", { body: v }),
        update: (row, v) => api.form.post("/api/v1/admin/editTestimonial", { body: { id: row._id, ...v } }),
        remove: (row) => api.delete("/api/v1/admin/deleteTestimonial/{id}", { path: { id: row._id } }),
        messages: {
          loadFailed: "Failed to fetch testimonials.",
          created: "Testimonial added successfully!",
          createFailed: "Failed to add testimonial.",
          updated: "Testimonial updated successfully!",
          updateFailed: "Failed to update testimonial.",
          deleted: "Testimonial deleted successfully!",
          deleteFailed: "Failed to delete testimonial.",
        },
      }}
      list={(rows, { edit, remove }) => (
        <CardGrid>
          {rows.map((r) => (
            <ItemCard
              key={r._id}
              image={r.profile}
              title={r.name}
              actions={<RowActions name={r.name} onEdit={() => edit?.(r)} onDelete={() => remove?.(r)} />}
            >
              {r.course && <p><strong>{r.course}</strong></p>}
              <p>{r.comment}</p>
            </ItemCard>
          ))}
        </CardGrid>
      )}
      emptyText="No testimonials yet."
      dialogTitle={(row) => (row ? "Edit Testimonial" : "Add Testimonial")}
      schema={schema}
      blank={{ name: "", course: "", comment: "", rating: "5", profile: null }}
      toValues={(r) => ({ name: r.name, course: r.course, comment: r.comment, rating: String(r.rating), profile: null })}
      busyLabel="Uploading..."
      fields={(form, row) => (
        <>
          <TextField label="Name" markRequired {...bind(form, "name")} />
          <TextField label="Course" note="company" {...bind(form, "course")} />
          <TextAreaField label="Comment" markRequired {...bind(form, "comment")} />
          <SelectField label="Rating" options={RATINGS} {...bind(form, "rating")} />
          <FileField control={form.control} name="profile" label="Profile image" current={row?.profile} />
        </>
      )}
      deleteDescription="This action cannot be undone. This will permanently delete this testimonial from the site."
    />
  );
}
