//! The home page's loader.

use sea_orm::DatabaseConnection;

use super::product_list;
use super::props::{HomeData, Meta, PageData, PageName, PageProps, SiteProps};
use super::structured_data;
use crate::error::ApiResult;
use domain::content::banner;
use domain::content::core_values::CoreValue;
use domain::content::faq::Faq;
use domain::content::reach::ReachItem;
use domain::content::section::list;
use domain::content::testimonials::{HomeTestimonial, Testimonial};
use domain::content::why_choose_us::WhyChooseUs;

pub async fn load(db: &DatabaseConnection, site: SiteProps) -> ApiResult<PageProps> {
    let (banners, why, products, reach, values, faqs, testimonials) = tokio::try_join!(
        banner::list(db),
        list::<WhyChooseUs>(db),
        product_list::showcase(db),
        list::<ReachItem>(db),
        list::<CoreValue>(db),
        list::<Faq>(db),
        list::<Testimonial>(db),
    )?;
    let slides = banners.into_iter().next().map(banner::HomeBanner::slides).unwrap_or_default();
    let testimonials: Vec<HomeTestimonial> = testimonials.into_iter().map(Into::into).collect();
    let mut meta = Meta::new(
        "Tradehub | Exporter of fresh fruits, spices and textiles",
        "Tradehub exports fresh fruits, spices, textiles and more to over 50 countries. Browse verified suppliers, compare offers and send an enquiry.",
        "/",
    );
    meta.json_ld = structured_data::faq_page(faqs.iter().map(|f| (f.question.as_str(), f.answer.as_str())));
    Ok(PageProps {
        page: PageName::Home,
        status: 200,
        meta,
        site,
        data: PageData::Home(HomeData {
            banners: slides,
            why_choose_us: why,
            products,
            reach,
            core_values: values,
            faqs,
            testimonials,
        }),
    })
}
