import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { BrowserRouter, Navigate, Route, Routes } from "react-router";
import { createAreaQueryClient } from "@/lib/session-query";
import { Toasts } from "@/components/Toasts";
import { RequireVendor } from "../components/RequireVendor";
import { VendorLayout } from "../components/VendorLayout";
import { CompleteRegistrationPage, RegistrationStatusPage } from "../components/RegistrationScreens";
import { RequireVerified } from "../components/RequireVerified";
import { VendorDocumentScreen } from "../components/VendorDocuments";
import { VendorNotFound } from "../components/VendorNotFound";
import { InsightsScreen } from "../components/InsightsScreen";
import { EnquiryThreadScreen } from "../components/EnquiryThreadScreen";
import { LeadInbox } from "../components/LeadInbox";
import { ProductListings } from "../components/ProductListings";
import { VendorLoginPage } from "./VendorLoginPage";

// Root of the client-only supplier (vendor) portal, loaded lazily by the shell so public
// pages never download it. Open: /vendor/login, /vendor/complete-registration,
// /vendor/registration-status. Everything else under /vendor needs a vendor session.

export function VendorRoutes() {
  return (
    <Routes>
      <Route path="/vendor/login" element={<VendorLoginPage />} />
      <Route path="/vendor/complete-registration" element={<CompleteRegistrationPage />} />
      <Route path="/vendor/registration-status" element={<RegistrationStatusPage />} />
      {/* The spec's legacy /document path: the same screen, inside the portal. */}
      <Route path="/document" element={<Navigate to="/vendor/document" replace />} />
      <Route path="/vendor" element={<RequireVendor />}>
        <Route element={<VendorLayout />}>
          <Route index element={<VendorDocumentScreen />} />
          <Route path="document" element={<VendorDocumentScreen />} />
          <Route element={<RequireVerified />}>
            <Route path="product" element={<ProductListings />} />
            <Route path="enquiries" element={<LeadInbox />} />
            <Route path="enquiries/:id" element={<EnquiryThreadScreen />} />
            {/* The spec's Order area is the supplier's enquiries. */}
            <Route path="order" element={<Navigate to="/vendor/enquiries" replace />} />
            <Route path="insights" element={<InsightsScreen />} />
          </Route>
          <Route path="*" element={<VendorNotFound />} />
        </Route>
      </Route>
      <Route path="*" element={<Navigate to="/vendor" replace />} />
    </Routes>
  );
}

export default function VendorApp() {
  const [queryClient] = useState(createAreaQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <VendorRoutes />
      </BrowserRouter>
      <Toasts />
    </QueryClientProvider>
  );
}
