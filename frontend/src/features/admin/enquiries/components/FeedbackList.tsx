import { useState } from "react";
import { PagedTable } from "@/components/ui/PagedTable";
import { formatDate } from "@/lib/dates";
import type { AdminFeedbackEntry } from "@/types/api";
import { type Column } from "../../components/crud";
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
      <PagedTable
        list={list}
        rows={rows}
        columns={columns}
        failedText="Failed to fetch feedback"
        emptyText="No feedback yet."
        pager={{ label: "Feedback pages", noun: ["message", "messages"], onPage: setPage }}
      />
    </>
  );
}
