//! The home page's loader.

use sea_orm::DatabaseConnection;
use serde_json::json;

use super::{Meta, PageProps, SiteProps};
use crate::catalogue::products;
use crate::content::testimonials::HomeTestimonial;
use crate::content::{banner, core_values, faq, reach, testimonials, why_choose_us};
use crate::error::ApiResult;

pub async fn load(db: &DatabaseConnection, site: SiteProps) -> ApiResult<PageProps> {
    let (banners, why, products, reach, values, faqs, testimonials) = tokio::try_join!(
        banner::list(db),
        why_choose_us::list(db),
        products::list(db),
        reach::list(db),
        core_values::list(db),
        faq::list(db),
        testimonials::list(db),
    )?;
    let slides = banners.into_iter().next().map(banner::HomeBanner::slides).unwrap_or_default();
    let cards: Vec<_> = products
        .into_iter()
        .map(|p| {
            json!({
                "_id": p._id, "title": p.title, "category": p.category, "categorySlug": p.category_slug,
                "description": p.description, "image": p.image,
            })
        })
        .collect();
    let testimonials: Vec<HomeTestimonial> = testimonials.into_iter().map(Into::into).collect();
    Ok(PageProps {
        page: "home",
        status: 200,
        meta: Meta::new(
            "Tradehub | Exporter of fresh fruits, spices and textiles",
            "Tradehub exports fresh fruits, spices, textiles and more to over 50 countries. Browse verified suppliers, compare offers and send an enquiry.",
            "/",
        ),
        site,
        data: json!({
            "banners": slides,
            "whyChooseUs": why,
            "products": cards,
            "reach": reach,
            "coreValues": values,
            "faqs": faqs,
            "testimonials": testimonials,
        }),
    })
}
