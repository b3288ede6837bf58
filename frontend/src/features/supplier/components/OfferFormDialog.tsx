import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { DialogSubmitRow } from "@/components/ui/DialogSubmitRow";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/Dialog";
import { FieldRow, FormStack, SelectField, TextAreaField, TextField } from "@/components/ui/form/fields";
import { ApiError, messageOf } from "@/lib/api";
import { INCOTERMS } from "@/lib/like-for-like";
import type { Incoterm, OfferUnit } from "@/types/api";
import { listingUnits } from "@/types/rules.gen";
import { useCatalogueSearch, useSaveOffer, type Product, type SupplierOffer } from "../api/offers";
import { PackContentField } from "./PackContentField";
import { ProductPicker } from "./ProductPicker";

// One dialog for adding and editing an offer (SPEC section 5, vendor listing form):
// product (searched in the catalogue as the supplier types), variety (enabled once a
// product is chosen, listing only its varieties),
// price, location, quantity available, unit; minimum order (in the unit) and notes
// optional. The server checks the values; its per-field messages are shown beside the
// fields.

type Form = {
  product: string;
  varietyId: string;
  price: string;
  location: string;
  quantityAvailable: string;
  minOrder: string;
  unit: string;
  notes: string;
  packContent: string;
  incoterm: string;
  namedPlace: string;
};

const blank: Form = {
  product: "",
  varietyId: "",
  price: "",
  location: "",
  quantityAvailable: "",
  minOrder: "",
  unit: "kg",
  notes: "",
  packContent: "",
  incoterm: "EXW",
  namedPlace: "",
};

function formOf(offer: SupplierOffer | null): Form {
  if (!offer) return blank;
  return {
    product: offer.product._id,
    varietyId: offer.varietyId,
    price: String(offer.price),
    location: offer.location,
    quantityAvailable: String(offer.quantityAvailable),
    minOrder: offer.minOrder == null ? "" : String(offer.minOrder),
    unit: offer.unit,
    notes: offer.notes ?? "",
    packContent: offer.packContent == null ? "" : String(offer.packContent),
    incoterm: offer.incoterm,
    // The location is the default place: only a place of its own is kept as one.
    namedPlace: offer.namedPlace === offer.location ? "" : offer.namedPlace,
  };
}

type Props = {
  vendorId: string;
  /** null: closed; "new": adding; an offer: editing it. */
  editing: SupplierOffer | "new" | null;
  onClose: () => void;
};

export function OfferFormDialog({ vendorId, editing, onClose }: Props) {
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      {editing !== null && (
        <OfferForm
          key={editing === "new" ? "new" : editing._id}
          vendorId={vendorId}
          offer={editing === "new" ? null : editing}
          onDone={onClose}
        />
      )}
    </Dialog>
  );
}

/** The body of a save: numbers as numbers, blanks as null. */
function bodyOf(form: Form, vendorId: string) {
  return {
    product: form.product,
    varietyId: form.varietyId,
    price: Number(form.price),
    location: form.location.trim(),
    quantityAvailable: Number(form.quantityAvailable),
    // Sent as typed: blank is no minimum, anything else the server checks.
    minOrder: form.minOrder.trim() ? Number(form.minOrder) : null,
    // The select offers listingUnits only; the server checks again.
    unit: form.unit as OfferUnit,
    notes: form.notes.trim() || null,
    vendor: vendorId,
    packContent: form.packContent.trim() ? Number(form.packContent) : null,
    incoterm: form.incoterm as Incoterm,
    namedPlace: form.namedPlace.trim() || null,
  };
}

type Errors = Record<string, string>;
type Bind = (name: keyof Form) => (e: { target: { value: string } }) => void;

