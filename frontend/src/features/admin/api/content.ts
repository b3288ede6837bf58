import { api, type Schemas } from "@/lib/api";

// The site-content calls of the back office (SPEC section 7, "Admin content"): the list
// reads the public site uses too, and the admin writes. Shapes come from the generated
// contract; nothing is typed twice.

export type Logo = Schemas["Logo"];
export type HomeBanner = Schemas["HomeBanner"];
export type ReachItem = Schemas["ReachItem"];
export type CoreValue = Schemas["CoreValue"];
export type Faq = Schemas["Faq"];
export type WhyChooseUs = Schemas["WhyChooseUs"];
export type Service = Schemas["Service"];
export type AdditionalService = Schemas["AdditionalService"];
export type Testimonial = Schemas["Testimonial"];
export type Footer = Schemas["Footer"];

/** Query keys: one per list, all under ["admin", "content"]. */
export const contentKeys = {
  logo: ["admin", "content", "logo"] as const,
  banner: ["admin", "content", "banner"] as const,
  reach: ["admin", "content", "reach"] as const,
  core: ["admin", "content", "core"] as const,
  faq: ["admin", "content", "faq"] as const,
  whyChooseUs: ["admin", "content", "whyChooseUs"] as const,
  services: ["admin", "content", "services"] as const,
  additionalServices: ["admin", "content", "additionalServices"] as const,
  testimonials: ["admin", "content", "testimonials"] as const,
  footer: ["admin", "content", "footer"] as const,
};

const EMPTY_BANNER: HomeBanner = {
  _id: "",
  banner1_heading: "",
  banner1_subtitle: "",
  banner2_heading: "",
  banner2_subtitle: "",
  banner3_heading: "",
  banner3_subtitle: "",
};

const EMPTY_FOOTER: Footer = { _id: "", phone: "", address: "", email: "", businessHours: [] };

export const contentCalls = {
  // The logo, banner and footer are one record each, made by the first save when missing:
  // their screens always list one (an empty one, `_id` "", until then).
  logo: async (signal: AbortSignal): Promise<Logo[]> => {
    const { logo } = await api.get("/api/v1/admin/getLogo", { signal });
    return [logo ?? { _id: "", logo: null }];
  },
  banner: async (signal: AbortSignal): Promise<HomeBanner[]> => {
    const { banner } = await api.get("/api/v1/admin/getHomeBanner", { signal });
    return banner.length > 0 ? banner : [EMPTY_BANNER];
  },
  reach: async (signal: AbortSignal) => (await api.get("/api/v1/admin/getReach", { signal })).reach,
  core: async (signal: AbortSignal) => (await api.get("/api/v1/admin/getCoreValues", { signal })).coreValues,
  faq: async (signal: AbortSignal) => (await api.get("/api/v1/admin/getFaq", { signal })).faqs,
  whyChooseUs: async (signal: AbortSignal) => (await api.get("/api/v1/admin/whychooseus/get", { signal })).data,
  services: async (signal: AbortSignal) => (await api.get("/api/v1/admin/getService", { signal })).data,
  additionalServices: async (signal: AbortSignal) => (await api.get("/api/v1/admin/getAdditionalService", { signal })).data,
  testimonials: async (signal: AbortSignal) => (await api.get("/api/v1/admin/getTestimonial", { signal })).testimonials,
  footer: async (signal: AbortSignal): Promise<Footer[]> => {
    const { footer } = await api.get("/api/v1/admin/getFooter", { signal });
    return [footer ?? EMPTY_FOOTER];
  },
};
