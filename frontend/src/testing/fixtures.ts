import type { HomeData } from "@/types/api";
import type { PageProps, SiteProps } from "@/types/api";

// Props shaped like the Rust loaders' output, for component tests.

export const site: SiteProps = {
  logo: null,
  footer: { phone: "+91 98765 43210", address: "12 Harbour Road, Navi Mumbai", email: "info@tradehub.example", brochure: null },
  user: null,
  currency: { code: "INR", rate: null },
};

export const homeData: HomeData = {
  banners: [
    { heading: "Connecting Farms to the World", subtitle: "Exported to over 50 countries.", image: "/static/images/banner-1.jpg" },
    { heading: "Quality You Can Trust", subtitle: "Graded and packed to standard.", image: null },
    { heading: "Your Partner in Global Trade", subtitle: "One team from sourcing to delivery.", image: null },
  ],
  whyChooseUs: [
    { _id: "w1", title: "Reliable Logistics", description: "Port to port tracking.", image: null },
    { _id: "w2", title: "Industry Expertise", description: "Decades of experience.", image: null },
  ],
  products: [
    { _id: "p1", title: "Alphonso Mango", category: "Fresh Fruits", categorySlug: "fresh-fruits", description: "", image: null },
  ],
  reach: [{ _id: "r1", reachName: "Europe", description: "20+ countries.", image: null }],
  coreValues: [{ _id: "c1", coreValuesName: "Integrity", description: "Honest dealings.", image: null }],
  faqs: [
    { _id: "f1", question: "Who are we?", answer: "An import-export trading company." },
    { _id: "f2", question: "What products do we export?", answer: "Fresh fruits, spices and textiles." },
    { _id: "f3", question: "How do I place an order?", answer: "Browse the catalogue or call our sales team." },
  ],
  testimonials: [
    { id: "t1", name: "Sarah Johnson", company: "FreshMart Inc.", quote: "Always on time.", rating: 5, image: null },
  ],
};

export const homeProps: PageProps<HomeData> = {
  page: "home",
  status: 200,
  meta: { title: "Tradehub", description: "Global trade", canonical: "http://localhost/", noindex: false },
  site,
  data: homeData,
};

export const notFoundProps: PageProps<null> = {
  page: "not-found",
  status: 404,
  meta: { title: "Page not found — Tradehub", description: "", canonical: "http://localhost/missing", noindex: false },
  site,
  data: null,
};
