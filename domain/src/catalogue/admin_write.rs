//! An admin's writes of the catalogue: create, update and delete a product with its
//! features, specifications and varieties. Each is one `ContentWrite` transaction with its
//! `admin_activity` record, naming the catalogue, the product and every variety it touched.
//!
//! Uniqueness: a product is found by its category at `/products/{category_slug}` and by its
//! title in variety addresses, so both slugs are unique (the columns' unique indexes). The
//! transaction's first statement takes the content-version row's lock, so two admin writes
//! of the catalogue run one after the other: the friendly checks below see every committed
//! product, and the unique indexes stay the last word. (`ContentWrite::begin` takes it.)

use std::collections::{HashMap, HashSet};

use sea_orm::sea_query::Expr;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, DatabaseTransaction, DbErr, EntityTrait, QueryFilter, QueryOrder, Set, SqlErr,
};

use super::admin_input::{ProductInput, VarietyFields};
use super::products::{self, Product};
use super::slug_history::{self, Kind};
use crate::admin_activity::{self, Activity, AdminActor};
use crate::content_write::ContentWrite;
use crate::content_write::DomainContext;
use crate::uploads::Upload;
use foundation::content_version::Topic;
use foundation::entities::{product_features, product_specifications, products as product_rows, varieties};
use foundation::error::Error;
use foundation::storage::{self, Visibility};

pub const NOT_FOUND: &str = "Product not found";
pub const TITLE_TAKEN: &str = "A product with this title already exists";
pub const CATEGORY_TAKEN: &str = "A product with this category already exists";

/// Creates a product; answers it as the catalogue shows it.
pub async fn create(state: &DomainContext, actor: &AdminActor, input: ProductInput) -> Result<Product, Error> {
    let mut files = NewFiles::default();
    let stored = files.store_all(state, &input).await;
    let result = match stored {
        Ok(urls) => insert(state, actor, &input, &urls).await,
        Err(err) => Err(err),
    };
    finish(state, files, result, Vec::new()).await
}

/// Replaces a product's fields and varieties (see `VarietyInput` for how ids and pictures
/// are matched); the pictures it no longer uses leave the store.
pub async fn update(
    state: &DomainContext,
    actor: &AdminActor,
    id: &str,
    input: ProductInput,
) -> Result<Product, Error> {
    let mut files = NewFiles::default();
    let result = match files.store_all(state, &input).await {
        Ok(urls) => replace(state, actor, id, &input, &urls).await,
        Err(err) => Err(err),
    };
    match result {
        Ok((id, old)) => finish(state, files, Ok(id), old).await,
        Err(err) => finish(state, files, Err(err), Vec::new()).await,
    }
}

/// Deletes a product: its varieties, features, specifications and offers go with it (the
/// foreign keys cascade), enquiries keep their copy of the titles, its pictures leave the
/// store, and its old addresses are forgotten.
pub async fn delete(state: &DomainContext, actor: &AdminActor, id: &str) -> Result<(), Error> {
    let write = ContentWrite::begin(state).await?;
    let product = product_rows::Entity::find_by_id(id.to_owned())
        .one(write.txn())
        .await?
        .ok_or_else(|| Error::NotFound(NOT_FOUND.into()))?;
    let kinds = varieties::Entity::find().filter(varieties::Column::ProductId.eq(id)).all(write.txn()).await?;
    let mut old_images: Vec<Option<String>> = kinds.iter().map(|v| v.image.clone()).collect();
    old_images.push(product.image.clone());
    let mut gone: Vec<String> = kinds.iter().map(|v| v.id.clone()).collect();
    product_rows::Entity::delete_by_id(id.to_owned()).exec(write.txn()).await?;
    gone.push(id.to_owned());
    slug_history::forget(write.txn(), &gone).await?;
    gone.pop();
    admin_activity::record(
        write.txn(),
        actor,
        Activity {
            action: "product.delete",
            entity: "product",
            record_id: Some(id),
            summary: Some(product.title.clone()),
        },
    )
    .await?;
    let mut topics = vec![Topic::Catalogue, Topic::Product(id.to_owned())];
    topics.extend(gone.into_iter().map(Topic::Variety));
    write.commit_catalogue(&topics).await?;
    state.files.delete_quietly(old_images.into_iter().flatten().filter_map(|url| stored_key(&url))).await;
    Ok(())
}

