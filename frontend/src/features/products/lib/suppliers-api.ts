import type { Supplier } from "@/types/catalogue";

// GET /api/v1/vendorProduct/product/{productId} (SPEC section 7): the product's public
// listings; the variety page keeps those of its own variety, as the spec's client did.

export const listingsUrl = (productId: string) => `/api/v1/vendorProduct/product/${encodeURIComponent(productId)}`;

type ListingAnswer = {
  success?: boolean;
  message?: string;
  listings?: Array<Supplier & { product?: unknown }>;
};

export class SupplierLoadError extends Error {}

export async function fetchSuppliers(productId: string, varietyId: string, signal?: AbortSignal): Promise<Supplier[]> {
  let answer: ListingAnswer;
  try {
    const response = await fetch(listingsUrl(productId), { headers: { Accept: "application/json" }, signal });
    answer = (await response.json()) as ListingAnswer;
    if (!response.ok || answer.success !== true) {
      throw new SupplierLoadError(answer.message || "Failed to load suppliers. Please try again.");
    }
  } catch (error) {
    if (error instanceof SupplierLoadError || (error as Error)?.name === "AbortError") throw error;
    throw new SupplierLoadError("Failed to load suppliers. Please check your connection and try again.");
  }
  return (answer.listings ?? [])
    .filter((listing) => listing.varietyId === varietyId)
    .map(({ _id, vendor, varietyId: id, price, unit, location, quantityAvailable, notes }) => ({
      _id,
      vendor,
      varietyId: id,
      price,
      unit,
      location,
      quantityAvailable,
      notes: notes ?? null,
    }));
}
