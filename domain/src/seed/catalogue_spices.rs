//! Demonstration catalogue: spices.

use super::catalogue_seed::{Nutrition, ProductSeed, Shipping, VarietySeed};
use super::content::img;

const TAG: &str = "Spices";

const SPICE_SHIPPING: Shipping = Shipping {
    packaging: "25 kg and 50 kg bags; 1 kg and 5 kg retail packs on request",
    packaging_material: "Food-grade multi-wall paper bags or jute bags with inner poly liner",
    supply_ability: "200 tons per month",
    container: "20 ft dry container, 16–18 tons",
    preparation_time: "7 days after order confirmation (cleaning, sorting, lab test)",
    delivery_time: "By sea 18–30 days depending on the port",
};

const POWDER_SHIPPING: Shipping = Shipping {
    packaging: "25 kg bags; 100 g to 1 kg retail pouches on request",
    packaging_material: "Laminated aluminium-foil pouches inside corrugated cartons",
    supply_ability: "100 tons per month",
    container: "20 ft dry container, 14–16 tons",
    preparation_time: "10 days after order confirmation (grinding, sterilising, lab test)",
    delivery_time: "By sea 18–30 days depending on the port",
};

pub(super) const TURMERIC: ProductSeed = ProductSeed {
    title: "Turmeric",
    category: "Turmeric",
    tag: TAG,
    description: "Golden turmeric fingers and powder with guaranteed curcumin content, from \
                  India's best-known growing districts.",
    details: "Rhizomes are boiled, sun-dried and polished at origin, then cleaned and tested \
              for curcumin, moisture and residues in our partner laboratory. Steam-sterilised \
              powder is available for food manufacturers.",
    image: img!("products/turmeric.svg"),
    features: &[
        "Curcumin content tested and stated on every lot",
        "Machine-cleaned and double-polished fingers",
        "Steam sterilisation available for powder",
        "Spices Board registered exporter",
    ],
    specifications: &[
        ("Moisture", "10% maximum"),
        ("Foreign matter", "0.5% maximum"),
        ("Shelf life", "24 months in a cool, dry store"),
        ("Minimum order", "5 tons"),
    ],
    varieties: &[
        VarietySeed {
            title: "Salem Finger",
            description: "Bright yellow, medium-length fingers with 2.5–3% curcumin, prized for \
                          colour and aroma.",
            image: img!("products/varieties/turmeric-salem-finger.svg"),
            origin: "Salem, Tamil Nadu, India",
            nutrition: Some(Nutrition {
                energy: "312 kcal",
                protein: "9.7 g",
                crude_fibre: "22.7 g",
                calcium: "168 mg",
                iron: "55 mg",
            }),
            shipping: &SPICE_SHIPPING,
        },
        VarietySeed {
            title: "Erode Finger",
            description: "Lemon-yellow, bold fingers from India's largest turmeric market; a \
                          dependable all-round grade.",
            image: img!("products/varieties/turmeric-erode-finger.svg"),
            origin: "Erode, Tamil Nadu, India",
            nutrition: Some(Nutrition {
                energy: "310 kcal",
                protein: "9.4 g",
                crude_fibre: "21.9 g",
                calcium: "160 mg",
                iron: "52 mg",
            }),
            shipping: &SPICE_SHIPPING,
        },
        VarietySeed {
            title: "Lakadong Powder",
            description: "Finely ground turmeric from the Jaintia Hills with 7–9% curcumin, one of \
                          the highest in the world.",
            image: img!("products/varieties/turmeric-lakadong-powder.svg"),
            origin: "Jaintia Hills, Meghalaya, India",
            nutrition: Some(Nutrition {
                energy: "316 kcal",
                protein: "9.9 g",
                crude_fibre: "21.1 g",
                calcium: "170 mg",
                iron: "48 mg",
            }),
            shipping: &POWDER_SHIPPING,
        },
    ],
};

