import { api } from "@/lib/api";
import type { AccountKind } from "@/types/api";

// "Forgot password" and "reset password" for buyers (user/…) and suppliers (vendor/…).

export const requestPasswordReset = (role: AccountKind, email: string) =>
  role === "vendor"
    ? api.post("/api/v1/vendor/forgotPassword", { body: { email } })
    : api.post("/api/v1/user/forgotPassword", { body: { email } });

export type NewPassword = { token: string; password: string; confirmPassword: string };

export const resetPassword = (role: AccountKind, body: NewPassword) =>
  role === "vendor"
    ? api.post("/api/v1/vendor/resetPassword", { body })
    : api.post("/api/v1/user/resetPassword", { body });
