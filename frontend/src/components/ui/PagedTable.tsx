import type { ReactNode } from "react";
import { DataTable, type Column } from "./DataTable";
import { ListState } from "./ListState";
import { Pager, type Noun } from "./Pager";

// One page of a list paged on the server, as a table: the list's state (loading,
// failed with Retry, empty), the rows, and the pager under them.

/** What a paged list call answers besides its rows. */
type PageInfo = { page?: number; pageSize?: number; total: number; totalExact: boolean };

type PagedQuery = { data?: PageInfo; isPending: boolean; isError: boolean; refetch: () => unknown };

type PagedTableProps<T> = {
  list: PagedQuery;
  rows: readonly T[];
  columns: readonly Column<T>[];
  actions?: (row: T) => ReactNode;
  failedText: string;
  emptyText: ReactNode;
  /** The pager's name ("Enquiry pages"), what it counts, and the page asked for when the answer does not say. */
  pager: { label?: string; noun: Noun; onPage: (page: number) => void; page?: number };
  /** The page size asked for, when the answer may not say. */
  pageSize?: number;
};

export function PagedTable<T extends { _id: string }>({ list, rows, columns, actions, failedText, emptyText, pager, pageSize = 0 }: PagedTableProps<T>) {
  return (
    <>
      <ListState
        pending={list.isPending}
        failed={list.isError}
        failedText={failedText}
        empty={rows.length === 0}
        emptyText={emptyText}
        onRetry={() => void list.refetch()}
      />
      {rows.length > 0 && <DataTable rows={rows} columns={columns} actions={actions} />}
      {list.data && (
        <Pager
          label={pager.label}
          page={pager.page ?? list.data.page ?? 1}
          pageSize={list.data.pageSize ?? pageSize}
          total={list.data.total}
          totalExact={list.data.totalExact}
          noun={pager.noun}
          onPage={pager.onPage}
        />
      )}
    </>
  );
}