/** The terms of the offer: price and place, quantities and unit, price basis, notes. */
function OfferTermsFields({ form, set, errors }: { form: Form; set: Bind; errors: Errors }) {
  return (
    <>
      <FieldRow $min="9rem">
        <TextField
          label="Price (₹)"
          type="number"
          min={0}
          step={0.01}
          required
          markRequired
          inputMode="decimal"
          value={form.price}
          onChange={set("price")}
          error={errors.price}
        />
        <TextField label="Location" required markRequired value={form.location} onChange={set("location")} error={errors.location} />
      </FieldRow>
      <FieldRow $min="9rem">
        <TextField
          label="Quantity Available"
          type="number"
          min={0}
          step="any"
          required
          markRequired
          inputMode="decimal"
          value={form.quantityAvailable}
          onChange={set("quantityAvailable")}
          error={errors.quantityAvailable}
        />
        <SelectField label="Unit" required markRequired value={form.unit} onChange={set("unit")} error={errors.unit} options={listingUnits} />
        <TextField
          label="Minimum Order"
          note="optional, in the unit"
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
          value={form.minOrder}
          onChange={set("minOrder")}
          error={errors.minOrder}
        />
      </FieldRow>
      <FieldRow $min="9rem">
        <PackContentField value={form.packContent} onChange={set("packContent")} error={errors.packContent} />
        <SelectField label="Price basis" value={form.incoterm} onChange={set("incoterm")} error={errors.incoterm} options={INCOTERMS} />
        <TextField label="Named place" note="optional" value={form.namedPlace} onChange={set("namedPlace")} error={errors.namedPlace} />
      </FieldRow>
      <TextAreaField label="Notes" note="optional" value={form.notes} onChange={set("notes")} error={errors.notes} />
    </>
  );
}

function OfferForm({ vendorId, offer, onDone }: { vendorId: string; offer: SupplierOffer | null; onDone: () => void }) {
  const [form, setForm] = useState<Form>(() => formOf(offer));
  const [errors, setErrors] = useState<Errors>({});
  const [picked, setPicked] = useState<Product | null>(null);
  // Editing: the offer names its product; its varieties come from a search of its title.
  const current = useCatalogueSearch(offer?.product.title ?? "", offer !== null && picked === null);
  const save = useSaveOffer();
  const chosen = picked ?? (current.data ?? []).find((p) => p._id === form.product);
  const varieties = chosen?.varieties ?? (offer && form.product === offer.product._id ? [offer.variety] : []);
  const set = (name: keyof Form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    const body = bodyOf(form, vendorId);
    save.mutate(
      { id: offer?._id, body },
      {
        onSuccess: () => {
          toast.success(offer ? "Product Updated" : "Product Added");
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.errors) setErrors(error.errors);
          toast.error(messageOf(error, offer ? "Failed to update product." : "Failed to add product."));
        },
      },
    );
  }

  return (
    <DialogContent>
      <DialogTitle>{offer ? "Edit Product" : "Add New Product"}</DialogTitle>
      <DialogDescription>Offer one variety of a product: your price, stock and where it ships from.</DialogDescription>
      <FormStack onSubmit={submit} style={{ marginTop: "1.25rem" }}>
        <ProductPicker
          value={offer ? offer.product : null}
          error={errors.product}
          onChange={(product) => {
            setPicked(product);
            setForm((f) => ({ ...f, product: product._id, varietyId: product._id === f.product ? f.varietyId : "" }));
          }}
        />
        <SelectField
          label="Variety"
          required
          markRequired
          disabled={varieties.length === 0}
          value={form.varietyId}
          onChange={set("varietyId")}
          error={errors.varietyId ?? errors.variety}
          options={[
            { value: "", label: form.product ? "Select a variety" : "Choose a product first" },
            ...varieties.map((v) => ({ value: v._id, label: v.title })),
          ]}
        />
        <OfferTermsFields form={form} set={set} errors={errors} />
        <DialogSubmitRow busy={save.isPending}>
          {save.isPending ? "Processing..." : offer ? "Update Product" : "Add Product"}
        </DialogSubmitRow>
      </FormStack>
    </DialogContent>
  );
}