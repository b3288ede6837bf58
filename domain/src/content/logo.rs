use sea_orm::prelude::DateTimeUtc;
use sea_orm::{ActiveModelTrait, ConnectionTrait, DbErr, EntityTrait, Set};
use serde::Serialize;
use utoipa::ToSchema;

use super::files::{settle, store_optional};
use crate::admin_activity::{record, Activity, AdminActor};
use crate::content_write::ContentWrite;
use crate::content_write::DomainContext;
use crate::uploads::Form as Sent;
use foundation::content_version::Topic;
use foundation::entities::logos;
use foundation::error::Error;

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Logo {
    #[serde(rename = "_id")]
    pub _id: String,
    pub logo: Option<String>,
}

pub async fn get<C: ConnectionTrait>(db: &C) -> Result<Option<Logo>, DbErr> {
    Ok(logos::Entity::find().one(db).await?.map(|l| Logo { _id: l.id, logo: l.logo }))
}

/// When the logo last changed (none without one).
pub async fn changed_at<C: ConnectionTrait>(db: &C) -> Result<Option<DateTimeUtc>, DbErr> {
    Ok(logos::Entity::find().one(db).await?.map(|l| l.updated_at))
}

/// The logo file of the form (optional: without one nothing changes).
pub const LOGO: crate::uploads::FileRule = super::files::picture("logo", "Logo");

/// Replaces the site's one logo (made if there is none); `logo_id`, when sent, must name it.
pub async fn edit(state: &DomainContext, actor: &AdminActor, sent: Sent) -> Result<Logo, Error> {
    let claimed = sent.text("logo_id").map(str::trim).filter(|id| !id.is_empty()).map(str::to_owned);
    let image = store_optional(state, &sent, "logo").await?;
    let result = async {
        let write = ContentWrite::begin(state).await?;
        let current = logos::Entity::find().one(write.txn()).await?;
        if let (Some(claimed), Some(row)) = (&claimed, &current) {
            if *claimed != row.id {
                return Err(Error::NotFound("Logo not found".into()));
            }
        }
        let Some(image) = image.clone() else {
            let logo = current.map(|l| Logo { _id: l.id, logo: l.logo });
            return logo.map(|l| (l, vec![])).ok_or_else(|| Error::Invalid {
                message: "Logo is required".into(),
                errors: [("logo".to_owned(), "Logo is required".to_owned())].into(),
            });
        };
        let (row, old) = match current {
            Some(row) => {
                let old = row.logo.clone();
                let mut row: logos::ActiveModel = row.into();
                row.logo = Set(Some(image));
                (row.update(write.txn()).await?, old)
            }
            None => {
                (logos::ActiveModel { logo: Set(Some(image)), ..Default::default() }.insert(write.txn()).await?, None)
            }
        };
        record(
            write.txn(),
            actor,
            Activity { action: "logo.update", entity: "logo", record_id: Some(&row.id), summary: None },
        )
        .await?;
        // The logo is in every page's header.
        write.commit(&[Topic::Frame]).await?;
        Ok((Logo { _id: row.id, logo: row.logo }, vec![old]))
    }
    .await;
    settle(state, vec![image], result).await
}
