import type { CategoryData, VarietySupplier, Variety, VarietyData } from "@/types/api";

// Catalogue page data shaped like the Rust loaders' output.

export const alphonso: Variety = {
  _id: "v1",
  title: "Alphonso",
  slug: "alphonso",
  description: "The king of mangoes.",
  varietyImage: "/static/images/products/mango.svg",
  origin: "Ratnagiri, India",
  energy: "74 kcal",
  protein: null,
  crudeFibre: "1.6 g",
  calcium: "",
  iron: "0.4 mg",
  additionalDescription: {
    packaging: "3 kg box",
    packagingMaterial: null,
    supplyAbility: "",
    container: "40 ft reefer",
    shipmentPreparationTime: "3 days",
    deliveryTime: null,
  },
  comparableUnit: "kg",
};

export function supplier(id: string, name: string, overrides: Partial<VarietySupplier> = {}): VarietySupplier {
  return {
    _id: id,
    vendor: { _id: `vendor-${id}`, name, location: "Ratnagiri", isVerified: true, memberSince: 2014, answeredEnquiries: 12 },
    varietyId: "v1",
    price: 1450,
    unit: "box",
    location: "Ratnagiri, Maharashtra",
    quantityAvailable: 2400,
    notes: "April to June",
    minOrder: 100,
    comparablePrice: 483.33,
    comparableUnit: "kg",
    currency: "INR",
    packContent: 3,
    incoterm: "EXW",
    namedPlace: "Ratnagiri, Maharashtra",
    ...overrides,
  };
}

export const varietyData: VarietyData = {
  product: { _id: "p1", title: "Mango", slug: "mango", category: "Mangoes", categorySlug: "mangoes", image: null },
  variety: alphonso,
  suppliers: [supplier("l2", "Deccan Fresh Farms", { price: 399.5, unit: "kg", minOrder: null, comparablePrice: 399.5, packContent: null }), supplier("l1", "Konkan Agro Exports")],
  sort: "price",
  related: [
    { _id: "p2", title: "Grapes", category: "Grapes", categorySlug: "grapes", description: "", image: null },
  ],
};

export const categoryData: CategoryData = {
  product: {
    _id: "p1",
    title: "Mango",
    slug: "mango",
    category: "Mangoes",
    categorySlug: "mangoes",
    tag: "Fresh Fruits",
    description: "Sweet mangoes.",
    details: "Graded and packed the day they are picked.",
    image: null,
    features: [],
    specifications: [],
    varieties: [
      { _id: "v1", title: "Alphonso", slug: "alphonso", description: "King of mangoes", varietyImage: null, origin: "Ratnagiri" },
      { _id: "v2", title: "Kesar", slug: "kesar", description: null, varietyImage: null, origin: null },
    ],
  },
  offerCount: 2,
  brochure: null,
};
