//! Demonstration catalogue: fresh fruits.

use super::catalogue_seed::{Nutrition, ProductSeed, Shipping, VarietySeed};
use super::content::img;

const TAG: &str = "Fresh Fruits";

const MANGO_SHIPPING: Shipping = Shipping {
    packaging: "3 kg corrugated boxes, 8 to 12 fruits per box, each fruit in a foam net",
    packaging_material: "5-ply ventilated corrugated carton, food-grade paper lining",
    supply_ability: "40 tons per week from April to June",
    container: "40 ft reefer at 12–13 °C, about 5,400 boxes",
    preparation_time: "3 days after order confirmation (hot-water treatment and inspection)",
    delivery_time: "By air 2–4 days; by sea 18–25 days",
};

pub(super) const MANGO: ProductSeed = ProductSeed {
    title: "Mango",
    category: "Mangoes",
    tag: TAG,
    description: "India's most loved fruit: fragrant, sweet mangoes from the orchards of \
                  Maharashtra, Gujarat and Andhra Pradesh, picked mature and ripened on arrival.",
    details: "We export GI-tagged Alphonso from the Konkan coast alongside Kesar and Banganapalli. \
              Fruit is graded by weight, hot-water treated where the destination requires it, and \
              packed in ventilated cartons the same day it is harvested.",
    image: img!("products/mango.svg"),
    features: &[
        "Hand-picked at physiological maturity, never carbide-ripened",
        "Graded by weight: 200–250 g, 250–300 g and 300 g+",
        "Hot-water and vapour-heat treatment available for strict markets",
        "Traceable to the orchard through our pack-house records",
    ],
    specifications: &[
        ("Season", "April to June"),
        ("Shelf life", "2–3 weeks at 12–13 °C"),
        ("Brix", "18–22° when ripe"),
        ("Certification", "APEDA registered pack house, phytosanitary certificate"),
        ("Minimum order", "1 ton"),
    ],
    varieties: &[
        VarietySeed {
            title: "Alphonso",
            description: "The king of mangoes: saffron-coloured, fibre-free flesh with a rich aroma. \
                          Grown in Ratnagiri and Devgad, carrying the Geographical Indication tag.",
            image: img!("products/varieties/mango-alphonso.svg"),
            origin: "Ratnagiri and Devgad, Maharashtra, India",
            nutrition: Some(Nutrition {
                energy: "74 kcal",
                protein: "0.8 g",
                crude_fibre: "1.6 g",
                calcium: "14 mg",
                iron: "0.4 mg",
            }),
            shipping: &MANGO_SHIPPING,
        },
        VarietySeed {
            title: "Kesar",
            description: "Bright orange pulp and a sweet, saffron-like fragrance; holds up well on \
                          longer sea voyages.",
            image: img!("products/varieties/mango-kesar.svg"),
            origin: "Junagadh and Amreli, Gujarat, India",
            nutrition: Some(Nutrition {
                energy: "68 kcal",
                protein: "0.7 g",
                crude_fibre: "1.4 g",
                calcium: "12 mg",
                iron: "0.3 mg",
            }),
            shipping: &MANGO_SHIPPING,
        },
        VarietySeed {
            title: "Banganapalli",
            description: "Large, golden-yellow mango with firm, mildly sweet flesh and thin skin; \
                          popular with juice and pulp processors.",
            image: img!("products/varieties/mango-banganapalli.svg"),
            origin: "Kurnool, Andhra Pradesh, India",
            nutrition: Some(Nutrition {
                energy: "60 kcal",
                protein: "0.6 g",
                crude_fibre: "1.8 g",
                calcium: "11 mg",
                iron: "0.2 mg",
            }),
            shipping: &MANGO_SHIPPING,
        },
    ],
};

const POMEGRANATE_SHIPPING: Shipping = Shipping {
    packaging: "3.5 kg and 5 kg telescopic boxes, single layer",
    packaging_material: "Corrugated carton with moulded pulp trays",
    supply_ability: "150 tons per month, year-round",
    container: "40 ft reefer at 5–7 °C, about 4,800 boxes",
    preparation_time: "4 days after order confirmation",
    delivery_time: "By sea 20–30 days to Europe, 12–15 days to the Gulf",
};