pub(super) const BLACK_PEPPER: ProductSeed = ProductSeed {
    title: "Black Pepper",
    category: "Black Pepper",
    tag: TAG,
    description: "Bold, pungent Malabar and Tellicherry pepper from the hills of Kerala and \
                  Karnataka.",
    details: "Berries are sun-dried, destemmed and graded by size and bulk density. We supply \
              ASTA-cleaned and steam-sterilised pepper to the strictest importers in the United \
              States and Europe.",
    image: img!("products/black-pepper.svg"),
    features: &[
        "Graded by berry size and bulk density",
        "ASTA cleaning and steam sterilisation on request",
        "Piperine content 5–7%",
    ],
    specifications: &[
        ("Moisture", "12% maximum"),
        ("Bulk density", "550–600 g/l"),
        ("Light berries", "2% maximum"),
        ("Minimum order", "2 tons"),
    ],
    varieties: &[
        VarietySeed {
            title: "Malabar Garbled (MG1)",
            description: "The classic Malabar grade: uniform, dark berries of 4.25 mm and above \
                          with a sharp, woody bite.",
            image: img!("products/varieties/black-pepper-malabar-garbled-mg1.svg"),
            origin: "Wayanad and Idukki, Kerala, India",
            nutrition: Some(Nutrition {
                energy: "251 kcal",
                protein: "10.4 g",
                crude_fibre: "25.3 g",
                calcium: "443 mg",
                iron: "9.7 mg",
            }),
            shipping: &SPICE_SHIPPING,
        },
        VarietySeed {
            title: "Tellicherry Extra Bold (TGEB)",
            description: "Berries of 4.75 mm and above left longer on the vine for a fuller, fruity \
                          aroma; the connoisseur's pepper.",
            image: img!("products/varieties/black-pepper-tellicherry-extra-bold-tgeb.svg"),
            origin: "Thalassery, Kerala, India",
            nutrition: Some(Nutrition {
                energy: "255 kcal",
                protein: "10.9 g",
                crude_fibre: "24.8 g",
                calcium: "430 mg",
                iron: "10.1 mg",
            }),
            shipping: &SPICE_SHIPPING,
        },
        VarietySeed {
            title: "Coorg Bold",
            description: "Shade-grown pepper from coffee estates, with a high oil content and \
                          citrus notes.",
            image: img!("products/varieties/black-pepper-coorg-bold.svg"),
            origin: "Kodagu, Karnataka, India",
            nutrition: Some(Nutrition {
                energy: "249 kcal",
                protein: "10.2 g",
                crude_fibre: "25.0 g",
                calcium: "438 mg",
                iron: "9.5 mg",
            }),
            shipping: &SPICE_SHIPPING,
        },
    ],
};

const CARDAMOM_SHIPPING: Shipping = Shipping {
    packaging: "10 kg and 25 kg cartons; 50 g to 500 g retail packs on request",
    packaging_material: "Corrugated carton with food-grade poly liner, moisture-proof",
    supply_ability: "20 tons per month",
    container: "20 ft dry container or air freight for small lots",
    preparation_time: "5 days after order confirmation",
    delivery_time: "By air 3–5 days; by sea 15–25 days",
};

