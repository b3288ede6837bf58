import { useState } from "react";
import styled from "styled-components";
import { toast } from "sonner";
import { Button } from "@/components/ui/Button";
import { messageOf } from "@/lib/api";
import { Tab, TabList, TabPanel, Tabs } from "@/components/ui/Tabs";
import { PagedTable } from "@/components/ui/PagedTable";
import { ConfirmDelete, ScreenHead, useConfirmedDelete, type Column } from "../../components/crud";
import { StatusBadge } from "@/components/ui/StatusBadge";
import { PAGE_SIZE, useDeleteRegistration, useRegistrations, useVerifyRegistration, type RegistrationView, type RegistrationTab } from "../api/registrations";
import { DocumentViewer } from "./DocumentViewer";
import { EditSupplierDialog } from "./EditSupplierDialog";
import { RejectSupplierDialog } from "./RejectSupplierDialog";
import { SupplierDetails } from "./SupplierDetails";

// /admin/verifiedSupplier, 'Vendor Management' (SPEC section 2): supplier registrations
// in tabs Verified (default), Unverified and All, paged by the server, with View Details
// (numbers and documents, each opening the zoom viewer), Edit, Verify and Reject (with a
// reason) while not verified, and Delete.

export const EMPTY_SUPPLIERS = "No suppliers found";
export const LOAD_FAILED = "Failed to fetch suppliers.";
export const DELETED = "Supplier deleted successfully";
export const DELETE_FAILED = "Failed to delete supplier.";
export const VERIFIED = "Vendor verified successfully";
export const VERIFY_FAILED = "Failed to verify vendor";

const TABS: readonly { value: RegistrationTab; label: string }[] = [
  { value: "verified", label: "Verified" },
  { value: "unverified", label: "Unverified" },
  { value: "all", label: "All" },
];

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
`;
const COLUMNS: Column<RegistrationView>[] = [
  {
    header: "Status",
    cell: (r) => (r.isVerified ? <StatusBadge tone="success">Verified</StatusBadge> : <StatusBadge tone="warning">Pending</StatusBadge>),
    nowrap: true,
  },
  { header: "Name", cell: (r) => r.name },
  { header: "Email", cell: (r) => r.email, nowrap: true },
  { header: "Phone", cell: (r) => r.phone, nowrap: true },
  { header: "GST No", cell: (r) => r.gstNo, nowrap: true },
];

type RowActions = {
  registration: RegistrationView;
  verify: ReturnType<typeof useVerifyRegistration>;
  onView: () => void;
  onEdit: () => void;
  onReject: () => void;
  onDelete: () => void;
};

/** View Details, Edit, Verify and Reject while not verified, and Delete. */
function RegistrationActions({ registration: r, verify, onView, onEdit, onReject, onDelete }: RowActions) {
  return (
    <Actions>
      <Button $variant="outline" $size="sm" aria-label={`View details of ${r.name}`} onClick={onView}>
        View Details
      </Button>
      <Button $variant="outline" $size="sm" aria-label={`Edit ${r.name}`} onClick={onEdit}>
        Edit
      </Button>
      {!r.isVerified && (
        <>
          <Button
            $variant="secondary"
            $size="sm"
            aria-label={`Verify ${r.name}`}
            disabled={verify.isPending && verify.variables === r._id}
            onClick={() =>
              verify.mutate(r._id, {
                onSuccess: () => toast.success(VERIFIED),
                onError: (error) => toast.error(messageOf(error, VERIFY_FAILED)),
              })
            }
          >
            Verify
          </Button>
          <Button $variant="outline" $size="sm" aria-label={`Reject ${r.name}`} onClick={onReject}>
            Reject
          </Button>
        </>
      )}
      <Button $variant="ghost" $size="sm" aria-label={`Delete ${r.name}`} onClick={onDelete}>
        Delete
      </Button>
    </Actions>
  );
}

export function SupplierRegistrationsScreen() {
  const [tab, setTab] = useState<RegistrationTab>("verified");
  const [page, setPage] = useState(1);
  const list = useRegistrations(tab, page);
  const verify = useVerifyRegistration();
  const [rejecting, setRejecting] = useState<RegistrationView | null>(null);
  const [viewing, setViewing] = useState<RegistrationView | null>(null);
  const [editing, setEditing] = useState<RegistrationView | null>(null);
  const [openDoc, setOpenDoc] = useState<{ vendorId: string; kind: string; label: string } | null>(null);
  const rows = list.data?.vendors ?? [];
  const remove = useDeleteRegistration();
  const { deleting, setDeleting, confirmDelete } = useConfirmedDelete<RegistrationView>(remove, { deleted: DELETED, failed: DELETE_FAILED });

  return (
    <>
      <ScreenHead title="Vendor Management" />
      <Tabs
        value={tab}
        onValueChange={(value) => {
          setTab(value as RegistrationTab);
          setPage(1);
        }}
      >
        <TabList aria-label="Registrations">
          {TABS.map((t) => (
            <Tab key={t.value} value={t.value}>
              {t.label}
            </Tab>
          ))}
        </TabList>
        {/* One panel, the active tab's: the server filters, so the other tabs hold nothing. */}
        <TabPanel value={tab}>
          <PagedTable
            list={list}
            rows={rows}
            columns={COLUMNS}
            actions={(r) => (
              <RegistrationActions
                registration={r}
                verify={verify}
                onView={() => setViewing(r)}
                onEdit={() => setEditing(r)}
                onReject={() => setRejecting(r)}
                onDelete={() => setDeleting(r)}
              />
            )}
            failedText={LOAD_FAILED}
            emptyText={EMPTY_SUPPLIERS}
            pager={{ noun: ["supplier", "suppliers"], onPage: setPage, page }}
            pageSize={PAGE_SIZE}
          />
        </TabPanel>
      </Tabs>
      <SupplierDetails
        supplier={viewing}
        onClose={() => setViewing(null)}
        onOpenDocument={(kind, label) => viewing && setOpenDoc({ vendorId: viewing.vendorId, kind, label })}
      />
      <DocumentViewer vendorId={openDoc?.vendorId ?? ""} kind={openDoc?.kind ?? null} label={openDoc?.label ?? ""} onClose={() => setOpenDoc(null)} />
      <EditSupplierDialog supplier={editing} onClose={() => setEditing(null)} />
      <RejectSupplierDialog supplier={rejecting} onClose={() => setRejecting(null)} />
      <ConfirmDelete
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        busy={remove.isPending}
        description={`This removes ${deleting?.name ?? "the supplier"}'s registration and its documents. The supplier must register again before it can trade.`}
        onConfirm={confirmDelete}
      />
    </>
  );
}