/// The store key of a picture this module stored (`/media/{name}`); `None` for the
/// committed images of the demo catalogue, which are not the store's.
fn stored_key(url: &str) -> Option<String> {
    url.strip_prefix("/media/").map(|name| format!("public/{name}"))
}

/// Files stored for this request, removed again when the write does not commit.
#[derive(Default)]
struct NewFiles {
    keys: Vec<String>,
}

/// Addresses of the request's new pictures: the main image, and by variety position.
struct NewUrls {
    main: Option<String>,
    varieties: Vec<Option<String>>,
}

impl NewFiles {
    async fn store(&mut self, state: &DomainContext, upload: &Upload) -> Result<String, Error> {
        let key = state.files.put(Visibility::Public, upload.format.extension(), upload.bytes.clone()).await?;
        self.keys.push(key.clone());
        storage::public_url(&key).ok_or_else(|| Error::Internal(anyhow::anyhow!("a public key has an address")))
    }

    async fn store_all(&mut self, state: &DomainContext, input: &ProductInput) -> Result<NewUrls, Error> {
        let main = match &input.main_image {
            Some(upload) => Some(self.store(state, upload).await?),
            None => None,
        };
        let mut kinds = Vec::new();
        for v in &input.varieties {
            kinds.push(match &v.image {
                Some(upload) => Some(self.store(state, upload).await?),
                None => None,
            });
        }
        Ok(NewUrls { main, varieties: kinds })
    }
}

/// After the write: on success the replaced pictures go, on failure the new ones do; the
/// product is read back as the catalogue shows it.
async fn finish(
    state: &DomainContext,
    files: NewFiles,
    result: Result<String, Error>,
    old_urls: Vec<String>,
) -> Result<Product, Error> {
    match result {
        Ok(id) => {
            state.files.delete_quietly(old_urls.iter().filter_map(|url| stored_key(url))).await;
            let product = products::by_ids(&state.db, &[id]).await?.into_iter().next();
            product.ok_or_else(|| Error::NotFound(NOT_FOUND.into()))
        }
        Err(err) => {
            state.files.delete_quietly(files.keys).await;
            Err(err)
        }
    }
}

/// The title and category slugs are free, but for the product itself.
async fn check_free(txn: &DatabaseTransaction, input: &ProductInput, own_id: Option<&str>) -> Result<(), Error> {
    let others = product_rows::Entity::find()
        .filter(
            product_rows::Column::Slug
                .eq(input.slug.as_str())
                .or(product_rows::Column::CategorySlug.eq(input.category_slug.as_str())),
        )
        .all(txn)
        .await?;
    for other in others.iter().filter(|p| Some(p.id.as_str()) != own_id) {
        if other.category_slug == input.category_slug {
            return Err(Error::Conflict(CATEGORY_TAKEN.into()));
        }
        if other.slug == input.slug {
            return Err(Error::Conflict(TITLE_TAKEN.into()));
        }
    }
    Ok(())
}

/// A clash the checks did not see (they are the friendly path; the index is the rule).
fn clash(err: DbErr) -> Error {
    match err.sql_err() {
        Some(SqlErr::UniqueConstraintViolation(_)) => Error::Conflict(format!("{TITLE_TAKEN}, or with this category")),
        _ => err.into(),
    }
}

async fn insert(
    state: &DomainContext,
    actor: &AdminActor,
    input: &ProductInput,
    urls: &NewUrls,
) -> Result<String, Error> {
    let write = ContentWrite::begin(state).await?;
    check_free(write.txn(), input, None).await?;
    let last = product_rows::Entity::find().order_by_desc(product_rows::Column::Position).one(write.txn()).await?;
    let row = product_rows::ActiveModel {
        title: Set(input.title.clone()),
        slug: Set(input.slug.clone()),
        category: Set(input.category.clone()),
        category_slug: Set(input.category_slug.clone()),
        tag: Set(input.tag.clone()),
        description: Set(input.description.clone()),
        details: Set(input.details.clone()),
        image: Set(urls.main.clone()),
        position: Set(last.map_or(0, |p| p.position + 1)),
        ..Default::default()
    }
    .insert(write.txn())
    .await
    .map_err(clash)?;
    let id = row.id;
    write_lists(write.txn(), &id, input).await?;
    let mut topics = vec![Topic::Catalogue, Topic::Product(id.clone())];
    for (position, (v, url)) in input.varieties.iter().zip(&urls.varieties).enumerate() {
        let saved = variety_row(&id, position, v, url.clone()).insert(write.txn()).await?;
        topics.push(Topic::Variety(saved.id));
    }
    release_current(write.txn(), &id, input).await?;
    admin_activity::record(
        write.txn(),
        actor,
        Activity {
            action: "product.create",
            entity: "product",
            record_id: Some(&id),
            summary: Some(input.title.clone()),
        },
    )
    .await?;
    write.commit_catalogue(&topics).await?;
    Ok(id)
}

