import { useEffect, useState } from "react";
import { LoadedOrder } from "@/components/orders/LoadedOrder";
import { OrderList } from "@/components/orders/OrderList";
import { Button } from "@/components/ui/Button";
import { QueryScope } from "@/lib/query";
import { buyerOrderCalls, useMyOrder, useMyOrders, useOrderWritten } from "../api/orders";

// The buyer's Orders tab (SPEC section 2's Orders tab, made real): its orders, newest
// first and paged, and one order whole with the buyer's actions. `?order=ID` on /profile
// opens that order (the enquiry page's "View order" link); the list and the order load
// in the browser only.

function orderInAddress(): string | null {
  if (typeof window === "undefined") return null;
  return new URLSearchParams(window.location.search).get("order");
}

function BuyerOrderList({ onOpen }: { onOpen: (id: string) => void }) {
  const [page, setPage] = useState(1);
  const list = useMyOrders(page);
  return (
    <OrderList
      query={list}
      reader="buyer"
      label="My orders"
      emptyText="No orders yet. An order is placed when you accept a supplier's quote."
      loadingText="Loading orders..."
      retryText="Try again"
      onPage={setPage}
      open={(o) => (
        <Button $variant="outline" $size="sm" aria-label={`View order ${o.number}`} onClick={() => onOpen(o._id)}>
          View
        </Button>
      )}
    />
  );
}

export function BuyerOrder({ id, onBack }: { id: string; onBack?: () => void }) {
  const order = useMyOrder(id);
  const written = useOrderWritten();
  return (
    <LoadedOrder
      query={order}
      role="buyer"
      calls={buyerOrderCalls(id)}
      onChange={written}
      conversation={(enquiryId) => `/profile/enquiries/${enquiryId}`}
      back={
        onBack && (
          <Button $variant="outline" $size="sm" onClick={onBack}>
            All my orders
          </Button>
        )
      }
    />
  );
}

export function MyOrders() {
  const [open, setOpen] = useState<string | null>(null);
  useEffect(() => setOpen(orderInAddress()), []);
  return (
    <QueryScope>
      {open ? <BuyerOrder key={open} id={open} onBack={() => setOpen(null)} /> : <BuyerOrderList onOpen={setOpen} />}
    </QueryScope>
  );
}
