import { useState } from "react";
import { useParams } from "react-router";
import { LoadedOrder } from "@/components/orders/LoadedOrder";
import { OrderList } from "@/components/orders/OrderList";
import { ButtonLink } from "@/components/ui/Button";
import { supplierOrderCalls, useOrderWritten, useSupplierOrder, useSupplierOrders } from "../api/orders";
import { ScreenHead } from "./portal-ui";

// /vendor/orders: the orders the supplier's accepted quotes became, newest first and
// paged on the server; /vendor/orders/{id}: one order whole, with the supplier's steps
// (confirm, production, ready, shipped with its transport details, arrived, close,
// cancel), payments received and documents.

export function SupplierOrdersScreen() {
  const [page, setPage] = useState(1);
  const list = useSupplierOrders(page);
  return (
    <>
      <ScreenHead>
        <h1>Orders</h1>
      </ScreenHead>
      <OrderList
        query={list}
        reader="supplier"
        emptyText="No orders yet. An order is placed when a buyer accepts one of your quotes."
        loadingText="Loading orders..."
        retryText="Try again"
        onPage={setPage}
        open={(o) => (
          <ButtonLink to={`/vendor/orders/${o._id}`} $variant="outline" $size="sm" aria-label={`View order ${o.number}`}>
            View
          </ButtonLink>
        )}
      />
    </>
  );
}

export function SupplierOrderScreen() {
  const id = useParams().id ?? "";
  const order = useSupplierOrder(id);
  const written = useOrderWritten();
  return (
    <LoadedOrder
      query={order}
      role="supplier"
      calls={supplierOrderCalls(id)}
      onChange={written}
      conversation={(enquiryId) => `/vendor/enquiries/${enquiryId}`}
      back={
        <ButtonLink to="/vendor/orders" $variant="outline" $size="sm">
          All orders
        </ButtonLink>
      }
    />
  );
}