/// The update's transaction; answers the product id and the pictures it stopped using.
async fn replace(
    state: &DomainContext,
    actor: &AdminActor,
    id: &str,
    input: &ProductInput,
    urls: &NewUrls,
) -> Result<(String, Vec<String>), Error> {
    let write = ContentWrite::begin(state).await?;
    let txn = write.txn();
    let current = product_rows::Entity::find_by_id(id.to_owned())
        .one(txn)
        .await?
        .ok_or_else(|| Error::NotFound(NOT_FOUND.into()))?;
    check_free(txn, input, Some(id)).await?;
    let existing = current_varieties(txn, id, input).await?;
    let mut old_urls = Vec::new();
    let mut topics = vec![Topic::Catalogue, Topic::Product(id.to_owned())];
    topics.extend(existing.keys().cloned().map(Topic::Variety));
    remove_left_out(txn, input, &existing, &mut old_urls).await?;
    park_renamed(txn, id, input, &existing).await?;
    for (position, (v, url)) in input.varieties.iter().zip(&urls.varieties).enumerate() {
        match v.id.as_ref().and_then(|vid| existing.get(vid)) {
            Some(old) => {
                let image = match (url, v.remove_image) {
                    (Some(new), _) => Some(new.clone()),
                    (None, true) => None,
                    (None, false) => old.image.clone(),
                };
                if image != old.image {
                    old_urls.extend(old.image.clone());
                }
                let mut row = variety_row(id, position, v, image);
                row.id = Set(old.id.clone());
                row.update(txn).await?;
            }
            None => {
                let saved = variety_row(id, position, v, url.clone()).insert(txn).await?;
                topics.push(Topic::Variety(saved.id));
            }
        }
    }
    rewrite_product(txn, id, current, input, urls, &mut old_urls).await?;
    release_current(txn, id, input).await?;
    admin_activity::record(
        txn,
        actor,
        Activity {
            action: "product.update",
            entity: "product",
            record_id: Some(id),
            summary: Some(input.title.clone()),
        },
    )
    .await?;
    write.commit_catalogue(&topics).await?;
    Ok((id.to_owned(), old_urls))
}

/// The product's varieties by id; refused when the input names a variety of another product.
async fn current_varieties(
    txn: &DatabaseTransaction,
    id: &str,
    input: &ProductInput,
) -> Result<HashMap<String, varieties::Model>, Error> {
    let existing: HashMap<String, varieties::Model> = varieties::Entity::find()
        .filter(varieties::Column::ProductId.eq(id))
        .all(txn)
        .await?
        .into_iter()
        .map(|v| (v.id.clone(), v))
        .collect();
    for (n, v) in input.varieties.iter().enumerate() {
        if let Some(vid) = &v.id {
            if !existing.contains_key(vid) {
                return Err(Error::Invalid {
                    message: format!("Variety {} is not a variety of this product", n + 1),
                    errors: [("varieties".to_owned(), format!("Variety {} is not a variety of this product", n + 1))]
                        .into(),
                });
            }
        }
    }
    Ok(existing)
}

/// The varieties left out are removed (their offers with them; enquiries keep titles).
async fn remove_left_out(
    txn: &DatabaseTransaction,
    input: &ProductInput,
    existing: &HashMap<String, varieties::Model>,
    old_urls: &mut Vec<String>,
) -> Result<(), DbErr> {
    let kept: HashSet<&str> = input.varieties.iter().filter_map(|v| v.id.as_deref()).collect();
    let removed: Vec<&varieties::Model> = existing.values().filter(|v| !kept.contains(v.id.as_str())).collect();
    if !removed.is_empty() {
        let ids: Vec<String> = removed.iter().map(|v| v.id.clone()).collect();
        varieties::Entity::delete_many().filter(varieties::Column::Id.is_in(ids.clone())).exec(txn).await?;
        slug_history::forget(txn, &ids).await?;
        old_urls.extend(removed.iter().filter_map(|v| v.image.clone()));
    }
    Ok(())
}

