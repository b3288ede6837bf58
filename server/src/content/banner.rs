use sea_orm::{ConnectionTrait, DbErr, EntityTrait};
use serde::Serialize;
use utoipa::ToSchema;

use crate::entities::home_banners;

/// The home banner record: exactly three slots.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct HomeBanner {
    #[serde(rename = "_id")]
    pub _id: String,
    pub banner1_heading: String,
    pub banner1_subtitle: String,
    pub banner1_image: Option<String>,
    pub banner2_heading: String,
    pub banner2_subtitle: String,
    pub banner2_image: Option<String>,
    pub banner3_heading: String,
    pub banner3_subtitle: String,
    pub banner3_image: Option<String>,
}

/// One slide as the home page shows it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Slide {
    pub heading: String,
    pub subtitle: String,
    pub image: Option<String>,
}

impl From<home_banners::Model> for HomeBanner {
    fn from(b: home_banners::Model) -> Self {
        Self {
            _id: b.id,
            banner1_heading: b.banner1_heading,
            banner1_subtitle: b.banner1_subtitle,
            banner1_image: b.banner1_image,
            banner2_heading: b.banner2_heading,
            banner2_subtitle: b.banner2_subtitle,
            banner2_image: b.banner2_image,
            banner3_heading: b.banner3_heading,
            banner3_subtitle: b.banner3_subtitle,
            banner3_image: b.banner3_image,
        }
    }
}

impl HomeBanner {
    pub fn slides(self) -> Vec<Slide> {
        vec![
            Slide { heading: self.banner1_heading, subtitle: self.banner1_subtitle, image: self.banner1_image },
            Slide { heading: self.banner2_heading, subtitle: self.banner2_subtitle, image: self.banner2_image },
            Slide { heading: self.banner3_heading, subtitle: self.banner3_subtitle, image: self.banner3_image },
        ]
    }
}

pub async fn list<C: ConnectionTrait>(db: &C) -> Result<Vec<HomeBanner>, DbErr> {
    Ok(home_banners::Entity::find().all(db).await?.into_iter().map(Into::into).collect())
}
