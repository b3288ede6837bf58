//! Keeping `search_documents` in step with the catalogue.

use std::collections::HashMap;

use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder, Set};

use super::fold;
use crate::content_write::Topic;
use crate::entities::{products, search_documents, varieties};

/// Brings the index up to date with a content write, in the write's transaction: every
/// product the topics name (directly or through one of its varieties) is indexed again,
/// or dropped when it no longer exists. A write naming only the catalogue as a whole
/// rebuilds every row.
pub async fn apply<C: ConnectionTrait>(db: &C, topics: &[Topic]) -> Result<(), DbErr> {
    let mut named: Vec<String> = Vec::new();
    for topic in topics {
        let id = match topic {
            Topic::Product(id) => Some(id.clone()),
            Topic::Variety(id) => varieties::Entity::find_by_id(id.clone()).one(db).await?.map(|v| v.product_id),
            Topic::Frame | Topic::Site | Topic::Catalogue => None,
        };
        if let Some(id) = id.filter(|id| !named.contains(id)) {
            named.push(id);
        }
    }
    if named.is_empty() {
        if topics.contains(&Topic::Catalogue) {
            rebuild(db).await?;
        }
        return Ok(());
    }
    for id in named {
        product(db, &id).await?;
    }
    Ok(())
}

/// Indexes one product again; drops its row when the product is gone.
pub async fn product<C: ConnectionTrait>(db: &C, product_id: &str) -> Result<(), DbErr> {
    search_documents::Entity::delete_by_id(product_id.to_owned()).exec(db).await?;
    let Some(product) = products::Entity::find_by_id(product_id.to_owned()).one(db).await? else {
        return Ok(());
    };
    let varieties = varieties::Entity::find()
        .filter(varieties::Column::ProductId.eq(product_id))
        .order_by_asc(varieties::Column::Position)
        .all(db)
        .await?;
    document(&product, &varieties).insert(db).await?;
    Ok(())
}

/// The whole index written in one transaction (instances starting together each write a
/// complete, consistent copy; the second waits for the first's locks).
pub async fn rebuild_at_start(db: &sea_orm::DatabaseConnection) -> Result<(), DbErr> {
    use sea_orm::TransactionTrait;
    let txn = db.begin().await?;
    rebuild(&txn).await?;
    txn.commit().await
}

/// Writes every row again from the catalogue (at start, and for catalogue-wide writes).
pub async fn rebuild<C: ConnectionTrait>(db: &C) -> Result<(), DbErr> {
    search_documents::Entity::delete_many().exec(db).await?;
    let products = products::Entity::find().all(db).await?;
    let mut by_product: HashMap<String, Vec<varieties::Model>> = HashMap::new();
    for v in varieties::Entity::find().order_by_asc(varieties::Column::Position).all(db).await? {
        by_product.entry(v.product_id.clone()).or_default().push(v);
    }
    for p in &products {
        document(p, by_product.get(&p.id).map(Vec::as_slice).unwrap_or_default()).insert(db).await?;
    }
    Ok(())
}

fn document(p: &products::Model, varieties: &[varieties::Model]) -> search_documents::ActiveModel {
    let variety_titles: Vec<&str> = varieties.iter().map(|v| v.title.as_str()).collect();
    search_documents::ActiveModel {
        product_id: Set(p.id.clone()),
        family: Set(fold::family(p.tag.as_deref())),
        title_terms: Set(fold::terms(&p.title)),
        variety_terms: Set(fold::terms(&variety_titles.join(" "))),
        category_terms: Set(fold::terms(&p.category)),
        tag_terms: Set(fold::terms(p.tag.as_deref().unwrap_or_default())),
    }
}
