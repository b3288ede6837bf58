//! Demonstration catalogue: textiles (no nutrition facts).

use super::catalogue_seed::{ProductSeed, Shipping, VarietySeed};
use super::content::img;

const TAG: &str = "Textiles";

const FABRIC_SHIPPING: Shipping = Shipping {
    packaging: "Rolls of 50 to 100 m, each roll wrapped and labelled",
    packaging_material: "Poly-wrapped rolls in HDPE woven bales",
    supply_ability: "150,000 m per month",
    container: "40 ft dry container, about 60,000 m",
    preparation_time: "15–20 days after order confirmation (dyeing and finishing)",
    delivery_time: "By sea 20–35 days depending on the port",
};

const SAREE_SHIPPING: Shipping = Shipping {
    packaging: "Individually folded in a branded box, 10 boxes per carton",
    packaging_material: "Acid-free tissue, cardboard saree box, 5-ply export carton",
    supply_ability: "2,000 pieces per month",
    container: "Air freight or LCL sea freight",
    preparation_time: "10 days for ready stock; 45–60 days for custom weaves",
    delivery_time: "By air 4–7 days; by sea 25–35 days",
};

pub(super) const COTTON_FABRIC: ProductSeed = ProductSeed {
    title: "Cotton Fabric",
    category: "Cotton Textiles",
    tag: TAG,
    description: "Woven cotton fabrics from the mills and handlooms of Tamil Nadu and Gujarat, \
                  greige, dyed or printed to order.",
    details: "We supply poplin, canvas and handloom khadi by the metre for garment makers and \
              home-textile brands. Organic (GOTS) and recycled blends are available, and every \
              lot ships with a test report for GSM, shrinkage and colour fastness.",
    image: img!("products/cotton-fabric.svg"),
    features: &[
        "GOTS-certified organic cotton on request",
        "Azo-free reactive dyes",
        "Test reports for GSM, shrinkage and colour fastness",
        "Custom prints from 1,000 m per design",
    ],
    specifications: &[
        ("Width", "44\" to 110\""),
        ("Weight", "90 to 400 GSM"),
        ("Shrinkage", "3% maximum"),
        ("Minimum order", "3,000 m per quality"),
    ],
    varieties: &[
        VarietySeed {
            title: "Organic Cotton Poplin",
            description: "Smooth, tightly woven 40s x 40s poplin in GOTS-certified organic cotton, \
                          for shirts and dresses.",
            image: img!("products/varieties/cotton-fabric-organic-cotton-poplin.svg"),
            origin: "Tiruppur, Tamil Nadu, India",
            nutrition: None,
            shipping: &FABRIC_SHIPPING,
        },
        VarietySeed {
            title: "Cotton Canvas",
            description: "Heavy 10 oz to 16 oz canvas for bags, upholstery and workwear, greige or \
                          dyed.",
            image: img!("products/varieties/cotton-fabric-cotton-canvas.svg"),
            origin: "Ahmedabad, Gujarat, India",
            nutrition: None,
            shipping: &FABRIC_SHIPPING,
        },
        VarietySeed {
            title: "Handloom Khadi",
            description: "Hand-spun, hand-woven khadi with a soft, breathable texture; every metre \
                          slightly unique.",
            image: img!("products/varieties/cotton-fabric-handloom-khadi.svg"),
            origin: "Ponduru, Andhra Pradesh, India",
            nutrition: None,
            shipping: &FABRIC_SHIPPING,
        },
    ],
};

pub(super) const SILK_SAREES: ProductSeed = ProductSeed {
    title: "Silk Sarees",
    category: "Silk Sarees",
    tag: TAG,
    description: "Handwoven pure silk sarees from India's great weaving traditions, for \
                  boutiques and the diaspora market.",
    details: "Sourced directly from weaver cooperatives in Kanchipuram, Varanasi and Mysuru, \
              with Silk Mark certification for purity. Custom colours and borders can be woven \
              to order.",
    image: img!("products/silk-saree.svg"),
    features: &[
        "Silk Mark certified pure silk",
        "Genuine zari borders on request",
        "Sourced from weaver cooperatives at fair prices",
    ],
    specifications: &[
        ("Length", "5.5 m saree with 0.8 m blouse piece"),
        ("Weight", "600–900 g"),
        ("Care", "Dry clean only"),
        ("Minimum order", "20 pieces"),
    ],
    varieties: &[
        VarietySeed {
            title: "Kanchipuram Silk",
            description: "Heavy mulberry silk with contrasting borders and temple motifs, woven \
                          with interlocked pallu.",
            image: img!("products/varieties/silk-sarees-kanchipuram-silk.svg"),
            origin: "Kanchipuram, Tamil Nadu, India",
            nutrition: None,
            shipping: &SAREE_SHIPPING,
        },
        VarietySeed {
            title: "Banarasi Silk",
            description: "Fine silk with intricate brocade of gold and silver zari in Mughal-era \
                          floral patterns.",
            image: img!("products/varieties/silk-sarees-banarasi-silk.svg"),
            origin: "Varanasi, Uttar Pradesh, India",
            nutrition: None,
            shipping: &SAREE_SHIPPING,
        },
        VarietySeed {
            title: "Mysore Silk",
            description: "Lightweight crepe silk with a soft sheen and a simple gold border, easy \
                          to drape and wear.",
            image: img!("products/varieties/silk-sarees-mysore-silk.svg"),
            origin: "Mysuru, Karnataka, India",
            nutrition: None,
            shipping: &SAREE_SHIPPING,
        },
    ],
};
