//! The shape of a catalogue entry: the product lists (one module per family) fill it in
//! and the catalogue writer reads it, so it sits below both.

pub(super) struct ProductSeed {
    pub title: &'static str,
    /// Unique per product: the public URL `/products/{category}` finds a product by it.
    pub category: &'static str,
    /// The product family shown as a badge: Fresh Fruits, Spices, Textiles.
    pub tag: &'static str,
    pub description: &'static str,
    pub details: &'static str,
    pub image: &'static str,
    pub features: &'static [&'static str],
    pub specifications: &'static [(&'static str, &'static str)],
    pub varieties: &'static [VarietySeed],
}

pub(super) struct VarietySeed {
    pub title: &'static str,
    pub description: &'static str,
    pub image: &'static str,
    pub origin: &'static str,
    /// Per 100 g; none for non-food products.
    pub nutrition: Option<Nutrition>,
    pub shipping: &'static Shipping,
}

pub(super) struct Nutrition {
    pub energy: &'static str,
    pub protein: &'static str,
    pub crude_fibre: &'static str,
    pub calcium: &'static str,
    pub iron: &'static str,
}

/// The variety page's Additional Information.
pub(super) struct Shipping {
    pub packaging: &'static str,
    pub packaging_material: &'static str,
    pub supply_ability: &'static str,
    pub container: &'static str,
    pub preparation_time: &'static str,
    pub delivery_time: &'static str,
}
