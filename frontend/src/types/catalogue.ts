// Page data of the catalogue pages, as the Rust loaders build it (server/src/pages/
// product_list.rs, category.rs, variety.rs). Image values are URL paths.

export type ProductCardData = {
  _id: string;
  title: string;
  category: string;
  categorySlug: string;
  description: string;
  image: string | null;
};

export type ProductsData = { products: ProductCardData[] };

export type Specification = { name: string; value: string };

export type VarietyCardData = {
  _id: string;
  title: string;
  slug: string;
  description: string | null;
  varietyImage: string | null;
  origin: string | null;
};

export type CategoryProduct = {
  _id: string;
  title: string;
  slug: string;
  category: string;
  categorySlug: string;
  tag: string | null;
  description: string;
  details: string;
  image: string | null;
  features: string[];
  specifications: Specification[];
  varieties: VarietyCardData[];
};

export type CategoryData = { product: CategoryProduct; offerCount: number; brochure: string | null };

/** The variety page's Additional Information (SPEC: additionalDescription). */
export type ShippingDetails = {
  packaging: string | null;
  packagingMaterial: string | null;
  supplyAbility: string | null;
  container: string | null;
  shipmentPreparationTime: string | null;
  deliveryTime: string | null;
};

export type Variety = {
  _id: string;
  title: string;
  slug: string;
  description: string | null;
  varietyImage: string | null;
  origin: string | null;
  energy: string | null;
  protein: string | null;
  crudeFibre: string | null;
  calcium: string | null;
  iron: string | null;
  additionalDescription: ShippingDetails;
};

/** One supplier's offer of a variety (a listing without its copy of the product). */
export type Supplier = {
  _id: string;
  vendor: { _id: string; name: string; location: string };
  varietyId: string;
  price: number;
  unit: string;
  location: string;
  quantityAvailable: number;
  notes: string | null;
};

export type ParentProduct = {
  _id: string;
  title: string;
  slug: string;
  category: string;
  categorySlug: string;
  image: string | null;
};

export type VarietyData = {
  product: ParentProduct;
  variety: Variety;
  suppliers: Supplier[];
  related: ProductCardData[];
};
