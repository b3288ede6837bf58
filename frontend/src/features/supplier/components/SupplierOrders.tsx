import { useState } from "react";
import { useParams } from "react-router";
import { OrderDetail } from "@/components/orders/OrderDetail";
import { OrderTable } from "@/components/orders/OrderTable";
import { Button, ButtonLink } from "@/components/ui/Button";
import { Notice } from "@/components/ui/Notice";
import { Pager } from "@/components/ui/Pager";
import { messageOf } from "@/lib/api";
import { ORDERS_PAGE_SIZE, supplierOrderCalls, useOrderWritten, useSupplierOrder, useSupplierOrders } from "../api/orders";
import { ScreenHead } from "./portal-ui";

// /vendor/orders: the orders the supplier's accepted quotes became, newest first and
// paged on the server; /vendor/orders/{id}: one order whole, with the supplier's steps
// (confirm, production, ready, shipped with its transport details, arrived, close,
// cancel), payments received and documents.

export function SupplierOrdersScreen() {
  const [page, setPage] = useState(1);
  const list = useSupplierOrders(page);
  const rows = list.data?.data ?? [];
  return (
    <>
      <ScreenHead>
        <h1>Orders</h1>
      </ScreenHead>
      {list.isPending ? (
        <p role="status">Loading orders...</p>
      ) : list.isError ? (
        <Notice tone="error">
          {messageOf(list.error, "Failed to fetch orders")}{" "}
          <Button $variant="outline" $size="sm" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Notice>
      ) : rows.length === 0 ? (
        <p role="status">No orders yet. An order is placed when a buyer accepts one of your quotes.</p>
      ) : (
        <>
          <OrderTable
            rows={rows}
            reader="supplier"
            open={(o) => (
              <ButtonLink to={`/vendor/orders/${o._id}`} $variant="outline" $size="sm" aria-label={`View order ${o.number}`}>
                View
              </ButtonLink>
            )}
          />
          <Pager
            label="Order pages"
            page={list.data.page}
            pageSize={list.data.pageSize ?? ORDERS_PAGE_SIZE}
            total={list.data.total}
            totalExact={list.data.totalExact}
            onPage={setPage}
          />
        </>
      )}
    </>
  );
}

export function SupplierOrderScreen() {
  const id = useParams().id ?? "";
  const order = useSupplierOrder(id);
  const written = useOrderWritten();
  if (order.isPending) return <p role="status">Loading the order...</p>;
  if (order.isError)
    return (
      <>
        <Notice tone="error">{messageOf(order.error, "Failed to fetch the order")}</Notice>
        <p>
          <ButtonLink to="/vendor/orders" $variant="outline" $size="sm">
            All orders
          </ButtonLink>
        </p>
      </>
    );
  return (
    <OrderDetail
      order={order.data}
      role="supplier"
      calls={supplierOrderCalls(id)}
      onChange={written}
      links={
        <>
          <ButtonLink to="/vendor/orders" $variant="outline" $size="sm">
            All orders
          </ButtonLink>
          {order.data.enquiryId && (
            <ButtonLink to={`/vendor/enquiries/${order.data.enquiryId}`} $variant="secondary" $size="sm">
              Open the conversation
            </ButtonLink>
          )}
        </>
      }
    />
  );
}
