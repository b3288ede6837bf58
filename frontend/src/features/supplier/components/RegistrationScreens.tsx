import type { ReactNode } from "react";
import { Link, Navigate, useLocation } from "react-router";
import { Button } from "@/components/ui/Button";
import { Notice } from "@/components/ui/Notice";
import { AreaStatus } from "@/components/account/AreaLogin";
import { useSession } from "@/lib/session-query";
import type { SessionSupplier } from "@/types/api";
import { useSupplierRecord } from "../api/registration";
import { RegistrationForm } from "./CompleteRegistration";
import { PendingNotice, RejectionNotice, ReviewNote } from "./PendingNotice";
import { Page, Panel, Title } from "./portal-ui";

// The two open screens of the registration flow (SPEC section 2): they need the signed-in
// supplier (from the session) but sit outside the portal frame. A verified supplier is
// sent on to its documents from either.

/** While a supplier waits, the status screen looks again now and then for the verdict. */
export const STATUS_REFRESH_MS = 30_000;

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

/** The session's supplier, or the screen to show instead. */
function useSupplier(): { vendor: SessionSupplier | null; fallback: ReactNode | null } {
  const session = useSession();
  if (session.isPending) {
    return {
      vendor: null,
      fallback: (
        <AreaStatus role="status" aria-live="polite">
          Loading…
        </AreaStatus>
      ),
    };
  }
  if (session.isError) {
    return {
      vendor: null,
      fallback: (
        <AreaStatus role="alert">
          <p>Could not check your sign-in. Please try again.</p>
          <Button $variant="secondary" onClick={() => void session.refetch()}>
            Retry
          </Button>
        </AreaStatus>
      ),
    };
  }
  return { vendor: session.data.vendor ?? null, fallback: null };
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Notice tone="error">
      Failed to fetch vendor details
      <small>
        <Button $variant="outline" $size="sm" onClick={onRetry}>
          Retry
        </Button>
      </small>
    </Notice>
  );
}

/** /vendor/complete-registration */
export function CompleteRegistrationPage() {
  const { vendor, fallback } = useSupplier();
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
        ) : record.isPending ? (
          <Panel role="status">Loading…</Panel>
        ) : record.isError ? (
          <LoadFailed onRetry={() => void record.refetch()} />
        ) : (
          <RegistrationForm record={record.data} />
        )}
      </div>
    </Page>
  );
}

/** /vendor/registration-status */
export function RegistrationStatusPage() {
  const { vendor, fallback } = useSupplier();
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
          <LoadFailed onRetry={() => void record.refetch()} />
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
