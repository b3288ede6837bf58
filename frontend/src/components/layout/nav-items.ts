// The site's navigation targets (SPEC section 2), shared by header and footer.

export type NavItem = { to: string; label: string };

export const MAIN_NAV: readonly NavItem[] = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/service", label: "Service" },
  { to: "/products", label: "Products" },
  { to: "/certificates", label: "Certificates" },
  { to: "/contact", label: "Contact" },
];

export const FOOTER_QUICK_LINKS: readonly NavItem[] = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/products", label: "Products" },
  { to: "/certificates", label: "Certificates" },
];
