import type { UseFormReturn } from "react-hook-form";
import { TextAreaField, TextField } from "@/components/ui/form/fields";
import { bind, FileField } from "../../components/crud";
import type { Product, ProductValues } from "../api/products";
import { ImagePreview } from "./ImagePreview";
import { SpecificationRows } from "./SpecificationRows";
import { VarietyEditor } from "./VarietyEditor";

// Every field of the product dialog (SPEC section 2 "Product Management"): the product's
// texts, its specifications, the main image with a preview, and the variety editor.

export function ProductFields({ form, row }: { form: UseFormReturn<ProductValues>; row: Product | null }) {
  const chosen = form.watch("mainImage");
  return (
    <>
      <TextField label="Title" markRequired {...bind(form, "title")} />
      <TextField label="Category" markRequired {...bind(form, "category")} />
      <TextField label="Tag" note="optional" {...bind(form, "tag")} />
      <TextAreaField label="Details" rows={3} {...bind(form, "details")} />
      <TextAreaField label="Description" rows={4} {...bind(form, "description")} />
      <TextAreaField label="Features" note="one per line" rows={3} {...bind(form, "features")} />
      <SpecificationRows form={form} />
      <FileField control={form.control} name="mainImage" label="Main image" current={row?.image} markRequired={!row} />
      <ImagePreview file={chosen} label="New main image" />
      <VarietyEditor form={form} />
    </>
  );
}
