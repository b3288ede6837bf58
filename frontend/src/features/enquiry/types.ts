// Shapes of the enquiry pages' props (server/src/pages/enquiry.rs) and of the buyer's
// enquiries API (server/src/api/enquiries.rs, server/src/enquiries/view.rs).

/** The supplier's listing the form is about, read by the server from the database. */
export type EnquiryOffer = {
  listingId: string;
  vendorId: string;
  vendorName: string;
  location: string;
  /** Rupees per `unit`. */
  price: number;
  unit: string;
  quantityAvailable: number;
  notes: string | null;
  productId: string;
  productTitle: string;
  productSlug: string;
  productImage: string | null;
  varietyId: string;
  varietyTitle: string;
  varietySlug: string;
};

/** Contact and address fields taken from the signed-in buyer's account. */
export type EnquiryPrefill = {
  name: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  pincode: string | null;
};

export type EnquiryOptions = {
  units: string[];
  urgencies: string[];
  packagingPreferences: string[];
  paymentTerms: string[];
};

/** props.data of page "enquiry". */
export type EnquiryPageData = {
  offer: EnquiryOffer | null;
  /** Why there is no offer, e.g. "This supplier's offer is no longer available". */
  error: string | null;
  prefill: EnquiryPrefill;
  options: EnquiryOptions;
};

/** Body of POST /api/v1/user/enquiry/create. */
export type EnquiryRequest = {
  listingId: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  quantity: number;
  unit: string;
  urgency: string;
  /** "YYYY-MM-DD" or "". */
  deliveryDate: string;
  additionalRequirements: string;
  packagingPreference: string;
  paymentTerms: string;
  certificationRequired: boolean;
  samplesRequired: boolean;
  /** One per form instance: a repeat of the same form is answered with the first enquiry. */
  submissionKey: string;
};

export type EnquiryStatus = "pending" | "processing" | "completed" | "rejected";

/** One product enquiry as its buyer sees it. */
export type Enquiry = {
  _id: string;
  /** ISO 8601. */
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  address: string;
  city: string;
  state: string;
  pincode: string;
  quantity: number;
  unit: string;
  urgency: string;
  /** "YYYY-MM-DD" or null. */
  deliveryDate: string | null;
  additionalRequirements: string | null;
  packagingPreference: string;
  paymentTerms: string;
  certificationRequired: boolean;
  samplesRequired: boolean;
  product: { id: string | null; title: string; variety: string; varietyId: string | null };
  supplier: { id: string | null; name: string; price: number; unit: string; listingId: string | null };
  status: EnquiryStatus | string;
};
