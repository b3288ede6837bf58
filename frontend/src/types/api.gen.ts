// Generated from the server's OpenAPI document by frontend/tools/gen-types.mjs.
// Do not edit: change the Rust types and run `npm run gen:types` in frontend/.

export interface paths {
    "/api/v1/admin/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The admin activity, newest first, filtered by admin, entity, action and days (UTC). */
        get: operations["admin_list_activity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/addFaq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds an FAQ item ('FAQ added successfully'). */
        post: operations["admin_add_faq"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/addReach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a reach item or core value ('Reach added successfully!'). */
        post: operations["admin_add_reach"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/addService": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a core service ('Service created successfully'). */
        post: operations["admin_add_service"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/addTestimonial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a testimonial ('Testimonial added successfully!'). */
        post: operations["admin_add_testimonial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/additionalService": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds an additional service ('Service created successfully'). */
        post: operations["admin_add_additional_service"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
    "/api/v1/admin/deleteFaq/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes an FAQ item ('FAQ deleted successfully'). */
        delete: operations["admin_delete_faq"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/deleteReach/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a reach item or core value ('Reach deleted successfully!'). */
        delete: operations["admin_delete_reach"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/deleteTestimonial/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a testimonial ('Testimonial deleted successfully!'). */
        delete: operations["admin_delete_testimonial"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/editEnquiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Opens or closes a general enquiry. */
        post: operations["admin_set_general_enquiry_status"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/editFaq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes an FAQ item ('FAQ updated successfully'). */
        post: operations["admin_edit_faq"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/editFooter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves the footer and contact details ('Footer updated successfully!'). */
        post: operations["admin_edit_footer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/editHomeBanner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves the home banner's three slots ('Banner updated successfully!'). */
        post: operations["admin_edit_home_banner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/editReach": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes a reach item or core value, found by `reachId` ('Event updated successfully!'). */
        post: operations["admin_edit_reach"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/editTestimonial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes a testimonial ('Testimonial updated successfully!'). */
        post: operations["admin_edit_testimonial"];
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
    "/api/v1/admin/exchangeRates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest rate of each currency, and one currency's history. */
        get: operations["admin_list_exchange_rates"];
        put?: never;
        /**
         * Sets a currency's rate for a day (today when no date is sent); a second rate for the
         *     same day corrects the first.
         */
        post: operations["admin_set_exchange_rate"];
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
    "/api/v1/admin/getEnquiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contact messages (general enquiries), newest first. */
        get: operations["admin_list_general_enquiries"];
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
    "/api/v1/admin/getFeedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The home page's visitor feedback, newest first. */
        get: operations["admin_list_feedback"];
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
    "/api/v1/admin/insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The site's insights over the last 7, 30 or 90 days: totals, one point a day, and a page
         *     of the varieties by views (most first) with their figures.
         */
        get: operations["admin_insights"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/logoEdit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replaces the site logo ('Logo updated successfully!'). */
        post: operations["admin_logo_edit"];
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
    "/api/v1/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every order the filters match (status, supplier, buyer, a range of days), newest
         *     first, paged with a bounded count.
         */
        get: operations["admin_orders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Any order whole. */
        get: operations["admin_order"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/orders/{id}/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A document of any order, as a download. */
        get: operations["admin_document_file"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/orders/{id}/proforma.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order's proforma invoice, as a PDF download. */
        get: operations["admin_proforma"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/orders/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets an order's status to any value, with a required note: kept on the order's
         *     history and in the admin activity, and mailed to both sides.
         */
        post: operations["correct_order"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/product/createProduct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a product to the catalogue. */
        post: operations["admin_product_create"];
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
        /**
         * One page of products with features, specifications and varieties: in catalogue order,
         *     or with `search` the products a catalogue search finds (title, category, variety or
         *     family; by prefix, forgiving one wrong letter), best first.
         */
        get: operations["get_all_products"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/product/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replaces a product's fields and its list of varieties: varieties sent with their `_id`
         *     are kept (with their offers and enquiries), those left out are removed.
         */
        put: operations["admin_product_update"];
        post?: never;
        /** Deletes a product with its varieties and offers; enquiries about it stay readable. */
        delete: operations["admin_product_delete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/productEnquiry/{id}/attachment/{seq}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A file of any enquiry's conversation, for the back office. */
        get: operations["admin_attachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/productEnquiry/{id}/thread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of any enquiry's conversation, for the back office (read only; nothing is
         *     marked read).
         */
        get: operations["admin_thread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/whychooseus/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a why-choose-us entry ('Entry created successfully'). */
        post: operations["admin_create_why_choose_us"];
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
    "/api/v1/admin/whychooseus/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a why-choose-us entry ('Entry updated successfully'). */
        put: operations["admin_update_why_choose_us"];
        post?: never;
        /** Deletes a why-choose-us entry ('Entry deleted successfully'). */
        delete: operations["admin_delete_why_choose_us"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a core or additional service, whichever the id names ('Service updated successfully'). */
        put: operations["admin_update_service"];
        post?: never;
        /** Deletes a core or additional service ('Service deleted successfully'). */
        delete: operations["admin_delete_service"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/brochure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The brochure PDF (the footer's Brochure heading and the category pages' Download
         *     Brochure button), as a download. Not cached, so a replaced brochure is served at once.
         */
        get: operations["get_brochure"];
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
    "/api/v1/user/enquiry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Product enquiries, newest first: searched, filtered by status and paged on the server. */
        get: operations["admin_list_enquiries"];
        put?: never;
        post?: never;
        delete?: never;
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
         * Sends an enquiry for one supplier's offer. Supplier name, price, unit and product
         *     titles are taken from the offer, never from the request. Sending the same form twice
         *     (same `submissionKey`) returns the first enquiry with status 200.
         */
        post: operations["create_enquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/enquiry/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every enquiry the filters match, newest first, as a CSV file (UTF-8 with a byte order
         *     mark; cells that a spreadsheet would read as a formula start with `'`).
         */
        get: operations["admin_export_enquiries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/enquiry/openRequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends one request for quotes on a variety to every verified supplier offering it (up
         *     to 10, best answer record first): one enquiry each, all or none, each counted against
         *     the buyer's enquiry allowance. The same form again (same `submissionKey`) returns the
         *     first request with status 200.
         */
        post: operations["open_request"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/enquiry/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends one request to several suppliers' offers (1 to 5, one per supplier): one enquiry
         *     per offer, each priced from its own offer, all or none, each counted once against the
         *     buyer's enquiry allowance. Sending the same form twice (same `submissionKey`) returns
         *     the first request with status 200.
         */
        post: operations["request_quotes"];
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
    "/api/v1/user/enquiry/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a product enquiry. */
        delete: operations["admin_delete_enquiry"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/enquiry/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accepts the revision of the quote the buyer read on one of its enquiries: the others of
         *     its request are closed and every supplier of it is told. A quote revised since the
         *     revision sent answers 409 and names the revision that stands. Answers the request's
         *     enquiries as they are now, and the order the acceptance placed.
         */
        post: operations["accept_quote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/enquiry/{id}/attachment/{seq}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A file of the buyer's enquiry's conversation. */
        get: operations["buyer_attachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/enquiry/{id}/counterOffer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The buyer asks the supplier for a revised quote at a target price per unit. */
        post: operations["counter_offer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/enquiry/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The buyer declines the quote with a reason from the list (and words of its own). */
        post: operations["decline_quote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/enquiry/{id}/message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The buyer writes to the enquiry's supplier: text, a file, or both. */
        post: operations["buyer_message"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/enquiry/{id}/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order the buyer's accepted quote on enquiry `id` became. */
        get: operations["order_of_enquiry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/enquiry/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets a product enquiry's status (any of the four, from any other). */
        put: operations["admin_set_enquiry_status"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/enquiry/{id}/thread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the buyer's enquiry's conversation (newest page first, each page oldest
         *     first), with the enquiry and its quote; opening it marks it read.
         */
        get: operations["buyer_thread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/forgotPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mails a buyer a password-reset link. Answers the same whether or not the account
         *     exists; limited per address and per e-mail.
         */
        post: operations["user_forgot_password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/getAllUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Buyers filtered by Verified / Blocked / Active and a name or e-mail search, newest
         *     first, one page at a time.
         */
        get: operations["admin_list_users"];
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
    "/api/v1/user/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in buyer's orders, newest first, paged. */
        get: operations["my_orders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the buyer's orders whole: terms, parties, milestones, payments, documents. */
        get: operations["my_order"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/orders/{id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The buyer adds a trade document to its order. */
        post: operations["buyer_document"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/orders/{id}/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A document of the buyer's order, as a download. */
        get: operations["buyer_document_file"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/orders/{id}/payments/{seq}/sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The buyer marks payment line `seq` sent (with an optional note: a bank reference). */
        post: operations["payment_sent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/orders/{id}/proforma.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order's proforma invoice, as a PDF download. */
        get: operations["buyer_proforma"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/orders/{id}/steps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The buyer moves its order: `delivered` once arrived, or `cancelled` (with a reason)
         *     before shipment. A supplier's step answers 403; a step out of order 409.
         */
        post: operations["buyer_step"];
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
    "/api/v1/user/resetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets a buyer's new password with the mailed token (once, within the hour); ends every
         *     session of the account.
         */
        post: operations["user_reset_password"];
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
    "/api/v1/user/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of the buyer's enquiries have something unread, and how many items. */
        get: operations["buyer_unread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/user/updateUser/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Sets one of isVerified, isBlocked, isActive of a buyer. Blocking ends the buyer's
         *     sessions and tokens at once.
         */
        patch: operations["admin_update_user"];
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
        /** The Document screen's line: offers and open enquiries of the signed-in supplier. */
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
    "/api/v1/vendor/enquiry/{id}/attachment/{seq}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A file of the conversation on an enquiry addressed to the signed-in supplier. */
        get: operations["supplier_attachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendor/enquiry/{id}/declineCounter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The supplier declines the buyer's latest counter-offer; its quote stands. */
        post: operations["decline_counter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendor/enquiry/{id}/message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The supplier writes to the enquiry's buyer: text, a file, or both. */
        post: operations["supplier_message"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendor/enquiry/{id}/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sends, or revises, the supplier's quote on an enquiry addressed to it, while the
         *     enquiry is open (not completed or rejected, and no quote of its request accepted).
         */
        put: operations["send_quote"];
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
    "/api/v1/vendor/enquiry/{id}/thread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the conversation on an enquiry addressed to the signed-in supplier;
         *     opening it marks it read.
         */
        get: operations["supplier_thread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendor/forgotPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mails a supplier a password-reset link. Answers the same whether or not the account
         *     exists; limited per address and per e-mail.
         */
        post: operations["vendor_forgot_password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendor/getAllVendors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Suppliers filtered by Verified / Blocked / Active and a name or e-mail search, newest
         *     first, one page at a time.
         */
        get: operations["admin_list_vendors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendor/insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in supplier's insights over the last 7, 30 or 90 days: totals, one point a
         *     day for the chart, and a page of its offers (newest first) with their figures.
         */
        get: operations["supplier_insights"];
        put?: never;
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
    "/api/v1/vendor/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in supplier's orders, newest first, paged. */
        get: operations["supplier_orders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendor/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the supplier's orders whole. */
        get: operations["supplier_order"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendor/orders/{id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The supplier adds a trade document to its order. */
        post: operations["supplier_document"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendor/orders/{id}/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A document of the supplier's order, as a download. */
        get: operations["supplier_document_file"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendor/orders/{id}/payments/{seq}/received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The supplier marks payment line `seq` received; the advance received moves a
         *     confirmed order to advance_received.
         */
        post: operations["payment_received"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendor/orders/{id}/proforma.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order's proforma invoice, as a PDF download. */
        get: operations["supplier_proforma"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendor/orders/{id}/steps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The supplier moves its order: confirmed, in_production, ready_to_ship, shipped (with
         *     carrier and B/L or AWB number), arrived, closed (delivered and paid), or cancelled
         *     (with a reason) before shipment. The buyer's step answers 403; a step out of order 409.
         */
        post: operations["supplier_step"];
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
    "/api/v1/vendor/resetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets a supplier's new password with the mailed token (once, within the hour); ends
         *     every session of the account.
         */
        post: operations["vendor_reset_password"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendor/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many of the supplier's enquiries have something unread (new enquiries, messages,
         *     counter-offers…), and how many items.
         */
        get: operations["supplier_unread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendor/updateVendor/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Sets one of isVerified, isBlocked, isActive. Blocking ends the supplier's sessions and
         *     tokens at once and takes its offers off the public pages. isVerified turns on only for
         *     a supplier whose registration has its required documents (409 otherwise).
         */
        patch: operations["admin_update_vendor"];
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
        /** Deletes an offer: the owning supplier's, or any for an admin. */
        delete: operations["remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendorProduct/getAllProduct": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every supplier's offers, newest first, paged. */
        get: operations["admin_list_listings"];
        put?: never;
        post?: never;
        delete?: never;
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
        /**
         * One open offer, as the enquiry form shows it beside the fields. An offer that is not
         *     open (or never was) is not there to read: 404, in the form's words.
         */
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
    "/api/v1/vendorProduct/status/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Shows (`isActive: true`) or hides an offer on the public pages. */
        patch: operations["admin_set_listing_status"];
        trace?: never;
    };
    "/api/v1/vendorProduct/vendor/{vendorId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A supplier's offers, newest first: that (verified) supplier or an admin. */
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
        /** Changes one of the signed-in supplier's offers. */
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
    "/api/v1/vendorRegistration/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The signed-in supplier changes its business details or replaces documents. A change of
         *     a KYC number or document sends a verified supplier back to review: its offers leave
         *     the public pages until an admin approves it, and the message says why.
         */
        post: operations["change"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendorRegistration/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Deletes a registration and its documents (files included). The supplier account stays,
         *     unverified, and must register again before it can trade.
         */
        delete: operations["admin_delete_registration"];
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
    "/api/v1/vendorRegistration/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Registrations of one tab (Verified by default, Unverified, All), newest first, paged. */
        get: operations["admin_list_registrations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendorRegistration/reject/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rejects a supplier's submitted registration with a reason the supplier reads on its
         *     status screen; it stays unverified and may submit again.
         */
        patch: operations["reject_vendor_registration"];
        trace?: never;
    };
    "/api/v1/vendorRegistration/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a registration's name, e-mail, phone and (when given) address; the supplier's
         *     sign-in e-mail and name follow.
         */
        put: operations["admin_update_registration"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/vendorRegistration/verify/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Verifies a supplier's submitted registration: it may then list offers, and its existing
         *     offers show on the public pages.
         */
        patch: operations["verify_vendor_registration"];
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description What the buyer accepts: the revision of the quote it read. */
        AcceptInput: {
            /** @description The quote's `revision` as the buyer was shown it; any other answers 409. */
            revision: number;
        };
        AcceptResponse: {
            data: components["schemas"]["EnquiryView"][];
            message: string;
            /** @description The order the acceptance placed. */
            order: components["schemas"]["PlacedOrder"];
            success: boolean;
        };
        /** @description The switch an admin flipped: exactly one of the three, as the screen sends it. */
        AccountFlagInput: {
            isActive?: boolean | null;
            isBlocked?: boolean | null;
            isVerified?: boolean | null;
        } & ({
            isVerified: boolean;
        } | {
            isBlocked: boolean;
        } | {
            isActive: boolean;
        });
        /**
         * @description Which account kind the forgot-password form starts on.
         * @enum {string}
         */
        AccountKind: "user" | "vendor";
        AccountResponse: {
            success: boolean;
            user: components["schemas"]["BuyerView"];
        };
        /**
         * @description The badge of section 4: Blocked if blocked, else Active if active, else Inactive.
         * @enum {string}
         */
        AccountStatus: "Blocked" | "Active" | "Inactive";
        /** @description An admin, as the filter offers it. */
        ActivityAdmin: {
            _id: string;
            email: string;
        };
        /** @description The filter's choices: the admins, and the entities and actions recorded so far. */
        ActivityChoices: {
            actions: string[];
            admins: components["schemas"]["ActivityAdmin"][];
            entities: string[];
        };
        AdditionalService: {
            _id: string;
            description: string;
            image?: string | null;
            title: string;
        };
        /** @description An additional service: title, description and image (required when adding). */
        AdditionalServiceForm: {
            description: string;
            /** Format: binary */
            image?: string | null;
            title: string;
        };
        AdditionalServiceSavedResponse: {
            data: components["schemas"]["AdditionalService"];
            message: string;
            success: boolean;
        };
        AdditionalServicesResponse: {
            data: components["schemas"]["AdditionalService"][];
            success: boolean;
        };
        AddressInput: {
            city: string;
            /** @enum {string|null} */
            country?: "India" | "United States" | "United Kingdom" | "Canada" | "Australia" | "" | null;
            label?: string | null;
            state?: string | null;
            street: string;
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
        AdminActivityEntry: {
            _id: string;
            action: string;
            /** @description The admin's e-mail; absent when that admin no longer exists. */
            adminEmail?: string | null;
            adminId: string;
            /** @description The admin's name; absent when that admin no longer exists. */
            adminName?: string | null;
            createdAt: string;
            /** @description The record in words: "FAQ updated: 'Who are we?'". */
            description: string;
            entity: string;
            /** @description The address the request came from. */
            ip?: string | null;
            recordId?: string | null;
            summary?: string | null;
        };
        AdminActivityPage: components["schemas"]["PageInfo"] & {
            /** @description What the filters can choose from. */
            choices: components["schemas"]["ActivityChoices"];
            data: components["schemas"]["AdminActivityEntry"][];
            success: boolean;
        };
        /** @description One row of User Management. */
        AdminBuyerRow: {
            _id: string;
            /** @description ISO 8601. */
            createdAt: string;
            email: string;
            isActive: boolean;
            isBlocked: boolean;
            isVerified: boolean;
            mobile?: string | null;
            name: string;
            status: components["schemas"]["AccountStatus"];
        };
        AdminBuyerUpdateResponse: {
            message: string;
            success: boolean;
            user: components["schemas"]["AdminBuyerRow"];
        };
        AdminBuyersResponse: {
            /** @description Pass as `after` for the next page; absent on the last page. */
            next?: string | null;
            /** Format: int64 */
            page: number;
            /** Format: int64 */
            pageSize: number;
            success: boolean;
            /**
             * Format: int64
             * @description Buyers matching the filters, over all pages.
             */
            total: number;
            /** @description Whether `total` is exact (false: at least that many, past 10,000). */
            totalExact: boolean;
            users: components["schemas"]["AdminBuyerRow"][];
        };
        AdminEnquiryPage: components["schemas"]["PageInfo"] & {
            data: components["schemas"]["EnquiryView"][];
            message: string;
            success: boolean;
        };
        AdminEnquiryResponse: {
            data: components["schemas"]["EnquiryView"];
            message: string;
            success: boolean;
        };
        AdminEnquiryStatusInput: {
            /**
             * @description pending, processing, completed or rejected: an admin may set any of them.
             * @enum {string}
             */
            status: "pending" | "processing" | "completed" | "rejected";
        };
        AdminFeedbackEntry: {
            _id: string;
            anonymous: boolean;
            createdAt: string;
            /** @description Absent when the visitor gave none or stayed anonymous. */
            email?: string | null;
            feedback: string;
        };
        AdminFeedbackPage: components["schemas"]["PageInfo"] & {
            data: components["schemas"]["AdminFeedbackEntry"][];
            success: boolean;
        };
        AdminGeneralEnquiry: {
            _id: string;
            address?: string | null;
            createdAt: string;
            email: string;
            message: string;
            name: string;
            phone: string;
            status: components["schemas"]["GeneralEnquiryStatus"];
        };
        AdminGeneralEnquiryPage: components["schemas"]["PageInfo"] & {
            /** @description The spec's client reads the list under this (misspelt) name. */
            enqiury: components["schemas"]["AdminGeneralEnquiry"][];
            success: boolean;
        };
        AdminGeneralEnquiryResponse: {
            data: components["schemas"]["AdminGeneralEnquiry"];
            message: string;
            success: boolean;
        };
        AdminGeneralEnquiryStatusInput: {
            id: string;
            /**
             * @description Open or Close.
             * @enum {string}
             */
            status: "Open" | "Close";
        };
        AdminLoginResponse: {
            message: string;
            success: boolean;
            token: string;
        };
        /** @description The listed product with what the details dialog shows of it. */
        AdminOfferProduct: {
            _id: string;
            details: string;
            image?: string | null;
            title: string;
            varieties: components["schemas"]["Variety"][];
        };
        /** @description One row of Supplier Products. */
        AdminOfferRow: components["schemas"]["OfferFigures"] & {
            _id: string;
            /** @description ISO 8601. */
            createdAt: string;
            isActive: boolean;
            location: string;
            notes?: string | null;
            /**
             * Format: double
             * @description Rupees, exact to the paisa.
             */
            price: number;
            product: components["schemas"]["AdminOfferProduct"];
            /** Format: double */
            quantityAvailable: number;
            unit: components["schemas"]["Unit"];
            varietyId: string;
            vendor: components["schemas"]["AdminOfferSupplier"];
        };
        AdminOfferStatusResponse: {
            message: string;
            product: components["schemas"]["AdminOfferRow"];
            success: boolean;
        };
        AdminOfferSupplier: {
            _id: string;
            email: string;
            name: string;
        };
        AdminOffersResponse: {
            /** @description Pass as `after` for the next page; absent on the last page. */
            next?: string | null;
            /** Format: int64 */
            page: number;
            /** Format: int64 */
            pageSize: number;
            products: components["schemas"]["AdminOfferRow"][];
            success: boolean;
            /**
             * Format: int64
             * @description Offers matching the filter, over all pages.
             */
            total: number;
            /** @description Whether `total` is exact (false: at least that many, past 10,000). */
            totalExact: boolean;
        };
        AdminProductDeleteResponse: {
            _id: string;
            message: string;
            success: boolean;
        };
        AdminProductResponse: {
            message: string;
            product: components["schemas"]["Product"];
            success: boolean;
        };
        AdminRegistrationUpdateResponse: {
            message: string;
            success: boolean;
            vendorRegistration: components["schemas"]["RegistrationView"];
        };
        AdminRegistrationsResponse: {
            /** @description Pass as `after` for the next page; absent on the last page. */
            next?: string | null;
            /** Format: int64 */
            page: number;
            /** Format: int64 */
            pageSize: number;
            success: boolean;
            /**
             * Format: int64
             * @description Registrations of the tab (and search), over all pages.
             */
            total: number;
            /** @description Whether `total` is exact (false: at least that many, past 10,000). */
            totalExact: boolean;
            vendors: components["schemas"]["RegistrationView"][];
        };
        /** @description One row of Vendor Management. */
        AdminSupplierRow: {
            _id: string;
            /** @description ISO 8601. */
            createdAt: string;
            email: string;
            hasSubmittedRegistration: boolean;
            isActive: boolean;
            isBlocked: boolean;
            isVerified: boolean;
            mobile: string;
            name: string;
            status: components["schemas"]["AccountStatus"];
            /**
             * @description Why the Verified switch cannot be turned on (no registration with the required
             *     documents); none when it can, or when the supplier is verified.
             */
            verifyRefusal?: string | null;
        };
        AdminSupplierUpdateResponse: {
            message: string;
            success: boolean;
            vendor: components["schemas"]["AdminSupplierRow"];
        };
        AdminSuppliersResponse: {
            /** @description Pass as `after` for the next page; absent on the last page. */
            next?: string | null;
            /** Format: int64 */
            page: number;
            /** Format: int64 */
            pageSize: number;
            success: boolean;
            /**
             * Format: int64
             * @description Suppliers matching the filters, over all pages.
             */
            total: number;
            /** @description Whether `total` is exact (false: at least that many, past 10,000). */
            totalExact: boolean;
            vendors: components["schemas"]["AdminSupplierRow"][];
        };
        /** @description What `PUT admin/{id}` saved: `service` or `additionalService`. */
        AnyServiceSavedResponse: {
            additionalService?: null | components["schemas"]["AdditionalService"];
            message: string;
            service?: null | components["schemas"]["Service"];
            success: boolean;
        };
        ApplyResponse: {
            message: string;
            success: boolean;
            vendor: components["schemas"]["SupplierView"];
            vendorRegistration?: null | components["schemas"]["RegistrationView"];
        };
        /** @description A file sent in the conversation: fetched through `url` by its buyer, supplier or an admin. */
        AttachmentView: {
            /** Format: int64 */
            bytes: number;
            contentType: string;
            /** @description What the browser saves it as: never the sender's own file name. */
            fileName: string;
            url: string;
        };
        BannerResponse: {
            banner: components["schemas"]["HomeBanner"][];
            success: boolean;
        };
        BannerSavedResponse: {
            banner: components["schemas"]["HomeBanner"];
            message: string;
            success: boolean;
        };
        /** @description One line of the business hours: "Mon-Fri" and "9:00 AM-6:00 PM". */
        BusinessHours: {
            days: string;
            time: string;
        };
        BuyerLoginResponse: {
            message: string;
            success: boolean;
            token: string;
            user: components["schemas"]["SignedInBuyer"];
        };
        BuyerResponse: {
            message: string;
            success: boolean;
            user: components["schemas"]["BuyerView"];
        };
        BuyerView: {
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
        /** @description A product card of the catalogue list: the card, its family and its offers. */
        CatalogueCard: {
            _id: string;
            category: string;
            categorySlug: string;
            description: string;
            /** @description The family's slug (`fresh-fruits`, `spices`, `textiles`). */
            family: string;
            fromConverted?: null | components["schemas"]["Converted"];
            /**
             * Format: double
             * @description The cheapest offer's price per unit in rupees, and its unit.
             */
            fromPrice?: number | null;
            fromUnit?: string | null;
            image?: string | null;
            /** @description The varieties a search matched, to link to directly. */
            matchedVarieties: components["schemas"]["MatchedVariety"][];
            /** @description Active offers of verified suppliers. */
            offerCount: number;
            title: string;
        };
        CatalogueOffer: components["schemas"]["OfferFigures"] & {
            _id: string;
            isActive: boolean;
            location: string;
            /**
             * Format: double
             * @description The smallest order taken, in `unit`; none when any quantity goes.
             */
            minOrder?: number | null;
            notes?: string | null;
            /**
             * Format: double
             * @description Rupees, exact to the paisa.
             */
            price: number;
            product: components["schemas"]["ListedProduct"];
            /** Format: double */
            quantityAvailable: number;
            unit: components["schemas"]["Unit"];
            varietyId: string;
            vendor: components["schemas"]["OfferSupplier"];
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
            /** @description The currencies a price may be in; the first (rupees) is the site's own. */
            currencies: string[];
            /** @description The sign each currency's amounts are written with (the mails use the same). */
            currencySymbols: {
                [key: string]: string;
            };
            /** @description A product enquiry's statuses; the first is where every enquiry starts. */
            enquiryStatuses: string[];
            /** @description The first value of each list is the form's default. */
            enquiryUnits: string[];
            /** @description A general (contact) enquiry's statuses. */
            generalEnquiryStatuses: string[];
            /** @description The trade terms of Incoterms 2020 a quote or offer states. */
            incoterms: string[];
            lengths: components["schemas"]["Lengths"];
            listingUnits: string[];
            messages: components["schemas"]["Messages"];
            packagingPreferences: string[];
            patterns: components["schemas"]["Patterns"];
            paymentTerms: string[];
            /** @description The currencies an admin keeps a dated rate of: every one but rupees. */
            rateCurrencies: string[];
            /** @description The statuses a supplier may move an enquiry to. */
            supplierEnquiryStatuses: string[];
            /** @description Every unit there is: a quote may be in any of them. */
            units: string[];
            urgencies: string[];
        };
        /**
         * @description `varieties.comparable_unit`: what every offer and quote of the variety is priced per,
         *     so that they compare like for like (goods sold by weight, by the piece, by length).
         * @enum {string}
         */
        ComparableUnit: "kg" | "piece" | "metre";
        ContactData: {
            address: string;
            businessHours: components["schemas"]["BusinessHours"][];
            emails: string[];
            map?: null | components["schemas"]["MapLocation"];
            phones: string[];
        };
        ContactInput: {
            address?: string | null;
            /** Format: email */
            email: string;
            message: string;
            name: string;
            phone: string;
        };
        ContactResponse: {
            message: string;
            success: boolean;
        };
        /**
         * @description A figure converted into the reader's currency at dated rates: shown beside the amount
         *     it came from as "≈ ₹292 / kg (rate of 28 Nov)".
         */
        Converted: {
            /**
             * Format: double
             * @description In `currency`, to its minor unit.
             */
            amount: number;
            currency: components["schemas"]["Currency"];
            /** @description The day of the rate used (YYYY-MM-DD); the older one when two were (neither currency rupees). */
            rateDate: string;
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
        /** @description An admin's correction: any status, and why. */
        CorrectionInput: {
            /** @description Required: kept on the order's history and in the admin activity. */
            note: string;
            /** @enum {string} */
            status: "placed" | "confirmed" | "advance_received" | "in_production" | "ready_to_ship" | "shipped" | "arrived" | "delivered" | "closed" | "cancelled";
        };
        /**
         * @description The buyer's counter-offer: the price it would accept per `targetUnit`, in the quote's
         *     currency.
         */
        CounterOfferInput: {
            message: string;
            /** @description The price per `targetUnit` in the quote's currency, at least 0, at most two decimals. */
            targetPrice: number;
            /**
             * @description Any unit there is (`Unit`).
             * @enum {string}
             */
            targetUnit: "kg" | "g" | "ton" | "piece" | "packet" | "box" | "quintal" | "metre";
        };
        /** @enum {string} */
        Country: "India" | "United States" | "United Kingdom" | "Canada" | "Australia";
        /**
         * @description A currency a buyer may read prices in and a supplier may quote in (ISO 4217); INR first.
         * @enum {string}
         */
        Currency: "INR" | "USD" | "EUR" | "GBP" | "AED";
        DashboardResponse: {
            success: boolean;
            summary: components["schemas"]["Summary"];
        };
        /** @description The supplier declines the buyer's counter-offer (its quote stands). */
        DeclineCounterInput: {
            message?: string | null;
        };
        /** @description The buyer declines the quote: a reason from the list, and words of its own. */
        DeclineQuoteInput: {
            /**
             * @description One of the decline reasons (`DeclineReason`).
             * @enum {string}
             */
            reason: "price-too-high" | "delivery-too-slow" | "minimum-order-too-high" | "terms-not-suitable" | "chose-another-supplier" | "no-longer-needed" | "other";
            /** @description Optional, but required when the reason is `other`. */
            text?: string | null;
        };
        /**
         * @description Why a buyer declined a quote (`enquiry_threads.decline_reason`).
         * @enum {string}
         */
        DeclineReason: "price-too-high" | "delivery-too-slow" | "minimum-order-too-high" | "terms-not-suitable" | "chose-another-supplier" | "no-longer-needed" | "other";
        EnquiriesResponse: {
            data: components["schemas"]["EnquiryView"][];
            message: string;
            success: boolean;
        };
        EnquiryData: {
            /** @description Why the offer (or some of a request's offers) cannot be enquired about. */
            error?: string | null;
            offer?: null | components["schemas"]["Offer"];
            /** @description A request's offers still open (`?listings=a,b,c`); the single offer alone otherwise. */
            offers: components["schemas"]["Offer"][];
            /**
             * @description An open request (`?variety=ID`): the form goes to every supplier of this variety,
             *     `offers` being the ones it reaches now.
             */
            openVarietyId?: string | null;
            options: components["schemas"]["EnquiryOptions"];
            prefill: components["schemas"]["EnquiryPrefill"];
        };
        /** @description The enquiry form's fields, as one enquiry and a request to several offers both send them. */
        EnquiryForm: {
            additionalRequirements?: string | null;
            address: string;
            certificationRequired?: boolean;
            city: string;
            company?: string | null;
            deliveryDate?: string | null;
            /** Format: email */
            email: string;
            name: string;
            /** @enum {string|null} */
            packagingPreference?: "standard" | "eco-friendly" | "custom" | "" | null;
            /** @enum {string|null} */
            paymentTerms?: "net30" | "net15" | "advance" | "cod" | "" | null;
            phone: string;
            pincode: string;
            quantity: number;
            samplesRequired?: boolean;
            state: string;
            /** @description One key per filled-in form: a second submission with it returns the first answer. */
            submissionKey?: string | null;
            /**
             * @description One of the spec's enquiry units; the offer's own unit (`box` for an offer priced per
             *     box) is taken too, and blank means it.
             * @enum {string|null}
             */
            unit?: "kg" | "ton" | "quintal" | "" | null;
            /** @enum {string|null} */
            urgency?: "normal" | "urgent" | "very-urgent" | "" | null;
        };
        EnquiryInput: components["schemas"]["EnquiryForm"] & {
            /** @description The supplier's offer the enquiry is for; price, unit and titles come from it. */
            listingId: string;
            product?: unknown;
            /**
             * @description What the client believes it is enquiring about. Only the offer id inside
             *     `supplier` is read; prices and names are never taken from the client.
             */
            supplier?: unknown;
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
        /**
         * @description `product_enquiries.status`: every enquiry starts `pending`.
         * @enum {string}
         */
        EnquiryStatus: "pending" | "processing" | "completed" | "rejected";
        EnquirySupplier: {
            /** @description Offers are priced in rupees. */
            currency: components["schemas"]["Currency"];
            id?: string | null;
            listingId?: string | null;
            name: string;
            /**
             * Format: double
             * @description The offer's price per `unit` when the enquiry was sent, in `currency`.
             */
            price: number;
            unit: components["schemas"]["Unit"];
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
            packagingPreference: components["schemas"]["PackagingPreference"];
            paymentTerms: components["schemas"]["PaymentTerms"];
            phone: string;
            pincode: string;
            product: components["schemas"]["EnquiryProduct"];
            /** Format: double */
            quantity: number;
            quote?: null | components["schemas"]["QuoteView"];
            quoteOutcome?: null | components["schemas"]["QuoteOutcome"];
            /** @description Shared by the enquiries of one request to several suppliers. */
            requestId?: string | null;
            samplesRequired: boolean;
            state: string;
            status: components["schemas"]["EnquiryStatus"];
            supplier: components["schemas"]["EnquirySupplier"];
            supplierReply?: null | components["schemas"]["SupplierReply"];
            unit: components["schemas"]["Unit"];
            urgency: components["schemas"]["Urgency"];
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
        ExchangeRateSaved: {
            data: components["schemas"]["Rate"];
            message: string;
            success: boolean;
        };
        ExchangeRates: {
            /** @description The newest rate of each currency that has one (USD, EUR, GBP, AED order). */
            data: components["schemas"]["Rate"][];
            /** @description The asked currency's rates, newest first, 30 at a time. */
            history: components["schemas"]["Rate"][];
            success: boolean;
        };
        Faq: {
            _id: string;
            answer: string;
            question: string;
        };
        /** @description An edited FAQ item: its `_id` with the new question and answer. */
        FaqEditInput: {
            _id: string;
            answer: string;
            question: string;
        };
        /** @description An FAQ item as the admin sends it (SPEC section 5: question and answer required). */
        FaqInput: {
            answer: string;
            question: string;
        };
        FaqResponse: {
            faqs: components["schemas"]["Faq"][];
            success: boolean;
        };
        FaqSavedResponse: {
            faq: components["schemas"]["Faq"];
            message: string;
            success: boolean;
        };
        FeedbackInput: {
            anonymous?: boolean;
            /** Format: email */
            email?: string | null;
            feedback: string;
        };
        FeedbackResponse: {
            message: string;
            success: boolean;
        };
        /**
         * @description One of the Verified / Blocked / Active filters: All, Yes or No.
         * @enum {string}
         */
        FlagFilter: "all" | "yes" | "no";
        Footer: {
            _id: string;
            address: string;
            /** @description The brochure's download address, when there is one. */
            brochure?: string | null;
            businessHours: components["schemas"]["BusinessHours"][];
            email: string;
            email2?: string | null;
            map?: null | components["schemas"]["MapLocation"];
            phone: string;
            phone2?: string | null;
        };
        /**
         * @description The footer form. Phone, e-mail and address are required; the second lines, business
         *     hours (one "Days: hours" line each), the map position (latitude and longitude, both or
         *     neither) and the brochure (a PDF up to 10 MB, checked by content) are optional;
         *     `removeBrochure=true` removes the brochure.
         */
        FooterForm: {
            address: string;
            /** Format: binary */
            brochure?: string | null;
            businessHours?: string | null;
            email: string;
            email2?: string | null;
            mapLatitude?: string | null;
            mapLongitude?: string | null;
            phone: string;
            phone2?: string | null;
            removeBrochure?: string | null;
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
        FooterSavedResponse: {
            footer: components["schemas"]["Footer"];
            message: string;
            success: boolean;
        };
        ForgotPasswordData: {
            /** @description The login page's tab the visitor came from (`?role=vendor`); the buyer's otherwise. */
            role: components["schemas"]["AccountKind"];
        };
        ForgotPasswordInput: {
            /** Format: email */
            email: string;
        };
        /**
         * @description `general_enquiries.status`.
         * @enum {string}
         */
        GeneralEnquiryStatus: "Open" | "Close";
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
        /**
         * @description The banner form: exactly three slots. Each heading is required; subtitles are kept
         *     unless sent; images (JPEG, PNG or WebP, up to 5 MB) are sent only when newly chosen.
         *     A field of any other slot is refused.
         */
        HomeBannerForm: {
            banner1_heading: string;
            /** Format: binary */
            banner1_image?: string | null;
            banner1_subtitle?: string | null;
            banner2_heading: string;
            /** Format: binary */
            banner2_image?: string | null;
            banner2_subtitle?: string | null;
            banner3_heading: string;
            /** Format: binary */
            banner3_image?: string | null;
            banner3_subtitle?: string | null;
            bannerId?: string | null;
        };
        HomeData: {
            banners: components["schemas"]["Slide"][];
            coreValues: components["schemas"]["CoreValue"][];
            faqs: components["schemas"]["Faq"][];
            /** @description The showcase: the first products of the catalogue, in the admins' order (at most 8). */
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
        /**
         * @description A trade term of Incoterms 2020 (`vendor_listings.incoterm`, `enquiry_quotes.incoterm`).
         * @enum {string}
         */
        Incoterm: "EXW" | "FCA" | "FAS" | "FOB" | "CFR" | "CIF" | "CPT" | "CIP" | "DAP" | "DPU" | "DDP";
        /** @description One day of the chart. */
        InsightDay: {
            /** Format: date */
            day: string;
            /** Format: int64 */
            enquiries: number;
            /** Format: int64 */
            views: number;
        };
        /** @description The figures of one offer, variety, supplier or the site over the range. */
        InsightFigures: {
            /**
             * Format: int64
             * @description Of those, the ones answered: quoted, replied to, or moved on from pending.
             */
            answered: number;
            /**
             * Format: int64
             * @description Enquiries received in the range.
             */
            enquiries: number;
            /**
             * Format: int64
             * @description The median time from an enquiry to its first answer, in seconds; none when none
             *     has a first-answer time.
             */
            medianAnswerSeconds?: number | null;
            /**
             * Format: int64
             * @description Of the enquiries received, the ones whose quote the buyer accepted.
             */
            quotesAccepted: number;
            /**
             * Format: int64
             * @description Views of the variety page (or pages), counted on the server, crawlers left out.
             */
            views: number;
        };
        /** @description The range an answer covers. */
        InsightRange: {
            /**
             * Format: int32
             * @description 7, 30 or 90.
             */
            days: number;
            /**
             * Format: date
             * @description The first day (UTC).
             */
            from: string;
            /**
             * Format: date
             * @description The last day (UTC): today.
             */
            to: string;
        };
        Lengths: {
            addressMax: number;
            businessNameMax: number;
            cityMax: number;
            deliveryTermsMax: number;
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
            /**
             * Format: int64
             * @description Days from today a quote's validity may reach.
             */
            quoteValidityMaxDays: number;
            /** @description An admin's reason for rejecting a supplier registration. */
            rejectionReasonMax: number;
            stateMax: number;
        };
        ListedProduct: {
            _id: string;
            details: string;
            image?: string | null;
            title: string;
            varieties: components["schemas"]["Variety"][];
        };
        LoginData: {
            /** @description Where to go after signing in: a path on this site, or none. */
            redirect?: string | null;
        };
        LoginInput: {
            email: string;
            password: string;
            remember?: boolean;
        };
        Logo: {
            _id: string;
            logo?: string | null;
        };
        /**
         * @description The logo form. `logo` (JPEG, PNG or WebP, up to 5 MB) is optional: sent only when
         *     newly chosen.
         */
        LogoForm: {
            /** Format: binary */
            logo?: string | null;
            logo_id?: string | null;
        };
        LogoResponse: {
            logo?: null | components["schemas"]["Logo"];
            success: boolean;
        };
        LogoSavedResponse: {
            logo: components["schemas"]["Logo"];
            message: string;
            success: boolean;
        };
        MapLocation: {
            /** @description The OpenStreetMap frame of the position (the CSP allows this origin in frames). */
            embedUrl: string;
            /** Format: double */
            latitude: number;
            /** @description The same place on openstreetmap.org, for a "View larger map" link. */
            linkUrl: string;
            /** Format: double */
            longitude: number;
        };
        MatchedVariety: {
            /** @description The variety page's address. */
            path: string;
            title: string;
        };
        /**
         * @description A message (multipart/form-data): text, a file (PDF, JPEG, PNG or WebP, checked as KYC
         *     documents are), or both.
         */
        MessageForm: {
            /** Format: binary */
            attachment?: string | null;
            text?: string | null;
        };
        MessageResponse: {
            message: string;
            success: boolean;
        };
        Messages: {
            aadharFileRequired: string;
            aadharInvalid: string;
            dateInvalid: string;
            datePast: string;
            emailInvalid: string;
            emailRequired: string;
            gstFileRequired: string;
            gstInvalid: string;
            mainImageRequired: string;
            minOrderInvalid: string;
            mobileInvalid: string;
            panFileRequired: string;
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
            validUntilFar: string;
            validUntilInvalid: string;
            validUntilPast: string;
            validUntilRequired: string;
        };
        Meta: {
            /** @description Path of the canonical URL (the server adds its public origin). */
            canonical: string;
            description: string;
            /** @description Structured data (schema.org) for search engines, if the page has any. */
            jsonLd?: {
                [key: string]: unknown;
            } | null;
            /** @description Kept out of search engines (`<meta name="robots" content="noindex">`). */
            noindex?: boolean;
            title: string;
        };
        /** @description An amount with its currency. */
        Money: {
            /**
             * Format: double
             * @description In `currency`, exact to its minor unit (two decimals).
             */
            amount: number;
            currency: components["schemas"]["Currency"];
        };
        MonthValue: {
            /** @description `YYYY-MM`. */
            month: string;
            /** Format: int64 */
            orders: number;
            value: components["schemas"]["Money"][];
        };
        MyEnquiriesData: {
            /** @description The enquiry whose conversation the page opens; the list when absent. */
            enquiryId?: string | null;
        };
        MyOrdersData: {
            /** @description The order the page opens; the list when absent. */
            orderId?: string | null;
        };
        Named: {
            _id: string;
            title: string;
        };
        Negotiation: {
            /**
             * Format: int64
             * @description Counter-offers buyers made on the supplier's quotes.
             */
            counterOffers: number;
            /**
             * Format: int64
             * @description Quotes buyers declined.
             */
            declined: number;
            /** @description The declines by reason, most frequent first. */
            declinedByReason: components["schemas"]["ReasonCount"][];
        };
        /** @description A 'not found' page with its own wording and a way on. */
        NotFoundData: {
            action: components["schemas"]["PageAction"];
            text: string;
            title: string;
        };
        /** @description Quantity arrives as a number from our form and as text from others; both are accepted. */
        NumberOrText: number | string;
        /** @description An offer that buyers may enquire about, with what the enquiry copies from it. */
        Offer: {
            /** @description The currency of `price`: offers are priced in rupees. */
            currency: components["schemas"]["Currency"];
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
            unit: components["schemas"]["Unit"];
            varietyId: string;
            varietySlug: string;
            varietyTitle: string;
            vendorId: string;
            vendorName: string;
        };
        /** @description An offer's like-for-like figures and its basis. */
        OfferFigures: {
            /**
             * Format: double
             * @description Rupees per `comparableUnit`; none for a pack whose content was never stated.
             */
            comparablePrice?: number | null;
            /** @description What the variety's offers are compared per: kg, piece or metre. */
            comparableUnit: components["schemas"]["ComparableUnit"];
            converted?: null | components["schemas"]["Converted"];
            /** @description The currency of the offer's `price` and `comparablePrice`: offers are priced in rupees. */
            currency: components["schemas"]["Currency"];
            /** @description The price's basis (Incoterms 2020): EXW unless the supplier said otherwise. */
            incoterm: components["schemas"]["Incoterm"];
            /** @description Where the basis applies: the offer's location unless the supplier named a place. */
            namedPlace: string;
            /**
             * Format: double
             * @description What one unit holds, in `comparableUnit`, for a unit not measured in it (a box of 5 kg: 5).
             */
            packContent?: number | null;
        };
        /**
         * @description What the Add/Edit dialog sends. Numbers may come as JSON numbers or as text; `vendor`
         *     is ignored: an offer always belongs to the signed-in supplier.
         */
        OfferInput: {
            /**
             * @description The price's basis, one of the Incoterms 2020 codes; EXW when absent.
             * @enum {string|null}
             */
            incoterm?: "EXW" | "FCA" | "FAS" | "FOB" | "CFR" | "CIF" | "CPT" | "CIP" | "DAP" | "DPU" | "DDP" | null;
            location: string;
            /** @description The smallest order taken, in `unit`: above 0, or blank/absent for none. */
            minOrder?: number | null;
            /** @description Where the basis applies; the location when absent. */
            namedPlace?: string | null;
            notes?: string | null;
            /**
             * @description What one `unit` holds, in the variety's comparable unit (kg, piece or metre):
             *     required for a unit not measured in it (a box of 5 kg sends 5).
             */
            packContent?: number | null;
            /** @description Rupees, at least 0, at most two decimals. */
            price: number;
            /** @description Product id. */
            product: string;
            quantityAvailable: number;
            /**
             * @description One of kg, g, ton, piece, packet, box, metre.
             * @enum {string}
             */
            unit: "kg" | "g" | "ton" | "quintal" | "piece" | "packet" | "box" | "metre";
            varietyId: string;
            vendor?: string | null;
        };
        /** @description One of the supplier's offers: its variety page's views and its own enquiries. */
        OfferInsight: {
            /** @description The offer's id. */
            _id: string;
            figures: components["schemas"]["InsightFigures"];
            isActive: boolean;
            /** @description The variety page whose views are counted. */
            path: string;
            productTitle: string;
            varietyTitle: string;
        };
        OfferResponse: {
            offer: components["schemas"]["Offer"];
            success: boolean;
        };
        /**
         * @description How the offers are ordered: links on the page (`?sort=…`) so it works without JavaScript.
         * @enum {string}
         */
        OfferSort: "price" | "price-desc" | "min-order";
        OfferStatusInput: {
            isActive: boolean;
        };
        /** @description The supplier as buyers see it: no contact details, enquiries go through the site. */
        OfferSupplier: {
            _id: string;
            /**
             * Format: int64
             * @description Enquiries to this supplier answered (a reply or a status other than pending) in
             *     the last 90 days.
             */
            answeredEnquiries: number;
            /** @description Verified by an admin (only verified suppliers' offers are listed). */
            isVerified: boolean;
            location: string;
            /**
             * Format: int32
             * @description The year the supplier joined.
             */
            memberSince: number;
            name: string;
        };
        OfferWriteResponse: {
            _id: string;
            message: string;
            success: boolean;
        };
        OffersResponse: {
            listings: components["schemas"]["CatalogueOffer"][];
            success: boolean;
        };
        /** @description The enquiry form with the variety in place of the offers. */
        OpenRequestInput: components["schemas"]["EnquiryForm"] & {
            varietyId?: string | null;
        };
        OpenRequestResponse: {
            data: components["schemas"]["EnquiryView"][];
            message: string;
            requestId: string;
            success: boolean;
        };
        /**
         * @description An order document (multipart/form-data): its kind and its file (PDF, JPEG, PNG or
         *     WebP, checked as KYC documents are).
         */
        OrderDocumentForm: {
            /** Format: binary */
            file: string;
            /** @description What the document is. */
            kind: components["schemas"]["OrderDocumentKind"];
        };
        /**
         * @description `order_documents.kind`: the trade documents an order's shipment travels with.
         * @enum {string}
         */
        OrderDocumentKind: "commercial_invoice" | "packing_list" | "certificate_of_origin" | "phytosanitary_certificate" | "bill_of_lading" | "insurance_certificate" | "other";
        OrderDocumentView: {
            _id: string;
            /** Format: int64 */
            bytes: number;
            contentType: string;
            kind: components["schemas"]["OrderDocumentKind"];
            party: components["schemas"]["OrderParty"];
            uploadedAt: string;
        };
        OrderEventView: {
            actorId?: string | null;
            at: string;
            note?: string | null;
            party: components["schemas"]["OrderParty"];
            status: components["schemas"]["OrderStatus"];
        };
        /** @description A supplier's orders in the range. */
        OrderFigures: {
            /** @description Whether the range held more orders than one report reads. */
            capped: boolean;
            /**
             * Format: double
             * @description Mean days from acceptance to delivery, over the range's orders that were delivered.
             */
            daysToDelivery?: number | null;
            /**
             * Format: double
             * @description Mean days from acceptance to shipment, over the range's orders that shipped.
             */
            daysToShipment?: number | null;
            /**
             * Format: int64
             * @description Orders placed in the range, cancelled ones included.
             */
            orders: number;
            /** @description The value of those not cancelled, one sum per currency. */
            value: components["schemas"]["Money"][];
        };
        /** @description A page of orders, newest first. */
        OrderPage: components["schemas"]["PageInfo"] & {
            data: components["schemas"]["OrderSummary"][];
            message: string;
            success: boolean;
        };
        /**
         * @description Who acted on an order (`order_events.party`, `order_documents.party`): one of its two
         *     sides, an admin correcting it, or the site itself (the acceptance that placed it).
         * @enum {string}
         */
        OrderParty: "buyer" | "supplier" | "admin" | "site";
        /** @description One side of the order as it was when the order was placed. */
        OrderPartyView: {
            address: string;
            company?: string | null;
            email: string;
            name: string;
            phone: string;
        };
        /** @description One order whole. */
        OrderResponse: {
            data: components["schemas"]["OrderView"];
            message: string;
            success: boolean;
        };
        /**
         * @description `orders.status`: an order's milestone, from the acceptance that placed it to its
         *     close; `cancelled` only before it ships.
         * @enum {string}
         */
        OrderStatus: "placed" | "confirmed" | "advance_received" | "in_production" | "ready_to_ship" | "shipped" | "arrived" | "delivered" | "closed" | "cancelled";
        /** @description An order in a list. */
        OrderSummary: {
            _id: string;
            buyerName: string;
            number: string;
            placedAt: string;
            productTitle: string;
            /** Format: double */
            quantity: number;
            status: components["schemas"]["OrderStatus"];
            supplierName: string;
            total?: null | components["schemas"]["Money"];
            unit: components["schemas"]["Unit"];
            varietyTitle: string;
        };
        /** @description An order whole. */
        OrderView: {
            _id: string;
            buyer: components["schemas"]["OrderPartyView"];
            cancelReason?: string | null;
            deliveryTerms: string;
            /** @description Oldest first. */
            documents: components["schemas"]["OrderDocumentView"][];
            enquiryId?: string | null;
            /** @description Oldest first. */
            events: components["schemas"]["OrderEventView"][];
            incoterm?: null | components["schemas"]["Incoterm"];
            /** @description The documents the order's Incoterm (and its goods) call for that nobody uploaded yet. */
            missingDocuments: components["schemas"]["OrderDocumentKind"][];
            namedPlace?: string | null;
            /** @description TH-YYYY-NNNNNN. */
            number: string;
            pack: string;
            /** Format: double */
            packContent?: number | null;
            paymentTerms: components["schemas"]["PaymentTerms"];
            payments: components["schemas"]["PaymentLineView"][];
            placedAt: string;
            price: components["schemas"]["Money"];
            /** @description The unit the price is per, and its pack in words ("box of 5 kg"). */
            priceUnit: components["schemas"]["Unit"];
            productId?: string | null;
            productTitle: string;
            /** Format: double */
            quantity: number;
            /** Format: int32 */
            quoteRevision: number;
            quoteValidUntil: string;
            shipment: components["schemas"]["ShipmentView"];
            status: components["schemas"]["OrderStatus"];
            supplier: components["schemas"]["OrderPartyView"];
            total?: null | components["schemas"]["Money"];
            unit: components["schemas"]["Unit"];
            updatedAt: string;
            varietyId?: string | null;
            varietyTitle: string;
        };
        /**
         * @description `product_enquiries.packaging_preference`.
         * @enum {string}
         */
        PackagingPreference: "standard" | "eco-friendly" | "custom";
        PageAction: {
            label: string;
            to: string;
        };
        /** @description Untagged: `page` names the variant; pages whose content is all in the bundle send `null`. */
        PageData: components["schemas"]["HomeData"] | components["schemas"]["ProductsData"] | components["schemas"]["CategoryData"] | components["schemas"]["VarietyData"] | components["schemas"]["ServiceData"] | components["schemas"]["ContactData"] | components["schemas"]["LoginData"] | components["schemas"]["ForgotPasswordData"] | components["schemas"]["ResetPasswordData"] | components["schemas"]["ProfileData"] | components["schemas"]["EnquiryData"] | components["schemas"]["MyEnquiriesData"] | components["schemas"]["MyOrdersData"] | components["schemas"]["NotFoundData"] | null;
        /** @description Where a page sits in the whole list. */
        PageInfo: {
            /** @description Pass as `after` for the page that follows this one; absent on the last page. */
            next?: string | null;
            /** Format: int64 */
            page: number;
            /** Format: int64 */
            pageSize: number;
            /**
             * Format: int64
             * @description Rows matching the filters, over all pages; when `totalExact` is false, at least this many.
             */
            total: number;
            /** @description Whether `total` is the exact count (false past 10,000 rows; past 1,000 for a search). */
            totalExact: boolean;
        };
        /**
         * @description The page components the frontend registers; one name per server-rendered page.
         * @enum {string}
         */
        PageName: "home" | "products" | "category" | "variety" | "about" | "service" | "certificates" | "contact" | "became-a-supplier" | "not-found" | "login" | "user-register" | "supplier-register" | "profile" | "enquiry" | "enquiries" | "my-enquiries" | "my-orders" | "forgot-password" | "reset-password" | "shell";
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
        /**
         * @description `order_payments.due`: what a payment line falls due after: the order itself, its
         *     shipment (against documents) or its delivery (cash on delivery).
         * @enum {string}
         */
        PaymentDue: "order" | "shipment" | "delivery";
        /** @description The buyer's note on a payment it sent (a bank reference, say). */
        PaymentInput: {
            note?: string | null;
        };
        PaymentLineView: {
            amount?: null | components["schemas"]["Money"];
            due: components["schemas"]["PaymentDue"];
            /** Format: int32 */
            dueDays: number;
            /** @description Set once what it falls due after has happened (YYYY-MM-DD). */
            dueOn?: string | null;
            overdue: boolean;
            part: components["schemas"]["PaymentPart"];
            /** Format: int32 */
            percent: number;
            receivedAt?: string | null;
            sentAt?: string | null;
            sentNote?: string | null;
            /**
             * Format: int32
             * @description The line's number on the order (1, 2…): what marking it names.
             */
            seq: number;
        };
        /**
         * @description `order_payments.part`: an advance, the balance after it, or the whole amount at once.
         * @enum {string}
         */
        PaymentPart: "advance" | "balance" | "full";
        /**
         * @description `product_enquiries.payment_terms`.
         * @enum {string}
         */
        PaymentTerms: "net30" | "net15" | "advance" | "cod";
        /** @description An order just placed: its id (for `/user/orders/{id}`) and number. */
        PlacedOrder: {
            _id: string;
            /** @description TH-YYYY-NNNNNN. */
            number: string;
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
        /** @description A family of products (the products' tag), as the filter offers it. */
        ProductFamily: {
            label: string;
            slug: string;
        };
        /**
         * @description The product form (multipart/form-data). Lists are JSON text: `features` a list of
         *     texts, `specifications` a list of `{ name, value }`, `varieties` a list of
         *     `VarietyInput`. Pictures (JPEG, PNG or WebP by content, up to 5 MB each): `mainImage`,
         *     required when creating and kept when left out of an update, and `varietyImages`,
         *     repeated, each one the picture of the variety whose `imageIndex` is its position
         *     among them (from 0).
         */
        ProductForm: {
            category: string;
            description?: string | null;
            details?: string | null;
            /** @description JSON text: `["Export grade", …]`. */
            features?: string | null;
            /** Format: binary */
            mainImage?: string | null;
            /** @description JSON text: `[{ "name": "Brix", "value": "18%" }, …]`. */
            specifications?: string | null;
            tag?: string | null;
            title: string;
            /** @description JSON text: a list of `VarietyInput`. */
            varieties?: string | null;
            varietyImages?: string[] | null;
        };
        ProductsData: {
            /** @description Every family, in catalogue order, for the filter. */
            families: components["schemas"]["ProductFamily"][];
            /** @description The family filtered on, if any (its slug). */
            family?: string | null;
            /**
             * Format: int64
             * @description This page, from 1.
             */
            page: number;
            /**
             * Format: int64
             * @description Pages of the list (at least 1); page `n` is at `?page=n` beside `q` and `family`.
             */
            pageCount: number;
            /** Format: int64 */
            pageSize: number;
            /**
             * @description The products of this page: the catalogue's, one family's, or a search's hits (best
             *     first), at most `pageSize` of them.
             */
            products: components["schemas"]["CatalogueCard"][];
            /** @description The search as asked (trimmed), empty for none. */
            query: string;
            /**
             * Format: int64
             * @description Products in the whole list (or hits of the search) over all pages; when `totalExact`
             *     is false, at least this many.
             */
            total: number;
            /** @description Whether `total` is the exact count (a search counts its hits up to 1,000). */
            totalExact: boolean;
        };
        ProductsResponse: {
            /** @description Pass as `after` for the next page in catalogue order; absent on the last page. */
            next?: string | null;
            /** Format: int64 */
            page: number;
            /** Format: int64 */
            pageSize: number;
            /** @description This page of products, with features, specifications and varieties. */
            products: components["schemas"]["Product"][];
            success: boolean;
            /**
             * Format: int64
             * @description Products matching over all pages; when `totalExact` is false, at least this many.
             */
            total: number;
            totalExact: boolean;
        };
        ProfileData: {
            user: components["schemas"]["BuyerView"];
        };
        ProfileInput: {
            confirmPassword?: string | null;
            currentPassword?: string | null;
            /** Format: email */
            email: string;
            name: string;
            newPassword?: string | null;
        };
        QuoteAtEvent: {
            comparable?: null | components["schemas"]["Money"];
            comparableUnit?: null | components["schemas"]["ComparableUnit"];
            converted?: null | components["schemas"]["Converted"];
            currency: components["schemas"]["Currency"];
            incoterm?: null | components["schemas"]["Incoterm"];
            namedPlace?: string | null;
            /**
             * Format: double
             * @description What one `unit` holds in `comparableUnit`, for a pack.
             */
            packContent?: number | null;
            /**
             * Format: double
             * @description The price per `unit`, in `currency`.
             */
            price: number;
            /** Format: int32 */
            revision: number;
            unit: components["schemas"]["Unit"];
            validUntil: string;
        };
        /** @description A quote's like-for-like figures and its terms. */
        QuoteFigures: {
            /**
             * Format: double
             * @description Rupees per `comparableUnit` (a quote in another currency at the rate of the day it
             *     was written); none for a pack whose content is unknown.
             */
            comparablePrice?: number | null;
            comparableUnit: components["schemas"]["ComparableUnit"];
            /** @description The currency of `price` and `total`. */
            currency: components["schemas"]["Currency"];
            incoterm?: null | components["schemas"]["Incoterm"];
            namedPlace?: string | null;
            /**
             * Format: double
             * @description What one unit holds, in `comparableUnit`, for a pack unit.
             */
            packContent?: number | null;
        };
        /** @description A supplier's quote as sent. Numbers may come as JSON numbers or as text. */
        QuoteInput: {
            /**
             * @description The currency of `price`: INR, USD, EUR, GBP or AED.
             * @enum {string}
             */
            currency: "INR" | "USD" | "EUR" | "GBP" | "AED";
            deliveryTerms: string;
            /**
             * @description The trade term, one of the Incoterms 2020 codes (EXW, FCA, FAS, FOB, CFR, CIF, CPT,
             *     CIP, DAP, DPU, DDP).
             * @enum {string}
             */
            incoterm: "EXW" | "FCA" | "FAS" | "FOB" | "CFR" | "CIF" | "CPT" | "CIP" | "DAP" | "DPU" | "DDP";
            message?: string | null;
            /** @description The smallest order taken, in `unit`: above 0, or blank/absent for none. */
            minOrder?: number | null;
            /** @description The named place or port the term applies at ("Nhava Sheva"). */
            namedPlace: string;
            /**
             * @description What one `unit` holds, in the variety's comparable unit: required for a unit not
             *     measured in it (a box of 5 kg sends 5).
             */
            packContent?: number | null;
            /** @description The price per `unit` in `currency`, at least 0, at most two decimals. */
            price: number;
            /**
             * @description Any unit there is: kg, g, ton, piece, packet, box or quintal.
             * @enum {string}
             */
            unit: "kg" | "g" | "ton" | "piece" | "packet" | "box" | "quintal" | "metre";
            /**
             * Format: date
             * @description The last day the quote holds (YYYY-MM-DD), from today to a year ahead.
             */
            validUntil: string;
        };
        /**
         * @description `product_enquiries.quote_outcome`: the enquiry whose quote the buyer accepted, and
         *     the other enquiries of its request, closed by that acceptance.
         * @enum {string}
         */
        QuoteOutcome: "accepted" | "closed";
        /** @description The enquiry form, sent to several offers at once (`listingIds` in place of `listingId`). */
        QuoteRequestInput: components["schemas"]["EnquiryForm"] & {
            /** @description The offers the request goes to: 1 to 5, each of a different supplier. */
            listingIds: string[] | null;
        };
        QuoteRequestResponse: {
            data: components["schemas"]["EnquiryView"][];
            message: string;
            /** @description Shared by the request's enquiries (`requestId` on each). */
            requestId: string;
            success: boolean;
        };
        /** @description A quote as the buyer and its supplier see it, with the figures that compare it. */
        QuoteView: components["schemas"]["QuoteFigures"] & {
            comparable?: null | components["schemas"]["Money"];
            converted?: null | components["schemas"]["Converted"];
            deliveryTerms: string;
            /** @description The validity date has passed: it can no longer be accepted. */
            expired: boolean;
            message?: string | null;
            /** Format: double */
            minOrder?: number | null;
            /**
             * Format: double
             * @description The price per `unit`, in `currency` (rupees unless the supplier quoted in another).
             */
            price: number;
            pricePerKg?: null | components["schemas"]["Money"];
            /** @description When it was sent or last revised. */
            quotedAt: string;
            /**
             * Format: int32
             * @description 1 for the first quote, counting up with each revision: what the buyer accepts.
             */
            revision: number;
            total?: null | components["schemas"]["Money"];
            unit: components["schemas"]["Unit"];
            validUntil: string;
        };
        /** @description One currency's rate as read: rupees for one unit, on `date`. */
        Rate: {
            currency: components["schemas"]["Currency"];
            /** @description The day the rate is for (YYYY-MM-DD). */
            date: string;
            /**
             * Format: double
             * @description Rupees per one unit of `currency`.
             */
            rate: number;
            /** @description Older than seven days. */
            stale: boolean;
        };
        /** @description What the back office's rate form sends. */
        RateInput: {
            /**
             * @description USD, EUR, GBP or AED.
             * @enum {string}
             */
            currency: "USD" | "EUR" | "GBP" | "AED";
            /** @description The day the rate is for (YYYY-MM-DD), today when absent. */
            date?: string | null;
            /** @description Rupees per one unit of the currency, up to six decimals. */
            rate: number;
        };
        /** @description An edit of a reach item or core value: its id (`reachId`) and the fields of the add form. */
        ReachEditForm: {
            coreValuesName?: string | null;
            description: string;
            /** Format: binary */
            image?: string | null;
            reachId: string;
            reachName?: string | null;
        };
        /**
         * @description A reach item (`reachName`) or a core value (`coreValuesName`), with its description
         *     and an optional image (JPEG, PNG or WebP, up to 5 MB).
         */
        ReachForm: {
            coreValuesName?: string | null;
            description: string;
            /** Format: binary */
            image?: string | null;
            reachName?: string | null;
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
        /** @description The saved item: `reach` for a reach item, `coreValue` for a core value. */
        ReachSavedResponse: {
            coreValue?: null | components["schemas"]["CoreValue"];
            message: string;
            reach?: null | components["schemas"]["ReachItem"];
            success: boolean;
        };
        ReasonCount: {
            /** Format: int64 */
            count: number;
            reason: components["schemas"]["DeclineReason"];
        };
        /** @description One change an admin reviews. */
        RegistrationChange: {
            /** @description A number's new value (none for a document). */
            after?: string | null;
            /** @description A number's last approved value (none for a document: the new file replaced it). */
            before?: string | null;
            /**
             * @description The form field: gstNo, panNo, aadharNo, udhyamRegistrationNo, msmeRegistrationNo, or a
             *     document kind (aadharFile, panFile, gstFile, udyamFile, msmeFile).
             */
            field: string;
            /** @description In words: "GST number", "GST certificate". */
            label: string;
        };
        /**
         * @description A change of the registration (multipart/form-data): the same fields, every file
         *     optional (a file not sent is kept).
         */
        RegistrationChangeForm: {
            /** Format: binary */
            aadharFile?: string | null;
            aadharNo: string;
            address: string;
            /** Format: binary */
            gstFile?: string | null;
            gstNo: string;
            /** Format: binary */
            msmeFile?: string | null;
            msmeRegistrationNo: string;
            /** Format: binary */
            panFile?: string | null;
            panNo: string;
            phone: string;
            /** Format: binary */
            profile?: string | null;
            udhyamRegistrationNo: string;
            /** Format: binary */
            udyamFile?: string | null;
        };
        /** @description The Edit dialog: name, e-mail and phone are required; a blank address keeps the stored one. */
        RegistrationEditInput: {
            address?: string | null;
            /** Format: email */
            email: string;
            name: string;
            phone: string;
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
        /** @description The supplier after an admin's review, as `GET vendor/{vendorId}` shows it. */
        RegistrationReviewResponse: {
            message: string;
            success: boolean;
            vendor: components["schemas"]["SupplierView"];
        };
        /**
         * @description The review screen's tabs.
         * @enum {string}
         */
        RegistrationTab: "verified" | "unverified" | "all";
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
            /**
             * @description What the supplier changed (KYC numbers, documents) since an admin last approved it;
             *     empty once approved again.
             */
            pendingChanges: components["schemas"]["RegistrationChange"][];
            phone: string;
            /** @description When it was refused (RFC 3339, UTC). */
            rejectedAt?: string | null;
            /** @description Why an admin refused this registration, until the supplier submits again. */
            rejectionReason?: string | null;
            /** @description Why the registration is back under review, in the words the supplier reads. */
            reviewNote?: string | null;
            udhyamRegistrationNo: string;
            vendorId: string;
            /** @description Document kind (aadharFile, panFile, …) → download URL; only kinds that were uploaded. */
            verificationDocuments: {
                [key: string]: string;
            };
        };
        RejectInput: {
            /** @description Why the registration is refused; the supplier reads it on its status screen. */
            reason: string;
        };
        ReplyInput: {
            reply: string;
        };
        /** @description The token is not here: it is in the link's fragment, which only the browser sees. */
        ResetPasswordData: {
            role: components["schemas"]["AccountKind"];
        };
        ResetPasswordInput: {
            confirmPassword?: string | null;
            password: string;
            /** @description The token from the e-mailed link. */
            token: string;
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
        /**
         * @description An edit through `PUT admin/{id}`: a core service's fields (the subtitle is required
         *     for a core service and ignored for an additional one).
         */
        ServiceEditForm: {
            description: string;
            /** Format: binary */
            image?: string | null;
            subtitle?: string | null;
            title: string;
        };
        /**
         * @description A core service: title, subtitle, description and image (JPEG, PNG or WebP, up to
         *     5 MB) required when adding; the image is optional when editing.
         */
        ServiceForm: {
            description: string;
            /** Format: binary */
            image?: string | null;
            subtitle: string;
            title: string;
        };
        ServiceSavedResponse: {
            data: components["schemas"]["Service"];
            message: string;
            success: boolean;
        };
        ServicesResponse: {
            data: components["schemas"]["Service"][];
            success: boolean;
        };
        SessionAdmin: {
            email: string;
            id: string;
        };
        SessionBuyer: {
            email: string;
            id: string;
            name: string;
        };
        SessionResponse: {
            admin?: null | components["schemas"]["SessionAdmin"];
            success: boolean;
            user?: null | components["schemas"]["SessionBuyer"];
            vendor?: null | components["schemas"]["SessionSupplier"];
        };
        SessionSupplier: {
            blocked: boolean;
            email: string;
            hasSubmittedRegistration: boolean;
            id: string;
            name: string;
            verified: boolean;
        };
        ShipmentView: {
            carrier?: string | null;
            container?: string | null;
            eta?: string | null;
            /** @description Estimated departure and arrival (YYYY-MM-DD). */
            etd?: string | null;
            /** @description The bill of lading or air waybill number. */
            transportDocument?: string | null;
            /** @description The vessel or flight. */
            vessel?: string | null;
        };
        ShippingDetails: {
            container?: string | null;
            deliveryTime?: string | null;
            packaging?: string | null;
            packagingMaterial?: string | null;
            shipmentPreparationTime?: string | null;
            supplyAbility?: string | null;
        };
        ShippingInput: {
            container?: string | null;
            deliveryTime?: string | null;
            packaging?: string | null;
            packagingMaterial?: string | null;
            shipmentPreparationTime?: string | null;
            supplyAbility?: string | null;
        };
        SignUpInput: {
            addresses: components["schemas"]["AddressInput"][];
            confirmPassword?: string | null;
            /** Format: email */
            email: string;
            name: string;
            password: string;
        };
        SignedInBuyer: {
            _id: string;
            email: string;
            id: string;
            name: string;
        };
        /** @description The signed-in buyer as every page shows it; the login answer's `SignedInBuyer` has more fields. */
        SiteBuyer: {
            id: string;
            name: string;
        };
        /** @description What a page shows prices in: the buyer's currency and the rate used, with its date. */
        SiteCurrency: {
            code: components["schemas"]["Currency"];
            rate?: null | components["schemas"]["Rate"];
        };
        SiteInsights: {
            /** @description Orders placed in the range: by status and the trade value of each month. */
            orders: components["schemas"]["SiteOrderFigures"];
            /** Format: int64 */
            page: number;
            /** Format: int64 */
            pageSize: number;
            range: components["schemas"]["InsightRange"];
            series: components["schemas"]["InsightDay"][];
            /**
             * Format: int64
             * @description Varieties viewed in the range, over all pages.
             */
            total: number;
            totals: components["schemas"]["InsightFigures"];
            /** @description A page of the varieties viewed in the range, most viewed first. */
            varieties: components["schemas"]["VarietyInsight"][];
        };
        SiteInsightsResponse: {
            data: components["schemas"]["SiteInsights"];
            success: boolean;
        };
        /** @description The site's orders in the range. */
        SiteOrderFigures: components["schemas"]["OrderFigures"] & {
            /** @description The value placed in each month of the range, oldest first. */
            byMonth: components["schemas"]["MonthValue"][];
            /** @description Orders of the range by their status now. */
            byStatus: components["schemas"]["StatusCount"][];
        };
        SiteProps: {
            /** @description The currency prices are shown in beside rupees (the `currency` cookie). */
            currency: components["schemas"]["SiteCurrency"];
            footer: components["schemas"]["FooterProps"];
            logo?: string | null;
            user?: null | components["schemas"]["SiteBuyer"];
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
        StatusCount: {
            /** Format: int64 */
            count: number;
            status: components["schemas"]["OrderStatus"];
        };
        StatusInput: {
            /**
             * @description processing, completed or rejected.
             * @enum {string}
             */
            status: "processing" | "completed" | "rejected";
        };
        /** @description A step asked for: the status to move to, with what it needs. */
        StepInput: {
            /**
             * @description Shipped: the carrier (required), vessel or flight, B/L or AWB number (required),
             *     container, and the dates of departure and arrival (YYYY-MM-DD).
             */
            carrier?: string | null;
            container?: string | null;
            eta?: string | null;
            etd?: string | null;
            note?: string | null;
            /** @description Why the order is cancelled (required to cancel). */
            reason?: string | null;
            /**
             * @description The status to move to: confirmed, in_production, ready_to_ship, shipped, arrived or
             *     closed (the supplier); delivered (the buyer); cancelled (either, before shipment).
             * @enum {string}
             */
            step: "placed" | "confirmed" | "advance_received" | "in_production" | "ready_to_ship" | "shipped" | "arrived" | "delivered" | "closed" | "cancelled";
            transportDocument?: string | null;
            vessel?: string | null;
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
        SupplierInsights: {
            /** @description A page of the supplier's offers, newest first. */
            listings: components["schemas"]["OfferInsight"][];
            /** @description Counter-offers and declines of the supplier's quotes in the range. */
            negotiation: components["schemas"]["Negotiation"];
            /** @description The supplier's orders placed in the range: how many, their value, their pace. */
            orders: components["schemas"]["OrderFigures"];
            /** Format: int64 */
            page: number;
            /** Format: int64 */
            pageSize: number;
            range: components["schemas"]["InsightRange"];
            /** @description Every day of the range, oldest first. */
            series: components["schemas"]["InsightDay"][];
            /**
             * Format: int64
             * @description The supplier's offers, over all pages.
             */
            total: number;
            /** @description Over all the supplier's offers (enquiries of deleted offers included). */
            totals: components["schemas"]["InsightFigures"];
        };
        SupplierInsightsResponse: {
            data: components["schemas"]["SupplierInsights"];
            success: boolean;
        };
        SupplierLoginResponse: {
            blocked: boolean;
            hasSubmittedRegistration: boolean;
            id: string;
            message: string;
            success: boolean;
            token: string;
            verified: boolean;
        };
        /** @description An offer as its supplier (and an admin) sees it. */
        SupplierOffer: components["schemas"]["OfferFigures"] & {
            _id: string;
            createdAt: string;
            isActive: boolean;
            location: string;
            /**
             * Format: double
             * @description The smallest order taken, in `unit`.
             */
            minOrder?: number | null;
            notes?: string | null;
            /**
             * Format: double
             * @description Rupees, exact to the paisa.
             */
            price: number;
            product: components["schemas"]["Named"];
            /** Format: double */
            quantityAvailable: number;
            unit: components["schemas"]["Unit"];
            updatedAt: string;
            variety: components["schemas"]["Named"];
            varietyId: string;
            vendorId: string;
        };
        SupplierOffersResponse: {
            listings: components["schemas"]["SupplierOffer"][];
            success: boolean;
        };
        SupplierRegistrationInput: {
            confirmPassword?: string | null;
            /** Format: email */
            email: string;
            mobile: string;
            name: string;
            password: string;
        };
        SupplierRegistrationResponse: {
            message: string;
            success: boolean;
            vendor: components["schemas"]["SupplierView"];
        };
        SupplierReply: {
            repliedAt: string;
            text: string;
        };
        SupplierResponse: {
            success: boolean;
            vendor: components["schemas"]["SupplierView"];
        };
        SupplierView: {
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
        Testimonial: {
            _id: string;
            comment: string;
            course: string;
            name: string;
            profile?: string | null;
            /** Format: int32 */
            rating: number;
        };
        /** @description An edited testimonial: its `id` and the add form's fields. */
        TestimonialEditForm: {
            comment: string;
            course?: string | null;
            id: string;
            name: string;
            /** Format: binary */
            profile?: string | null;
            rating?: string | null;
        };
        /**
         * @description A testimonial: name and comment required; course (the company shown on the home
         *     page), a rating of 1 to 5 and a profile picture (JPEG, PNG or WebP, up to 5 MB) optional.
         */
        TestimonialForm: {
            comment: string;
            course?: string | null;
            name: string;
            /** Format: binary */
            profile?: string | null;
            rating?: string | null;
        };
        TestimonialSavedResponse: {
            message: string;
            success: boolean;
            testimonial: components["schemas"]["Testimonial"];
        };
        TestimonialsResponse: {
            success: boolean;
            testimonials: components["schemas"]["Testimonial"][];
        };
        /** @description One item of an enquiry's conversation, oldest first within a page. */
        ThreadItem: {
            at: string;
            attachment?: null | components["schemas"]["AttachmentView"];
            /** @description The message, or the text of a counter-offer or decline. */
            body?: string | null;
            declineReason?: null | components["schemas"]["DeclineReason"];
            kind: components["schemas"]["ThreadItemKind"];
            /** @description Who wrote it, or whose action it records. */
            party: components["schemas"]["ThreadParty"];
            quote?: null | components["schemas"]["QuoteAtEvent"];
            /**
             * Format: int64
             * @description The item's number in its conversation (1, 2, …): the key pages are read by.
             */
            seq: number;
            targetCurrency?: null | components["schemas"]["Currency"];
            /**
             * Format: double
             * @description A counter-offer's price the buyer asks for, in `targetCurrency` per `targetUnit`.
             */
            targetPrice?: number | null;
            targetUnit?: null | components["schemas"]["Unit"];
        };
        /**
         * @description `enquiry_messages.kind`: a message, a step of the negotiation, or a quote event.
         * @enum {string}
         */
        ThreadItemKind: "message" | "quoted" | "revised" | "accepted" | "closed" | "counter-offer" | "counter-declined" | "quote-declined";
        ThreadItemResponse: {
            data: components["schemas"]["ThreadItem"];
            message: string;
            success: boolean;
        };
        /** @description An enquiry with one page of its conversation. */
        ThreadPage: {
            declined?: null | components["schemas"]["DeclineReason"];
            enquiry: components["schemas"]["EnquiryView"];
            /** @description Oldest first. */
            items: components["schemas"]["ThreadItem"][];
            /**
             * Format: int64
             * @description `before` for the page of older items; absent when this page reaches the first.
             */
            older?: number | null;
        };
        /**
         * @description `enquiry_messages.party`: which side of an enquiry's conversation wrote an item.
         * @enum {string}
         */
        ThreadParty: "buyer" | "supplier";
        ThreadResponse: {
            data: components["schemas"]["ThreadPage"];
            success: boolean;
        };
        /**
         * @description A quantity's unit: a listing's (`vendor_listings.unit`, `product_enquiries.supplier_unit`)
         *     or an enquiry's (`product_enquiries.unit`), which may also be the listing's own.
         * @enum {string}
         */
        Unit: "kg" | "g" | "ton" | "piece" | "packet" | "box" | "quintal" | "metre";
        UnreadCounts: {
            /**
             * @description Whether the reader has any enquiry at all: a buyer who has lands on its enquiries
             *     after signing in.
             */
            any: boolean;
            /**
             * Format: int64
             * @description Enquiries with something unread.
             */
            enquiries: number;
            /**
             * Format: int64
             * @description Unread items across them (messages, quotes, new enquiries…).
             */
            items: number;
        };
        UnreadResponse: {
            data: components["schemas"]["UnreadCounts"];
            success: boolean;
        };
        /**
         * @description `product_enquiries.urgency`.
         * @enum {string}
         */
        Urgency: "normal" | "urgent" | "very-urgent";
        Variety: {
            _id: string;
            additionalDescription: components["schemas"]["ShippingDetails"];
            calcium?: string | null;
            /** @description What its offers and quotes are compared per: kg, piece or metre. */
            comparableUnit: components["schemas"]["ComparableUnit"];
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
            /** @description A few products of the same family that follow this one ('You May Also Like'). */
            related: components["schemas"]["ProductCard"][];
            /** @description The order `suppliers` are in. */
            sort: components["schemas"]["OfferSort"];
            suppliers: components["schemas"]["VarietySupplier"][];
            variety: components["schemas"]["Variety"];
        };
        /** @description One variety as the `varieties` JSON text carries it (every field optional but the title). */
        VarietyInput: {
            /**
             * @description The variety's `_id` when it already exists: kept on update, so offers and
             *     enquiries stay attached. A variety of the product missing from the list is removed.
             */
            _id?: string | null;
            additionalDescription?: null | components["schemas"]["ShippingInput"];
            calcium?: string | null;
            crudeFibre?: string | null;
            description?: string | null;
            energy?: string | null;
            /**
             * @description Position (from 0) of this variety's new picture among the `varietyImages` files of
             *     the request. Without it an existing variety keeps its picture (unless
             *     `removeImage`); a new one has none.
             */
            imageIndex?: number | null;
            iron?: string | null;
            origin?: string | null;
            protein?: string | null;
            /** @description Drops the variety's current picture (ignored when `imageIndex` is given). */
            removeImage?: boolean | null;
            title?: string | null;
        };
        /** @description One variety of the site: its page's views and the enquiries about it to any supplier. */
        VarietyInsight: {
            /** @description The variety's id. */
            _id: string;
            figures: components["schemas"]["InsightFigures"];
            path: string;
            productTitle: string;
            varietyTitle: string;
        };
        /** @description One supplier's offer of this variety (an offer without its copy of the product). */
        VarietySupplier: components["schemas"]["OfferFigures"] & {
            _id: string;
            location: string;
            /**
             * Format: double
             * @description The smallest order taken, in `unit`.
             */
            minOrder?: number | null;
            notes?: string | null;
            /** Format: double */
            price: number;
            /** Format: double */
            quantityAvailable: number;
            unit: components["schemas"]["Unit"];
            varietyId: string;
            vendor: components["schemas"]["OfferSupplier"];
        };
        WhyChooseUs: {
            _id: string;
            description: string;
            image?: string | null;
            title: string;
        };
        /**
         * @description A why-choose-us entry: title, description and image (JPEG, PNG or WebP, up to 5 MB)
         *     required when adding; the image is optional when editing.
         */
        WhyChooseUsForm: {
            description: string;
            /** Format: binary */
            image?: string | null;
            title: string;
        };
        WhyChooseUsResponse: {
            data: components["schemas"]["WhyChooseUs"][];
            success: boolean;
        };
        WhyChooseUsSavedResponse: {
            data: components["schemas"]["WhyChooseUs"];
            message: string;
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
    admin_list_activity: {
        parameters: {
            query?: {
                /** @description The admin's id. */
                admin?: string;
                /** @description The kind of record (`enquiry`, `faq`, ...). */
                entity?: string;
                /** @description `entity.verb` (`enquiry.status`, ...). */
                action?: string;
                /** @description First day, YYYY-MM-DD (UTC), inclusive. */
                from?: string;
                /** @description Last day, YYYY-MM-DD (UTC), inclusive. */
                to?: string;
                page?: number;
                pageSize?: number;
                /** @description The `next` of the page before: the page after that row (instead of `page`). */
                after?: string;
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
                    "application/json": components["schemas"]["AdminActivityPage"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_add_faq: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FaqInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaqSavedResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_add_reach: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ReachForm"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReachSavedResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type this call reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_add_service: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ServiceForm"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ServiceSavedResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type this call reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_add_testimonial: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["TestimonialForm"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestimonialSavedResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type this call reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_add_additional_service: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["AdditionalServiceForm"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdditionalServiceSavedResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type this call reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
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
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait the Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_delete_faq: {
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
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_delete_reach: {
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
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_delete_testimonial: {
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
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_set_general_enquiry_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminGeneralEnquiryStatusInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminGeneralEnquiryResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_edit_faq: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FaqEditInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaqSavedResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_edit_footer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["FooterForm"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FooterSavedResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type this call reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_edit_home_banner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["HomeBannerForm"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BannerSavedResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type this call reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_edit_reach: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ReachEditForm"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReachSavedResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type this call reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_edit_testimonial: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["TestimonialEditForm"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TestimonialSavedResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type this call reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
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
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait the Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_list_exchange_rates: {
        parameters: {
            query?: {
                /** @description Whose history to list (USD when absent). */
                currency?: components["schemas"]["Currency"];
                /** @description Rates dated before this day (YYYY-MM-DD): the next page of the history. */
                before?: string;
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
                    "application/json": components["schemas"]["ExchangeRates"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_set_exchange_rate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RateInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExchangeRateSaved"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
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
    admin_list_general_enquiries: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                /** @description The `next` of the page before: the page after that row (instead of `page`). */
                after?: string;
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
                    "application/json": components["schemas"]["AdminGeneralEnquiryPage"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
    admin_list_feedback: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                /** @description The `next` of the page before: the page after that row (instead of `page`). */
                after?: string;
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
                    "application/json": components["schemas"]["AdminFeedbackPage"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
    admin_insights: {
        parameters: {
            query?: {
                days?: 7 | 30 | 90;
                page?: number;
                /** @description 1 to 100 (default 20). */
                pageSize?: number;
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
                    "application/json": components["schemas"]["SiteInsightsResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_logo_edit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["LogoForm"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogoSavedResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type this call reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_orders: {
        parameters: {
            query?: {
                /** @description One of the order statuses; all by default. */
                status?: string;
                /** @description A supplier's id. */
                supplier?: string;
                /** @description A buyer's id. */
                buyer?: string;
                /**
                 * @description First and last day placed (YYYY-MM-DD, UTC), at most 366 days apart; either alone
                 *     is a range of 366 days from or to it.
                 */
                from?: string;
                to?: string;
                page?: number;
                pageSize?: number;
                after?: string;
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
                    "application/json": components["schemas"]["OrderPage"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_order: {
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
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_document_file: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                documentId: string;
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
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_proforma: {
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
            /** @description The proforma invoice */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    correct_order: {
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
                "application/json": components["schemas"]["CorrectionInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_product_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ProductForm"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProductResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflicts with what is stored */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type this call reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_all_products: {
        parameters: {
            query?: {
                /**
                 * @description Words of a product's title, category, variety or family (a word's beginning is
                 *     enough; one wrong letter is forgiven). Empty: every product.
                 */
                search?: string;
                /** @description From 1 (default 1). */
                page?: number;
                /** @description 1 to 100 (default 20). */
                pageSize?: number;
                /** @description The `next` of the page before: the page after that row (instead of `page`). */
                after?: string;
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
                    "application/json": components["schemas"]["ProductsResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_product_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the product's _id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ProductForm"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminProductResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflicts with what is stored */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type this call reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_product_delete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the product's _id */
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
                    "application/json": components["schemas"]["AdminProductDeleteResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_attachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                seq: number;
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
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_thread: {
        parameters: {
            query?: {
                /**
                 * @description The page of items numbered below this one (the previous answer's `older`); the
                 *     newest page when absent.
                 */
                before?: number;
                /** @description Items in the page: 1 to 100 (`PAGE_MAX`), 30 when absent. */
                limit?: number;
            };
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
                    "application/json": components["schemas"]["ThreadResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_create_why_choose_us: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["WhyChooseUsForm"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WhyChooseUsSavedResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type this call reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
    admin_update_why_choose_us: {
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
                "multipart/form-data": components["schemas"]["WhyChooseUsForm"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WhyChooseUsSavedResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type this call reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_delete_why_choose_us: {
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
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_update_service: {
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
                "multipart/form-data": components["schemas"]["ServiceEditForm"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnyServiceSavedResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type this call reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_delete_service: {
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
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    get_brochure: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The brochure */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait the Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
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
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflicts with what is stored */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
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
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
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
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_list_enquiries: {
        parameters: {
            query?: {
                /** @description Found in the buyer's name or e-mail or the product title, ignoring case. */
                q?: string;
                /** @description all (the default), pending, processing, completed or rejected. */
                status?: "all" | "pending" | "processing" | "completed" | "rejected" | "";
                /** @description From 1 (the default). */
                page?: number;
                /** @description 1 to 100, 20 by default. */
                pageSize?: number;
                /** @description The `next` of the page before: the page after that row (instead of `page`). */
                after?: string;
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
                    "application/json": components["schemas"]["AdminEnquiryPage"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
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
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Over a quota: `enquiry:create`: 20 an hour per account (10 while the account is younger than a day), 60 per address (an IPv6 /64) */
            429: {
                headers: {
                    /** @description Seconds until the share fits */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_export_enquiries: {
        parameters: {
            query?: {
                /** @description As the list's `q`. */
                q?: string;
                /** @description As the list's `status`. */
                status?: "all" | "pending" | "processing" | "completed" | "rejected" | "";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    open_request: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OpenRequestInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenRequestResponse"];
                };
            };
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenRequestResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflicts with what is stored */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Over a quota: `enquiry:open-request`: 10 a day per account (2 while the account is younger than a day), 10 per address (an IPv6 /64); `enquiry:create`: 20 an hour per account (10 while the account is younger than a day), 60 per address (an IPv6 /64) */
            429: {
                headers: {
                    /** @description Seconds until the share fits */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    request_quotes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteRequestInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteRequestResponse"];
                };
            };
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteRequestResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflicts with what is stored */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Over a quota: `enquiry:create`: 20 an hour per account (10 while the account is younger than a day), 60 per address (an IPv6 /64) */
            429: {
                headers: {
                    /** @description Seconds until the share fits */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
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
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_delete_enquiry: {
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
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    accept_quote: {
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
                "application/json": components["schemas"]["AcceptInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflicts with what is stored */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    buyer_attachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                seq: number;
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
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    counter_offer: {
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
                "application/json": components["schemas"]["CounterOfferInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadItemResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflicts with what is stored */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Over a quota: `thread:counter-offer`: 20 an hour per account (5 while the account is younger than a day), 40 per address (an IPv6 /64) */
            429: {
                headers: {
                    /** @description Seconds until the share fits */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    decline_quote: {
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
                "application/json": components["schemas"]["DeclineQuoteInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadItemResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflicts with what is stored */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    buyer_message: {
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
                "multipart/form-data": components["schemas"]["MessageForm"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadItemResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type this call reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Over a quota: `thread:message`: 60 an hour per account (20 while the account is younger than a day), 150 per address (an IPv6 /64); `attachment:files`: 30 a day per account (10 while the account is younger than a day), 60 per address (an IPv6 /64); `attachment:kib`: 153600 a day per account (40960 while the account is younger than a day), 307200 per address (an IPv6 /64); with a file, the site's hourly files and kibibytes and the enquiry's total */
            429: {
                headers: {
                    /** @description Seconds until the share fits */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    order_of_enquiry: {
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
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_set_enquiry_status: {
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
                "application/json": components["schemas"]["AdminEnquiryStatusInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminEnquiryResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    buyer_thread: {
        parameters: {
            query?: {
                /**
                 * @description The page of items numbered below this one (the previous answer's `older`); the
                 *     newest page when absent.
                 */
                before?: number;
                /** @description Items in the page: 1 to 100 (`PAGE_MAX`), 30 when absent. */
                limit?: number;
            };
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
                    "application/json": components["schemas"]["ThreadResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    user_forgot_password: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait the Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_list_users: {
        parameters: {
            query?: {
                /** @description all (default), yes or no. */
                verified?: components["schemas"]["FlagFilter"];
                blocked?: components["schemas"]["FlagFilter"];
                active?: components["schemas"]["FlagFilter"];
                /** @description Part of the name or e-mail, any case. */
                search?: string;
                /** @description From 1 (default 1). */
                page?: number;
                /** @description 1 to 100 (default 20). */
                pageSize?: number;
                /** @description The `next` of the page before: the page after that row (instead of `page`). */
                after?: string;
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
                    "application/json": components["schemas"]["AdminBuyersResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
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
                    "application/json": components["schemas"]["BuyerLoginResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait the Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
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
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    my_orders: {
        parameters: {
            query?: {
                /** @description From 1 (the default). */
                page?: number;
                /** @description 1 to 100, 20 by default. */
                pageSize?: number;
                /** @description The `next` of the page before: the page after that row (instead of `page`). */
                after?: string;
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
                    "application/json": components["schemas"]["OrderPage"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    my_order: {
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
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    buyer_document: {
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
                "multipart/form-data": components["schemas"]["OrderDocumentForm"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflicts with what is stored */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type this call reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait the Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    buyer_document_file: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                documentId: string;
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
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    payment_sent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                seq: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflicts with what is stored */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    buyer_proforma: {
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
            /** @description The proforma invoice */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    buyer_step: {
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
                "application/json": components["schemas"]["StepInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflicts with what is stored */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                    "application/json": components["schemas"]["BuyerResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflicts with what is stored */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait the Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    user_reset_password: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait the Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
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
                    "application/json": components["schemas"]["BuyerResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflicts with what is stored */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait the Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    buyer_unread: {
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
                    "application/json": components["schemas"]["UnreadResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_update_user: {
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
                "application/json": components["schemas"]["AccountFlagInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBuyerUpdateResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
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
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
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
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    list: {
        parameters: {
            query?: {
                /** @description pending, processing, completed or rejected; all when absent. */
                status?: "pending" | "processing" | "completed" | "rejected" | "";
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
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    supplier_attachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                seq: number;
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
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    decline_counter: {
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
                "application/json": components["schemas"]["DeclineCounterInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadItemResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflicts with what is stored */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    supplier_message: {
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
                "multipart/form-data": components["schemas"]["MessageForm"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ThreadItemResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type this call reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Over a quota: `thread:message`: 60 an hour per account (20 while the account is younger than a day), 150 per address (an IPv6 /64); `attachment:files`: 30 a day per account (10 while the account is younger than a day), 60 per address (an IPv6 /64); `attachment:kib`: 153600 a day per account (40960 while the account is younger than a day), 307200 per address (an IPv6 /64); with a file, the site's hourly files and kibibytes and the enquiry's total */
            429: {
                headers: {
                    /** @description Seconds until the share fits */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    send_quote: {
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
                "application/json": components["schemas"]["QuoteInput"];
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
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflicts with what is stored */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
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
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
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
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    supplier_thread: {
        parameters: {
            query?: {
                /**
                 * @description The page of items numbered below this one (the previous answer's `older`); the
                 *     newest page when absent.
                 */
                before?: number;
                /** @description Items in the page: 1 to 100 (`PAGE_MAX`), 30 when absent. */
                limit?: number;
            };
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
                    "application/json": components["schemas"]["ThreadResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    vendor_forgot_password: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait the Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_list_vendors: {
        parameters: {
            query?: {
                /** @description all (default), yes or no. */
                verified?: components["schemas"]["FlagFilter"];
                blocked?: components["schemas"]["FlagFilter"];
                active?: components["schemas"]["FlagFilter"];
                /** @description Part of the name or e-mail, any case. */
                search?: string;
                /** @description From 1 (default 1). */
                page?: number;
                /** @description 1 to 100 (default 20). */
                pageSize?: number;
                /** @description The `next` of the page before: the page after that row (instead of `page`). */
                after?: string;
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
                    "application/json": components["schemas"]["AdminSuppliersResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    supplier_insights: {
        parameters: {
            query?: {
                days?: 7 | 30 | 90;
                page?: number;
                /** @description 1 to 100 (default 20). */
                pageSize?: number;
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
                    "application/json": components["schemas"]["SupplierInsightsResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
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
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    supplier_orders: {
        parameters: {
            query?: {
                /** @description From 1 (the default). */
                page?: number;
                /** @description 1 to 100, 20 by default. */
                pageSize?: number;
                /** @description The `next` of the page before: the page after that row (instead of `page`). */
                after?: string;
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
                    "application/json": components["schemas"]["OrderPage"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    supplier_order: {
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
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    supplier_document: {
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
                "multipart/form-data": components["schemas"]["OrderDocumentForm"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflicts with what is stored */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type this call reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait the Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    supplier_document_file: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                documentId: string;
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
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    payment_received: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                seq: number;
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
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflicts with what is stored */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    supplier_proforma: {
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
            /** @description The proforma invoice */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    supplier_step: {
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
                "application/json": components["schemas"]["StepInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflicts with what is stored */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                "application/json": components["schemas"]["SupplierRegistrationInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupplierRegistrationResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflicts with what is stored */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait the Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    vendor_reset_password: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait the Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    supplier_unread: {
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
                    "application/json": components["schemas"]["UnreadResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_update_vendor: {
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
                "application/json": components["schemas"]["AccountFlagInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSupplierUpdateResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description isVerified for a supplier without a registration with its documents */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
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
                    "application/json": components["schemas"]["SupplierLoginResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait the Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
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
                    "application/json": components["schemas"]["SupplierResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
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
                "application/json": components["schemas"]["OfferInput"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferWriteResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
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
                    "application/json": components["schemas"]["OfferWriteResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_list_listings: {
        parameters: {
            query?: {
                /** @description all (default), yes (active only) or no (inactive only). */
                active?: components["schemas"]["FlagFilter"];
                page?: number;
                /** @description 1 to 100 (default 20). */
                pageSize?: number;
                /** @description The `next` of the page before: the page after that row (instead of `page`). */
                after?: string;
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
                    "application/json": components["schemas"]["AdminOffersResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
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
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
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
                    "application/json": components["schemas"]["OffersResponse"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_set_listing_status: {
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
                "application/json": components["schemas"]["OfferStatusInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOfferStatusResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
                    "application/json": components["schemas"]["SupplierOffersResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
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
                "application/json": components["schemas"]["OfferInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferWriteResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
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
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflicts with what is stored */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type this call reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests: wait the Retry-After seconds */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    change: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["RegistrationChangeForm"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplyResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflicts with what is stored */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not of a type this call reads */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_delete_registration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The registration's _id */
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
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
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
                kind: "aadharFile" | "panFile" | "gstFile" | "udyamFile" | "msmeFile" | "profile";
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
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_list_registrations: {
        parameters: {
            query?: {
                /** @description verified (default), unverified or all. */
                tab?: components["schemas"]["RegistrationTab"];
                /** @description Part of the name or e-mail, any case. */
                search?: string;
                page?: number;
                /** @description 1 to 100 (default 20). */
                pageSize?: number;
                /** @description The `next` of the page before: the page after that row (instead of `page`). */
                after?: string;
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
                    "application/json": components["schemas"]["AdminRegistrationsResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    reject_vendor_registration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The registration's _id (the supplier's id is accepted too) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RejectInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationReviewResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflicts with what is stored */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    admin_update_registration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The registration's _id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegistrationEditInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminRegistrationUpdateResponse"];
                };
            };
            /** @description The request is not valid: `message` says why, `errors` per field for a form */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflicts with what is stored */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    verify_vendor_registration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The registration's _id (the supplier's id is accepted too) */
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
                    "application/json": components["schemas"]["RegistrationReviewResponse"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Signed in, but not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflicts with what is stored */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}
