import { useState } from "react";
import styled from "styled-components";
import { Button } from "@/components/ui/Button";
import { SelectField, TextField } from "@/components/ui/form/fields";
import { PagedTable } from "@/components/ui/PagedTable";
import { messageOf } from "@/lib/api";
import type { AdminActivityEntry } from "@/types/api";
import { ScreenHead, type Column } from "../../components/crud";
import { noFilter, PAGE_SIZE, useActivity, type ActivityFilter } from "../api/activity";

// /admin/activity: the record of every admin write, newest first, filtered by admin,
// record kind, action and days (UTC). Read-only by design.

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 11rem), 1fr));
  gap: 0.75rem;
  align-items: end;
  margin-bottom: 1.25rem;
`;

// Shown in the reader's own time zone (the browser's), with the zone named.
const when = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" });

const columns: readonly Column<AdminActivityEntry>[] = [
  { header: "When", cell: (a) => <time dateTime={a.createdAt}>{when.format(new Date(a.createdAt))}</time>, nowrap: true },
  {
    header: "Admin",
    cell: (a) => (
      <>
        <div>{a.adminName ?? "A removed admin"}</div>
        {a.adminEmail && <small>{a.adminEmail}</small>}
      </>
    ),
  },
  { header: "What", cell: (a) => a.description, clamp: true },
  { header: "Address", cell: (a) => a.ip ?? "—", nowrap: true },
];

const any = { value: "", label: "All" };

export function ActivityScreen() {
  const [filter, setFilter] = useState<ActivityFilter>(noFilter);
  const [page, setPage] = useState(1);
  const activity = useActivity(filter, page);
  const choices = activity.data?.choices;
  const change = (key: keyof ActivityFilter) => (event: { target: { value: string } }) => {
    setFilter((f) => ({ ...f, [key]: event.target.value }));
    setPage(1);
  };
  const rows = activity.data?.data ?? [];

  return (
    <>
      <ScreenHead title="Admin Activity" />
      <Filters role="group" aria-label="Filters">
        <SelectField
          label="Admin"
          value={filter.admin}
          onChange={change("admin")}
          options={[any, ...(choices?.admins ?? []).map((a) => ({ value: a._id, label: a.email }))]}
        />
        <SelectField label="Record" value={filter.entity} onChange={change("entity")} options={[any, ...(choices?.entities ?? [])]} />
        <SelectField label="Action" value={filter.action} onChange={change("action")} options={[any, ...(choices?.actions ?? [])]} />
        <TextField label="From" type="date" value={filter.from} max={filter.to || undefined} onChange={change("from")} />
        <TextField label="To" type="date" value={filter.to} min={filter.from || undefined} onChange={change("to")} />
        <Button
          $variant="outline"
          onClick={() => {
            setFilter(noFilter);
            setPage(1);
          }}
        >
          Clear filters
        </Button>
      </Filters>
      <PagedTable
        list={activity}
        rows={rows}
        columns={columns}
        failedText={messageOf(activity.error, "Failed to fetch activity")}
        emptyText="No activity matches these filters."
        pager={{ label: "Activity pages", noun: ["entry", "entries"], onPage: setPage }}
        pageSize={PAGE_SIZE}
      />
    </>
  );
}
