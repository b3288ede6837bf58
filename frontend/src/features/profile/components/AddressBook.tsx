import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import styled from "styled-components";
import { CardGrid } from "@/components/ui/Card";
import { toast } from "sonner";
import { Button } from "@/components/ui/Button";
import { AddressFields } from "@/components/ui/form/AddressFields";
import { FormBanner, FormStack, TextField } from "@/components/ui/form/fields";
import {
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/components/ui/Dialog";
import { messageOf } from "@/lib/api";
import { type AddressValues, addressSchema, COUNTRIES } from "@/lib/account-schemas";
import { colors, radii } from "@/styles/theme";
import { addAddress, removeAddress, updateAddress } from "../api/profile";
import type { AddressView, BuyerView } from "@/types/api";

// The buyer's addresses on the Profile tab: Add New, Edit and Remove (with a
// confirmation dialog), each saved at once through the address calls. Every call answers
// with the whole user, which replaces the one on screen.

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  padding: 1.1rem 1.2rem;
  border: 1px solid ${colors.line};
  border-radius: ${radii.md};
  background: ${colors.white};
  h4 { font-size: 1rem; color: ${colors.forest}; }
  p { color: ${colors.muted}; }
`;

const ItemActions = styled.div`
  display: flex;
  gap: 0.5rem;
  margin-top: auto;
  padding-top: 0.75rem;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-bottom: 1rem;
  h3 { font-size: 1.15rem; color: ${colors.forest}; }
`;

const Empty = styled.p`
  padding: 1.25rem;
  border: 1px dashed ${colors.line};
  border-radius: ${radii.md};
  color: ${colors.muted};
  text-align: center;
`;

const EMPTY_ADDRESS: AddressValues = { label: "Home", street: "", city: "", state: "", zip: "", country: "India" };

function toValues(address: AddressView | null): AddressValues {
  if (!address) return EMPTY_ADDRESS;
  const country = (COUNTRIES as readonly string[]).includes(address.country)
    ? (address.country as AddressValues["country"])
    : "India";
  return { label: address.label, street: address.street, city: address.city, state: address.state, zip: address.zip, country };
}

type Editing = { address: AddressView | null } | null;

export function AddressBook({ addresses, onUserChange }: { addresses: AddressView[]; onUserChange: (user: BuyerView) => void }) {
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<AddressView | null>(null);

  return (
    <section aria-labelledby="profile-addresses">
      <Head>
        <h3 id="profile-addresses">Addresses</h3>
        <Button $variant="outline" $size="sm" onClick={() => setEditing({ address: null })}>
          Add New
        </Button>
      </Head>
      {addresses.length === 0 ? (
        <Empty>No addresses saved yet.</Empty>
      ) : (
        <CardGrid $gap="1rem">
          {addresses.map((address) => (
            <Item key={address._id}>
              <h4>{address.label || "Address"}</h4>
              <p>{address.street}</p>
              <p>{[address.city, address.state, address.zip].filter(Boolean).join(", ")}</p>
              <p>{address.country}</p>
              <ItemActions>
                <Button
                  $variant="outline"
                  $size="sm"
                  aria-label={`Edit ${address.label || "address"}: ${address.street}`}
                  onClick={() => setEditing({ address })}
                >
                  Edit
                </Button>
                <Button
                  $variant="ghost"
                  $size="sm"
                  aria-label={`Remove ${address.label || "address"}: ${address.street}`}
                  onClick={() => setRemoving(address)}
                >
                  Remove
                </Button>
              </ItemActions>
            </Item>
          ))}
        </CardGrid>
      )}
      {editing && (
        <AddressDialog
          address={editing.address}
          onClose={() => setEditing(null)}
          onSaved={(user) => {
            onUserChange(user);
            setEditing(null);
          }}
        />
      )}
      {removing && (
        <RemoveAddressDialog
          address={removing}
          onClose={() => setRemoving(null)}
          onRemoved={(user) => {
            onUserChange(user);
            setRemoving(null);
          }}
        />
      )}
    </section>
  );
}

type AddressDialogProps = {
  address: AddressView | null;
  onClose: () => void;
  onSaved: (user: BuyerView) => void;
};

function AddressDialog({ address, onClose, onSaved }: AddressDialogProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AddressValues>({ resolver: zodResolver(addressSchema), defaultValues: toValues(address) });

  const onSubmit = async (values: AddressValues) => {
    setServerError(null);
    const body = { ...values, label: values.label || "Home" };
    try {
      const { user } = address ? await updateAddress(address._id, body) : await addAddress(body);
      toast.success(address ? "Address updated successfully" : "Address added successfully");
      onSaved(user);
    } catch (error) {
      setServerError(messageOf(error, address ? "Failed to update address" : "Failed to add address"));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !isSubmitting && onClose()}>
      <DialogContent>
        <DialogTitle>{address ? "Edit Address" : "Add New Address"}</DialogTitle>
        <DialogDescription>Street and city are required.</DialogDescription>
        <FormStack noValidate onSubmit={handleSubmit(onSubmit)} style={{ marginTop: "1.25rem" }}>
          {serverError && <FormBanner tone="error">{serverError}</FormBanner>}
          <TextField label="Label" placeholder="Home, Office, Warehouse…" error={errors.label?.message} {...register("label")} />
          <AddressFields countries={COUNTRIES} field={(name) => ({ ...register(name), error: errors[name]?.message })} />
          <DialogActions>
            <Button type="submit" $variant="secondary" disabled={isSubmitting}>
              {isSubmitting ? "Saving..." : address ? "Save Address" : "Add Address"}
            </Button>
            <DialogClose asChild>
              <Button $variant="ghost" disabled={isSubmitting}>
                Cancel
              </Button>
            </DialogClose>
          </DialogActions>
        </FormStack>
      </DialogContent>
    </Dialog>
  );
}

type RemoveDialogProps = {
  address: AddressView;
  onClose: () => void;
  onRemoved: (user: BuyerView) => void;
};

function RemoveAddressDialog({ address, onClose, onRemoved }: RemoveDialogProps) {
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setServerError(null);
    try {
      const { user } = await removeAddress(address._id);
      toast.success("Address removed successfully");
      onRemoved(user);
    } catch (error) {
      setServerError(messageOf(error, "Failed to remove address"));
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent role="alertdialog">
        <DialogTitle>Remove this address?</DialogTitle>
        <DialogDescription>
          {address.label || "Address"}: {[address.street, address.city, address.country].filter(Boolean).join(", ")}. This cannot
          be undone.
        </DialogDescription>
        {serverError && (
          <div style={{ marginTop: "1rem" }}>
            <FormBanner tone="error">{serverError}</FormBanner>
          </div>
        )}
        <DialogActions>
          <Button $variant="secondary" onClick={() => void confirm()} disabled={busy}>
            {busy ? "Removing..." : "Remove"}
          </Button>
          <DialogClose asChild>
            <Button $variant="ghost" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
