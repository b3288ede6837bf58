import { StatusBadge } from "@/components/ui/StatusBadge";
import { ORDER_STATUS_TONES, orderStatusLabel } from "@/lib/orders";
import type { OrderStatus } from "@/types/api";

/** An order's status as a badge, in the tone of its stage. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <StatusBadge tone={ORDER_STATUS_TONES[status] ?? "warning"}>{orderStatusLabel(status)}</StatusBadge>;
}
