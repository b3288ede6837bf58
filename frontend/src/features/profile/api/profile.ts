import { api } from "@/lib/api";
import type { AddressInput, ProfileInput } from "@/types/api";

// The buyer's own profile calls. The server acts on the signed-in buyer only.

export const updateProfile = (body: ProfileInput) => api.put("/api/v1/user/profile", { body });

export const addAddress = (body: AddressInput) => api.post("/api/v1/user/address", { body });

export const updateAddress = (id: string, body: AddressInput) =>
  api.put("/api/v1/user/address/{addressId}", { path: { addressId: id }, body });

export const removeAddress = (id: string) => api.delete("/api/v1/user/address/{addressId}", { path: { addressId: id } });
