import type { LucideIcon } from "lucide-react";
import {
  BadgeCheck,
  BadgeIndianRupee,
  ChartColumn,
  Boxes,
  CircleHelp,
  Gem,
  Globe,
  History,
  Image,
  Images,
  Inbox,
  Layers,
  Mail,
  MessageSquareQuote,
  Package,
  PackageCheck,
  PanelBottom,
  Sparkles,
  Store,
  Briefcase,
  Users,
} from "lucide-react";

// The back office's screens and sidebar groups (SPEC section 2, admin routes). Paths are
// relative to /admin. `icon` is what the collapsed sidebar (icon mode, 3rem) shows; the
// label stays the link's accessible name. A screen's component is registered in
// routes/screens.tsx; a path without one shows a placeholder with the screen's title.

export type AdminScreen = { path: string; label: string; title: string; icon: LucideIcon };
export type AdminNavGroup = { label: string; items: readonly AdminScreen[] };

export const ADMIN_NAV: readonly AdminNavGroup[] = [
  {
    label: "Home",
    items: [
      { path: "logo", label: "Logo", title: "Logo", icon: Image },
      { path: "home-banner", label: "Home Banner", title: "Home Banner", icon: Images },
      { path: "reach", label: "Reach", title: "Reach Section", icon: Globe },
      { path: "core", label: "Core Values", title: "Core Values Section", icon: Gem },
      { path: "faq", label: "FAQ", title: "FAQ Management", icon: CircleHelp },
      { path: "whyChooseUs", label: "Why Choose Us", title: "Why Choose Us Management", icon: Sparkles },
    ],
  },
  {
    label: "Service",
    items: [
      { path: "service", label: "Services", title: "Services Management", icon: Briefcase },
      { path: "additional-service", label: "Additional Services", title: "Services Management", icon: Layers },
    ],
  },
  {
    label: "Supplier",
    items: [
      { path: "vendor", label: "Vendors", title: "Vendor Management", icon: Store },
      { path: "verifiedSupplier", label: "Supplier Registrations", title: "Vendor Management", icon: BadgeCheck },
    ],
  },
  // The spec has a second group labelled Supplier that holds the buyers' screen.
  { label: "Supplier", items: [{ path: "user", label: "Users", title: "User Management", icon: Users }] },
  {
    label: "Product",
    items: [
      { path: "product", label: "Products", title: "Product Management", icon: Package },
      { path: "supplierProduct", label: "Supplier Products", title: "Supplier Products", icon: Boxes },
    ],
  },
  {
    label: "Testimonial",
    items: [{ path: "testimonial", label: "Testimonials", title: "Testimonial Section", icon: MessageSquareQuote }],
  },
  { label: "Footer", items: [{ path: "footer", label: "Footer", title: "Footer & Contact Details", icon: PanelBottom }] },
  {
    label: "Enquiry",
    items: [
      { path: "enquiry", label: "Enquiries", title: "General Enquiries", icon: Mail },
      { path: "productEnquiry", label: "Product Enquiries", title: "Product Enquiries", icon: Inbox },
    ],
  },
  // Beyond the spec: the orders accepted quotes became.
  { label: "Orders", items: [{ path: "orders", label: "Orders", title: "Orders", icon: PackageCheck }] },
  // Beyond the spec: views, enquiries, answers and accepted quotes of the whole site.
  { label: "Insights", items: [{ path: "insights", label: "Insights", title: "Insights", icon: ChartColumn }] },
  // Beyond the spec: the rupee rates of the currencies the site shows prices in.
  {
    label: "Exchange Rates",
    items: [{ path: "exchangeRates", label: "Exchange Rates", title: "Exchange Rates", icon: BadgeIndianRupee }],
  },
  // Beyond the spec: the record of every admin write (who, what, which record, when, where from).
  { label: "Activity", items: [{ path: "activity", label: "Activity", title: "Admin Activity", icon: History }] },
];

export const ADMIN_SCREENS: readonly AdminScreen[] = ADMIN_NAV.flatMap((group) => group.items);

/** Screens whose toasts appear top-right instead of bottom-right (SPEC section 9). */
export const TOP_RIGHT_TOAST_SCREENS: readonly string[] = ["faq"];
