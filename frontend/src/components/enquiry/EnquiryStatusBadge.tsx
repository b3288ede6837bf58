import { StatusBadge } from "@/components/ui/StatusBadge";
import { codeLabel, STATUS_TONES } from "@/lib/enquiry-codes";
import type { EnquiryStatus } from "@/types/api";

/** An enquiry's status as a badge, the same for the buyer, the supplier and the back office. */
export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  // A status a newer server added reads as still open.
  return <StatusBadge tone={STATUS_TONES[status] ?? "warning"}>{codeLabel(status)}</StatusBadge>;
}
