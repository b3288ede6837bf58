import styled from "styled-components";
import { Button } from "@/components/ui/Button";
import { messageOf } from "@/lib/api";
import { colors, radii, shadows } from "@/styles/theme";
import { Composer } from "./Composer";
import type { Thread } from "@/lib/thread";
import { ThreadItems } from "./ThreadItems";
import type { ThreadSide } from "@/lib/unread";

// A conversation: older items on request, the loaded ones oldest first, and the composer.

const Panel = styled.section`
  display: grid;
  gap: 1rem;
  min-width: 0;
  padding: clamp(1rem, 3vw, 1.5rem);
  border-radius: ${radii.lg};
  background: ${colors.cream};
  box-shadow: ${shadows.card};
  h2 { font-size: 1.2rem; color: ${colors.forest}; }
`;

export function ThreadPanel({ side, enquiryId, thread }: { side: ThreadSide; enquiryId: string; thread: Thread }) {
  return (
    <Panel aria-labelledby="thread-title">
      <h2 id="thread-title">Conversation</h2>
      {thread.hasOlder && (
        <Button $variant="outline" $size="sm" onClick={thread.loadOlder} disabled={thread.loadingOlder}>
          Show earlier messages
        </Button>
      )}
      {thread.error ? (
        <p role="alert">{messageOf(thread.error, "The conversation could not be loaded.")}</p>
      ) : thread.items.length === 0 && !thread.isPending ? (
        <p>No messages yet. Ask the other side anything about this enquiry.</p>
      ) : (
        <ThreadItems items={thread.items} side={side} />
      )}
      <Composer side={side} enquiryId={enquiryId} />
    </Panel>
  );
}
