import { Link, Navigate, useOutletContext } from "react-router";
import styled from "styled-components";
import type { SessionVendor } from "@/types/api";
import { useSession } from "@/lib/session-query";
import { colors, radii, shadows } from "@/styles/theme";
import type { VendorOutletContext } from "./RequireVendor";

// Stand-ins for the supplier portal's screens (SPEC section 2) until each is built:
// Document ('Vendor Details', or the pending-approval notice before verification),
// and the two open registration screens. Product ('My Product Listings') is in
// ProductListings.tsx, Order (the lead inbox) in LeadInbox.tsx.

const Title = styled.h1`
  margin-bottom: 1rem;
  font-size: clamp(1.5rem, 3vw, 2rem);
  color: ${colors.forest};
`;

const Panel = styled.div`
  padding: 1.5rem;
  border-radius: ${radii.md};
  background: ${colors.white};
  box-shadow: ${shadows.card};
  color: ${colors.muted};
  display: grid;
  gap: 0.75rem;
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.35rem 1rem; margin: 0; }
  dt { font-weight: 700; color: ${colors.ink}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const Badge = styled.span<{ $tone: "ok" | "wait" }>`
  display: inline-block;
  padding: 0.15rem 0.6rem;
  border-radius: ${radii.pill};
  font-size: 0.85rem;
  font-weight: 700;
  background: ${(p) => (p.$tone === "ok" ? colors.tealSoft : colors.saffronSoft)};
  color: ${(p) => (p.$tone === "ok" ? colors.tealDark : colors.saffronText)};
`;

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 2rem 1rem;
  background: linear-gradient(160deg, ${colors.forest}, ${colors.teal});
  & > div { width: min(100%, 34rem); }
  a { color: ${colors.teal}; font-weight: 700; }
`;

function PendingNotice({ vendor }: { vendor: Pick<SessionVendor, "name" | "email"> }) {
  return (
    <Panel>
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
          <Badge $tone="wait">Pending Approval</Badge>
        </dd>
      </dl>
    </Panel>
  );
}

export function VendorDocumentScreen() {
  const { vendor } = useOutletContext<VendorOutletContext>();
  return (
    <>
      <Title>Vendor Details</Title>
      {vendor.verified ? (
        <Panel>
          <dl>
            <dt>Name</dt>
            <dd>{vendor.name}</dd>
            <dt>Email</dt>
            <dd>{vendor.email}</dd>
            <dt>Status</dt>
            <dd>
              <Badge $tone="ok">Verified</Badge>
            </dd>
          </dl>
          <p>Your business documents will be shown here.</p>
        </Panel>
      ) : (
        <PendingNotice vendor={vendor} />
      )}
    </>
  );
}

export function VendorNotFound() {
  return (
    <>
      <Title>Page not found</Title>
      <Panel>
        <p>
          There is no such portal screen. <Link to="/vendor/document">Back to your documents</Link>
        </p>
      </Panel>
    </>
  );
}

/** /vendor/registration-status: open screen; a verified vendor moves on to the documents. */
export function RegistrationStatusPage() {
  const session = useSession();
  const vendor = session.data?.vendor ?? null;
  if (vendor?.verified) return <Navigate to="/vendor/document" replace />;
  return (
    <Page>
      <div>
        <Panel>
          <Title>Registration Status</Title>
          {vendor ? (
            <PendingNotice vendor={vendor} />
          ) : (
            <p>
              Your registration is under review. <Link to="/vendor/login">Log in</Link> to see its status.
            </p>
          )}
        </Panel>
      </div>
    </Page>
  );
}

/** /vendor/complete-registration: open screen; the document form arrives in its own issue. */
export function CompleteRegistrationPage() {
  const session = useSession();
  const vendor = session.data?.vendor ?? null;
  return (
    <Page>
      <div>
        <Panel>
          <Title>Complete Your Registration</Title>
          <p>Submit your business details and documents (Aadhar, PAN, GST, Udyam, MSME) for verification.</p>
          {vendor ? (
            <dl>
              <dt>Name</dt>
              <dd>{vendor.name}</dd>
              <dt>Email</dt>
              <dd>{vendor.email}</dd>
            </dl>
          ) : (
            <p>
              <Link to="/vendor/login">Log in</Link> to continue your registration.
            </p>
          )}
          <p>The document form is being built.</p>
        </Panel>
      </div>
    </Page>
  );
}
