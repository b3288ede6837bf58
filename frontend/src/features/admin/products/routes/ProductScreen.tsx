import { useState } from "react";
import styled from "styled-components";
import * as z from "zod/mini";
import { TextField } from "@/components/ui/form/fields";
import { Pager } from "@/components/ui/Pager";
import { useDebounced } from "@/lib/use-debounced";
import { optionalText, requiredText } from "@/lib/account-schemas";
import { messages } from "@/types/rules.gen";
import { CrudScreen } from "../../components/crud";
import { BLANK_PRODUCT, PRODUCT_PAGE_SIZE, PRODUCTS_KEY, productCalls, productPage, toValues, type Product, type ProductValues, type Variety, type VarietyDraft } from "../api/products";
import { ProductDetailDialog, VarietyDetailDialog } from "../components/DetailDialogs";
import { ProductFields } from "../components/ProductFields";
import { ProductGrid } from "../components/ProductGrid";

// /admin/product: Product Management on the back office's list-and-edit pattern. The
// server checks everything again; the form only spares a round trip.

const SearchBox = styled.form`
  max-width: 28rem;
  margin-bottom: 1rem;
`;

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
  // The catalogue is read a page at a time (tens of thousands of products would not fit
  // one answer); the search box asks the server, once per pause in typing.
  const [searchText, setSearchText] = useState("");
  const [page, setPage] = useState(1);
  const [counted, setCounted] = useState({ total: 0, exact: true });
  const search = useDebounced(searchText.trim());
  const query = { page, search };
  return (
    <>
      <CrudScreen<Product, ProductValues>
        title="Product Management"
        addLabel="Add New Product"
        calls={{
          // Every write invalidates PRODUCTS_KEY, so the page shown is read again.
          key: [...PRODUCTS_KEY, query],
          list: async (signal) => {
            const answer = await productPage(query, signal);
            setCounted({ total: answer.total, exact: answer.totalExact });
            return answer.products;
          },
          create: productCalls.create,
          update: productCalls.update,
          remove: productCalls.remove,
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
        emptyText={search ? "No products match your search." : "No products yet."}
        dialogTitle={(row) => (row ? "Edit Product" : "Add New Product")}
        schema={schema}
        blank={BLANK_PRODUCT}
        toValues={toValues}
        fields={(form, row) => <ProductFields form={form} row={row} />}
        busyLabel="Uploading..."
        submitLabel={(row) => (row ? "Update Product" : "Create Product")}
        deleteDescription="This action cannot be undone. This will permanently delete the product, its varieties and its suppliers' listings. Enquiries about it stay readable."
        footer={
          <Pager
            page={page}
            pageSize={PRODUCT_PAGE_SIZE}
            total={counted.total}
            totalExact={counted.exact}
            noun={["product", "products"]}
            onPage={setPage}
            label="Product pages"
          />
        }
      >
        <SearchBox role="search" onSubmit={(e) => e.preventDefault()}>
          <TextField
            label="Search products"
            type="search"
            placeholder="Title, category or variety"
            value={searchText}
            onChange={(e) => {
              setSearchText(e.target.value);
              setPage(1);
            }}
          />
        </SearchBox>
      </CrudScreen>
      <ProductDetailDialog value={viewing} onClose={() => setViewing(null)} />
      <VarietyDetailDialog value={variety} onClose={() => setVariety(null)} />
    </>
  );
}
