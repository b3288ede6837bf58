// Page-specific data of the home page (PageProps<HomeData>["data"]).
// Image values are URL paths (/static/…, /uploads/…), rendered as given.

import type { ProductCardData } from "./catalogue";

export type Banner = { heading: string; subtitle: string; image: string | null };

export type WhyChooseUsItem = { _id: string; title: string; description: string; image: string | null };

// The home showcase draws the same card as /products.
export type ProductSummary = ProductCardData;

export type ReachItem = { _id: string; reachName: string; description: string; image: string | null };

export type CoreValue = { _id: string; coreValuesName: string; description: string; image: string | null };

export type Faq = { _id: string; question: string; answer: string };

export type Testimonial = {
  id: string;
  name: string;
  company: string;
  quote: string;
  rating: number;
  image: string | null;
};

export type HomeData = {
  banners: Banner[];
  whyChooseUs: WhyChooseUsItem[];
  products: ProductSummary[];
  reach: ReachItem[];
  coreValues: CoreValue[];
  faqs: Faq[];
  testimonials: Testimonial[];
};
