import { api, ApiError, isAbort } from "@/lib/api";
import type { VarietySupplier } from "@/types/api";

// GET /api/v1/vendorProduct/product/{productId} (SPEC section 7): the product's public
// listings; the variety page keeps those of its own variety, as the spec's client did.

export class SupplierLoadError extends Error {}

export async function fetchSuppliers(productId: string, varietyId: string, signal?: AbortSignal): Promise<VarietySupplier[]> {
  let listings;
  try {
    ({ listings } = await api.get("/api/v1/vendorProduct/product/{productId}", { path: { productId }, signal }));
  } catch (error) {
    if (isAbort(error)) throw error;
    if (error instanceof ApiError) throw new SupplierLoadError(error.message || "Failed to load suppliers. Please try again.");
    throw new SupplierLoadError("Failed to load suppliers. Please check your connection and try again.");
  }
  return listings
    .filter((listing) => listing.varietyId === varietyId)
    .map(({ _id, vendor, varietyId: id, price, unit, location, quantityAvailable, notes, minOrder, ...figures }) => ({
      _id,
      vendor,
      varietyId: id,
      price,
      unit,
      location,
      quantityAvailable,
      minOrder: minOrder ?? null,
      notes: notes ?? null,
      comparablePrice: figures.comparablePrice ?? null,
      comparableUnit: figures.comparableUnit,
      packContent: figures.packContent ?? null,
      incoterm: figures.incoterm,
      namedPlace: figures.namedPlace,
      currency: figures.currency,
      converted: figures.converted ?? null,
    }));
}
