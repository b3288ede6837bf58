import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ThreadItem, ThreadPage } from "@/types/api";
import { api } from "./api";
import { announceRead, type ThreadSide } from "./unread";

// One enquiry's conversation, as its buyer or its supplier reads and writes it. Pages come
// newest first (`older` is the key of the page before); the thread shows them oldest first.

export const threadKey = (side: ThreadSide, id: string) => ["thread", side, id] as const;

async function fetchPage(side: ThreadSide, id: string, before: number | undefined, signal: AbortSignal): Promise<ThreadPage> {
  const query = before === undefined ? {} : { before };
  const answer =
    side === "buyer"
      ? await api.get("/api/v1/user/enquiry/{id}/thread", { path: { id }, query, signal })
      : await api.get("/api/v1/vendor/enquiry/{id}/thread", { path: { id }, query, signal });
  // Reading the newest page marked the conversation read on the server.
  if (before === undefined) announceRead(side);
  return answer.data;
}

export type Thread = {
  page: ThreadPage | undefined;
  /** Every loaded item, oldest first. */
  items: ThreadItem[];
  hasOlder: boolean;
  loadOlder: () => void;
  loadingOlder: boolean;
  error: unknown;
  isPending: boolean;
};

export function useThread(side: ThreadSide, id: string): Thread {
  const query = useInfiniteQuery({
    queryKey: threadKey(side, id),
    queryFn: ({ pageParam, signal }) => fetchPage(side, id, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.older ?? undefined,
  });
  const pages = query.data?.pages ?? [];
  return {
    page: pages[0],
    items: [...pages].reverse().flatMap((p) => p.items),
    hasOlder: query.hasNextPage,
    loadOlder: () => void query.fetchNextPage(),
    loadingOlder: query.isFetchingNextPage,
    error: query.error,
    isPending: query.isPending,
  };
}

/** Sends a message (text, a file, or both) and reloads the conversation. */
export function useSendMessage(side: ThreadSide, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ text, file }: { text: string; file: File | null }) => {
      const body = { text: text.trim() || undefined, attachment: file ?? undefined };
      return side === "buyer"
        ? api.form.post("/api/v1/user/enquiry/{id}/message", { path: { id }, body })
        : api.form.post("/api/v1/vendor/enquiry/{id}/message", { path: { id }, body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: threadKey(side, id) }),
  });
}
