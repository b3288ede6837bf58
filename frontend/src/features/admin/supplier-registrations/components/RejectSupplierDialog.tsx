import * as z from "zod/mini";
import { toast } from "sonner";
import { TextAreaField } from "@/components/ui/form/fields";
import { messageOf } from "@/lib/api";
import { requiredText } from "@/lib/account-schemas";
import { lengths } from "@/types/rules.gen";
import { bind, CrudDialog, type ZodSchema } from "../../components/crud";
import { useRejectRegistration, type RegistrationView } from "../api/registrations";

// Reject with a reason (beyond the spec): the supplier reads the reason on its
// status screen and may submit again. The server bounds the reason (its rules' length).

export const REJECTED = "Registration rejected";
export const REJECT_FAILED = "Failed to reject supplier.";
const REASON_MAX = lengths.rejectionReasonMax;

const schema = z.object({
  reason: requiredText("Reason is required").check(z.maxLength(REASON_MAX, `Reason must be at most ${REASON_MAX} characters`)),
});
type Values = z.infer<typeof schema>;

export function RejectSupplierDialog({ supplier, onClose }: { supplier: RegistrationView | null; onClose: () => void }) {
  const reject = useRejectRegistration();
  return (
    <CrudDialog<Values>
      open={supplier !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Reject Registration"
      description={supplier ? `${supplier.name} will see this reason and can submit again.` : undefined}
      // ZodSchema is the resolver's zod 3 overload; a zod/mini schema fits the zod 4 one it also takes.
      schema={schema as unknown as ZodSchema}
      defaultValues={{ reason: "" }}
      onSubmit={async (values) => {
        try {
          await reject.mutateAsync({ id: supplier!._id, reason: values.reason });
          toast.success(REJECTED);
        } catch (error) {
          toast.error(messageOf(error, REJECT_FAILED));
          throw error;
        }
      }}
      busy={reject.isPending}
      submitLabel="Reject"
    >
      {(form) => <TextAreaField label="Reason" markRequired {...bind(form, "reason")} />}
    </CrudDialog>
  );
}
