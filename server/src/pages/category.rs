//! `/products/{category}`: one product with its varieties and technical specifications.

use sea_orm::DatabaseConnection;

use super::catalogue_urls::{self, category_path, Lookup};
use super::not_found;
use super::props::{CategoryData, CategoryProduct, Meta, Outcome, PageData, PageName, PageProps, SiteProps};
use super::structured_data::{self, OfferPoint, ProductData};
use super::text::{first_filled, summary};
use crate::error::ApiResult;
use domain::catalogue::offers;

pub async fn load(db: &DatabaseConnection, site: SiteProps, segment: &str) -> ApiResult<Outcome> {
    let product = match catalogue_urls::category(db, segment).await? {
        Lookup::Found(product) => product,
        Lookup::Moved(to) => return Ok(Outcome::Redirect { location: to, permanent: true }),
        Lookup::Missing => return Ok(Outcome::Page(not_found::product(site, &format!("/products/{segment}")))),
    };
    let offers = offers::public_for_product(db, &product._id).await?;
    let points: Vec<OfferPoint> = offers.iter().map(|l| OfferPoint::of(l.price, l.unit, &l.figures)).collect();
    let path = category_path(&product.category_slug);
    let description = summary(first_filled([product.description.as_str(), product.details.as_str()]), 160);
    let mut meta =
        Meta::new(format!("{} ({}) | Tradehub", product.title, product.category), description.clone(), path.clone());
    meta.json_ld = Some(structured_data::product(&ProductData {
        name: &product.title,
        description: &description,
        category: &product.category,
        image: product.image.as_deref(),
        path: &path,
        offers: &points,
    }));
    // The Download Brochure button offers the site brochure (footer), when there is one.
    let brochure = site.footer.brochure.clone();
    Ok(Outcome::Page(PageProps {
        page: PageName::Category,
        status: 200,
        meta,
        site,
        data: PageData::Category(CategoryData {
            product: CategoryProduct::from(product),
            offer_count: points.len(),
            brochure,
        }),
    }))
}
