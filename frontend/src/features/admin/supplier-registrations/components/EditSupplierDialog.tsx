import * as z from "zod/mini";
import { TextField, TextAreaField } from "@/components/ui/form/fields";
import { emailField, optionalText, requiredText } from "@/lib/account-schemas";
import { bind, CrudDialog, type ZodSchema } from "../../components/crud";
import { useUpdateRegistration, type RegistrationView } from "../api/registrations";
import { toast } from "sonner";

// Edit (SPEC sections 2 and 5, 'Supplier edit'): name, e-mail and phone are required,
// the address optional (left blank, the stored one stays). The server checks again.

export const UPDATED = "Supplier updated successfully";
export const UPDATE_FAILED = "Failed to update supplier.";

const schema = z.object({
  name: requiredText("Name is required"),
  email: emailField,
  phone: requiredText("Phone is required"),
  address: optionalText(),
});
type Values = z.infer<typeof schema>;

export function EditSupplierDialog({ supplier, onClose }: { supplier: RegistrationView | null; onClose: () => void }) {
  const update = useUpdateRegistration();
  return (
    <CrudDialog<Values>
      open={supplier !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Edit Supplier"
      // ZodSchema is the resolver's zod 3 overload; a zod/mini schema fits the zod 4 one it also takes.
      schema={schema as unknown as ZodSchema}
      defaultValues={supplier ? { name: supplier.name, email: supplier.email, phone: supplier.phone, address: supplier.address } : { name: "", email: "", phone: "", address: "" }}
      onSubmit={async (values) => {
        try {
          await update.mutateAsync({ id: supplier!._id, body: values });
          toast.success(UPDATED);
        } catch (error) {
          toast.error(UPDATE_FAILED);
          throw error;
        }
      }}
      busy={update.isPending}
    >
      {(form) => (
        <>
          <TextField label="Name" markRequired {...bind(form, "name")} />
          <TextField label="Email" type="email" markRequired {...bind(form, "email")} />
          <TextField label="Phone" type="tel" markRequired {...bind(form, "phone")} />
          <TextAreaField label="Address" {...bind(form, "address")} />
        </>
      )}
    </CrudDialog>
  );
}
