import type { ReactNode } from "react";
import { ListState } from "@/components/ui/ListState";
import { Pager } from "@/components/ui/Pager";
import { messageOf } from "@/lib/api";
import type { OrderPage, OrderSummary } from "@/types/api";
import { OrderTable, type OrderReader } from "./OrderTable";

// A page of orders as every area lists them: the loading, failure and empty states, the
// table, and the pager under it. The area brings its query, its "View" control and its words.

/** What the list needs of the area's query of one page. */
export type OrderPageQuery = { data?: OrderPage; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

type Props = {
  query: OrderPageQuery;
  reader: OrderReader;
  /** The row's "View" control: a link or a button. */
  open: (order: OrderSummary) => ReactNode;
  onPage: (page: number) => void;
  emptyText: string;
  /** The table's accessible name. */
  label?: string;
  loadingText?: string;
  retryText?: string;
};

export function OrderList({ query, reader, open, onPage, emptyText, label, loadingText, retryText }: Props) {
  const page = query.data;
  const rows = page?.data ?? [];
  return (
    <>
      <ListState
        pending={query.isPending}
        failed={query.isError}
        failedText={messageOf(query.error, "Failed to fetch orders")}
        empty={rows.length === 0}
        emptyText={emptyText}
        onRetry={() => void query.refetch()}
        loadingText={loadingText}
        retryText={retryText}
      />
      {rows.length > 0 && <OrderTable rows={rows} reader={reader} open={open} label={label} />}
      {page && (
        <Pager
          label="Order pages"
          page={page.page}
          pageSize={page.pageSize}
          total={page.total}
          totalExact={page.totalExact}
          noun={["order", "orders"]}
          onPage={onPage}
        />
      )}
    </>
  );
}
