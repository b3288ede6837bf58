import type { ComponentType } from "react";
import type { PageName } from "@/types/api";
import { NotFoundPage } from "@/features/not-found/routes/NotFoundPage";
import { LazyPage, lazyPage } from "./lazy-page";

// Page name (PageProps.page, chosen by the Rust loader) → component. Shared by the
// server bundle and the client so both render the same tree for the same props.
// "shell" (admin, vendor) is absent on purpose: those areas are client-only.
// A page is either a component (part of the entry, on every page) or a lazyPage (its
// own chunk, loaded before the page hydrates; see lazy-page.ts). Prefer lazyPage: the
// entry is the JavaScript every public page pays for.

// Each page narrows `data` to its own shape; the registry cannot know which.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PageComponent = ComponentType<{ data: any }>;

// Keyed by the page names the server's PageName enum generates: a page added in Rust
// without a component here (or a stale one here) fails to compile.
const pages: Record<Exclude<PageName, "shell">, PageComponent | LazyPage> = {
  home: lazyPage(() => import("@/features/home/routes/HomePage"), (m) => m.HomePage),
  products: lazyPage(() => import("@/features/products/routes/ProductsPage"), (m) => m.ProductsPage),
  category: lazyPage(() => import("@/features/products/routes/CategoryPage"), (m) => m.CategoryPage),
  variety: lazyPage(() => import("@/features/products/routes/VarietyPage"), (m) => m.VarietyPage),
  about: lazyPage(() => import("@/features/about/routes/AboutPage"), (m) => m.AboutPage),
  service: lazyPage(() => import("@/features/services/routes/ServicePage"), (m) => m.ServicePage),
  certificates: lazyPage(() => import("@/features/certificates/routes/CertificatesPage"), (m) => m.CertificatesPage),
  contact: lazyPage(() => import("@/features/contact/routes/ContactPage"), (m) => m.ContactPage),
  "became-a-supplier": lazyPage(() => import("@/features/supplier-landing/routes/BecameSupplierPage"), (m) => m.BecameSupplierPage),
  "not-found": NotFoundPage,
  login: lazyPage(() => import("@/features/auth/routes/LoginPage"), (m) => m.LoginPage),
  "user-register": lazyPage(() => import("@/features/auth/routes/BuyerRegisterPage"), (m) => m.BuyerRegisterPage),
  "supplier-register": lazyPage(() => import("@/features/auth/routes/SupplierRegisterPage"), (m) => m.SupplierRegisterPage),
  "forgot-password": lazyPage(() => import("@/features/auth/routes/ForgotPasswordPage"), (m) => m.ForgotPasswordPage),
  "reset-password": lazyPage(() => import("@/features/auth/routes/ResetPasswordPage"), (m) => m.ResetPasswordPage),
  profile: lazyPage(() => import("@/app/routes/ProfileRoute"), (m) => m.ProfileRoute),
  enquiry: lazyPage(() => import("@/features/enquiry/routes/EnquiryPage"), (m) => m.EnquiryPage),
  enquiries: lazyPage(() => import("@/features/enquiry/routes/EnquiriesSentPage"), (m) => m.EnquiriesSentPage),
  "my-enquiries": lazyPage(() => import("@/features/enquiry/routes/MyEnquiriesPage"), (m) => m.MyEnquiriesPage),
  "my-orders": lazyPage(() => import("@/features/profile/routes/MyOrdersPage"), (m) => m.MyOrdersPage),
};

type RegisteredPage = keyof typeof pages;

export function hasPage(name: string): name is RegisteredPage {
  return Object.prototype.hasOwnProperty.call(pages, name);
}

export function resolvePage(name: string): PageComponent {
  if (!hasPage(name)) return NotFoundPage;
  const entry = pages[name];
  return entry instanceof LazyPage ? entry.resolve() : entry;
}

/** Resolves once the page's code is in (at once for pages in the entry). */
export async function loadPage(name: string): Promise<void> {
  const entry = hasPage(name) ? pages[name] : undefined;
  if (entry instanceof LazyPage) await entry.load();
}
