import styled from "styled-components";
import { codeLabel } from "@/lib/enquiry-codes";
import { colors, radii } from "@/styles/theme";

// An enquiry's status as a coloured label (text, never colour alone).

const Badge = styled.span<{ $status: string }>`
  display: inline-block;
  padding: 0.15rem 0.6rem;
  border-radius: ${radii.pill};
  font-size: 0.85rem;
  font-weight: 700;
  white-space: nowrap;
  background: ${(p) =>
    p.$status === "completed" ? colors.tealSoft : p.$status === "rejected" ? "#fdecea" : p.$status === "processing" ? "#eaf2fc" : colors.saffronSoft};
  color: ${(p) =>
    p.$status === "completed" ? colors.tealDark : p.$status === "rejected" ? "#8c1d18" : p.$status === "processing" ? "#1c4a7e" : colors.saffronText};
`;

export function StatusBadge({ status }: { status: string }) {
  return <Badge $status={status}>{codeLabel(status)}</Badge>;
}
