import { useState } from "react";
import { useOutletContext } from "react-router";
import styled from "styled-components";
import { toast } from "sonner";
import { Button } from "@/components/ui/Button";
import { Dialog, DialogActions, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/Dialog";
import { messageOf } from "@/lib/api";
import { formatQuantity } from "@/lib/money";
import { colors, radii, shadows } from "@/styles/theme";
import { useDeleteListing, useVendorListings, type SupplierListing } from "../api/listings";
import { ListingFormDialog } from "./ListingFormDialog";
import type { VendorOutletContext } from "./RequireVendor";

// /vendor/product, 'My Product Listings' (SPEC section 2): the signed-in supplier's
// listings in a table that becomes one card per listing on narrow screens, one dialog
// for Add and Edit, and a confirmation before a delete.

export const EMPTY_LISTINGS = 'You haven\'t listed any products yet. Click "Add New Product" to get started.';

/** ₹ and always two decimals, as the listing table shows prices. */
export function formatListingPrice(price: number): string {
  return `₹${price.toFixed(2)}`;
}

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
  /* A last resort between the breakpoint and a wide window: the table scrolls, not the page. */
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  color: ${colors.ink};
  th, td { padding: 0.65rem 0.6rem; text-align: left; vertical-align: top; border-bottom: 1px solid ${colors.line}; }
  th { font-size: 0.85rem; text-transform: uppercase; letter-spacing: 0.03em; color: ${colors.muted}; }
  td { overflow-wrap: anywhere; }
  td.actions, td.short { white-space: nowrap; overflow-wrap: normal; }
  td.actions > * + * { margin-left: 0.5rem; }

  /* Narrow screens: one card per listing, each cell labelled by its column. */
  @media (max-width: 64rem) {
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
    tbody, tr, td { display: block; }
    tr { padding: 0.75rem; margin-bottom: 0.75rem; border: 1px solid ${colors.line}; border-radius: ${radii.sm}; }
    td { display: grid; grid-template-columns: 6.5rem minmax(0, 1fr); gap: 0.5rem; padding: 0.35rem 0; border: 0; }
    td::before { content: attr(data-label); font-weight: 700; color: ${colors.muted}; }
    td.actions { white-space: normal; display: flex; flex-wrap: wrap; gap: 0.5rem; padding-top: 0.6rem; }
    td.actions::before { content: none; }
    td.actions > * + * { margin-left: 0; }
  }
`;

export function ProductListings() {
  const { vendor } = useOutletContext<VendorOutletContext>();
  const listings = useVendorListings(vendor.id);
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
          <p>{EMPTY_LISTINGS}</p>
        ) : (
          <Table>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Variety</th>
                <th scope="col">Location</th>
                <th scope="col">Price</th>
                <th scope="col">Quantity</th>
                <th scope="col">Unit</th>
                <th scope="col">Notes</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {listings.data.map((listing) => (
                <tr key={listing._id}>
                  <td data-label="Product">{listing.product.title}</td>
                  <td data-label="Variety">{listing.variety.title}</td>
                  <td data-label="Location">{listing.location}</td>
                  <td className="short" data-label="Price">{formatListingPrice(listing.price)}</td>
                  <td className="short" data-label="Quantity">{formatQuantity(listing.quantityAvailable)}</td>
                  <td className="short" data-label="Unit">{listing.unit}</td>
                  <td data-label="Notes">{listing.notes || "—"}</td>
                  <td className="actions">
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
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Panel>
      <ListingFormDialog vendorId={vendor.id} editing={editing} onClose={() => setEditing(null)} />
      <DeleteListingDialog listing={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

function DeleteListingDialog({ listing, onClose }: { listing: SupplierListing | null; onClose: () => void }) {
  const remove = useDeleteListing();
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
