// Generated from the server's OpenAPI document by frontend/tools/gen-types.mjs.
// Do not edit: change the Rust types and run `npm run gen:types` in frontend/.

export const rules = {
  "lengths": {
    "emailMax": 191,
    "passwordMin": 6,
    "passwordMaxBytes": 72,
    "personNameMax": 100,
    "businessNameMax": 160,
    "phoneMax": 25,
    "phoneDigitsMin": 7,
    "phoneDigitsMax": 15,
    "addressMax": 300,
    "cityMax": 100,
    "stateMax": 100,
    "pincodeMax": 12,
    "labelMax": 60,
    "messageMax": 5000,
    "notesMax": 2000,
    "rejectionReasonMax": 500,
    "deliveryTermsMax": 300,
    "quoteValidityMaxDays": 365
  },
  "patterns": {
    "phone": "^\\+?[ ().-]*(?:[0-9][ ().-]*){7,15}$",
    "aadhar": "^[0-9]{12}$",
    "pan": "^[A-Z]{5}[0-9]{4}[A-Z]$",
    "gst": "^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$",
    "date": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
  },
  "messages": {
    "emailRequired": "Email is required",
    "emailInvalid": "Email is invalid",
    "passwordRequired": "Password is required",
    "passwordShort": "Password must be at least 6 characters",
    "passwordLong": "Password must be at most 72 bytes",
    "passwordsDiffer": "Passwords do not match",
    "phoneInvalid": "Phone number is invalid",
    "mobileInvalid": "Mobile number is invalid",
    "aadharInvalid": "Valid 12-digit Aadhar number required",
    "panInvalid": "Valid PAN number required (format: ABCDE1234F)",
    "gstInvalid": "Valid GST number required",
    "requiredMissing": "Please fill in all required fields",
    "quantityTooSmall": "Quantity must be a number of at least 1",
    "quantityAvailableInvalid": "Quantity available must be a number of at least 0",
    "minOrderInvalid": "Minimum order must be a number greater than 0",
    "dateInvalid": "Delivery date must be a date (YYYY-MM-DD)",
    "datePast": "Delivery date cannot be in the past",
    "priceInvalid": "Price must be a number of at least 0 with at most two decimals",
    "pincodeInvalid": "Pincode is invalid",
    "aadharFileRequired": "Aadhar card image required",
    "panFileRequired": "PAN card image required",
    "gstFileRequired": "GST certificate required",
    "mainImageRequired": "Main image is required",
    "validUntilRequired": "Valid until is required",
    "validUntilInvalid": "Valid until must be a date (YYYY-MM-DD)",
    "validUntilPast": "Valid until cannot be in the past",
    "validUntilFar": "Valid until must be within a year from today"
  },
  "enquiryUnits": [
    "kg",
    "ton",
    "quintal"
  ],
  "listingUnits": [
    "kg",
    "g",
    "ton",
    "quintal",
    "piece",
    "packet",
    "box",
    "metre"
  ],
  "units": [
    "kg",
    "g",
    "ton",
    "piece",
    "packet",
    "box",
    "quintal",
    "metre"
  ],
  "urgencies": [
    "normal",
    "urgent",
    "very-urgent"
  ],
  "packagingPreferences": [
    "standard",
    "eco-friendly",
    "custom"
  ],
  "paymentTerms": [
    "net30",
    "net15",
    "advance",
    "cod"
  ],
  "countries": [
    "India",
    "United States",
    "United Kingdom",
    "Canada",
    "Australia"
  ],
  "enquiryStatuses": [
    "pending",
    "processing",
    "completed",
    "rejected"
  ],
  "supplierEnquiryStatuses": [
    "processing",
    "completed",
    "rejected"
  ],
  "generalEnquiryStatuses": [
    "Open",
    "Close"
  ],
  "incoterms": [
    "EXW",
    "FCA",
    "FAS",
    "FOB",
    "CFR",
    "CIF",
    "CPT",
    "CIP",
    "DAP",
    "DPU",
    "DDP"
  ],
  "currencies": [
    "INR",
    "USD",
    "EUR",
    "GBP",
    "AED"
  ],
  "rateCurrencies": [
    "USD",
    "EUR",
    "GBP",
    "AED"
  ],
  "currencySymbols": {
    "AED": "AED ",
    "EUR": "€",
    "GBP": "£",
    "INR": "₹",
    "USD": "US$"
  }
} as const;

export const lengths = rules.lengths;
export const patterns = rules.patterns;
export const messages = rules.messages;
export const enquiryUnits = rules.enquiryUnits;
export const listingUnits = rules.listingUnits;
export const units = rules.units;
export const urgencies = rules.urgencies;
export const packagingPreferences = rules.packagingPreferences;
export const paymentTerms = rules.paymentTerms;
export const countries = rules.countries;
export const enquiryStatuses = rules.enquiryStatuses;
export const supplierEnquiryStatuses = rules.supplierEnquiryStatuses;
export const generalEnquiryStatuses = rules.generalEnquiryStatuses;
export const incoterms = rules.incoterms;
export const currencies = rules.currencies;
export const rateCurrencies = rules.rateCurrencies;
export const currencySymbols = rules.currencySymbols;
