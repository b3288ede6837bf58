import { useEffect, useState } from "react";
import type { UnreadCounts } from "@/types/api";
import { api } from "./api";

// The unread count of the header (buyer) and the portal menu (supplier): one cheap call,
// asked again at each navigation (`key` changes) and whenever a conversation was read,
// never during the server's render. The badge that shows it is components/thread.

export type ThreadSide = "buyer" | "supplier";

/** The event a read conversation announces: the badges of its side ask again. */
const READ_EVENT = "tradehub:thread-read";

/** Tells the badges that reading a conversation of `side` changed its unread count. */
export function announceRead(side: ThreadSide) {
  if (typeof window !== "undefined") window.dispatchEvent(new CustomEvent(READ_EVENT, { detail: side }));
}

function fetchUnread(side: ThreadSide, signal: AbortSignal) {
  return side === "buyer" ? api.get("/api/v1/user/unread", { signal }) : api.get("/api/v1/vendor/unread", { signal });
}

/** The side's counts once known (`null` before, when signed out, or when the call failed). */
export function useUnreadCounts(side: ThreadSide | null, key: string): UnreadCounts | null {
  const [counts, setCounts] = useState<UnreadCounts | null>(null);
  const [reads, setReads] = useState(0);
  useEffect(() => {
    if (!side) return;
    const onRead = (event: Event) => {
      if ((event as CustomEvent<ThreadSide>).detail === side) setReads((n) => n + 1);
    };
    window.addEventListener(READ_EVENT, onRead);
    return () => window.removeEventListener(READ_EVENT, onRead);
  }, [side]);
  useEffect(() => {
    if (!side) return;
    const controller = new AbortController();
    fetchUnread(side, controller.signal).then(
      (answer) => setCounts(answer.data),
      () => undefined,
    );
    return () => controller.abort();
  }, [side, key, reads]);
  return counts;
}
