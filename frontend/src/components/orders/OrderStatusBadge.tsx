import styled from "styled-components";
import { ORDER_STATUS_TONES, orderStatusLabel, type OrderTone } from "@/lib/orders";
import { colors, radii } from "@/styles/theme";
import type { OrderStatus } from "@/types/api";

// An order's status as a coloured label (text, never colour alone), in the tones of the
// enquiry badges.

const BACKGROUND: Record<OrderTone, string> = { done: colors.tealSoft, refused: "#fdecea", moving: "#eaf2fc", new: colors.saffronSoft };
const TEXT: Record<OrderTone, string> = { done: colors.tealDark, refused: "#8c1d18", moving: "#1c4a7e", new: colors.saffronText };

const Badge = styled.span<{ $tone: OrderTone }>`
  display: inline-block;
  padding: 0.15rem 0.6rem;
  border-radius: ${radii.pill};
  font-size: 0.85rem;
  font-weight: 700;
  white-space: nowrap;
  background: ${(p) => BACKGROUND[p.$tone]};
  color: ${(p) => TEXT[p.$tone]};
`;

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge $tone={ORDER_STATUS_TONES[status] ?? "new"}>{orderStatusLabel(status)}</Badge>;
}
