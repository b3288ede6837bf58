import { Link, Navigate, useLocation } from "react-router";
import { ListState } from "@/components/ui/ListState";
import { Notice } from "@/components/ui/Notice";
import { useSignedIn } from "@/components/account/RequireSession";
import { useSupplierRecord } from "../api/registration";
import { RegistrationForm } from "./CompleteRegistration";
import { PendingNotice, RejectionNotice, ReviewNote } from "./PendingNotice";
import { Page, Panel, Title } from "./portal-ui";

// The two open screens of the registration flow (SPEC section 2): they need the signed-in
// supplier (from the session) but sit outside the portal frame. A verified supplier is
// sent on to its documents from either.

/** While a supplier waits, the status screen looks again now and then for the verdict. */
export const STATUS_REFRESH_MS = 30_000;

const LOAD_FAILED = "Failed to fetch vendor details";

function SignInFirst({ what }: { what: string }) {
  return (
    <Panel>
      <p>
        <Link to="/vendor/login">Log in</Link> {what}
      </p>
    </Panel>
  );
}

/** The way back to the public website from the screens outside the portal frame. */
export function BackToSite() {
  return (
    <p>
      <a href="/">← Back to the website</a>
    </p>
  );
}

/** The supplier's record while it loads, or its failure with a retry. */
function RecordState({ record }: { record: ReturnType<typeof useSupplierRecord> }) {
  return <ListState pending={record.isPending} failed={record.isError} failedText={LOAD_FAILED} onRetry={() => void record.refetch()} />;
}

/** /vendor/complete-registration */
export function CompleteRegistrationPage() {
  const { who: vendor, fallback } = useSignedIn("vendor");
  const record = useSupplierRecord(vendor?.id ?? null);
  if (fallback) return fallback;
  if (vendor?.verified || record.data?.isVerified) return <Navigate to="/vendor/document" replace />;
  return (
    <Page $wide>
      <div>
        {!vendor ? (
          <>
            <Panel>
              <Title>Complete Your Registration</Title>
            </Panel>
            <SignInFirst what="to continue your registration." />
          </>
        ) : !record.data || record.isError ? (
          <RecordState record={record} />
        ) : (
          <RegistrationForm record={record.data} />
        )}
      </div>
    </Page>
  );
}

/** /vendor/registration-status */
export function RegistrationStatusPage() {
  const { who: vendor, fallback } = useSignedIn("vendor");
  const location = useLocation();
  const record = useSupplierRecord(vendor?.id ?? null, STATUS_REFRESH_MS);
  const submitted = (location.state as { submitted?: string } | null)?.submitted;
  if (fallback) return fallback;
  if (vendor?.verified || record.data?.isVerified) return <Navigate to="/vendor/document" replace />;
  const registration = record.data?.vendorRegistration;
  return (
    <Page>
      <div>
        <Panel>
          <Title>Registration Status</Title>
          {submitted && <Notice tone="success">{submitted}</Notice>}
        </Panel>
        {!vendor ? (
          <SignInFirst what="to see the status of your registration." />
        ) : record.isError ? (
          <RecordState record={record} />
        ) : registration?.rejectionReason ? (
          <RejectionNotice registration={registration} resubmit />
        ) : record.data && !record.data.hasSubmittedRegistration ? (
          <Panel>
            <p>
              You have not submitted your documents yet. <Link to="/vendor/complete-registration">Complete your registration</Link>
            </p>
          </Panel>
        ) : (
          <>
            <ReviewNote registration={registration} />
            <PendingNotice vendor={record.data ?? vendor} />
          </>
        )}
        <BackToSite />
      </div>
    </Page>
  );
}
