import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { BrowserRouter, Navigate, Route, Routes } from "react-router";
import { createAreaQueryClient } from "@/lib/session-query";
import { Toasts } from "@/components/Toasts";
import { AdminLayout } from "../components/AdminLayout";
import { AdminDashboard, AdminNotFound, AdminScreenPlaceholder } from "../components/AdminScreens";
import { RequireAdmin } from "../components/RequireAdmin";
import { ADMIN_SCREENS } from "../nav";
import { AdminLoginPage } from "./AdminLoginPage";

// Root of the client-only admin area, loaded lazily by the shell so public pages never
// download it. /admin/login is open; every other /admin path needs an admin session.

export function AdminRoutes() {
  return (
    <Routes>
      <Route path="/admin/login" element={<AdminLoginPage />} />
      <Route
        path="/admin"
        element={
          <RequireAdmin>
            <AdminLayout />
          </RequireAdmin>
        }
      >
        <Route index element={<AdminDashboard />} />
        {ADMIN_SCREENS.map((screen) => (
          <Route key={screen.path} path={screen.path} element={<AdminScreenPlaceholder screen={screen} />} />
        ))}
        <Route path="*" element={<AdminNotFound />} />
      </Route>
      <Route path="*" element={<Navigate to="/admin" replace />} />
    </Routes>
  );
}

export default function AdminApp() {
  const [queryClient] = useState(createAreaQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AdminRoutes />
      </BrowserRouter>
      <Toasts />
    </QueryClientProvider>
  );
}
