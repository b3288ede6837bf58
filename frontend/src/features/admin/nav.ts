// The back office's screens and sidebar groups (SPEC section 2, admin routes). Paths are
// relative to /admin. The screens themselves arrive in later issues; until then each
// path shows a placeholder with the screen's title.

export type AdminScreen = { path: string; label: string; title: string };
export type AdminNavGroup = { label: string; items: readonly AdminScreen[] };

export const ADMIN_NAV: readonly AdminNavGroup[] = [
  {
    label: "Home",
    items: [
      { path: "logo", label: "Logo", title: "Logo" },
      { path: "home-banner", label: "Home Banner", title: "Home Banner" },
      { path: "reach", label: "Reach", title: "Reach Section" },
      { path: "core", label: "Core Values", title: "Core Values Section" },
      { path: "faq", label: "FAQ", title: "FAQ Management" },
      { path: "whyChooseUs", label: "Why Choose Us", title: "Why Choose Us Management" },
    ],
  },
  {
    label: "Service",
    items: [
      { path: "service", label: "Services", title: "Services Management" },
      { path: "additional-service", label: "Additional Services", title: "Services Management" },
    ],
  },
  {
    label: "Supplier",
    items: [
      { path: "vendor", label: "Vendors", title: "Vendor Management" },
      { path: "verifiedSupplier", label: "Supplier Registrations", title: "Vendor Management" },
    ],
  },
  // The spec has a second group labelled Supplier that holds the buyers' screen.
  { label: "Supplier", items: [{ path: "user", label: "Users", title: "User Management" }] },
  {
    label: "Product",
    items: [
      { path: "product", label: "Products", title: "Product Management" },
      { path: "supplierProduct", label: "Supplier Products", title: "Supplier Products" },
    ],
  },
  { label: "Testimonial", items: [{ path: "testimonial", label: "Testimonials", title: "Testimonial Section" }] },
  { label: "Footer", items: [{ path: "footer", label: "Footer", title: "Footer" }] },
  {
    label: "Enquiry",
    items: [
      { path: "enquiry", label: "Enquiries", title: "General Enquiries" },
      { path: "productEnquiry", label: "Product Enquiries", title: "Product Enquiries" },
    ],
  },
];

export const ADMIN_SCREENS: readonly AdminScreen[] = ADMIN_NAV.flatMap((group) => group.items);
