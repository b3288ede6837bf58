import styled from "styled-components";
import { colors } from "@/styles/theme";
import type { UnreadCounts } from "@/types/api";

// The unread count beside the header's and the portal menu's enquiries (the count
// itself comes from useUnreadCounts in lib/unread).

const Badge = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 1.35rem;
  height: 1.35rem;
  margin-left: 0.4rem;
  padding-inline: 0.35rem;
  border-radius: 999px;
  background: ${colors.saffron};
  color: ${colors.ink};
  font-size: 0.78rem;
  font-weight: 800;
  line-height: 1;
`;

/** "3" beside a menu label, read out as "3 unread"; nothing when all is read. */
export function UnreadBadge({ counts }: { counts: UnreadCounts | null }) {
  if (!counts || counts.enquiries === 0) return null;
  return (
    <Badge data-testid="unread-badge">
      {counts.enquiries}
      <span className="visually-hidden"> unread</span>
    </Badge>
  );
}
