//! Old catalogue addresses. Renaming a product (its title or category) or a variety keeps
//! the slug it had here, pointing at the record's id rather than at the new slug, so a
//! chain of renames still lands on the current address. Current slugs are always looked
//! up first: a product that later takes an old slug wins it (and its row here is dropped).

use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, Set};
use sha2::{Digest, Sha256};

use foundation::entities::slug_history;

/// What an old slug was: which address segment it filled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// `/products/{category_slug}`.
    Category,
    /// The first segment of `/products/{product_slug}/{variety_slug}`.
    Product,
    /// The second segment, unique only within its product (the scope).
    Variety,
}

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Kind::Category => "category",
            Kind::Product => "product",
            Kind::Variety => "variety",
        }
    }
}

/// Where a slug is unique: the product id for a variety, nothing for the others.
fn lookup_key(kind: Kind, scope: &str, slug: &str) -> String {
    let mut hash = Sha256::new();
    for part in [kind.name(), scope, slug] {
        hash.update(part.as_bytes());
        hash.update([0]);
    }
    format!("{:x}", hash.finalize())
}

/// Remembers that `old_slug` named `target_id`; a row for the same slug is replaced (the
/// latest owner of an address wins). Runs in the write's transaction.
pub async fn remember<C: ConnectionTrait>(
    txn: &C,
    kind: Kind,
    scope: &str,
    old_slug: &str,
    target_id: &str,
) -> Result<(), DbErr> {
    release(txn, kind, scope, old_slug).await?;
    slug_history::ActiveModel {
        lookup_key: Set(lookup_key(kind, scope, old_slug)),
        kind: Set(kind.name().to_owned()),
        scope: Set(scope.to_owned()),
        old_slug: Set(old_slug.to_owned()),
        target_id: Set(target_id.to_owned()),
        ..Default::default()
    }
    .insert(txn)
    .await
    .map(|_| ())
}

/// A slug becomes current again (for its old record or a new one): it is no longer old.
pub async fn release<C: ConnectionTrait>(txn: &C, kind: Kind, scope: &str, slug: &str) -> Result<(), DbErr> {
    slug_history::Entity::delete_many()
        .filter(slug_history::Column::LookupKey.eq(lookup_key(kind, scope, slug)))
        .exec(txn)
        .await
        .map(|_| ())
}

/// The record gone: its old addresses answer 'Product not found' like any other.
pub async fn forget<C: ConnectionTrait>(txn: &C, target_ids: &[String]) -> Result<(), DbErr> {
    if target_ids.is_empty() {
        return Ok(());
    }
    slug_history::Entity::delete_many()
        .filter(slug_history::Column::TargetId.is_in(target_ids.iter().cloned()))
        .exec(txn)
        .await?;
    // Variety slugs are scoped by their product: a deleted product takes them along.
    slug_history::Entity::delete_many()
        .filter(slug_history::Column::Scope.is_in(target_ids.iter().cloned()))
        .exec(txn)
        .await
        .map(|_| ())
}

/// The id of the record `slug` used to name, if any.
pub async fn find<C: ConnectionTrait>(db: &C, kind: Kind, scope: &str, slug: &str) -> Result<Option<String>, DbErr> {
    Ok(slug_history::Entity::find()
        .filter(slug_history::Column::LookupKey.eq(lookup_key(kind, scope, slug)))
        .one(db)
        .await?
        .map(|row| row.target_id))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_separate_kinds_scopes_and_slugs() {
        let a = lookup_key(Kind::Product, "", "mango");
        assert_eq!(a.len(), 64);
        assert_ne!(a, lookup_key(Kind::Category, "", "mango"));
        assert_ne!(lookup_key(Kind::Variety, "p1", "x"), lookup_key(Kind::Variety, "p2", "x"));
        // The separator keeps "ab"+"c" and "a"+"bc" apart.
        assert_ne!(lookup_key(Kind::Variety, "ab", "c"), lookup_key(Kind::Variety, "a", "bc"));
    }
}
