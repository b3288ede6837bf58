import { useMutation, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { toast } from "sonner";
import { messageOf } from "@/lib/api";

// Server state of one list-and-edit screen: the list (TanStack Query) and the create,
// update and delete mutations, each of which toasts the screen's own message (SPEC
// section 8) and invalidates the list so it is refetched after every write.

/** A failure message: fixed text, or text made from the server's message. */
export type FailureText = string | ((serverMessage: string) => string);

export type CrudMessages = {
  loadFailed: string;
  created?: string;
  createFailed?: FailureText;
  updated?: string;
  updateFailed?: FailureText;
  deleted?: string;
  deleteFailed?: FailureText;
};

export type CrudCalls<T, V> = {
  /** The query key of the list; every write invalidates it. */
  key: QueryKey;
  list: (signal: AbortSignal) => Promise<T[]>;
  create?: (values: V) => Promise<unknown>;
  update?: (row: T, values: V) => Promise<unknown>;
  remove?: (row: T) => Promise<unknown>;
  messages: CrudMessages;
};

/** The text of a failure: the screen's message, given the server's (or a fallback). */
export function failureText(text: FailureText | undefined, error: unknown, fallback: string): string {
  const server = messageOf(error, fallback);
  if (text === undefined) return server;
  return typeof text === "function" ? text(server) : text;
}

export function useCrud<T, V>(calls: CrudCalls<T, V>) {
  const queryClient = useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey: calls.key });
  const { messages } = calls;

  const list = useQuery({ queryKey: calls.key, queryFn: ({ signal }) => calls.list(signal) });

  const save = useMutation({
    mutationFn: async ({ row, values }: { row: T | null; values: V }) => {
      if (row) {
        if (!calls.update) throw new Error("This screen cannot edit");
        return calls.update(row, values);
      }
      if (!calls.create) throw new Error("This screen cannot add");
      return calls.create(values);
    },
    onSuccess: (_data, { row }) => {
      const text = row ? messages.updated : messages.created;
      if (text) toast.success(text);
    },
    onError: (error, { row }) => {
      toast.error(failureText(row ? messages.updateFailed : messages.createFailed, error, "Something went wrong"));
    },
    onSettled: refetch,
  });

  const remove = useMutation({
    mutationFn: async (row: T) => {
      if (!calls.remove) throw new Error("This screen cannot delete");
      return calls.remove(row);
    },
    onSuccess: () => {
      if (messages.deleted) toast.success(messages.deleted);
    },
    onError: (error) => toast.error(failureText(messages.deleteFailed, error, "Something went wrong")),
    onSettled: refetch,
  });

  return { list, save, remove, messages, canAdd: !!calls.create, canEdit: !!calls.update, canDelete: !!calls.remove };
}

export type CrudResource<T, V> = ReturnType<typeof useCrud<T, V>>;
