import { FileText } from "lucide-react";
import styled from "styled-components";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/Dialog";
import { colors, radii } from "@/styles/theme";
import { useDocument, type RegistrationView } from "../api/registrations";
import { DOCUMENTS } from "./documents";
import { useObjectUrl } from "./DocumentViewer";

// View Details (SPEC section 2): the registration's contact details and numbers, and a
// preview of each uploaded document that opens it in the zoom viewer.

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 10rem) minmax(0, 1fr);
  gap: 0.4rem 1rem;
  margin-top: 1rem;
  dt { font-weight: 700; color: ${colors.muted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
  @media (max-width: 30rem) { grid-template-columns: minmax(0, 1fr); dd { margin-bottom: 0.4rem; } }
`;

const Changes = styled.section`
  margin-top: 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${radii.sm};
  background: ${colors.saffronSoft};
  h3 { font-size: 0.95rem; color: ${colors.saffronText}; margin-bottom: 0.4rem; }
  ul { margin: 0; padding-left: 1.1rem; }
  del { color: ${colors.muted}; }
`;

const Docs = styled.ul`
  list-style: none;
  margin: 1.25rem 0 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 9rem), 1fr));
`;

const DocButton = styled.button`
  display: grid;
  gap: 0.4rem;
  width: 100%;
  padding: 0.5rem;
  border: 1.5px solid ${colors.line};
  border-radius: ${radii.sm};
  background: ${colors.white};
  color: ${colors.teal};
  font-weight: 700;
  text-align: center;
  cursor: pointer;
  img, .file { width: 100%; height: 6rem; object-fit: contain; border-radius: ${radii.sm}; background: ${colors.tealSoft}; }
  .file { display: grid; place-items: center; }
  &:hover { border-color: ${colors.teal}; }
`;

export function SupplierDetails({ supplier, onClose, onOpenDocument }: { supplier: RegistrationView | null; onClose: () => void; onOpenDocument: (kind: string, label: string) => void }) {
  return (
    <Dialog open={supplier !== null} onOpenChange={(open) => !open && onClose()}>
      {supplier && (
        <DialogContent>
          <DialogTitle>{supplier.name}</DialogTitle>
          <DialogDescription>Registration details and documents.</DialogDescription>
          <Facts>
            <dt>Name</dt>
            <dd>{supplier.name}</dd>
            <dt>Email</dt>
            <dd>{supplier.email}</dd>
            <dt>Phone</dt>
            <dd>{supplier.phone}</dd>
            <dt>Address</dt>
            <dd>{supplier.address}</dd>
            <dt>GST No</dt>
            <dd>{supplier.gstNo}</dd>
            <dt>PAN No</dt>
            <dd>{supplier.panNo}</dd>
            <dt>Aadhar No</dt>
            <dd>{supplier.aadharNo}</dd>
            <dt>Udyam No</dt>
            <dd>{supplier.udhyamRegistrationNo}</dd>
            <dt>MSME No</dt>
            <dd>{supplier.msmeRegistrationNo}</dd>
            {supplier.rejectionReason && (
              <>
                <dt>Rejected</dt>
                <dd>{supplier.rejectionReason}</dd>
              </>
            )}
          </Facts>
          {supplier.pendingChanges.length > 0 && (
            <Changes aria-labelledby="changed-title">
              <h3 id="changed-title">Changed since the last approval</h3>
              <ul>
                {supplier.pendingChanges.map((c) => (
                  <li key={c.field}>
                    {c.label}
                    {c.before != null && c.after != null ? (
                      <>
                        : <del>{c.before}</del> → <ins>{c.after}</ins>
                      </>
                    ) : (
                      ": new file uploaded"
                    )}
                  </li>
                ))}
              </ul>
            </Changes>
          )}
          <Docs aria-label="Documents">
            {DOCUMENTS.map(({ kind, label }) => (
              <li key={kind}>
                {supplier.verificationDocuments[kind] ? (
                  <DocButton type="button" onClick={() => onOpenDocument(kind, label)} aria-label={`View ${label}`}>
                    <Preview vendorId={supplier.vendorId} kind={kind} label={label} />
                    <span aria-hidden="true">{label}</span>
                  </DocButton>
                ) : (
                  <p>
                    {label}: No document uploaded
                  </p>
                )}
              </li>
            ))}
          </Docs>
        </DialogContent>
      )}
    </Dialog>
  );
}

function Preview({ vendorId, kind, label }: { vendorId: string; kind: string; label: string }) {
  const file = useDocument(vendorId, kind);
  const url = useObjectUrl(file.data?.blob);
  if (url && file.data?.blob.type.startsWith("image/")) return <img src={url} alt={label} />;
  return (
    <span className="file">
      <FileText aria-hidden="true" size={32} />
    </span>
  );
}
