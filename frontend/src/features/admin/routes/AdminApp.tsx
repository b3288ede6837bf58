import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { BrowserRouter, Navigate, Route, Routes } from "react-router";
import { createAreaQueryClient } from "@/lib/session-query";
import { RequireSession } from "@/components/account/RequireSession";
import { AdminLayout } from "../components/AdminLayout";
import { AdminToasts } from "../components/AdminToasts";
import { AdminDashboard, AdminNotFound, AdminScreenPlaceholder } from "../components/AdminScreens";
import { ADMIN_SCREENS } from "../nav";
import { AdminLoginPage } from "./AdminLoginPage";
import { SCREENS } from "./screens";

// Root of the client-only admin area, loaded lazily by the shell so public pages never
// download it. /admin/login is open; every other /admin path needs an admin session.

export function AdminRoutes() {
  return (
    <Routes>
      <Route path="/admin/login" element={<AdminLoginPage />} />
      <Route
        path="/admin"
        element={
          <RequireSession role="admin" loginPath="/admin/login">
            {() => <AdminLayout />}
          </RequireSession>
        }
      >
        {/* The index is the logo screen (SPEC section 2: "index and logo (same screen)"). */}
        <Route index element={SCREENS.logo ? <LogoIndex /> : <AdminDashboard />} />
        {ADMIN_SCREENS.map((screen) => {
          const Screen = SCREENS[screen.path];
          return (
            <Route key={screen.path} path={screen.path} element={Screen ? <Screen /> : <AdminScreenPlaceholder screen={screen} />} />
          );
        })}
        <Route path="*" element={<AdminNotFound />} />
      </Route>
      <Route path="*" element={<Navigate to="/admin" replace />} />
    </Routes>
  );
}

function LogoIndex() {
  const Logo = SCREENS.logo!;
  return <Logo />;
}

export default function AdminApp() {
  const [queryClient] = useState(createAreaQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AdminRoutes />
        <AdminToasts />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
