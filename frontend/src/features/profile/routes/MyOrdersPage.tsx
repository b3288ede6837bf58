import { lazy } from "react";
import { BuyerPageFrame } from "@/components/account/BuyerPageFrame";
import { QueryScope } from "@/lib/query";

// /profile/orders and /profile/orders/{id}, the addresses the order mails link to: the
// buyer's orders, or one order whole (the server's "my-orders" page). The Orders tab of
// /profile shows the same screens.

const MyOrders = lazy(() => import("../components/MyOrders").then((m) => ({ default: m.MyOrders })));
const BuyerOrder = lazy(() => import("../components/MyOrders").then((m) => ({ default: m.BuyerOrder })));

export function MyOrdersPage({ data }: { data: { orderId?: string | null } | null }) {
  const id = data?.orderId ?? null;
  return (
    <BuyerPageFrame
      title={id ? "Order" : "My Orders"}
      back={id ? { to: "/profile/orders", label: "All my orders" } : { to: "/profile", label: "My profile" }}
      loadingText="Loading orders..."
    >
      {id ? (
        <QueryScope>
          <BuyerOrder key={id} id={id} />
        </QueryScope>
      ) : (
        <MyOrders />
      )}
    </BuyerPageFrame>
  );
}
