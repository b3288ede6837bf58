import styled from "styled-components";
import { codeLabel, STATUS_TONES, type StatusTone } from "@/lib/enquiry-codes";
import { colors, radii } from "@/styles/theme";
import type { EnquiryStatus } from "@/types/api";

// An enquiry's status as a coloured label (text, never colour alone).

const BACKGROUND: Record<StatusTone, string> = {
  done: colors.tealSoft,
  refused: "#fdecea",
  moving: "#eaf2fc",
  new: colors.saffronSoft,
};
const TEXT: Record<StatusTone, string> = {
  done: colors.tealDark,
  refused: "#8c1d18",
  moving: "#1c4a7e",
  new: colors.saffronText,
};

const Badge = styled.span<{ $tone: StatusTone }>`
  display: inline-block;
  padding: 0.15rem 0.6rem;
  border-radius: ${radii.pill};
  font-size: 0.85rem;
  font-weight: 700;
  white-space: nowrap;
  background: ${(p) => BACKGROUND[p.$tone]};
  color: ${(p) => TEXT[p.$tone]};
`;

export function StatusBadge({ status }: { status: EnquiryStatus }) {
  return <Badge $tone={STATUS_TONES[status] ?? "new"}>{codeLabel(status)}</Badge>;
}
