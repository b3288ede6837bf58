//! The company's own site content, as data. Written once by [`super::site`]; from then on
//! the admin screens own it.

/// Public URL of a committed image under `static/images/`.
macro_rules! img {
    ($path:literal) => {
        concat!("/static/images/", $path)
    };
}
pub(super) use img;

pub(super) const LOGO: &str = img!("brand/logo.svg");

pub(super) struct Slide {
    pub heading: &'static str,
    pub subtitle: &'static str,
    pub image: &'static str,
}

/// The home carousel: exactly three slides.
pub(super) const BANNER: [Slide; 3] = [
    Slide {
        heading: "From Indian Farms to 50+ Countries",
        subtitle: "Mangoes, pomegranates, bananas and grapes, harvested at peak ripeness and \
                   shipped in an unbroken cold chain to buyers across North America, Europe, \
                   Asia and Africa.",
        image: img!("banners/fresh-fruits.svg"),
    },
    Slide {
        heading: "Authentic Spices, Graded at Source",
        subtitle: "Turmeric, black pepper, cardamom and chillies from India's growing regions, \
                   cleaned, tested and packed to your specification.",
        image: img!("banners/spices.svg"),
    },
    Slide {
        heading: "Textiles and Trade, Delivered With Care",
        subtitle: "Cotton fabrics and silk sarees from India's weaving clusters, with sourcing, \
                   paperwork and freight handled end to end.",
        image: img!("banners/shipping.svg"),
    },
];

/// A titled card: why-choose-us, reach, core values and additional services share it.
pub(super) struct Card {
    pub title: &'static str,
    pub description: &'static str,
    pub image: &'static str,
}

pub(super) const WHY_CHOOSE_US: [Card; 4] = [
    Card {
        title: "Reliable Logistics",
        description: "Reefer containers booked ahead of season, temperature logged from pack house \
                      to port, and every shipment tracked until it clears customs at your end.",
        image: img!("icons/logistics.svg"),
    },
    Card {
        title: "Industry Expertise",
        description: "Two decades in agricultural and textile trade: we know the grades, the \
                      harvest calendars, the certificates each market asks for and the pitfalls \
                      to avoid.",
        image: img!("icons/expertise.svg"),
    },
    Card {
        title: "Global Reach",
        description: "Regular shipments to more than 50 countries across North America, Europe, \
                      Asia and Africa, through partners at every major port.",
        image: img!("icons/global.svg"),
    },
    Card {
        title: "Commitment to Excellence",
        description: "Pre-shipment inspection of every lot, residue testing by accredited \
                      laboratories and a named account manager who answers for each order.",
        image: img!("icons/excellence.svg"),
    },
];

pub(super) const REACH: [Card; 3] = [
    Card {
        title: "50+ Countries",
        description: "Buyers in North America, Europe, Asia and Africa receive our shipments.",
        image: img!("icons/countries.svg"),
    },
    Card {
        title: "1000+ Partners",
        description: "Growers, processors, weavers and freight partners we work with directly.",
        image: img!("icons/partners.svg"),
    },
    Card {
        title: "99.7% On-time Delivery",
        description: "Shipments that left on the date agreed with the buyer.",
        image: img!("icons/on-time.svg"),
    },
];

pub(super) const CORE_VALUES: [Card; 3] = [
    Card {
        title: "Reliability",
        description: "We ship what we promise, when we promise it, and we tell you early if \
                      weather or a port ever changes the plan.",
        image: img!("icons/reliability.svg"),
    },
    Card {
        title: "Integrity",
        description: "Fair prices to growers, honest grading to buyers and transparent paperwork \
                      for everyone in between.",
        image: img!("icons/integrity.svg"),
    },
    Card {
        title: "Quality",
        description: "Every lot is inspected, tested and packed to the standard of the market it \
                      is going to.",
        image: img!("icons/quality.svg"),
    },
];

pub(super) struct Faq {
    pub question: &'static str,
    pub answer: &'static str,
}

pub(super) const FAQS: [Faq; 5] = [
    Faq {
        question: "Who are we?",
        answer: "Tradehub is an Indian import-export trading company. We source fresh fruits, \
                 spices, textiles and other goods from verified growers and manufacturers and \
                 supply them to businesses in over 50 countries.",
    },
    Faq {
        question: "What products do we export?",
        answer: "Fresh fruits such as mangoes, pomegranates, bananas and grapes; spices such as \
                 turmeric, black pepper, cardamom and dried chillies; and textiles including \
                 cotton fabrics and silk sarees. Products are sold in trade units such as kg \
                 and ton.",
    },
    Faq {
        question: "What countries do we export to?",
        answer: "We ship to more than 50 countries across North America, Europe, Asia and \
                 Africa, including the United States, Canada, the United Kingdom, Germany, the \
                 Netherlands, the UAE, Singapore, Japan and South Africa.",
    },
    Faq {
        question: "How do I place an order?",
        answer: "Choose a product and the variety you need in our catalogue, pick one of the \
                 verified suppliers offering it, and send an enquiry with your quantity and \
                 delivery terms; or call or e-mail our sales team. We confirm price, quantity, \
                 packaging and delivery terms with you before anything ships.",
    },
    Faq {
        question: "How do we ensure product quality?",
        answer: "Suppliers are verified before they can list products. Every lot is inspected \
                 before shipment, tested for residues by accredited laboratories where the \
                 destination requires it, and shipped with phytosanitary and origin \
                 certificates.",
    },
];

