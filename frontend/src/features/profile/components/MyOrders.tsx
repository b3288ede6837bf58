import { useEffect, useState } from "react";
import { OrderDetail } from "@/components/orders/OrderDetail";
import { OrderTable } from "@/components/orders/OrderTable";
import { Button, ButtonLink } from "@/components/ui/Button";
import { Notice } from "@/components/ui/Notice";
import { Pager } from "@/components/ui/Pager";
import { messageOf } from "@/lib/api";
import { QueryScope } from "@/lib/query";
import { buyerOrderCalls, ORDERS_PAGE_SIZE, useMyOrder, useMyOrders, useOrderWritten } from "../api/orders";

// The buyer's Orders tab (SPEC section 2's Orders tab, made real): its orders, newest
// first and paged, and one order whole with the buyer's actions. `?order=ID` on /profile
// opens that order (the enquiry page's "View order" link); the list and the order load
// in the browser only.

function orderInAddress(): string | null {
  if (typeof window === "undefined") return null;
  return new URLSearchParams(window.location.search).get("order");
}

function OrderList({ onOpen }: { onOpen: (id: string) => void }) {
  const [page, setPage] = useState(1);
  const list = useMyOrders(page);
  const rows = list.data?.data ?? [];
  if (list.isPending) return <p role="status">Loading orders...</p>;
  if (list.isError)
    return (
      <Notice tone="error">
        {messageOf(list.error, "Failed to fetch orders")}{" "}
        <Button $variant="outline" $size="sm" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </Notice>
    );
  if (rows.length === 0) return <p role="status">No orders yet. An order is placed when you accept a supplier&apos;s quote.</p>;
  return (
    <>
      <OrderTable
        rows={rows}
        reader="buyer"
        label="My orders"
        open={(o) => (
          <Button $variant="outline" $size="sm" aria-label={`View order ${o.number}`} onClick={() => onOpen(o._id)}>
            View
          </Button>
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
  );
}

export function BuyerOrder({ id, onBack }: { id: string; onBack?: () => void }) {
  const order = useMyOrder(id);
  const written = useOrderWritten();
  if (order.isPending) return <p role="status">Loading the order...</p>;
  if (order.isError) return <Notice tone="error">{messageOf(order.error, "Failed to fetch the order")}</Notice>;
  return (
    <OrderDetail
      order={order.data}
      role="buyer"
      calls={buyerOrderCalls(id)}
      onChange={written}
      links={
        <>
          {onBack && (
            <Button $variant="outline" $size="sm" onClick={onBack}>
              All my orders
            </Button>
          )}
          {order.data.enquiryId && (
            <ButtonLink to={`/profile/enquiries/${order.data.enquiryId}`} $variant="secondary" $size="sm">
              Open the conversation
            </ButtonLink>
          )}
        </>
      }
    />
  );
}

export function MyOrders() {
  const [open, setOpen] = useState<string | null>(null);
  useEffect(() => setOpen(orderInAddress()), []);
  return (
    <QueryScope>
      {open ? <BuyerOrder key={open} id={open} onBack={() => setOpen(null)} /> : <OrderList onOpen={setOpen} />}
    </QueryScope>
  );
}
