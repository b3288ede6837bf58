import type { ReactNode } from "react";
import { ButtonLink } from "@/components/ui/Button";
import { ListState } from "@/components/ui/ListState";
import { messageOf } from "@/lib/api";
import type { OrderRole } from "@/lib/orders";
import type { OrderView } from "@/types/api";
import { OrderDetail, type OrderCalls } from "./OrderDetail";

// One order as every area opens it: a status line while it loads, the server's message
// (and the way back) when it cannot, then the order whole with the way back and, for its
// buyer and supplier, the conversation it came from.

/** What the screen needs of the area's query of one order. */
export type OrderQuery = { data?: OrderView; isPending: boolean; isError: boolean; error: unknown };

type Props = {
  query: OrderQuery;
  role: OrderRole;
  calls: OrderCalls;
  onChange: (order: OrderView) => void;
  /** The way back to the list (a link or a button). */
  back?: ReactNode;
  /** The address of an order's conversation, for the sides that have one. */
  conversation?: (enquiryId: string) => string;
};

export function LoadedOrder({ query, role, calls, onChange, back, conversation }: Props) {
  const order = query.data;
  if (!order || query.isError) {
    return (
      <>
        <ListState
          pending={query.isPending}
          failed={query.isError}
          failedText={messageOf(query.error, "Failed to fetch the order")}
          loadingText="Loading the order..."
        />
        {query.isError && back && <p>{back}</p>}
      </>
    );
  }
  const talk = conversation && order.enquiryId ? conversation(order.enquiryId) : null;
  return (
    <OrderDetail
      order={order}
      role={role}
      calls={calls}
      onChange={onChange}
      links={
        <>
          {back}
          {talk && (
            <ButtonLink to={talk} $variant="secondary" $size="sm">
              Open the conversation
            </ButtonLink>
          )}
        </>
      }
    />
  );
}
