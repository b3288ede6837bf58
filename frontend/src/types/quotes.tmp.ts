// TEMPORARY (issue 27): the quote-request contract written by hand from the agreed API,
// until the server side lands on main and `npm run gen:types` puts it in api.gen.ts.
// Then this file goes, and api.ts aliases the generated schemas instead.

import type { components } from "./api.gen";

type S = components["schemas"];

export type QuoteOutcomeTmp = "accepted" | "closed";

export type QuoteTmp = {
  /** Rupees per unit. */
  price: number;
  unit: S["Unit"];
  minOrder?: number | null;
  /** YYYY-MM-DD */
  validUntil: string;
  deliveryTerms: string;
  message?: string | null;
  revision: number;
  quotedAt: string;
  expired: boolean;
  /** Null when the unit is piece, packet or box. */
  pricePerKg?: number | null;
  /** The price of the enquiry's quantity; null when the units do not convert. */
  total?: number | null;
};

export type EnquiryQuoteFieldsTmp = {
  requestId?: string | null;
  quoteOutcome?: null | QuoteOutcomeTmp;
  quote?: null | QuoteTmp;
};

export type EnquiryViewTmp = S["EnquiryView"] & EnquiryQuoteFieldsTmp;

export type QuoteRequestInputTmp = Omit<S["EnquiryInput"], "listingId" | "product" | "supplier"> & { listingIds: string[] };

export type QuoteInputTmp = {
  price: number | string;
  unit: S["Unit"];
  minOrder?: number | string | null;
  validUntil: string;
  deliveryTerms: string;
  message?: string | null;
};

export type EnquiryOfferTmp = S["Offer"];

export type EnquiryDataTmp = Omit<S["EnquiryData"], "offer"> & { offer?: EnquiryOfferTmp | null; offers: EnquiryOfferTmp[] };

type Json<T> = { content: { "application/json": T } };
type Params<P> = { query?: never; header?: never; path: P; cookie?: never };
type NoParams = { query?: never; header?: never; path?: never; cookie?: never };
type Unused = { get?: never; put?: never; post?: never; delete?: never; options?: never; head?: never; patch?: never; trace?: never };
type Errors = { 400: Json<S["ErrorBody"]>; 401: Json<S["ErrorBody"]>; 403: Json<S["ErrorBody"]>; 404: Json<S["ErrorBody"]>; 409: Json<S["ErrorBody"]> };

declare module "./api.gen" {
  interface paths {
    "/api/v1/user/enquiry/request": Omit<Unused, "post"> & {
      parameters: NoParams;
      post: {
        parameters: NoParams;
        requestBody: Json<QuoteRequestInputTmp>;
        responses: { 200: Json<{ success: boolean; message: string; requestId: string; data: EnquiryViewTmp[] }> } & {
          201: Json<{ success: boolean; message: string; requestId: string; data: EnquiryViewTmp[] }>;
        } & Errors;
      };
    };
    "/api/v1/vendor/enquiry/{id}/quote": Omit<Unused, "put"> & {
      parameters: Params<{ id: string }>;
      put: {
        parameters: Params<{ id: string }>;
        requestBody: Json<QuoteInputTmp>;
        responses: { 200: Json<{ success: boolean; message: string; data: EnquiryViewTmp }> } & Errors;
      };
    };
    "/api/v1/user/enquiry/{id}/accept": Omit<Unused, "post"> & {
      parameters: Params<{ id: string }>;
      post: {
        parameters: Params<{ id: string }>;
        responses: { 200: Json<{ success: boolean; message: string; data: EnquiryViewTmp[] }> } & Errors;
      };
    };
  }
}
