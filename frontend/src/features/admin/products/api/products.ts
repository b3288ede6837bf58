import { api, ApiError, type Schemas } from "@/lib/api";

// The Product Management calls (SPEC section 7): the catalogue list, and create, update and
// delete as multipart forms. The form's lists travel as JSON text; each variety names its
// new picture by `imageIndex`, its position among the repeated `varietyImages` files.

export type Product = Schemas["Product"];
export type Variety = Schemas["Variety"];
export type VarietyInput = Schemas["VarietyInput"];
type ShippingDetails = Schemas["ShippingDetails"];

export const PRODUCTS_KEY = ["admin", "products"] as const;

/** SPEC section 8: the submit error alert shows the server's message or this. */
export const SUBMIT_FAILED = "Error submitting form";

/** The editor's copy of one variety: text fields as typed, a newly chosen picture. */
export type VarietyDraft = {
  _id?: string;
  title: string;
  description: string;
  origin: string;
  energy: string;
  protein: string;
  crudeFibre: string;
  calcium: string;
  iron: string;
  additionalDescription: { [K in keyof ShippingDetails]-?: string };
  image: File | null;
  /** The stored picture (editing), shown until another is chosen. */
  currentImage: string | null;
};

export type ProductValues = {
  title: string;
  category: string;
  tag: string;
  details: string;
  description: string;
  /** One feature per line. */
  features: string;
  specifications: { name: string; value: string }[];
  mainImage: File | null;
  currentImage: string | null;
  varieties: VarietyDraft[];
};

export const SHIPPING_FIELDS = [
  ["packaging", "Packaging"],
  ["packagingMaterial", "Packaging material"],
  ["supplyAbility", "Supply ability"],
  ["container", "Container"],
  ["shipmentPreparationTime", "Shipment preparation time"],
  ["deliveryTime", "Delivery time"],
] as const satisfies readonly (readonly [keyof ShippingDetails, string])[];

export const NUTRITION_FIELDS = [
  ["energy", "Energy"],
  ["protein", "Protein"],
  ["crudeFibre", "Crude fibre"],
  ["calcium", "Calcium"],
  ["iron", "Iron"],
] as const satisfies readonly (readonly [keyof Variety, string])[];

export function blankVariety(): VarietyDraft {
  return {
    title: "",
    description: "",
    origin: "",
    energy: "",
    protein: "",
    crudeFibre: "",
    calcium: "",
    iron: "",
    additionalDescription: { packaging: "", packagingMaterial: "", supplyAbility: "", container: "", shipmentPreparationTime: "", deliveryTime: "" },
    image: null,
    currentImage: null,
  };
}

export const BLANK_PRODUCT: ProductValues = {
  title: "",
  category: "",
  tag: "",
  details: "",
  description: "",
  features: "",
  specifications: [],
  mainImage: null,
  currentImage: null,
  varieties: [],
};

export function toDraft(v: Variety): VarietyDraft {
  const ship = v.additionalDescription;
  return {
    _id: v._id,
    title: v.title,
    description: v.description ?? "",
    origin: v.origin ?? "",
    energy: v.energy ?? "",
    protein: v.protein ?? "",
    crudeFibre: v.crudeFibre ?? "",
    calcium: v.calcium ?? "",
    iron: v.iron ?? "",
    additionalDescription: {
      packaging: ship.packaging ?? "",
      packagingMaterial: ship.packagingMaterial ?? "",
      supplyAbility: ship.supplyAbility ?? "",
      container: ship.container ?? "",
      shipmentPreparationTime: ship.shipmentPreparationTime ?? "",
      deliveryTime: ship.deliveryTime ?? "",
    },
    image: null,
    currentImage: v.varietyImage ?? null,
  };
}

export function toValues(p: Product): ProductValues {
  return {
    title: p.title,
    category: p.category,
    tag: p.tag ?? "",
    details: p.details,
    description: p.description,
    features: p.features.join("\n"),
    specifications: p.specifications.map((s) => ({ name: s.name, value: s.value })),
    mainImage: null,
    currentImage: p.image ?? null,
    varieties: p.varieties.map(toDraft),
  };
}

/** The multipart fields of the form: lists as JSON text, variety pictures in order. */
export function toFormFields(v: ProductValues) {
  const varietyImages: File[] = [];
  const varieties: VarietyInput[] = v.varieties.map(({ image, currentImage: _stored, ...draft }) => {
    const item: VarietyInput = { ...draft };
    if (image) {
      item.imageIndex = varietyImages.length;
      varietyImages.push(image);
    }
    return item;
  });
  return {
    title: v.title,
    category: v.category,
    tag: v.tag,
    details: v.details,
    description: v.description,
    features: JSON.stringify(v.features.split("\n").map((line) => line.trim()).filter(Boolean)),
    specifications: JSON.stringify(v.specifications.filter((s) => s.name.trim() || s.value.trim())),
    varieties: JSON.stringify(varieties),
    mainImage: v.mainImage,
    varietyImages,
  };
}

/** A failure without the server's own words reads 'Error submitting form'. */
async function submitting<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.message) throw error;
    throw new ApiError(error instanceof ApiError ? error.status : 0, SUBMIT_FAILED);
  }
}

/** Products a page of Product Management shows. */
export const PRODUCT_PAGE_SIZE = 20;

export type ProductQuery = { page: number; search: string };

/** One page of the catalogue, or of a search of it, with the count over all pages. */
export async function productPage({ page, search }: ProductQuery, signal: AbortSignal) {
  const query = { page, pageSize: PRODUCT_PAGE_SIZE, ...(search ? { search } : {}) };
  return api.get("/api/v1/admin/product/getAllProducts", { query, signal });
}

export const productCalls = {
  create: (values: ProductValues) =>
    submitting(() => api.form.post("/api/v1/admin/product/createProduct", { body: toFormFields(values) })),
  update: (row: Product, values: ProductValues) =>
    submitting(() => api.form.put("/api/v1/admin/product/{id}", { path: { id: row._id }, body: toFormFields(values) })),
  remove: (row: Product) => api.delete("/api/v1/admin/product/{id}", { path: { id: row._id } }),
};