pub(super) const POMEGRANATE: ProductSeed = ProductSeed {
    title: "Pomegranate",
    category: "Pomegranates",
    tag: TAG,
    description: "Deep red, juicy pomegranates from the Deccan plateau, available almost all \
                  year round.",
    details: "Our growers in Solapur and Nashik follow residue-monitoring plans accepted by \
              European buyers. Fruit is sorted by size count and colour, and arils can be supplied \
              fresh-packed for retail.",
    image: img!("products/pomegranate.svg"),
    features: &[
        "Residue-monitored orchards registered with Anarnet",
        "Sorted by count: 8 to 18 fruits per 3.5 kg box",
        "Soft seeds and high juice content",
    ],
    specifications: &[
        ("Season", "Year-round; peak December to March"),
        ("Shelf life", "8–10 weeks at 5–7 °C"),
        ("Aril colour", "Deep red"),
        ("Minimum order", "2 tons"),
    ],
    varieties: &[
        VarietySeed {
            title: "Bhagwa",
            description: "Saffron-red skin, dark red arils and soft seeds; the main export variety \
                          from India.",
            image: img!("products/varieties/pomegranate-bhagwa.svg"),
            origin: "Solapur, Maharashtra, India",
            nutrition: Some(Nutrition {
                energy: "83 kcal",
                protein: "1.7 g",
                crude_fibre: "4.0 g",
                calcium: "10 mg",
                iron: "0.3 mg",
            }),
            shipping: &POMEGRANATE_SHIPPING,
        },
        VarietySeed {
            title: "Ganesh",
            description: "Pinkish-yellow skin with light pink, very sweet arils; favoured in the \
                          Middle East.",
            image: img!("products/varieties/pomegranate-ganesh.svg"),
            origin: "Nashik, Maharashtra, India",
            nutrition: Some(Nutrition {
                energy: "78 kcal",
                protein: "1.5 g",
                crude_fibre: "3.6 g",
                calcium: "9 mg",
                iron: "0.3 mg",
            }),
            shipping: &POMEGRANATE_SHIPPING,
        },
        VarietySeed {
            title: "Arakta",
            description: "Large fruit with glossy red skin and bold, bright red arils; sweet with a \
                          light tang.",
            image: img!("products/varieties/pomegranate-arakta.svg"),
            origin: "Bagalkot, Karnataka, India",
            nutrition: Some(Nutrition {
                energy: "80 kcal",
                protein: "1.6 g",
                crude_fibre: "3.9 g",
                calcium: "10 mg",
                iron: "0.4 mg",
            }),
            shipping: &POMEGRANATE_SHIPPING,
        },
    ],
};

const BANANA_SHIPPING: Shipping = Shipping {
    packaging: "13 kg boxes, hands cut into clusters of 5 to 8 fingers",
    packaging_material: "Corrugated carton with polythene liner",
    supply_ability: "500 tons per month, year-round",
    container: "40 ft reefer at 13.5 °C, 1,540 boxes",
    preparation_time: "2 days after order confirmation",
    delivery_time: "By sea 14–20 days to the Gulf, 25–30 days to Europe",
};

pub(super) const BANANA: ProductSeed = ProductSeed {
    title: "Banana",
    category: "Bananas",
    tag: TAG,
    description: "Green, export-grade bananas from Jalgaon and Theni, harvested at 75% maturity \
                  for ripening at destination.",
    details: "Bunches are de-handed, washed, treated against crown rot and packed within hours \
              of harvest. Ripening schedules are shared with every shipment so your ripening \
              rooms can plan ahead.",
    image: img!("products/banana.svg"),
    features: &[
        "Harvested green at 75% maturity for controlled ripening",
        "Finger length 18–22 cm for Cavendish",
        "Crown-rot treatment and latex removal at the pack house",
    ],
    specifications: &[
        ("Season", "Year-round"),
        ("Shelf life", "Up to 5 weeks green at 13.5 °C"),
        ("Grade", "Class I"),
        ("Minimum order", "One 40 ft container"),
    ],
    varieties: &[
        VarietySeed {
            title: "Cavendish (Grand Naine)",
            description: "The world's favourite export banana: uniform fingers, creamy flesh, and \
                          an even yellow when ripened.",
            image: img!("products/varieties/banana-cavendish-grand-naine.svg"),
            origin: "Jalgaon, Maharashtra, India",
            nutrition: Some(Nutrition {
                energy: "89 kcal",
                protein: "1.1 g",
                crude_fibre: "2.6 g",
                calcium: "5 mg",
                iron: "0.3 mg",
            }),
            shipping: &BANANA_SHIPPING,
        },
        VarietySeed {
            title: "Nendran",
            description: "A long plantain from Kerala, eaten ripe or cooked, and the banana of \
                          choice for chips.",
            image: img!("products/varieties/banana-nendran.svg"),
            origin: "Thrissur, Kerala, India",
            nutrition: Some(Nutrition {
                energy: "116 kcal",
                protein: "1.2 g",
                crude_fibre: "2.3 g",
                calcium: "7 mg",
                iron: "0.5 mg",
            }),
            shipping: &BANANA_SHIPPING,
        },
        VarietySeed {
            title: "Red Banana",
            description: "Maroon-skinned banana with sweet, slightly raspberry-flavoured cream \
                          flesh; a premium speciality item.",
            image: img!("products/varieties/banana-red-banana.svg"),
            origin: "Theni, Tamil Nadu, India",
            nutrition: Some(Nutrition {
                energy: "90 kcal",
                protein: "1.3 g",
                crude_fibre: "2.8 g",
                calcium: "6 mg",
                iron: "0.4 mg",
            }),
            shipping: &BANANA_SHIPPING,
        },
    ],
};

