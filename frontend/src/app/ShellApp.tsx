import { lazy, Suspense } from "react";
import styled from "styled-components";
import { GlobalStyle } from "@/styles/GlobalStyle";
import { colors } from "@/styles/theme";

// Client-only root for the admin and vendor areas (page "shell"). Each area is its own
// lazily loaded chunk, so the public pages' JavaScript never includes them.

const AdminApp = lazy(() => import("@/features/admin/routes/AdminApp"));
const SupplierApp = lazy(() => import("@/features/supplier/routes/SupplierApp"));

const Loading = styled.p`
  min-height: 100vh;
  display: grid;
  place-items: center;
  color: ${colors.muted};
`;

/** /admin… is the back office; every other shell path (/vendor…, /document) is the supplier portal. */
export function areaOf(pathname: string): "admin" | "vendor" {
  return /^\/admin(\/|$)/.test(pathname) ? "admin" : "vendor";
}

export function ShellApp({ pathname }: { pathname: string }) {
  const Area = areaOf(pathname) === "admin" ? AdminApp : SupplierApp;
  return (
    <>
      <GlobalStyle />
      <Suspense fallback={<Loading role="status">Loading…</Loading>}>
        <Area />
      </Suspense>
    </>
  );
}
