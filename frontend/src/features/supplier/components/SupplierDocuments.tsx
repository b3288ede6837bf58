import { Link, useOutletContext } from "react-router";
import styled from "styled-components";
import { ListState } from "@/components/ui/ListState";
import { StatusBadge } from "@/components/ui/StatusBadge";
import { ApiError } from "@/lib/api";
import { colors } from "@/styles/theme";
import { useDashboard, useSupplierRecord, type SupplierView } from "../api/registration";
import { DocumentCard } from "./DocumentCard";
import { EditRegistrationDialog } from "./EditRegistrationDialog";
import { PendingNotice, RejectionNotice, ReviewNote } from "./PendingNotice";
import { Panel, Title } from "./portal-ui";
import type { SupplierOutletContext } from "./RequireSupplier";

// The Document screen, 'Vendor Details' (SPEC section 2): for a verified supplier its
// profile, the five document cards and its dashboard line (listings, open enquiries, new
// leads); before verification the pending notice.

export const LOAD_FAILED = "Failed to fetch vendor details";
export const NO_DATA = "No vendor data found";

const DOCUMENTS = [
  { title: "Aadhar Card", kind: "aadharFile", number: "aadharNo" },
  { title: "PAN Card", kind: "panFile", number: "panNo" },
  { title: "Udyam Registration", kind: "udyamFile", number: "udhyamRegistrationNo" },
  { title: "MSME Registration", kind: "msmeFile", number: "msmeRegistrationNo" },
  { title: "GST Certificate", kind: "gstFile", number: "gstNo" },
] as const;

const Cards = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
`;

const Profile = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem;
  min-width: 0;
  img, & > span {
    width: 5rem;
    height: 5rem;
    border-radius: 50%;
    object-fit: cover;
    flex: none;
  }
  & > span {
    display: grid;
    place-items: center;
    background: ${colors.tealSoft};
    color: ${colors.tealDark};
    font-size: 2rem;
    font-weight: 800;
  }
  h2 { font-size: 1.3rem; color: ${colors.ink}; overflow-wrap: anywhere; }
`;

const Stats = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  li { display: grid; gap: 0.15rem; }
  strong { font-size: 1.6rem; color: ${colors.forest}; }
  a { color: ${colors.teal}; font-weight: 700; }
`;

function DashboardLine() {
  const dashboard = useDashboard(true);
  if (!dashboard.data) return null;
  const { listings, openEnquiries, newEnquiries } = dashboard.data;
  return (
    <Panel aria-label="Your activity">
      <Stats>
        <li>
          <strong>{newEnquiries}</strong>
          <Link to="/vendor/enquiries">New leads</Link>
        </li>
        <li>
          <strong>{openEnquiries}</strong>
          <Link to="/vendor/enquiries">Open enquiries</Link>
        </li>
        <li>
          <strong>{listings}</strong>
          <Link to="/vendor/product">Product listings</Link>
        </li>
      </Stats>
    </Panel>
  );
}

function Details({ record }: { record: SupplierView }) {
  const registration = record.vendorRegistration;
  const documents = registration?.verificationDocuments ?? {};
  const photo = documents.profile;
  return (
    <>
      <DashboardLine />
      <Panel>
        <Profile>
          {photo ? <img src={photo} alt={`${record.name} profile`} /> : <span aria-hidden="true">{record.name.charAt(0).toUpperCase()}</span>}
          <div>
            <h2>{registration?.name || record.name}</h2>
            <StatusBadge tone="success">Verified</StatusBadge>
          </div>
        </Profile>
        <dl>
          <dt>Email</dt>
          <dd>{record.email}</dd>
          <dt>Phone</dt>
          <dd>{registration?.phone || record.mobile}</dd>
          <dt>Address</dt>
          <dd>{registration?.address || "Not provided"}</dd>
        </dl>
        {registration && <EditRegistrationDialog vendorId={record._id} registration={registration} />}
      </Panel>
      <Cards>
        {DOCUMENTS.map((doc) => (
          <DocumentCard
            key={doc.kind}
            title={doc.title}
            kind={doc.kind}
            vendorId={record._id}
            number={registration?.[doc.number]}
            uploaded={doc.kind in documents}
          />
        ))}
      </Cards>
    </>
  );
}

function VerifiedDetails({ vendorId }: { vendorId: string }) {
  const record = useSupplierRecord(vendorId);
  if (record.error instanceof ApiError && record.error.status === 404) return <Panel>{NO_DATA}</Panel>;
  if (!record.data || record.isError)
    return <ListState pending={record.isPending} failed={record.isError} failedText={LOAD_FAILED} onRetry={() => void record.refetch()} />;
  return <Details record={record.data} />;
}

function Unverified({ vendorId, fallback }: { vendorId: string; fallback: { name: string; email: string } }) {
  const record = useSupplierRecord(vendorId);
  return (
    <>
      <RejectionNotice registration={record.data?.vendorRegistration} resubmit />
      <ReviewNote registration={record.data?.vendorRegistration} />
      <PendingNotice vendor={record.data ?? fallback} />
    </>
  );
}

export function SupplierDocumentScreen() {
  const { vendor } = useOutletContext<SupplierOutletContext>();
  return (
    <>
      <Title>Vendor Details</Title>
      {vendor.verified ? <VerifiedDetails vendorId={vendor.id} /> : <Unverified vendorId={vendor.id} fallback={vendor} />}
    </>
  );
}
