import type { components, operations } from "./api.gen";

// The generated contract types (api.gen.ts, generated from the server's OpenAPI document)
// under the contract's own names, so one shape has one name on both sides. Aliases only:
// a shape is never written out here.

type S = components["schemas"];

// Page props (server loaders → SSR, hydration and client navigation).
export type PageName = S["PageName"];
export type Meta = S["Meta"];
export type FooterProps = S["FooterProps"];
export type SiteBuyer = S["SiteBuyer"];
export type SiteProps = S["SiteProps"];
/** One page's props; `TData` narrows `data` to the page's own schema. */
export type PageProps<TData = S["PageData"]> = Omit<S["PageProps"], "data"> & { data: TData };
export type PageRedirect = S["PageRedirect"];
export type NotFoundData = S["NotFoundData"];
export type LoginData = S["LoginData"];
export type AccountKind = S["AccountKind"];
export type ForgotPasswordData = S["ForgotPasswordData"];
export type ResetPasswordData = S["ResetPasswordData"];

// Catalogue.
export type ProductCard = S["ProductCard"];
export type ProductsData = S["ProductsData"];
export type CatalogueCard = S["CatalogueCard"];
export type ProductFamily = S["ProductFamily"];
export type OfferSort = S["OfferSort"];
export type Specification = S["Specification"];
export type VarietyCard = S["VarietyCard"];
export type CategoryProduct = S["CategoryProduct"];
export type CategoryData = S["CategoryData"];
export type ShippingDetails = S["ShippingDetails"];
export type Variety = S["Variety"];
export type VarietySupplier = S["VarietySupplier"];
export type CatalogueOffer = S["CatalogueOffer"];
export type ParentProduct = S["ParentProduct"];
export type VarietyData = S["VarietyData"];

// Home and site pages.
export type Slide = S["Slide"];
export type WhyChooseUs = S["WhyChooseUs"];
export type ReachItem = S["ReachItem"];
export type CoreValue = S["CoreValue"];
export type Faq = S["Faq"];
export type HomeTestimonial = S["HomeTestimonial"];
export type HomeData = S["HomeData"];
export type Service = S["Service"];
export type AdditionalService = S["AdditionalService"];
export type ServiceData = S["ServiceData"];
export type ContactData = S["ContactData"];
export type ContactInput = S["ContactInput"];
export type FeedbackInput = S["FeedbackInput"];

// Enquiries.
export type Offer = S["Offer"];
export type EnquiryPrefill = S["EnquiryPrefill"];
export type EnquiryOptions = S["EnquiryOptions"];
export type EnquiryData = S["EnquiryData"];
export type EnquiryInput = S["EnquiryInput"];
export type EnquiryView = S["EnquiryView"];
// Requests to several suppliers and their quotes.
export type QuoteRequestInput = S["QuoteRequestInput"];
export type QuoteView = S["QuoteView"];
export type QuoteOutcome = S["QuoteOutcome"];
export type QuoteInput = S["QuoteInput"];
export type AcceptInput = S["AcceptInput"];
// The coded values (Rust enums in foundation/src/entities/codes.rs).
export type EnquiryStatus = S["EnquiryStatus"];
export type GeneralEnquiryStatus = S["GeneralEnquiryStatus"];
export type Unit = S["Unit"];
export type Urgency = S["Urgency"];
export type PackagingPreference = S["PackagingPreference"];
export type PaymentTerms = S["PaymentTerms"];
/** The statuses a supplier may move an enquiry to. */
export type SupplierEnquiryStatus = S["StatusInput"]["status"];
/** The units an offer may be in. */
export type OfferUnit = S["OfferInput"]["unit"];

// Back office: enquiries, visitor feedback, activity.
export type AdminGeneralEnquiry = S["AdminGeneralEnquiry"];
export type AdminFeedbackEntry = S["AdminFeedbackEntry"];
export type AdminActivityEntry = S["AdminActivityEntry"];

// Insights (a supplier's offers; the whole site for the admin).
export type InsightFigures = S["InsightFigures"];
export type InsightDay = S["InsightDay"];
export type InsightRange = S["InsightRange"];
export type SupplierInsights = S["SupplierInsights"];
export type OfferInsight = S["OfferInsight"];
export type SiteInsights = S["SiteInsights"];
export type VarietyInsight = S["VarietyInsight"];

// Accounts.
export type AddressView = S["AddressView"];
export type BuyerView = S["BuyerView"];
export type ProfileData = S["ProfileData"];
export type ProfileInput = S["ProfileInput"];
export type AddressInput = S["AddressInput"];
export type LoginInput = S["LoginInput"];
export type SignUpInput = S["SignUpInput"];
export type SupplierRegistrationInput = S["SupplierRegistrationInput"];
export type BuyerLoginResponse = S["BuyerLoginResponse"];
export type SupplierLoginResponse = S["SupplierLoginResponse"];
export type AdminLoginResponse = S["AdminLoginResponse"];
export type MessageResponse = S["MessageResponse"];
export type SessionSupplier = S["SessionSupplier"];
export type SessionAdmin = S["SessionAdmin"];
export type SessionBuyer = S["SessionBuyer"];

// The conversation on an enquiry.
export type MyEnquiriesData = S["MyEnquiriesData"];
export type ThreadPage = S["ThreadPage"];
export type ThreadItem = S["ThreadItem"];
export type ThreadItemKind = S["ThreadItemKind"];
export type ThreadParty = S["ThreadParty"];
export type DeclineReason = S["DeclineReason"];
export type UnreadCounts = S["UnreadCounts"];
export type Negotiation = S["Negotiation"];
export type OpenRequestInput = S["OpenRequestInput"];

// Like for like: comparable units, trade terms and the buyer's currency.
export type ComparableUnit = S["ComparableUnit"];
export type Incoterm = S["Incoterm"];
export type Currency = S["Currency"];
export type SiteCurrency = S["SiteCurrency"];
/** An amount with its currency; `Converted` is one the server converted at a dated rate. */
export type Money = S["Money"];
export type Converted = S["Converted"];
export type Rate = S["Rate"];
export type RateInput = S["RateInput"];

// Orders.
export type OrderStatus = S["OrderStatus"];
export type OrderSummary = S["OrderSummary"];
export type OrderView = S["OrderView"];
export type OrderPage = S["OrderPage"];
export type OrderDocumentKind = S["OrderDocumentKind"];
export type OrderDocumentView = S["OrderDocumentView"];
export type OrderEventView = S["OrderEventView"];
export type OrderParty = S["OrderParty"];
export type PaymentLineView = S["PaymentLineView"];
export type StepInput = S["StepInput"];

/** The KYC document a download names: the codes of its path (`vendorRegistration/document/{vendorId}/{kind}`). */
export type KycDocumentKind = operations["document"]["parameters"]["path"]["kind"];
