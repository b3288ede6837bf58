use sea_orm::prelude::DateTimeUtc;
use sea_orm::{ActiveModelTrait, ConnectionTrait, DbErr, EntityTrait, Set};
use serde::Serialize;
use utoipa::ToSchema;

use super::files::{settle, store_optional};
use super::limits::{SUBTITLE_MAX, TITLE_MAX};
use crate::admin_activity::{record, Activity, AdminActor};
use crate::content_write::ContentWrite;
use crate::content_write::DomainContext;
use crate::uploads::{FileRule, Form as Sent};
use crate::validation::{optional, required, Form};
use foundation::content_version::Topic;
use foundation::entities::home_banners;
use foundation::error::Error;

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

/// When the home page's banner last changed (none without one).
pub async fn changed_at<C: ConnectionTrait>(db: &C) -> Result<Option<DateTimeUtc>, DbErr> {
    Ok(home_banners::Entity::find().one(db).await?.map(|b| b.updated_at))
}

/// The banner's three image fields; exactly these (SPEC section 9: exactly 3 slots).
pub const IMAGES: [FileRule; 3] = [
    super::files::picture("banner1_image", "Banner 1 image"),
    super::files::picture("banner2_image", "Banner 2 image"),
    super::files::picture("banner3_image", "Banner 3 image"),
];

pub const EXACTLY_THREE: &str = "The home banner has exactly three slots";

/// The slot a field name like `banner4_heading` names, if it names one.
fn slot_of(name: &str) -> Option<&str> {
    let rest = name.strip_prefix("banner")?;
    let (slot, _) = rest.split_once('_')?;
    (!slot.is_empty() && slot.chars().all(|c| c.is_ascii_digit())).then_some(slot)
}

struct Slot {
    heading: String,
    subtitle: Option<String>,
}

/// Each of the three headings is required; a subtitle is kept unless sent; a field for a
/// fourth (or zeroth) slot is refused: the banner never has more or fewer than three.
fn check(sent: &Sent) -> Result<[Slot; 3], Error> {
    let names = sent.texts.keys().map(String::as_str).chain(sent.ignored_files.iter().map(String::as_str));
    if names.filter_map(slot_of).any(|slot| !matches!(slot, "1" | "2" | "3")) {
        return Err(Error::Refused(EXACTLY_THREE.into()));
    }
    let mut form = Form::new();
    let mut slot = |n: u8| {
        let heading_field = format!("banner{n}_heading");
        let subtitle_field = format!("banner{n}_subtitle");
        let heading =
            form.check(&heading_field, required(sent.text(&heading_field), &format!("Banner {n} heading"), TITLE_MAX));
        let subtitle = sent
            .texts
            .contains_key(&subtitle_field)
            .then(|| {
                form.check(
                    &subtitle_field,
                    optional(sent.text(&subtitle_field), &format!("Banner {n} subtitle"), SUBTITLE_MAX),
                )
            })
            .flatten()
            .map(Option::unwrap_or_default);
        Slot { heading: heading.unwrap_or_default(), subtitle }
    };
    let slots = [slot(1), slot(2), slot(3)];
    form.finish()?;
    Ok(slots)
}

/// Saves the three slots of the site's one banner record (made if there is none).
pub async fn edit(state: &DomainContext, actor: &AdminActor, sent: Sent) -> Result<HomeBanner, Error> {
    let [one, two, three] = check(&sent)?;
    let claimed = sent.text("bannerId").map(str::trim).filter(|id| !id.is_empty()).map(str::to_owned);
    let mut images = Vec::with_capacity(3);
    for rule in IMAGES {
        match store_optional(state, &sent, rule.field).await {
            Ok(url) => images.push(url),
            Err(err) => {
                super::files::remove(state, images).await;
                return Err(err);
            }
        }
    }
    let result = async {
        let write = ContentWrite::begin(state).await?;
        let current = home_banners::Entity::find().one(write.txn()).await?;
        if let (Some(claimed), Some(row)) = (&claimed, &current) {
            if *claimed != row.id {
                return Err(Error::NotFound("Banner not found".into()));
            }
        }
        let mut replaced = Vec::new();
        let exists = current.is_some();
        let mut row: home_banners::ActiveModel = match current {
            Some(row) => {
                for (slot, old) in [&row.banner1_image, &row.banner2_image, &row.banner3_image].into_iter().enumerate()
                {
                    if images[slot].is_some() {
                        replaced.push(old.clone());
                    }
                }
                row.into()
            }
            None => home_banners::ActiveModel {
                banner1_subtitle: Set(String::new()),
                banner2_subtitle: Set(String::new()),
                banner3_subtitle: Set(String::new()),
                banner1_image: Set(None),
                banner2_image: Set(None),
                banner3_image: Set(None),
                ..Default::default()
            },
        };
        row.banner1_heading = Set(one.heading);
        row.banner2_heading = Set(two.heading);
        row.banner3_heading = Set(three.heading);
        if let Some(s) = one.subtitle {
            row.banner1_subtitle = Set(s);
        }
        if let Some(s) = two.subtitle {
            row.banner2_subtitle = Set(s);
        }
        if let Some(s) = three.subtitle {
            row.banner3_subtitle = Set(s);
        }
        if let Some(url) = &images[0] {
            row.banner1_image = Set(Some(url.clone()));
        }
        if let Some(url) = &images[1] {
            row.banner2_image = Set(Some(url.clone()));
        }
        if let Some(url) = &images[2] {
            row.banner3_image = Set(Some(url.clone()));
        }
        let row = if exists { row.update(write.txn()).await? } else { row.insert(write.txn()).await? };
        let summary = Some(row.banner1_heading.clone());
        record(
            write.txn(),
            actor,
            Activity { action: "banner.update", entity: "banner", record_id: Some(&row.id), summary },
        )
        .await?;
        write.commit(&[Topic::Site]).await?;
        Ok((HomeBanner::from(row), replaced))
    }
    .await;
    settle(state, images, result).await
}

#[cfg(test)]
mod tests {
    use super::slot_of;

    #[test]
    fn slots_are_read_from_field_names() {
        assert_eq!(slot_of("banner4_heading"), Some("4"));
        assert_eq!(slot_of("banner1_image"), Some("1"));
        assert_eq!(slot_of("bannerId"), None);
        assert_eq!(slot_of("banner_x"), None);
    }
}
