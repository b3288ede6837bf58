// Generated from the server's OpenAPI document by frontend/tools/gen-types.mjs.
// Do not edit: change the Rust types and run `npm run gen:types` in frontend/.

export interface paths {
    "/api/v1/admin/adminLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Admin sign-in. */
        post: operations["admin_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/enquiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stores a contact message as a general enquiry with status 'Open'. Name, email,
         *     phone and message are required; address is optional.
         */
        post: operations["send_contact_message"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/getAdditionalService": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Additional (specialized) services. */
        get: operations["get_additional_service"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/getCoreValues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Core values (the spec leaves this read unnamed; named like getReach). */
        get: operations["get_core_values"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/getFaq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The five FAQ items. */
        get: operations["get_faq"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/getFooter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Footer contact details and brochure (unnamed in the spec). */
        get: operations["get_footer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/getHomeBanner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The home banner record (three slots). */
        get: operations["get_home_banner"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/getLogo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The site logo. */
        get: operations["get_logo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/getReach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Our Global Reach statistics. */
        get: operations["get_reach"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/getService": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Core services. */
        get: operations["get_service"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/getTestimonial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Testimonials (unnamed in the spec; named like getFaq). */
        get: operations["get_testimonials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends the admin's session only. */
        post: operations["admin_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/product/getAllProducts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every product with features, specifications and varieties. */
        get: operations["get_all_products"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/whychooseus/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The why-choose-us cards. */
        get: operations["get_why_choose_us"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stores visitor feedback. `feedback` is required; `email` is optional, must be an
         *     e-mail address when given, and is not kept when `anonymous` is true.
         */
        post: operations["send_feedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The identities this browser's session cookie holds. */
        get: operations["current"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds an address to the signed-in buyer's profile. */
        post: operations["add_address"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/address/{addressId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes one of the signed-in buyer's addresses. */
        put: operations["update_address"];
        post?: never;
        /** Removes one of the signed-in buyer's addresses. */
        delete: operations["remove_address"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/enquiry/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends an enquiry for one supplier's listing. Supplier name, price, unit and product
         *     titles are taken from the listing, never from the request. Sending the same form twice
         *     (same `submissionKey`) returns the first enquiry with status 200.
         */
        post: operations["create_enquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/enquiry/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in buyer's own enquiries, newest first. */
        get: operations["my_enquiries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Buyer sign-in: sets the session cookie and returns a bearer token for API clients. */
        post: operations["user_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends the buyer's session only; a supplier or admin session in the same browser stays. */
        post: operations["user_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Name, e-mail and (with the current password) a new password of the signed-in buyer. */
        put: operations["update_profile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/signup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Buyer sign-up with one address. */
        post: operations["signup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One buyer's account: that buyer or an admin only. */
        get: operations["get_user"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendor/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Document screen's line: listings and open enquiries of the signed-in supplier. */
        get: operations["dashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendor/enquiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The enquiries addressed to the signed-in supplier, newest first, with the buyer's contact. */
        get: operations["list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendor/enquiry/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Writes (or rewrites) the supplier's reply, which the buyer sees on the enquiry. */
        put: operations["reply"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendor/enquiry/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Moves an enquiry to processing, completed or rejected. */
        put: operations["set_status"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendor/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends the supplier's session only. */
        post: operations["vendor_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendor/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Supplier sign-up: business name, e-mail, mobile and password. */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendor/vendorLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Supplier sign-in. A blocked supplier with the right password is told so (403). */
        post: operations["vendor_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendor/{vendorId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One supplier with its registration: that supplier or an admin only. */
        get: operations["get_vendor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendorProduct/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lists a variety for sale: the signed-in, verified supplier's own. */
        post: operations["add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendorProduct/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a listing: the owning supplier's, or any for an admin. */
        delete: operations["remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendorProduct/offer/{listingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One open offer, as the enquiry form shows it beside the fields. */
        get: operations["offer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendorProduct/product/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active offers of a product by verified, unblocked suppliers. Filter by `varietyId` on
         *     the client, as the variety page does.
         */
        get: operations["listings_of_product"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendorProduct/vendor/{vendorId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A supplier's listings, newest first: that (verified) supplier or an admin. */
        get: operations["of_vendor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendorProduct/{listingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes one of the signed-in supplier's listings. */
        put: operations["update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendorRegistration/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Submits (or, before verification, replaces) the signed-in supplier's registration. */
        post: operations["apply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendorRegistration/document/{vendorId}/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One KYC document of a supplier, for that supplier and admins only, as a download. */
        get: operations["document"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AccountResponse: {
            success: boolean;
            user: components["schemas"]["UserView"];
        };
        AdditionalService: {
            _id: string;
            description: string;
            image?: string | null;
            title: string;
        };
        AdditionalServicesResponse: {
            data: components["schemas"]["AdditionalService"][];
            success: boolean;
        };
        AddressInput: {
            city?: string | null;
            country?: string | null;
            label?: string | null;
            state?: string | null;
            street?: string | null;
            zip?: string | null;
        };
        AddressView: {
            _id: string;
            city: string;
            country: string;
            label: string;
            state: string;
            street: string;
            zip: string;
        };
        AdminLoginResponse: {
            message: string;
            success: boolean;
            token: string;
        };
        ApplyResponse: {
            message: string;
            success: boolean;
            vendor: components["schemas"]["VendorView"];
            vendorRegistration?: null | components["schemas"]["RegistrationView"];
        };
        BannerResponse: {
            banner: components["schemas"]["HomeBanner"][];
            success: boolean;
        };
        CategoryData: {
            brochure?: string | null;
            /** @description How many verified offers the product has. */
            offerCount: number;
            product: components["schemas"]["CategoryProduct"];
        };
        CategoryProduct: {
            _id: string;
            category: string;
            categorySlug: string;
            description: string;
            details: string;
            features: string[];
            image?: string | null;
            slug: string;
            specifications: components["schemas"]["Specification"][];
            tag?: string | null;
            title: string;
            varieties: components["schemas"]["VarietyCard"][];
        };
        /** @description What a client needs to check a form the way the server will. */
        ClientRules: {
            countries: string[];
            /** @description The first value of each list is the form's default. */
            enquiryUnits: string[];
            lengths: components["schemas"]["Lengths"];
            listingUnits: string[];
            messages: components["schemas"]["Messages"];
            packagingPreferences: string[];
            patterns: components["schemas"]["Patterns"];
            paymentTerms: string[];
            urgencies: string[];
        };
        ContactData: {
            address: string;
            emails: string[];
            phones: string[];
        };
        ContactInput: {
            address?: string | null;
            email?: string | null;
            message?: string | null;
            name?: string | null;
            phone?: string | null;
        };
        ContactResponse: {
            message: string;
            success: boolean;
        };
        CoreValue: {
            _id: string;
            coreValuesName: string;
            description: string;
            image?: string | null;
        };
        CoreValuesResponse: {
            coreValues: components["schemas"]["CoreValue"][];
            success: boolean;
        };
        /** @enum {string} */
        Country: "India" | "United States" | "United Kingdom" | "Canada" | "Australia";
        DashboardResponse: {
            success: boolean;
            summary: components["schemas"]["Summary"];
        };
        EnquiriesResponse: {
            data: components["schemas"]["EnquiryView"][];
            message: string;
            success: boolean;
        };
        EnquiryData: {
            /** @description Why the offer cannot be enquired about. */
            error?: string | null;
            offer?: null | components["schemas"]["Offer"];
            options: components["schemas"]["EnquiryOptions"];
            prefill: components["schemas"]["EnquiryPrefill"];
        };
        EnquiryInput: {
            additionalRequirements?: string | null;
            address?: string | null;
            certificationRequired?: boolean;
            city?: string | null;
            company?: string | null;
            deliveryDate?: string | null;
            email?: string | null;
            /** @description The supplier's listing the enquiry is for; price, unit and titles come from it. */
            listingId?: string | null;
            name?: string | null;
            packagingPreference?: string | null;
            paymentTerms?: string | null;
            phone?: string | null;
            pincode?: string | null;
            product?: unknown;
            quantity?: null | components["schemas"]["NumberOrText"];
            samplesRequired?: boolean;
            state?: string | null;
            /** @description One key per filled-in form: a second submission with it returns the first enquiry. */
            submissionKey?: string | null;
            /**
             * @description What the client believes it is enquiring about. Only the listing id inside
             *     `supplier` is read; prices and names are never taken from the client.
             */
            supplier?: unknown;
            unit?: string | null;
            urgency?: string | null;
        };
        /** @description The choices the enquiry form offers (the server accepts only these). */
        EnquiryOptions: {
            packagingPreferences: string[];
            paymentTerms: string[];
            units: string[];
            urgencies: string[];
        };
        /** @description The buyer's own details, to start the form with. */
        EnquiryPrefill: {
            address?: string | null;
            city?: string | null;
            email?: string | null;
            name?: string | null;
            phone?: string | null;
            pincode?: string | null;
            state?: string | null;
        };
        EnquiryProduct: {
            id?: string | null;
            title: string;
            variety: string;
            varietyId?: string | null;
        };
        EnquiryResponse: {
            data: components["schemas"]["EnquiryView"];
            message: string;
            success: boolean;
        };
        EnquirySupplier: {
            id?: string | null;
            listingId?: string | null;
            name: string;
            /** Format: double */
            price: number;
            unit: string;
        };
        EnquiryView: {
            _id: string;
            additionalRequirements?: string | null;
            address: string;
            certificationRequired: boolean;
            city: string;
            company?: string | null;
            createdAt: string;
            deliveryDate?: string | null;
            email: string;
            name: string;
            packagingPreference: string;
            paymentTerms: string;
            phone: string;
            pincode: string;
            product: components["schemas"]["EnquiryProduct"];
            /** Format: double */
            quantity: number;
            samplesRequired: boolean;
            state: string;
            status: string;
            supplier: components["schemas"]["EnquirySupplier"];
            supplierReply?: null | components["schemas"]["SupplierReply"];
            unit: string;
            urgency: string;
        };
        /** @description The body of every error answer. */
        ErrorBody: {
            /** @description Only when a form failed its checks: the API's field name → that field's message. */
            errors?: {
                [key: string]: string;
            } | null;
            message: string;
            /** @description Always `false`. */
            success: boolean;
        };
        Faq: {
            _id: string;
            answer: string;
            question: string;
        };
        FaqResponse: {
            faqs: components["schemas"]["Faq"][];
            success: boolean;
        };
        FeedbackInput: {
            anonymous?: boolean;
            email?: string | null;
            feedback?: string | null;
        };
        FeedbackResponse: {
            message: string;
            success: boolean;
        };
        Footer: {
            _id: string;
            address: string;
            brochure?: string | null;
            email: string;
            phone: string;
        };
        FooterProps: {
            address: string;
            brochure?: string | null;
            email: string;
            phone: string;
        };
        FooterResponse: {
            footer?: null | components["schemas"]["Footer"];
            success: boolean;
        };
        /** @description The home banner record: exactly three slots. */
        HomeBanner: {
            _id: string;
            banner1_heading: string;
            banner1_image?: string | null;
            banner1_subtitle: string;
            banner2_heading: string;
            banner2_image?: string | null;
            banner2_subtitle: string;
            banner3_heading: string;
            banner3_image?: string | null;
            banner3_subtitle: string;
        };
        HomeData: {
            banners: components["schemas"]["Slide"][];
            coreValues: components["schemas"]["CoreValue"][];
            faqs: components["schemas"]["Faq"][];
            products: components["schemas"]["ProductCard"][];
            reach: components["schemas"]["ReachItem"][];
            testimonials: components["schemas"]["HomeTestimonial"][];
            whyChooseUs: components["schemas"]["WhyChooseUs"][];
        };
        HomeTestimonial: {
            company: string;
            id: string;
            image?: string | null;
            name: string;
            quote: string;
            /** Format: int32 */
            rating: number;
        };
        InboxEnquiryResponse: {
            data: components["schemas"]["EnquiryView"];
            message: string;
            success: boolean;
        };
        InboxResponse: {
            data: components["schemas"]["EnquiryView"][];
            success: boolean;
        };
        Lengths: {
            addressMax: number;
            businessNameMax: number;
            cityMax: number;
            emailMax: number;
            labelMax: number;
            messageMax: number;
            notesMax: number;
            passwordMaxBytes: number;
            passwordMin: number;
            personNameMax: number;
            phoneDigitsMax: number;
            phoneDigitsMin: number;
            phoneMax: number;
            pincodeMax: number;
            stateMax: number;
        };
        ListedProduct: {
            _id: string;
            details: string;
            image?: string | null;
            title: string;
            varieties: components["schemas"]["Variety"][];
        };
        Listing: {
            _id: string;
            isActive: boolean;
            location: string;
            notes?: string | null;
            /**
             * Format: double
             * @description Rupees, exact to the paisa.
             */
            price: number;
            product: components["schemas"]["ListedProduct"];
            /** Format: double */
            quantityAvailable: number;
            unit: string;
            varietyId: string;
            vendor: components["schemas"]["ListingVendor"];
        };
        /**
         * @description What the Add/Edit dialog sends. Numbers may come as JSON numbers or as text; `vendor`
         *     is ignored: a listing always belongs to the signed-in supplier.
         */
        ListingInput: {
            location?: string | null;
            notes?: string | null;
            /**
             * Format: double
             * @description Rupees, at least 0, at most two decimals.
             */
            price?: number | null;
            /** @description Product id. */
            product?: string | null;
            /** Format: double */
            quantityAvailable?: number | null;
            /** @description One of kg, g, ton, piece, packet, box. */
            unit?: string | null;
            varietyId?: string | null;
            vendor?: string | null;
        };
        /** @description The supplier as buyers see it: no contact details, enquiries go through the site. */
        ListingVendor: {
            _id: string;
            location: string;
            name: string;
        };
        ListingWriteResponse: {
            _id: string;
            message: string;
            success: boolean;
        };
        ListingsResponse: {
            listings: components["schemas"]["Listing"][];
            success: boolean;
        };
        LoginData: {
            /** @description Where to go after signing in: a path on this site, or none. */
            redirect?: string | null;
        };
        LoginInput: {
            email?: string | null;
            password?: string | null;
            remember?: boolean;
        };
        LoginResponse: {
            message: string;
            success: boolean;
            token: string;
            user: components["schemas"]["SignedInUser"];
        };
        Logo: {
            _id: string;
            logo?: string | null;
        };
        LogoResponse: {
            logo?: null | components["schemas"]["Logo"];
            success: boolean;
        };
        MessageResponse: {
            message: string;
            success: boolean;
        };
        Messages: {
            aadharInvalid: string;
            dateInvalid: string;
            datePast: string;
            emailInvalid: string;
            emailRequired: string;
            gstInvalid: string;
            mobileInvalid: string;
            panInvalid: string;
            passwordLong: string;
            passwordRequired: string;
            passwordShort: string;
            passwordsDiffer: string;
            phoneInvalid: string;
            pincodeInvalid: string;
            priceInvalid: string;
            quantityAvailableInvalid: string;
            quantityTooSmall: string;
            requiredMissing: string;
        };
        Meta: {
            /** @description Path of the canonical URL (the server adds its public origin). */
            canonical: string;
            description: string;
            /** @description Structured data (schema.org) for search engines, if the page has any. */
            jsonLd?: {
                [key: string]: unknown;
            } | null;
            title: string;
        };
        Named: {
            _id: string;
            title: string;
        };
        /** @description A 'not found' page with its own wording and a way on. */
        NotFoundData: {
            action: components["schemas"]["PageAction"];
            text: string;
            title: string;
        };
        /** @description Quantity arrives as a number from our form and as text from others; both are accepted. */
        NumberOrText: number | string;
        /** @description A listing that buyers may enquire about, with what the enquiry copies from it. */
        Offer: {
            listingId: string;
            location: string;
            notes?: string | null;
            /** Format: double */
            price: number;
            productId: string;
            productImage?: string | null;
            productSlug: string;
            productTitle: string;
            /** Format: double */
            quantityAvailable: number;
            unit: string;
            varietyId: string;
            varietySlug: string;
            varietyTitle: string;
            vendorId: string;
            vendorName: string;
        };
        OfferResponse: {
            offer: components["schemas"]["Offer"];
            success: boolean;
        };
        PageAction: {
            label: string;
            to: string;
        };
        /** @description Untagged: `page` names the variant; pages whose content is all in the bundle send `null`. */
        PageData: components["schemas"]["HomeData"] | components["schemas"]["ProductsData"] | components["schemas"]["CategoryData"] | components["schemas"]["VarietyData"] | components["schemas"]["ServiceData"] | components["schemas"]["ContactData"] | components["schemas"]["LoginData"] | components["schemas"]["ProfileData"] | components["schemas"]["EnquiryData"] | components["schemas"]["NotFoundData"] | null;
        /**
         * @description The page components the frontend registers; one name per server-rendered page.
         * @enum {string}
         */
        PageName: "home" | "products" | "category" | "variety" | "about" | "service" | "certificates" | "contact" | "became-a-supplier" | "not-found" | "login" | "user-register" | "supplier-register" | "profile" | "enquiry" | "enquiries" | "shell";
        PageProps: {
            data: components["schemas"]["PageData"];
            meta: components["schemas"]["Meta"];
            /** @description Which page component renders these props. */
            page: components["schemas"]["PageName"];
            site: components["schemas"]["SiteProps"];
            /** Format: int32 */
            status: number;
        };
        /** @description What `/_data<path>` answers when the path redirects. */
        PageRedirect: {
            location: string;
            /**
             * @description Always `redirect`.
             * @example redirect
             */
            page: string;
        };
        /** @description The product a variety belongs to, as far as the page needs it. */
        ParentProduct: {
            _id: string;
            category: string;
            categorySlug: string;
            image?: string | null;
            slug: string;
            title: string;
        };
        Patterns: {
            aadhar: string;
            date: string;
            gst: string;
            pan: string;
            phone: string;
        };
        Product: {
            _id: string;
            category: string;
            categorySlug: string;
            description: string;
            details: string;
            features: string[];
            image?: string | null;
            slug: string;
            specifications: components["schemas"]["Specification"][];
            tag?: string | null;
            title: string;
            varieties: components["schemas"]["Variety"][];
        };
        ProductCard: {
            _id: string;
            category: string;
            categorySlug: string;
            description: string;
            image?: string | null;
            title: string;
        };
        ProductsData: {
            products: components["schemas"]["ProductCard"][];
        };
        ProductsResponse: {
            products: components["schemas"]["Product"][];
            success: boolean;
        };
        ProfileData: {
            user: components["schemas"]["UserView"];
        };
        ProfileInput: {
            confirmPassword?: string | null;
            currentPassword?: string | null;
            email?: string | null;
            name?: string | null;
            newPassword?: string | null;
        };
        ReachItem: {
            _id: string;
            description: string;
            image?: string | null;
            reachName: string;
        };
        ReachResponse: {
            reach: components["schemas"]["ReachItem"][];
            success: boolean;
        };
        RegisterInput: {
            confirmPassword?: string | null;
            email?: string | null;
            mobile?: string | null;
            name?: string | null;
            password?: string | null;
        };
        RegisterResponse: {
            message: string;
            success: boolean;
            vendor: components["schemas"]["VendorView"];
        };
        /**
         * @description The registration form (multipart/form-data). Files are checked by content: images
         *     (JPEG, PNG, WebP) or PDF up to 10 MB each; the profile photo an image up to 5 MB.
         */
        RegistrationForm: {
            /** Format: binary */
            aadharFile: string;
            aadharNo: string;
            address: string;
            email?: string | null;
            /** Format: binary */
            gstFile: string;
            gstNo: string;
            /** Format: binary */
            msmeFile?: string | null;
            msmeRegistrationNo: string;
            name?: string | null;
            /** Format: binary */
            panFile: string;
            panNo: string;
            phone: string;
            /** Format: binary */
            profile?: string | null;
            udhyamRegistrationNo: string;
            /** Format: binary */
            udyamFile?: string | null;
            /** @description Ignored: the registration is always the signed-in supplier's. */
            vendorId?: string | null;
        };
        RegistrationView: {
            _id: string;
            aadharNo: string;
            address: string;
            email: string;
            gstNo: string;
            isVerified: boolean;
            msmeRegistrationNo: string;
            name: string;
            panNo: string;
            phone: string;
            udhyamRegistrationNo: string;
            vendorId: string;
            /** @description Document kind (aadharFile, panFile, …) → download URL; only kinds that were uploaded. */
            verificationDocuments: {
                [key: string]: string;
            };
        };
        ReplyInput: {
            reply?: string | null;
        };
        Service: {
            _id: string;
            description: string;
            image?: string | null;
            subtitle: string;
            title: string;
        };
        ServiceData: {
            additionalServices: components["schemas"]["AdditionalService"][];
            services: components["schemas"]["Service"][];
        };
        ServicesResponse: {
            data: components["schemas"]["Service"][];
            success: boolean;
        };
        SessionAdmin: {
            email: string;
            id: string;
        };
        SessionResponse: {
            admin?: null | components["schemas"]["SessionAdmin"];
            success: boolean;
            user?: null | components["schemas"]["SessionUser"];
            vendor?: null | components["schemas"]["SessionVendor"];
        };
        SessionUser: {
            email: string;
            id: string;
            name: string;
        };
        SessionVendor: {
            blocked: boolean;
            email: string;
            hasSubmittedRegistration: boolean;
            id: string;
            name: string;
            verified: boolean;
        };
        ShippingDetails: {
            container?: string | null;
            deliveryTime?: string | null;
            packaging?: string | null;
            packagingMaterial?: string | null;
            shipmentPreparationTime?: string | null;
            supplyAbility?: string | null;
        };
        SignUpInput: {
            addresses?: components["schemas"]["AddressInput"][];
            confirmPassword?: string | null;
            email?: string | null;
            name?: string | null;
            password?: string | null;
        };
        SignedInUser: {
            _id: string;
            email: string;
            id: string;
            name: string;
        };
        SiteProps: {
            footer: components["schemas"]["FooterProps"];
            logo?: string | null;
            user?: null | components["schemas"]["SiteUser"];
        };
        /** @description Named apart from the login answer's `SignedInUser` schema, which has more fields. */
        SiteUser: {
            id: string;
            name: string;
        };
        /** @description One slide as the home page shows it. */
        Slide: {
            heading: string;
            image?: string | null;
            subtitle: string;
        };
        Specification: {
            name: string;
            value: string;
        };
        StatusInput: {
            /** @description processing, completed or rejected. */
            status?: string | null;
        };
        Summary: {
            /** Format: int64 */
            listings: number;
            /**
             * Format: int64
             * @description Enquiries not yet looked at (pending).
             */
            newEnquiries: number;
            /**
             * Format: int64
             * @description Enquiries still pending or processing.
             */
            openEnquiries: number;
        };
        /** @description A listing as its supplier (and an admin) sees it. */
        SupplierListing: {
            _id: string;
            createdAt: string;
            isActive: boolean;
            location: string;
            notes?: string | null;
            /**
             * Format: double
             * @description Rupees, exact to the paisa.
             */
            price: number;
            product: components["schemas"]["Named"];
            /** Format: double */
            quantityAvailable: number;
            unit: string;
            updatedAt: string;
            variety: components["schemas"]["Named"];
            varietyId: string;
            vendorId: string;
        };
        SupplierListingsResponse: {
            listings: components["schemas"]["SupplierListing"][];
            success: boolean;
        };
        SupplierReply: {
            repliedAt: string;
            text: string;
        };
        Testimonial: {
            _id: string;
            comment: string;
            course: string;
            name: string;
            profile?: string | null;
            /** Format: int32 */
            rating: number;
        };
        TestimonialsResponse: {
            success: boolean;
            testimonials: components["schemas"]["Testimonial"][];
        };
        UserResponse: {
            message: string;
            success: boolean;
            user: components["schemas"]["UserView"];
        };
        UserView: {
            _id: string;
            addresses: components["schemas"]["AddressView"][];
            /** @description ISO 8601. */
            createdAt: string;
            email: string;
            isActive: boolean;
            isBlocked: boolean;
            isVerified: boolean;
            mobile?: string | null;
            name: string;
            profilePhoto?: string | null;
        };
        Variety: {
            _id: string;
            additionalDescription: components["schemas"]["ShippingDetails"];
            calcium?: string | null;
            crudeFibre?: string | null;
            description?: string | null;
            energy?: string | null;
            iron?: string | null;
            origin?: string | null;
            protein?: string | null;
            slug: string;
            title: string;
            varietyImage?: string | null;
        };
        /** @description A variety as its card shows it; the variety page has the rest. */
        VarietyCard: {
            _id: string;
            description?: string | null;
            origin?: string | null;
            slug: string;
            title: string;
            varietyImage?: string | null;
        };
        VarietyData: {
            product: components["schemas"]["ParentProduct"];
            /** @description Other products ('You May Also Like'). */
            related: components["schemas"]["ProductCard"][];
            suppliers: components["schemas"]["VarietySupplier"][];
            variety: components["schemas"]["Variety"];
        };
        /** @description One supplier's offer of this variety (a listing without its copy of the product). */
        VarietySupplier: {
            _id: string;
            location: string;
            notes?: string | null;
            /** Format: double */
            price: number;
            /** Format: double */
            quantityAvailable: number;
            unit: string;
            varietyId: string;
            vendor: components["schemas"]["ListingVendor"];
        };
        VendorLoginResponse: {
            blocked: boolean;
            hasSubmittedRegistration: boolean;
            id: string;
            message: string;
            success: boolean;
            token: string;
            verified: boolean;
        };
        VendorResponse: {
            success: boolean;
            vendor: components["schemas"]["VendorView"];
        };
        VendorView: {
            _id: string;
            email: string;
            hasSubmittedRegistration: boolean;
            isActive: boolean;
            isBlocked: boolean;
            isVerified: boolean;
            mobile: string;
            name: string;
            vendorRegistration?: null | components["schemas"]["RegistrationView"];
        };
        WhyChooseUs: {
            _id: string;
            description: string;
            image?: string | null;
            title: string;
        };
        WhyChooseUsResponse: {
            data: components["schemas"]["WhyChooseUs"][];
            success: boolean;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    admin_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLoginResponse"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    send_contact_message: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactResponse"];
                };
            };
            /** @description {success: false, message} */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    get_additional_service: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdditionalServicesResponse"];
                };
            };
        };
    };
    get_core_values: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoreValuesResponse"];
                };
            };
        };
    };
    get_faq: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaqResponse"];
                };
            };
        };
    };
    get_footer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FooterResponse"];
                };
            };
        };
    };
    get_home_banner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BannerResponse"];
                };
            };
        };
    };
    get_logo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogoResponse"];
                };
            };
        };
    };
    get_reach: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReachResponse"];
                };
            };
        };
    };
    get_service: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServicesResponse"];
                };
            };
        };
    };
    get_testimonials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestimonialsResponse"];
                };
            };
        };
    };
    admin_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
        };
    };
    get_all_products: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductsResponse"];
                };
            };
        };
    };
    get_why_choose_us: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WhyChooseUsResponse"];
                };
            };
        };
    };
    send_feedback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FeedbackInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FeedbackResponse"];
                };
            };
            /** @description {success: false, message} */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    current: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponse"];
                };
            };
        };
    };
    add_address: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountResponse"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    update_address: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                addressId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddressInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountResponse"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    remove_address: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                addressId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountResponse"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    create_enquiry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnquiryInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnquiryResponse"];
                };
            };
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnquiryResponse"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    my_enquiries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EnquiriesResponse"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    user_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    user_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
        };
    };
    update_profile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    signup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignUpInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserResponse"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    get_user: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountResponse"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    dashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardResponse"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    list: {
        parameters: {
            query?: {
                /** @description pending, processing, completed or rejected; all when absent. */
                status?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboxResponse"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    reply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplyInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboxEnquiryResponse"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    set_status: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StatusInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InboxEnquiryResponse"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    vendor_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisterResponse"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    vendor_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorLoginResponse"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    get_vendor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorResponse"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    add: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListingInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListingWriteResponse"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListingWriteResponse"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    offer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                listingId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferResponse"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    listings_of_product: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the product's _id */
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListingsResponse"];
                };
            };
        };
    };
    of_vendor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierListingsResponse"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                listingId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ListingInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListingWriteResponse"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    apply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["RegistrationForm"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplyResponse"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    document: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                vendorId: string;
                /** @description aadharFile, panFile, gstFile, udyamFile, msmeFile or profile */
                kind: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": unknown;
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
