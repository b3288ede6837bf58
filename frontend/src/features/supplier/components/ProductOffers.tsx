import { useState } from "react";
import { useOutletContext } from "react-router";
import styled from "styled-components";
import { toast } from "sonner";
import { Button } from "@/components/ui/Button";
import { Dialog, DialogActions, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/Dialog";
import { messageOf } from "@/lib/api";
import { DataTable, type Column } from "@/components/ui/DataTable";
import { formatQuantity, formatRupees } from "@/lib/money";
import { colors, radii, shadows } from "@/styles/theme";
import { useDeleteOffer, useSupplierOffers, type SupplierListing } from "../api/offers";
import { OfferFormDialog } from "./OfferFormDialog";
import type { SupplierOutletContext } from "./RequireSupplier";

// /vendor/product, 'My Product Listings' (SPEC section 2): the signed-in supplier's
// listings in the shared table (one card per listing where it does not fit), one dialog
// for Add and Edit, and a confirmation before a delete.

export const EMPTY_OFFERS = 'You haven\'t listed any products yet. Click "Add New Product" to get started.';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 1rem;
  h1 { font-size: clamp(1.5rem, 3vw, 2rem); color: ${colors.forest}; }
`;

const Panel = styled.div`
  padding: 1.25rem;
  border-radius: ${radii.md};
  background: ${colors.white};
  box-shadow: ${shadows.card};
  color: ${colors.muted};
  min-width: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const COLUMNS: readonly Column<SupplierListing>[] = [
  { header: "Product", cell: (l) => l.product.title },
  { header: "Variety", cell: (l) => l.variety.title },
  { header: "Location", cell: (l) => l.location },
  { header: "Price", cell: (l) => formatRupees(l.price), nowrap: true },
  { header: "Quantity", cell: (l) => formatQuantity(l.quantityAvailable), nowrap: true },
  { header: "Unit", cell: (l) => l.unit, nowrap: true },
  { header: "Notes", cell: (l) => l.notes || "—", clamp: true },
];

export function ProductOffers() {
  const { vendor } = useOutletContext<SupplierOutletContext>();
  const listings = useSupplierOffers(vendor.id);
  const [editing, setEditing] = useState<SupplierListing | "new" | null>(null);
  const [deleting, setDeleting] = useState<SupplierListing | null>(null);

  return (
    <>
      <Head>
        <h1>My Product Listings</h1>
        <Button onClick={() => setEditing("new")}>Add New Product</Button>
      </Head>
      <Panel>
        {listings.isPending ? (
          <p role="status">Loading listings…</p>
        ) : listings.isError ? (
          <div role="alert">
            <p>{messageOf(listings.error, "Failed to fetch products.")}</p>
            <Button $variant="secondary" $size="sm" onClick={() => void listings.refetch()}>
              Retry
            </Button>
          </div>
        ) : listings.data.length === 0 ? (
          <p>{EMPTY_OFFERS}</p>
        ) : (
          <DataTable
            rows={listings.data}
            columns={COLUMNS}
            actions={(listing) => (
              <Actions>
                <Button
                  $variant="outline"
                  $size="sm"
                  aria-label={`Edit ${listing.product.title} ${listing.variety.title}`}
                  onClick={() => setEditing(listing)}
                >
                  Edit
                </Button>
                <Button
                  $variant="secondary"
                  $size="sm"
                  aria-label={`Delete ${listing.product.title} ${listing.variety.title}`}
                  onClick={() => setDeleting(listing)}
                >
                  Delete
                </Button>
              </Actions>
            )}
          />
        )}
      </Panel>
      <OfferFormDialog vendorId={vendor.id} editing={editing} onClose={() => setEditing(null)} />
      <DeleteOfferDialog listing={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

function DeleteOfferDialog({ listing, onClose }: { listing: SupplierListing | null; onClose: () => void }) {
  const remove = useDeleteOffer();
  function confirm() {
    if (!listing) return;
    remove.mutate(listing._id, {
      onSuccess: () => {
        toast.success("Product Deleted");
        onClose();
      },
      onError: (error) => toast.error(messageOf(error, "Failed to delete product.")),
    });
  }
  return (
    <Dialog open={listing !== null} onOpenChange={(open) => !open && onClose()}>
      {listing && (
        <DialogContent role="alertdialog">
          <DialogTitle>Delete this listing?</DialogTitle>
          <DialogDescription>
            {listing.product.title} – {listing.variety.title} will be removed from your listings. This cannot be undone.
          </DialogDescription>
          <DialogActions>
            <DialogClose asChild>
              <Button $variant="outline">Cancel</Button>
            </DialogClose>
            <Button onClick={confirm} disabled={remove.isPending}>
              {remove.isPending ? "Deleting..." : "Delete"}
            </Button>
          </DialogActions>
        </DialogContent>
      )}
    </Dialog>
  );
}