/// Renamed varieties may swap slugs: park each on its id first (the index is per product).
async fn park_renamed(
    txn: &DatabaseTransaction,
    id: &str,
    input: &ProductInput,
    existing: &HashMap<String, varieties::Model>,
) -> Result<(), DbErr> {
    for v in input.varieties.iter() {
        if let Some(old) = v.id.as_ref().and_then(|vid| existing.get(vid)).filter(|old| old.slug != v.slug) {
            varieties::Entity::update_many()
                .col_expr(varieties::Column::Slug, Expr::value(old.id.clone()))
                .filter(varieties::Column::Id.eq(old.id.as_str()))
                .exec(txn)
                .await?;
            slug_history::remember(txn, Kind::Variety, id, &old.slug, &old.id).await?;
        }
    }
    Ok(())
}

/// The product's own row, features and specifications as the input gives them; its old
/// slugs stay as addresses and a replaced picture joins `old_urls`.
async fn rewrite_product(
    txn: &DatabaseTransaction,
    id: &str,
    current: product_rows::Model,
    input: &ProductInput,
    urls: &NewUrls,
    old_urls: &mut Vec<String>,
) -> Result<(), Error> {
    if current.slug != input.slug {
        slug_history::remember(txn, Kind::Product, "", &current.slug, id).await?;
    }
    if current.category_slug != input.category_slug {
        slug_history::remember(txn, Kind::Category, "", &current.category_slug, id).await?;
    }
    let image = match &urls.main {
        Some(new) => {
            old_urls.extend(current.image.clone());
            Some(new.clone())
        }
        None => current.image.clone(),
    };
    let mut row: product_rows::ActiveModel = current.into();
    row.title = Set(input.title.clone());
    row.slug = Set(input.slug.clone());
    row.category = Set(input.category.clone());
    row.category_slug = Set(input.category_slug.clone());
    row.tag = Set(input.tag.clone());
    row.description = Set(input.description.clone());
    row.details = Set(input.details.clone());
    row.image = Set(image);
    row.update(txn).await.map_err(clash)?;
    product_features::Entity::delete_many().filter(product_features::Column::ProductId.eq(id)).exec(txn).await?;
    product_specifications::Entity::delete_many()
        .filter(product_specifications::Column::ProductId.eq(id))
        .exec(txn)
        .await?;
    write_lists(txn, id, input).await?;
    Ok(())
}

/// The product's current slugs are nobody's old address any more.
async fn release_current(txn: &DatabaseTransaction, id: &str, input: &ProductInput) -> Result<(), DbErr> {
    slug_history::release(txn, Kind::Product, "", &input.slug).await?;
    slug_history::release(txn, Kind::Category, "", &input.category_slug).await?;
    for v in &input.varieties {
        slug_history::release(txn, Kind::Variety, id, &v.slug).await?;
    }
    Ok(())
}

async fn write_lists(txn: &DatabaseTransaction, id: &str, input: &ProductInput) -> Result<(), DbErr> {
    for (position, text) in input.features.iter().enumerate() {
        product_features::ActiveModel {
            product_id: Set(id.to_owned()),
            position: Set(position as i32),
            text: Set(text.clone()),
            ..Default::default()
        }
        .insert(txn)
        .await?;
    }
    for (position, spec) in input.specifications.iter().enumerate() {
        product_specifications::ActiveModel {
            product_id: Set(id.to_owned()),
            position: Set(position as i32),
            name: Set(spec.name.clone()),
            value: Set(spec.value.clone()),
            ..Default::default()
        }
        .insert(txn)
        .await?;
    }
    Ok(())
}

fn variety_row(product_id: &str, position: usize, v: &VarietyFields, image: Option<String>) -> varieties::ActiveModel {
    varieties::ActiveModel {
        product_id: Set(product_id.to_owned()),
        position: Set(position as i32),
        title: Set(v.title.clone()),
        slug: Set(v.slug.clone()),
        description: Set(v.description.clone()),
        image: Set(image),
        origin: Set(v.origin.clone()),
        energy: Set(v.energy.clone()),
        protein: Set(v.protein.clone()),
        crude_fibre: Set(v.crude_fibre.clone()),
        calcium: Set(v.calcium.clone()),
        iron: Set(v.iron.clone()),
        packaging: Set(v.packaging.clone()),
        packaging_material: Set(v.packaging_material.clone()),
        supply_ability: Set(v.supply_ability.clone()),
        container: Set(v.container.clone()),
        shipment_preparation_time: Set(v.shipment_preparation_time.clone()),
        delivery_time: Set(v.delivery_time.clone()),
        ..Default::default()
    }
}