pub(super) struct Service {
    pub title: &'static str,
    pub subtitle: &'static str,
    pub description: &'static str,
    pub image: &'static str,
}

/// The services page's Core Services tabs.
pub(super) const SERVICES: [Service; 5] = [
    Service {
        title: "Sourcing",
        subtitle: "The right supplier for every grade and season",
        description: "We shortlist verified growers, processors and mills, audit them on site, \
                      negotiate on your behalf and lock in supply ahead of the season, so you \
                      buy the grade you need at a fair price.",
        image: img!("services/sourcing.svg"),
    },
    Service {
        title: "Logistics",
        subtitle: "Farm gate to your warehouse",
        description: "Cold-chain trucking, pack-house coordination, container booking, export \
                      documentation and customs clearance, with one shipment tracker for the \
                      whole journey by sea or air.",
        image: img!("services/logistics.svg"),
    },
    Service {
        title: "Marketing",
        subtitle: "Take Indian products to new shelves",
        description: "Market studies, buyer introductions and trade-fair representation for \
                      producers, and private-label packaging for importers building their own \
                      brand.",
        image: img!("services/marketing.svg"),
    },
    Service {
        title: "Financing",
        subtitle: "Trade terms that keep goods moving",
        description: "Letters of credit, documentary collections and export credit insurance \
                      arranged with our banking partners, so both sides of a trade are paid and \
                      protected on time.",
        image: img!("services/financing.svg"),
    },
    Service {
        title: "Consulting",
        subtitle: "Compliance and market-entry advice",
        description: "Import regulations, maximum residue limits, labelling rules and \
                      certification (FSSAI, APEDA, Spices Board, organic) explained for your \
                      product and destination.",
        image: img!("services/consulting.svg"),
    },
];

/// The services page's Specialized Solutions tabs.
pub(super) const ADDITIONAL_SERVICES: [Card; 3] = [
    Card {
        title: "Product Development",
        description: "From a new spice blend to a custom fabric weave: we work with producers on \
                      samples, specifications and packaging until the product fits your market.",
        image: img!("services/product-development.svg"),
    },
    Card {
        title: "Quality Control",
        description: "Independent inspection at the farm, the pack house and the container door, \
                      with photographs, lab reports and a release note before every shipment.",
        image: img!("services/quality-control.svg"),
    },
    Card {
        title: "Complete IT Setup",
        description: "Catalogue, supplier portal and order tracking for trading businesses: the \
                      same platform we run on, set up and supported for your team.",
        image: img!("services/it-setup.svg"),
    },
];

pub(super) struct Testimonial {
    pub name: &'static str,
    pub company: &'static str,
    pub quote: &'static str,
    pub rating: i32,
    pub image: &'static str,
}

pub(super) const TESTIMONIALS: [Testimonial; 3] = [
    Testimonial {
        name: "James Whitfield",
        company: "Whitfield Fresh Produce, United Kingdom",
        quote: "Three seasons of Alphonso mangoes and not one container arrived late. The fruit \
                reaches our stores in London exactly as ripe as promised.",
        rating: 5,
        image: img!("avatars/james.svg"),
    },
    Testimonial {
        name: "Aisha Al-Mansouri",
        company: "Gulf Spice Traders, United Arab Emirates",
        quote: "Their cardamom and pepper grades are consistent lot after lot, and the lab \
                reports come with every shipment. Our customers notice the difference.",
        rating: 5,
        image: img!("avatars/aisha.svg"),
    },
    Testimonial {
        name: "Sofia Martins",
        company: "Lisboa Têxteis, Portugal",
        quote: "Good cotton at a fair price, and a team that sorts out paperwork before it \
                becomes a problem. Sampling took a little longer than planned, but worth it.",
        rating: 4,
        image: img!("avatars/sofia.svg"),
    },
];

pub(super) struct Footer {
    pub phone: &'static str,
    pub address: &'static str,
    pub email: &'static str,
    /// The sales desk's lines.
    pub phone2: &'static str,
    pub email2: &'static str,
    /// Latitude and longitude of the office (Bandra Kurla Complex).
    pub map: (f64, f64),
}

pub(super) const FOOTER: Footer = Footer {
    phone: "+91 22 4890 2300",
    address: "Unit 504, Trade Centre, Bandra Kurla Complex, Mumbai, Maharashtra 400051, India",
    email: "info@tradehub.example",
    phone2: "+91 22 4890 2310",
    email2: "sales@tradehub.example",
    map: (19.0660, 72.8677),
};
