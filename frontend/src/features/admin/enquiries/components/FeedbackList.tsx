import { useState } from "react";
import { Pager } from "@/components/ui/Pager";
import { formatDate } from "@/lib/dates";
import type { AdminFeedbackEntry } from "@/types/api";
import { ListState } from "@/components/ui/ListState";
import { DataTable, type Column } from "../../components/crud";
import { useFeedback } from "../api/enquiries";

// The home page's visitor feedback, newest first: what was said, and by whom when the
// visitor left an address (anonymous feedback never carries one).

const columns: readonly Column<AdminFeedbackEntry>[] = [
  { header: "Date", cell: (f) => <time dateTime={f.createdAt}>{formatDate(f.createdAt)}</time>, nowrap: true },
  { header: "Feedback", cell: (f) => f.feedback, clamp: true },
  { header: "From", cell: (f) => (f.anonymous ? "Anonymous" : f.email ? <a href={`mailto:${f.email}`}>{f.email}</a> : "No e-mail given"), nowrap: true },
];

export function FeedbackList() {
  const [page, setPage] = useState(1);
  const list = useFeedback(page);
  const rows = list.data?.data ?? [];
  return (
    <>
      <ListState
        pending={list.isPending}
        failed={list.isError}
        failedText="Failed to fetch feedback"
        empty={rows.length === 0}
        emptyText="No feedback yet."
        onRetry={() => void list.refetch()}
      />
      {rows.length > 0 && <DataTable rows={rows} columns={columns} />}
      {list.data && (
        <Pager
          label="Feedback pages"
          page={list.data.page}
          pageSize={list.data.pageSize}
          total={list.data.total}
          totalExact={list.data.totalExact}
          noun={["message", "messages"]}
          onPage={setPage}
        />
      )}
    </>
  );
}
