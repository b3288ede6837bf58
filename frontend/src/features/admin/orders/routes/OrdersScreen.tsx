import { useState } from "react";
import { useSearchParams } from "react-router";
import { LoadedOrder } from "@/components/orders/LoadedOrder";
import { OrderList } from "@/components/orders/OrderList";
import { Button } from "@/components/ui/Button";
import { ScreenHead } from "../../components/crud";
import { adminOrderCalls, NO_FILTER, useAdminOrder, useAdminOrders, useOrderWritten, type OrderSearch } from "../api/orders";
import { OrderFilters } from "../components/OrderFilters";

// /admin/orders: every order, filtered by status, supplier, buyer and the days it was
// placed, paged on the server, newest first. `?order=ID` shows one order whole, with the
// admin's "Correct status" (any status, a required note kept on the order's history).

function AdminOrder({ id, onBack }: { id: string; onBack: () => void }) {
  const order = useAdminOrder(id);
  const written = useOrderWritten();
  return (
    <LoadedOrder
      query={order}
      role="admin"
      calls={adminOrderCalls(id)}
      onChange={written}
      back={
        <Button $variant="outline" $size="sm" onClick={onBack}>
          All orders
        </Button>
      }
    />
  );
}

export function OrdersScreen() {
  const [params, setParams] = useSearchParams();
  const open = params.get("order");
  const [search, setSearch] = useState<OrderSearch>(NO_FILTER);
  const list = useAdminOrders(search);

  if (open) {
    return (
      <>
        <ScreenHead title="Order" />
        <AdminOrder key={open} id={open} onBack={() => setParams({})} />
      </>
    );
  }
  return (
    <>
      <ScreenHead title="Orders" />
      <OrderFilters search={search} onSearch={setSearch} />
      <OrderList
        query={list}
        reader="admin"
        emptyText="No orders found"
        onPage={(page) => setSearch((s) => ({ ...s, page }))}
        open={(o) => (
          <Button $variant="outline" $size="sm" aria-label={`View order ${o.number}`} onClick={() => setParams({ order: o._id })}>
            View
          </Button>
        )}
      />
    </>
  );
}
