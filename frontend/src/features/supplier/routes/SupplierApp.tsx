import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { BrowserRouter, Navigate, Route, Routes } from "react-router";
import { createAreaQueryClient } from "@/lib/session-query";
import { Toasts } from "@/components/Toasts";
import { RequireSupplier } from "../components/RequireSupplier";
import { SupplierLayout } from "../components/SupplierLayout";
import { CompleteRegistrationPage, RegistrationStatusPage } from "../components/RegistrationScreens";
import { RequireVerified } from "../components/RequireVerified";
import { SupplierDocumentScreen } from "../components/SupplierDocuments";
import { SupplierNotFound } from "../components/SupplierNotFound";
import { InsightsScreen } from "../components/InsightsScreen";
import { EnquiryThreadScreen } from "../components/EnquiryThreadScreen";
import { LeadInbox } from "../components/LeadInbox";
import { SupplierOrderScreen, SupplierOrdersScreen } from "../components/SupplierOrders";
import { ProductOffers } from "../components/ProductOffers";
import { SupplierLoginPage } from "./SupplierLoginPage";

// Root of the client-only supplier (vendor) portal, loaded lazily by the shell so public
// pages never download it. Open: /vendor/login, /vendor/complete-registration,
// /vendor/registration-status. Everything else under /vendor needs a vendor session.

export function SupplierRoutes() {
  return (
    <Routes>
      <Route path="/vendor/login" element={<SupplierLoginPage />} />
      <Route path="/vendor/complete-registration" element={<CompleteRegistrationPage />} />
      <Route path="/vendor/registration-status" element={<RegistrationStatusPage />} />
      {/* The spec's legacy /document path: the same screen, inside the portal. */}
      <Route path="/document" element={<Navigate to="/vendor/document" replace />} />
      <Route path="/vendor" element={<RequireSupplier />}>
        <Route element={<SupplierLayout />}>
          <Route index element={<SupplierDocumentScreen />} />
          <Route path="document" element={<SupplierDocumentScreen />} />
          <Route element={<RequireVerified />}>
            <Route path="product" element={<ProductOffers />} />
            <Route path="enquiries" element={<LeadInbox />} />
            <Route path="enquiries/:id" element={<EnquiryThreadScreen />} />
            <Route path="orders" element={<SupplierOrdersScreen />} />
            <Route path="orders/:id" element={<SupplierOrderScreen />} />
            {/* The spec's Order area is the supplier's enquiries. */}
            <Route path="order" element={<Navigate to="/vendor/enquiries" replace />} />
            <Route path="insights" element={<InsightsScreen />} />
          </Route>
          <Route path="*" element={<SupplierNotFound />} />
        </Route>
      </Route>
      <Route path="*" element={<Navigate to="/vendor" replace />} />
    </Routes>
  );
}

export default function SupplierApp() {
  const [queryClient] = useState(createAreaQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <SupplierRoutes />
      </BrowserRouter>
      <Toasts />
    </QueryClientProvider>
  );
}
