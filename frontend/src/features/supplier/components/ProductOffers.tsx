import { useState } from "react";
import { useOutletContext } from "react-router";
import styled from "styled-components";
import { toast } from "sonner";
import { Button } from "@/components/ui/Button";
import { Dialog, DialogActions, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/Dialog";
import { messageOf } from "@/lib/api";
import { DataTable, type Column } from "@/components/ui/DataTable";
import { ListState } from "@/components/ui/ListState";
import { formatMoney } from "@/lib/like-for-like";
import { formatQuantity } from "@/lib/money";
import { colors, radii, shadows } from "@/styles/theme";
import { useDeleteOffer, useSupplierOffers, type SupplierOffer } from "../api/offers";
import { OfferFormDialog } from "./OfferFormDialog";
import { ScreenHead } from "./portal-ui";
import type { SupplierOutletContext } from "./RequireSupplier";

// /vendor/product, 'My Product Listings' (SPEC section 2): the signed-in supplier's
// offers in the shared table (one card per offer where it does not fit), one dialog
// for Add and Edit, and a confirmation before a delete.

export const EMPTY_OFFERS = 'You haven\'t listed any products yet. Click "Add New Product" to get started.';

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

const COLUMNS: readonly Column<SupplierOffer>[] = [
  { header: "Product", cell: (l) => l.product.title },
  { header: "Variety", cell: (l) => l.variety.title },
  { header: "Location", cell: (l) => l.location },
  { header: "Price", cell: (l) => formatMoney(l.price, "INR"), nowrap: true },
  { header: "Quantity", cell: (l) => formatQuantity(l.quantityAvailable), nowrap: true },
  { header: "Unit", cell: (l) => l.unit, nowrap: true },
  { header: "Notes", cell: (l) => l.notes || "—", clamp: true },
];

export function ProductOffers() {
  const { vendor } = useOutletContext<SupplierOutletContext>();
  const offers = useSupplierOffers(vendor.id);
  const [editing, setEditing] = useState<SupplierOffer | "new" | null>(null);
  const [deleting, setDeleting] = useState<SupplierOffer | null>(null);

  return (
    <>
      <ScreenHead>
        <h1>My Product Listings</h1>
        <Button onClick={() => setEditing("new")}>Add New Product</Button>
      </ScreenHead>
      <Panel>
        <ListState
          pending={offers.isPending}
          failed={offers.isError}
          failedText={messageOf(offers.error, "Failed to fetch products.")}
          empty={offers.data?.length === 0}
          emptyText={EMPTY_OFFERS}
          onRetry={() => void offers.refetch()}
          loadingText="Loading listings…"
        />
        {offers.data && offers.data.length > 0 && (
          <DataTable
            rows={offers.data}
            columns={COLUMNS}
            actions={(offer) => (
              <Actions>
                <Button
                  $variant="outline"
                  $size="sm"
                  aria-label={`Edit ${offer.product.title} ${offer.variety.title}`}
                  onClick={() => setEditing(offer)}
                >
                  Edit
                </Button>
                <Button
                  $variant="secondary"
                  $size="sm"
                  aria-label={`Delete ${offer.product.title} ${offer.variety.title}`}
                  onClick={() => setDeleting(offer)}
                >
                  Delete
                </Button>
              </Actions>
            )}
          />
        )}
      </Panel>
      <OfferFormDialog vendorId={vendor.id} editing={editing} onClose={() => setEditing(null)} />
      <DeleteOfferDialog offer={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

function DeleteOfferDialog({ offer, onClose }: { offer: SupplierOffer | null; onClose: () => void }) {
  const remove = useDeleteOffer();
  function confirm() {
    if (!offer) return;
    remove.mutate(offer._id, {
      onSuccess: () => {
        toast.success("Product Deleted");
        onClose();
      },
      onError: (error) => toast.error(messageOf(error, "Failed to delete product.")),
    });
  }
  return (
    <Dialog open={offer !== null} onOpenChange={(open) => !open && onClose()}>
      {offer && (
        <DialogContent role="alertdialog">
          <DialogTitle>Delete this listing?</DialogTitle>
          <DialogDescription>
            {offer.product.title} – {offer.variety.title} will be removed from your listings. This cannot be undone.
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
