import { useState } from "react";
import styled from "styled-components";
import { toast } from "sonner";
import { Button } from "@/components/ui/Button";
import { formatMoney } from "@/lib/like-for-like";
import { formatQuantity } from "@/lib/money";
import { colors } from "@/styles/theme";
import { PagedTable } from "@/components/ui/PagedTable";
import { ConfirmDelete, ScreenHead, useConfirmedDelete, type Column } from "../../components/crud";
import { Switch } from "../../components/ListParts";
import { PAGE_SIZE, useAdminOffers, useDeleteAdminOffer, useSetOfferActive, type AdminOfferRow } from "../api/offers";
import { OfferDetails } from "./OfferDetails";

// /admin/supplierProduct, 'Supplier Products' (SPEC section 2): every supplier's offers
// with product, supplier, price, stock and an Active switch (an inactive offer leaves
// the public pages), View Details, Edit (a notice only, as in the spec) and Delete.

export const EMPTY_PRODUCTS = "No products found";
export const LOAD_FAILED = "Failed to fetch products.";
export const DELETED = "Product deleted successfully";
export const DELETE_FAILED = "Failed to delete product.";
export const STATUS_FAILED = "Failed to update product status.";

const Product = styled.div`
  display: flex;
  gap: 0.6rem;
  align-items: center;
  min-width: 0;
  small { display: block; color: ${colors.muted}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
`;

const StatusCell = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

type SetActive = ReturnType<typeof useSetOfferActive>;

function offerColumns(setActive: SetActive): Column<AdminOfferRow>[] {
  return [
    {
      header: "Product",
      cell: (r) => (
        <Product>
          {r.product.image && <img src={r.product.image} alt="" loading="lazy" />}
          <span>
            {r.product.title}
            <small>{r.unit}</small>
          </span>
        </Product>
      ),
    },
    {
      header: "Vendor",
      cell: (r) => (
        <>
          <div>{r.vendor.name}</div>
          <div data-nowrap="true">{r.vendor.email}</div>
        </>
      ),
    },
    { header: "Price", cell: (r) => formatMoney(r.price, "INR"), nowrap: true },
    { header: "Stock", cell: (r) => `${formatQuantity(r.quantityAvailable)} ${r.unit}`, nowrap: true },
    {
      header: "Status",
      cell: (r) => (
        <StatusCell>
          <Switch
            label={`Active: ${r.product.title} by ${r.vendor.name}`}
            checked={r.isActive}
            disabled={setActive.isPending && setActive.variables?.id === r._id}
            onChange={(isActive) => setActive.mutate({ id: r._id, isActive }, { onError: () => toast.error(STATUS_FAILED) })}
          />
          <span>{r.isActive ? "Active" : "Inactive"}</span>
        </StatusCell>
      ),
      nowrap: true,
    },
  ];
}

/** View Details, Edit (a notice only, as in the spec) and Delete. */
function OfferActions({ offer: r, onView, onDelete }: { offer: AdminOfferRow; onView: () => void; onDelete: () => void }) {
  return (
    <Actions>
      <Button $variant="outline" $size="sm" aria-label={`View details of ${r.product.title} by ${r.vendor.name}`} onClick={onView}>
        View Details
      </Button>
      <Button $variant="outline" $size="sm" aria-label={`Edit ${r.product.title} by ${r.vendor.name}`} onClick={() => toast.info(`${r.product.title} is being edited by its supplier.`)}>
        Edit
      </Button>
      <Button $variant="ghost" $size="sm" aria-label={`Delete ${r.product.title} by ${r.vendor.name}`} onClick={onDelete}>
        Delete
      </Button>
    </Actions>
  );
}

export function SupplierOffersScreen() {
  const [page, setPage] = useState(1);
  const list = useAdminOffers(page);
  const setActive = useSetOfferActive();
  const remove = useDeleteAdminOffer();
  const { deleting, setDeleting, confirmDelete } = useConfirmedDelete<AdminOfferRow>(remove, { deleted: DELETED, failed: DELETE_FAILED });
  const [viewing, setViewing] = useState<AdminOfferRow | null>(null);
  const rows = list.data?.products ?? [];

  return (
    <>
      <ScreenHead title="Supplier Products" />
      <PagedTable
        list={list}
        rows={rows}
        columns={offerColumns(setActive)}
        actions={(r) => <OfferActions offer={r} onView={() => setViewing(r)} onDelete={() => setDeleting(r)} />}
        failedText={LOAD_FAILED}
        emptyText={EMPTY_PRODUCTS}
        pager={{ noun: ["listing", "listings"], onPage: setPage, page }}
        pageSize={PAGE_SIZE}
      />
      <OfferDetails offer={viewing} onClose={() => setViewing(null)} />
      <ConfirmDelete
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        busy={remove.isPending}
        description={`${deleting?.product.title ?? "This listing"} by ${deleting?.vendor.name ?? "its supplier"} will be removed from the site. This cannot be undone.`}
        onConfirm={confirmDelete}
      />
    </>
  );
}