pub(super) const CARDAMOM: ProductSeed = ProductSeed {
    title: "Cardamom",
    category: "Cardamom",
    tag: TAG,
    description: "The queen of spices: green cardamom pods graded by size and colour, from the \
                  cardamom hills of Idukki.",
    details: "Pods are cured in controlled dryers to keep their green colour and volatile oil, \
              then graded by diameter. Every lot is tested for moisture and pesticide residues \
              before it is packed.",
    image: img!("products/cardamom.svg"),
    features: &[
        "Graded by pod diameter: 6 mm to 8 mm+",
        "Volatile oil content above 8%",
        "E-auction sourced from the Spices Board platform",
    ],
    specifications: &[
        ("Moisture", "10% maximum"),
        ("Colour", "Bright green"),
        ("Shelf life", "18 months in sealed packs"),
        ("Minimum order", "500 kg"),
    ],
    varieties: &[
        VarietySeed {
            title: "Alleppey Green Extra Bold (AGEB)",
            description: "Pods of 8 mm and above, the largest grade, deep green and richly \
                          aromatic.",
            image: img!("products/varieties/cardamom-alleppey-green-extra-bold-ageb.svg"),
            origin: "Idukki, Kerala, India",
            nutrition: Some(Nutrition {
                energy: "311 kcal",
                protein: "10.8 g",
                crude_fibre: "28.0 g",
                calcium: "383 mg",
                iron: "14 mg",
            }),
            shipping: &CARDAMOM_SHIPPING,
        },
        VarietySeed {
            title: "Alleppey Green Bold (AGB)",
            description: "Pods of 7 to 8 mm: the everyday premium grade for retail packs and the \
                          Gulf markets.",
            image: img!("products/varieties/cardamom-alleppey-green-bold-agb.svg"),
            origin: "Idukki, Kerala, India",
            nutrition: Some(Nutrition {
                energy: "309 kcal",
                protein: "10.5 g",
                crude_fibre: "28.4 g",
                calcium: "378 mg",
                iron: "13.6 mg",
            }),
            shipping: &CARDAMOM_SHIPPING,
        },
        VarietySeed {
            title: "Coorg Green",
            description: "Plump, light-green pods with a mellow, sweet aroma; ideal for tea and \
                          desserts.",
            image: img!("products/varieties/cardamom-coorg-green.svg"),
            origin: "Kodagu, Karnataka, India",
            nutrition: Some(Nutrition {
                energy: "305 kcal",
                protein: "10.2 g",
                crude_fibre: "27.5 g",
                calcium: "370 mg",
                iron: "13 mg",
            }),
            shipping: &CARDAMOM_SHIPPING,
        },
    ],
};

pub(super) const RED_CHILLI: ProductSeed = ProductSeed {
    title: "Red Chilli",
    category: "Dried Chillies",
    tag: TAG,
    description: "Sun-dried whole red chillies from Guntur and Byadgi, graded for heat and \
                  colour.",
    details: "Each lot is tested for pungency (Scoville heat units), ASTA colour value and \
              aflatoxin. Chillies are supplied with or without stems, whole, crushed or as \
              powder.",
    image: img!("products/red-chilli.svg"),
    features: &[
        "Heat and colour values stated for every lot",
        "Aflatoxin-tested for EU limits",
        "Stemless and crushed forms available",
    ],
    specifications: &[
        ("Moisture", "11% maximum"),
        ("Broken and loose seeds", "3% maximum"),
        ("Shelf life", "12 months in a cool, dry store"),
        ("Minimum order", "5 tons"),
    ],
    varieties: &[
        VarietySeed {
            title: "Guntur Sannam S4",
            description: "Bright red, thin-skinned chillies with strong heat (35,000–40,000 SHU); \
                          India's most exported chilli.",
            image: img!("products/varieties/red-chilli-guntur-sannam-s4.svg"),
            origin: "Guntur, Andhra Pradesh, India",
            nutrition: Some(Nutrition {
                energy: "318 kcal",
                protein: "12.0 g",
                crude_fibre: "27.2 g",
                calcium: "148 mg",
                iron: "7.8 mg",
            }),
            shipping: &SPICE_SHIPPING,
        },
        VarietySeed {
            title: "Byadgi",
            description: "Wrinkled, deep red chillies with mild heat and very high colour; the \
                          colour chilli of choice for oleoresin.",
            image: img!("products/varieties/red-chilli-byadgi.svg"),
            origin: "Haveri, Karnataka, India",
            nutrition: Some(Nutrition {
                energy: "315 kcal",
                protein: "11.6 g",
                crude_fibre: "28.1 g",
                calcium: "140 mg",
                iron: "7.2 mg",
            }),
            shipping: &SPICE_SHIPPING,
        },
        VarietySeed {
            title: "Teja (S17)",
            description: "Small, fiery chillies (75,000–100,000 SHU) for sauces, extracts and hot \
                          blends.",
            image: img!("products/varieties/red-chilli-teja-s17.svg"),
            origin: "Khammam, Telangana, India",
            nutrition: Some(Nutrition {
                energy: "320 kcal",
                protein: "12.4 g",
                crude_fibre: "26.5 g",
                calcium: "152 mg",
                iron: "8.1 mg",
            }),
            shipping: &SPICE_SHIPPING,
        },
    ],
};
