import { useState } from "react";
import * as z from "zod/mini";
import { optionalText, requiredText } from "@/lib/account-schemas";
import { messages } from "@/types/rules.gen";
import { CrudScreen } from "../../components/crud";
import { BLANK_PRODUCT, PRODUCTS_KEY, productCalls, toValues, type Product, type ProductValues, type Variety, type VarietyDraft } from "../api/products";
import { ProductDetailDialog, VarietyDetailDialog } from "../components/DetailDialogs";
import { ProductFields } from "../components/ProductFields";
import { ProductGrid } from "../components/ProductGrid";

// /admin/product: Product Management on the back office's list-and-edit pattern. The
// server checks everything again; the form only spares a round trip.

const schema = z
  .object({
    title: requiredText("Title is required"),
    category: requiredText("Category is required"),
    tag: optionalText(),
    details: optionalText(),
    description: optionalText(),
    features: z.string(),
    specifications: z.array(z.object({ name: z.string(), value: z.string() })),
    mainImage: z.nullable(z.custom<File>((v) => v instanceof File)),
    currentImage: z.nullable(z.string()),
    varieties: z.array(z.custom<VarietyDraft>()),
  })
  .check(
    // A new product needs its main image (SPEC section 5); an edit keeps the stored one.
    z.superRefine((v: Pick<ProductValues, "mainImage" | "currentImage">, ctx) => {
      if (!v.mainImage && !v.currentImage) {
        ctx.addIssue({ code: "custom", path: ["mainImage"], message: messages.mainImageRequired, input: v.mainImage });
      }
    }),
  );

export function ProductScreen() {
  const [viewing, setViewing] = useState<Product | null>(null);
  const [variety, setVariety] = useState<Variety | null>(null);
  return (
    <>
      <CrudScreen<Product, ProductValues>
        title="Product Management"
        addLabel="Add New Product"
        calls={{
          key: PRODUCTS_KEY,
          ...productCalls,
          messages: {
            loadFailed: "Failed to fetch products.",
            created: "Product created successfully",
            createFailed: (m) => m,
            updated: "Product updated successfully",
            updateFailed: (m) => m,
            deleted: "Product deleted successfully",
            deleteFailed: "Failed to delete product.",
          },
        }}
        list={(rows, actions) => <ProductGrid products={rows} actions={actions} onView={setViewing} onViewVariety={setVariety} />}
        emptyText="No products yet."
        dialogTitle={(row) => (row ? "Edit Product" : "Add New Product")}
        schema={schema}
        blank={BLANK_PRODUCT}
        toValues={toValues}
        fields={(form, row) => <ProductFields form={form} row={row} />}
        busyLabel="Uploading..."
        submitLabel={(row) => (row ? "Update Product" : "Create Product")}
        deleteDescription="This action cannot be undone. This will permanently delete the product, its varieties and its suppliers' listings. Enquiries about it stay readable."
      />
      <ProductDetailDialog value={viewing} onClose={() => setViewing(null)} />
      <VarietyDetailDialog value={variety} onClose={() => setVariety(null)} />
    </>
  );
}
