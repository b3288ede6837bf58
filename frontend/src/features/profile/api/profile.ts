import type { AddressInput } from "@/features/auth/api/accounts";
import { apiRequest } from "@/features/auth/api/http";
import type { ProfileUser } from "../types";

// The buyer's own profile calls. The server acts on the signed-in buyer only.

type UserResponse = { success: boolean; user: ProfileUser; message?: string };

export type ProfileUpdate = {
  name: string;
  email: string;
  currentPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
};

export const updateProfile = (body: ProfileUpdate) => apiRequest<UserResponse>("PUT", "/user/profile", body);

export const addAddress = (body: AddressInput) => apiRequest<UserResponse>("POST", "/user/address", body);

export const updateAddress = (id: string, body: AddressInput) =>
  apiRequest<UserResponse>("PUT", `/user/address/${encodeURIComponent(id)}`, body);

export const removeAddress = (id: string) => apiRequest<UserResponse>("DELETE", `/user/address/${encodeURIComponent(id)}`);
