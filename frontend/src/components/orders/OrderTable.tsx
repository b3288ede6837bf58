import type { ReactNode } from "react";
import { DataTable, type Column } from "@/components/ui/DataTable";
import { formatDate } from "@/lib/dates";
import { formatQuantity } from "@/lib/money";
import { moneyText } from "@/lib/orders";
import type { OrderSummary } from "@/types/api";
import { OrderStatusBadge } from "./OrderStatusBadge";

// One list of orders for the three areas: number, goods, the other side (both for the
// back office), total with its currency, status and date. The shared DataTable turns the
// rows into stacked cards when the table does not fit its box.

/** Who reads the list: the buyer sees the supplier, the supplier the buyer, an admin both. */
export type OrderReader = "buyer" | "supplier" | "admin";

export function orderColumns(reader: OrderReader): Column<OrderSummary>[] {
  const columns: Column<OrderSummary>[] = [
    { header: "Order", cell: (o) => o.number, nowrap: true },
    {
      header: "Goods",
      cell: (o) => (
        <>
          {o.productTitle} – {o.varietyTitle}
          <br />
          <small>
            {formatQuantity(o.quantity)} {o.unit}
          </small>
        </>
      ),
    },
  ];
  if (reader !== "supplier") columns.push({ header: "Supplier", cell: (o) => o.supplierName });
  if (reader !== "buyer") columns.push({ header: "Buyer", cell: (o) => o.buyerName });
  columns.push(
    { header: "Total", cell: (o) => moneyText(o.total), nowrap: true },
    { header: "Status", cell: (o) => <OrderStatusBadge status={o.status} />, nowrap: true },
    { header: "Date", cell: (o) => <time dateTime={o.placedAt}>{formatDate(o.placedAt)}</time>, nowrap: true },
  );
  return columns;
}

export function OrderTable({
  rows,
  reader,
  open,
  label = "Orders",
}: {
  rows: readonly OrderSummary[];
  reader: OrderReader;
  /** The row's "View" control: a link or a button. */
  open: (order: OrderSummary) => ReactNode;
  label?: string;
}) {
  return <DataTable rows={rows} columns={orderColumns(reader)} actions={open} label={label} />;
}
