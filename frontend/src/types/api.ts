import type { components } from "./api.gen";

// Names the frontend uses for the generated contract types (api.gen.ts, generated from
// the server's OpenAPI document). Aliases only: a shape is never written out here.

type S = components["schemas"];

// Page props (server loaders → SSR, hydration and client navigation).
export type PageName = S["PageName"];
export type PageMeta = S["Meta"];
export type FooterInfo = S["FooterProps"];
export type SessionUser = S["SiteUser"];
export type SiteInfo = S["SiteProps"];
/** One page's props; `TData` narrows `data` to the page's own schema. */
export type PageProps<TData = S["PageData"]> = Omit<S["PageProps"], "data"> & { data: TData };
export type PageRedirect = S["PageRedirect"];
export type NotFoundData = S["NotFoundData"];
export type LoginData = S["LoginData"];
export type AccountKind = S["AccountKind"];
export type ForgotPasswordData = S["ForgotPasswordData"];
export type ResetPasswordData = S["ResetPasswordData"];

// Catalogue.
export type ProductCardData = S["ProductCard"];
export type ProductsData = S["ProductsData"];
export type CatalogueCardData = S["CatalogueCard"];
export type ProductFamily = S["ProductFamily"];
export type OfferSort = S["OfferSort"];
export type Specification = S["Specification"];
export type VarietyCardData = S["VarietyCard"];
export type CategoryProduct = S["CategoryProduct"];
export type CategoryData = S["CategoryData"];
export type ShippingDetails = S["ShippingDetails"];
export type Variety = S["Variety"];
export type Supplier = S["VarietySupplier"];
export type Listing = S["Listing"];
export type ParentProduct = S["ParentProduct"];
export type VarietyData = S["VarietyData"];

// Home and site pages.
export type Banner = S["Slide"];
export type WhyChooseUsItem = S["WhyChooseUs"];
export type ProductSummary = S["ProductCard"];
export type ReachItem = S["ReachItem"];
export type CoreValue = S["CoreValue"];
export type Faq = S["Faq"];
export type Testimonial = S["HomeTestimonial"];
export type HomeData = S["HomeData"];
export type Service = S["Service"];
export type AdditionalService = S["AdditionalService"];
export type ServiceData = S["ServiceData"];
export type ContactData = S["ContactData"];
export type ContactMessage = S["ContactInput"];
export type FeedbackInput = S["FeedbackInput"];

// Enquiries.
export type EnquiryOffer = S["Offer"];
export type EnquiryPrefill = S["EnquiryPrefill"];
export type EnquiryOptions = S["EnquiryOptions"];
export type EnquiryPageData = S["EnquiryData"];
export type EnquiryRequest = S["EnquiryInput"];
export type Enquiry = S["EnquiryView"];
// Requests to several suppliers and their quotes.
export type QuoteRequest = S["QuoteRequestInput"];
export type Quote = S["QuoteView"];
export type QuoteOutcome = S["QuoteOutcome"];
export type QuoteInput = S["QuoteInput"];
// The coded values (Rust enums in server/src/entities/codes.rs).
export type EnquiryStatus = S["EnquiryStatus"];
export type GeneralEnquiryStatus = S["GeneralEnquiryStatus"];
export type Unit = S["Unit"];
export type Urgency = S["Urgency"];
export type PackagingPreference = S["PackagingPreference"];
export type PaymentTerms = S["PaymentTerms"];
/** The statuses a supplier may move an enquiry to. */
export type SupplierEnquiryStatus = S["StatusInput"]["status"];
/** The units a listing may be in. */
export type OfferUnit = S["ListingInput"]["unit"];

// Back office: enquiries, visitor feedback, activity.
export type AdminGeneralEnquiry = S["AdminGeneralEnquiry"];
export type AdminFeedbackEntry = S["AdminFeedbackEntry"];
export type AdminActivityEntry = S["AdminActivityEntry"];

// Insights (a supplier's listings; the whole site for the admin).
export type InsightFigures = S["InsightFigures"];
export type InsightDay = S["InsightDay"];
export type InsightRange = S["InsightRange"];
export type SupplierInsights = S["SupplierInsights"];
export type ListingInsight = S["ListingInsight"];
export type SiteInsights = S["SiteInsights"];
export type VarietyInsight = S["VarietyInsight"];

// Accounts.
export type ProfileAddress = S["AddressView"];
export type ProfileUser = S["UserView"];
export type ProfilePageData = S["ProfileData"];
export type ProfileUpdate = S["ProfileInput"];
export type AddressInput = S["AddressInput"];
export type Credentials = S["LoginInput"];
export type SignupInput = S["SignUpInput"];
export type VendorRegisterInput = S["RegisterInput"];
export type UserLoginResponse = S["LoginResponse"];
export type VendorLoginResponse = S["VendorLoginResponse"];
export type AdminLoginResponse = S["AdminLoginResponse"];
export type MessageResponse = S["MessageResponse"];
export type SessionVendor = S["SessionVendor"];
export type SessionAdmin = S["SessionAdmin"];
export type SessionBuyer = S["SessionUser"];

// The conversation on an enquiry.
export type MyEnquiriesData = S["MyEnquiriesData"];
export type ThreadPage = S["ThreadPage"];
export type ThreadItem = S["ThreadItem"];
export type ThreadItemKind = S["ThreadItemKind"];
export type ThreadParty = S["ThreadParty"];
export type DeclineReason = S["DeclineReason"];
export type UnreadCounts = S["UnreadCounts"];
export type Negotiation = S["Negotiation"];
export type OpenRequest = S["OpenRequestInput"];

// Like for like: comparable units, trade terms and the buyer's currency.
export type ComparableUnit = S["ComparableUnit"];
export type Incoterm = S["Incoterm"];
export type CurrencyCode = S["Currency"];
export type SiteCurrency = S["SiteCurrency"];
export type ExchangeRate = S["Rate"];
export type ExchangeRateInput = S["RateInput"];
