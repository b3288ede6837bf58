import { useState } from "react";
import { toast } from "sonner";

type Remove = { mutate: (id: string, options: { onSuccess: () => void; onError: () => void }) => void };

/**
 * A delete behind ConfirmDelete: the row asked about (null while nothing is), and the
 * confirmation that deletes it, toasts the answer and, on success, closes the dialog.
 */
export function useConfirmedDelete<R extends { _id: string }>(remove: Remove, messages: { deleted: string; failed: string }) {
  const [deleting, setDeleting] = useState<R | null>(null);

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        toast.success(messages.deleted);
        setDeleting(null);
      },
      onError: () => toast.error(messages.failed),
    });
  }

  return { deleting, setDeleting, confirmDelete };
}
