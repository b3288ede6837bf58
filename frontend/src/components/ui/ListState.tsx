import type { ReactNode } from "react";
import { Button } from "@/components/ui/Button";
import { Notice } from "@/components/ui/Notice";

// What a list shows instead of its rows: a status line while it loads, the screen's
// message (with a retry) when loading failed, the empty text when there is nothing; null
// when there are rows. Each screen keeps its own words.

type Props = {
  pending: boolean;
  failed: boolean;
  failedText: string;
  /** Loaded, and nothing to show (a list without rows). */
  empty?: boolean;
  emptyText?: ReactNode;
  /** Loads again; left out where the screen has a refresh of its own. */
  onRetry?: () => void;
  /** The status line while loading ("Loading orders..."). */
  loadingText?: string;
  /** The retry button's words. */
  retryText?: string;
};

export function ListState({ pending, failed, failedText, empty = false, emptyText, onRetry, loadingText = "Loading…", retryText = "Retry" }: Props) {
  if (pending) return <p role="status">{loadingText}</p>;
  if (failed)
    return (
      <Notice tone="error">
        {failedText}
        {onRetry && (
          <>
            {" "}
            <Button $variant="ghost" $size="sm" onClick={onRetry}>
              {retryText}
            </Button>
          </>
        )}
      </Notice>
    );
  if (empty) return <Notice tone="info">{emptyText}</Notice>;
  return null;
}
