import { Link } from "react-router";
import { Notice } from "@/components/ui/Notice";
import { StatusBadge } from "@/components/ui/StatusBadge";
import { formatDate } from "@/lib/dates";
import type { RegistrationView } from "../api/registration";
import { Panel } from "./portal-ui";

// What a supplier sees before verification (SPEC section 2): the registration is under
// review, its name, e-mail and 'Pending Approval'. A rejected registration says why, with
// the way back to the document form.

export function PendingNotice({ vendor }: { vendor: { name: string; email: string } }) {
  return (
    <Panel aria-label="Registration status">
      <p>
        <strong>Registration Status:</strong> Your registration is under review. You&apos;ll be notified once your account is
        approved
      </p>
      <dl>
        <dt>Name</dt>
        <dd>{vendor.name}</dd>
        <dt>Email</dt>
        <dd>{vendor.email}</dd>
        <dt>Status</dt>
        <dd>
          <StatusBadge tone="warning">Pending Approval</StatusBadge>
        </dd>
      </dl>
    </Panel>
  );
}

/** The admin's reason for refusing the registration, if it was refused. */
export function RejectionNotice({ registration, resubmit }: { registration: RegistrationView | null | undefined; resubmit: boolean }) {
  if (!registration?.rejectionReason) return null;
  return (
    <Notice tone="error">
      Your registration was not approved{registration.rejectedAt ? ` (${formatDate(registration.rejectedAt)})` : ""}.
      <small>Reason: {registration.rejectionReason}</small>
      {resubmit && (
        <small>
          <Link to="/vendor/complete-registration">Correct your details and submit your documents again</Link>
        </small>
      )}
    </Notice>
  );
}

/** Why a verified supplier is back under review: what it changed, and that its offers wait. */
export function ReviewNote({ registration }: { registration: RegistrationView | null | undefined }) {
  if (!registration?.reviewNote) return null;
  return <Notice tone="info">{registration.reviewNote}</Notice>;
}
