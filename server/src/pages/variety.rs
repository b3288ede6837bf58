//! `/products/{product}/{variety}`: one variety, the suppliers that offer it, and the
//! other products. The offers are part of the server HTML; the page can refresh them
//! from `GET /api/v1/vendorProduct/product/{productId}`.

use sea_orm::DatabaseConnection;

use super::catalogue_urls::{self, variety_path, Lookup};
use super::product_card::ProductCard;
use super::props::{Meta, Outcome, PageData, PageName, PageProps, SiteProps};
use super::props::{OfferSort, ParentProduct, VarietyData, VarietySupplier};
use super::structured_data::{self, OfferPoint, ProductData};
use super::text::{first_filled, summary};
use super::{not_found, product_list};
use crate::error::ApiResult;
use domain::catalogue::offers;

pub async fn load(
    db: &DatabaseConnection,
    site: SiteProps,
    product_segment: &str,
    variety_segment: &str,
    sort: OfferSort,
) -> ApiResult<Outcome> {
    let (product, variety) = match catalogue_urls::variety(db, product_segment, variety_segment).await? {
        Lookup::Found(found) => found,
        Lookup::Moved(to) => return Ok(Outcome::Redirect { location: to, permanent: true }),
        Lookup::Missing => {
            let path = format!("/products/{product_segment}/{variety_segment}");
            return Ok(Outcome::Page(not_found::product(site, &path)));
        }
    };
    let (offers, others) = tokio::try_join!(
        async {
            let dearest_first = sort == OfferSort::PriceDesc;
            Ok::<_, crate::error::ApiError>(
                offers::public_for_variety(db, &product._id, &variety._id, dearest_first).await?,
            )
        },
        async { Ok::<_, crate::error::ApiError>(product_list::related(db, &product._id).await?) },
    )?;
    let mut suppliers: Vec<VarietySupplier> = offers.into_iter().map(VarietySupplier::from).collect();
    let book = site.currency.book();
    for supplier in &mut suppliers {
        supplier.figures.convert_for(&book, site.currency.code);
    }
    sort.apply(&mut suppliers);
    let points: Vec<OfferPoint> = suppliers.iter().map(|s| OfferPoint::of(s.price, s.unit, &s.figures)).collect();
    let related: Vec<ProductCard> = others;

    let path = variety_path(&product.slug, &variety.slug);
    let description = summary(
        first_filled([
            variety.description.as_deref().unwrap_or_default(),
            product.description.as_str(),
            product.details.as_str(),
        ]),
        160,
    );
    let name = format!("{} ({})", variety.title, product.title);
    let mut meta = Meta::new(
        format!("{} – {} Suppliers & Prices | Tradehub", variety.title, product.title),
        description.clone(),
        path.clone(),
    );
    meta.json_ld = Some(structured_data::product(&ProductData {
        name: &name,
        description: &description,
        category: &product.category,
        image: variety.variety_image.as_deref().or(product.image.as_deref()),
        path: &path,
        offers: &points,
    }));
    let parent = ParentProduct {
        _id: product._id,
        title: product.title,
        slug: product.slug,
        category: product.category,
        category_slug: product.category_slug,
        image: product.image,
    };
    Ok(Outcome::Page(PageProps {
        page: PageName::Variety,
        status: 200,
        meta,
        site,
        data: PageData::Variety(VarietyData { product: parent, variety, suppliers, sort, related }),
    }))
}