const GRAPES_SHIPPING: Shipping = Shipping {
    packaging: "4.5 kg and 5 kg boxes of 500 g punnets or loose bunches",
    packaging_material: "Corrugated carton, SO2 pad and perforated liner",
    supply_ability: "300 tons per week from January to April",
    container: "40 ft reefer at 0–1 °C, about 4,000 boxes",
    preparation_time: "3 days after order confirmation (pre-cooling included)",
    delivery_time: "By sea 22–28 days to Europe",
};

pub(super) const GRAPES: ProductSeed = ProductSeed {
    title: "Grapes",
    category: "Grapes",
    tag: TAG,
    description: "Crisp seedless table grapes from Nashik, India's grape capital, packed for \
                  European and Asian supermarkets.",
    details: "Vineyards are registered under GrapeNet with residue testing for every block. \
              Bunches are trimmed, pre-cooled within six hours and shipped with sulphur pads \
              to keep stems green.",
    image: img!("products/grapes.svg"),
    features: &[
        "GrapeNet-registered vineyards with block-level residue reports",
        "Berry size 16 mm and above",
        "Pre-cooled within six hours of harvest",
    ],
    specifications: &[
        ("Season", "January to April"),
        ("Shelf life", "6–8 weeks at 0–1 °C"),
        ("Brix", "16–18°"),
        ("Minimum order", "One 40 ft container"),
    ],
    varieties: &[
        VarietySeed {
            title: "Thompson Seedless",
            description: "Pale green, oval berries with a crisp bite and clean sweetness.",
            image: img!("products/varieties/grapes-thompson-seedless.svg"),
            origin: "Nashik, Maharashtra, India",
            nutrition: Some(Nutrition {
                energy: "69 kcal",
                protein: "0.7 g",
                crude_fibre: "0.9 g",
                calcium: "10 mg",
                iron: "0.4 mg",
            }),
            shipping: &GRAPES_SHIPPING,
        },
        VarietySeed {
            title: "Sharad Seedless",
            description: "Round, blue-black berries with firm flesh and a deep, sweet flavour.",
            image: img!("products/varieties/grapes-sharad-seedless.svg"),
            origin: "Nashik, Maharashtra, India",
            nutrition: Some(Nutrition {
                energy: "72 kcal",
                protein: "0.7 g",
                crude_fibre: "1.0 g",
                calcium: "11 mg",
                iron: "0.4 mg",
            }),
            shipping: &GRAPES_SHIPPING,
        },
        VarietySeed {
            title: "Flame Seedless",
            description: "Bright red, round berries with a crunchy texture and a sweet-tart taste.",
            image: img!("products/varieties/grapes-flame-seedless.svg"),
            origin: "Sangli, Maharashtra, India",
            nutrition: Some(Nutrition {
                energy: "70 kcal",
                protein: "0.8 g",
                crude_fibre: "0.9 g",
                calcium: "10 mg",
                iron: "0.3 mg",
            }),
            shipping: &GRAPES_SHIPPING,
        },
    ],
};
