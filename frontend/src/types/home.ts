// Page-specific data of the home page (PageProps<HomeData>["data"]).
// Image values are URL paths (/static/…, /uploads/…), rendered as given.

export type Banner = { heading: string; subtitle: string; image: string | null };

export type WhyChooseUsItem = { _id: string; title: string; description: string; image: string | null };

export type ProductSummary = {
  _id: string;
  title: string;
  category: string;
  categorySlug: string;
  description: string;
  image: string | null;
};

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
