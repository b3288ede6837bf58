//! The footer's and the contact page's details: phone and e-mail lines, address,
//! business hours, the map position of 'Our Location', and the brochure PDF.

use sea_orm::prelude::DateTimeUtc;
use sea_orm::{ActiveModelTrait, ConnectionTrait, DbErr, EntityTrait, Set};
use serde::Serialize;
use utoipa::ToSchema;

use super::files::settle;
use crate::admin_activity::{record, Activity, AdminActor};
use crate::content_write::ContentWrite;
use crate::content_write::DomainContext;
use crate::uploads::{Accepts, FileFormat, FileRule, Form as Sent};
use crate::validation::{optional, required, Email, Form, Phone, PhoneLabel};
use foundation::content_version::Topic;
use foundation::entities::footer_settings;
use foundation::error::Error;
use foundation::storage::Visibility;

/// Where the brochure is served: a public download of the stored PDF.
pub const BROCHURE_URL: &str = "/api/v1/brochure";

/// The hours the contact page showed before an admin set any (SPEC section 2).
pub const DEFAULT_HOURS: &str = "Mon-Fri: 9:00 AM-6:00 PM\nSaturday: 10:00 AM-4:00 PM\nSunday: Closed";

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Footer {
    #[serde(rename = "_id")]
    pub _id: String,
    pub phone: String,
    pub phone2: Option<String>,
    pub address: String,
    pub email: String,
    pub email2: Option<String>,
    pub business_hours: Vec<BusinessHours>,
    /// Where 'Our Location' centres its map; none: the illustration.
    pub map: Option<MapLocation>,
    /// The brochure's download address, when there is one.
    pub brochure: Option<String>,
}

/// One line of the business hours: "Mon-Fri" and "9:00 AM-6:00 PM".
#[derive(Debug, Clone, Serialize, ToSchema, PartialEq)]
pub struct BusinessHours {
    pub days: String,
    pub time: String,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MapLocation {
    pub latitude: f64,
    pub longitude: f64,
    /// The OpenStreetMap frame of the position (the CSP allows this origin in frames).
    pub embed_url: String,
    /// The same place on openstreetmap.org, for a "View larger map" link.
    pub link_url: String,
}

/// The origin the contact page's map frame comes from (named in the CSP's frame-src).
pub const MAP_ORIGIN: &str = "https://www.openstreetmap.org";

impl MapLocation {
    pub fn at(latitude: f64, longitude: f64) -> Self {
        // About 1.5 km across: the office and the streets around it.
        let (dlat, dlon) = (0.006, 0.01);
        let embed_url = format!(
            "{MAP_ORIGIN}/export/embed.html?bbox={:.5}%2C{:.5}%2C{:.5}%2C{:.5}&layer=mapnik&marker={latitude:.5}%2C{longitude:.5}",
            longitude - dlon,
            latitude - dlat,
            longitude + dlon,
            latitude + dlat,
        );
        let link_url =
            format!("{MAP_ORIGIN}/?mlat={latitude:.5}&mlon={longitude:.5}#map=16/{latitude:.5}/{longitude:.5}");
        Self { latitude, longitude, embed_url, link_url }
    }
}

/// Business-hours lines "Days: time"; a line without ": " is all days.
pub fn hours_of(text: &str) -> Vec<BusinessHours> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(|line| match line.split_once(": ") {
            Some((days, time)) => BusinessHours { days: days.trim().to_owned(), time: time.trim().to_owned() },
            None => BusinessHours { days: line.to_owned(), time: String::new() },
        })
        .collect()
}

impl From<footer_settings::Model> for Footer {
    fn from(f: footer_settings::Model) -> Self {
        Footer {
            _id: f.id,
            phone: f.phone,
            phone2: f.phone2,
            address: f.address,
            email: f.email,
            email2: f.email2,
            business_hours: hours_of(f.business_hours.as_deref().unwrap_or(DEFAULT_HOURS)),
            map: f.map_latitude.zip(f.map_longitude).map(|(lat, lon)| MapLocation::at(lat, lon)),
            brochure: f.brochure.map(|_| BROCHURE_URL.to_owned()),
        }
    }
}

pub async fn get<C: ConnectionTrait>(db: &C) -> Result<Option<Footer>, DbErr> {
    Ok(footer_settings::Entity::find().one(db).await?.map(Into::into))
}

/// When the footer last changed (none without one).
pub async fn changed_at<C: ConnectionTrait>(db: &C) -> Result<Option<DateTimeUtc>, DbErr> {
    Ok(footer_settings::Entity::find().one(db).await?.map(|f| f.updated_at))
}

/// The stored brochure's key, if there is one.
pub async fn brochure_key<C: ConnectionTrait>(db: &C) -> Result<Option<String>, DbErr> {
    Ok(footer_settings::Entity::find().one(db).await?.and_then(|f| f.brochure))
}

/// The brochure field: checked by content, and it must be a PDF.
pub const BROCHURE: FileRule = FileRule { field: "brochure", label: "Brochure", accepts: Accepts::Document };

const HOURS_LINES_MAX: usize = 7;
const HOURS_LINE_MAX: usize = 100;
const FOOTER_ADDRESS_MAX: usize = 500;

struct Fields {
    phone: String,
    phone2: Option<String>,
    email: String,
    email2: Option<String>,
    address: String,
    hours: String,
    map: Option<(f64, f64)>,
}

fn coordinate(text: Option<&str>, limit: f64) -> Result<Option<f64>, ()> {
    match text.map(str::trim).filter(|t| !t.is_empty()) {
        None => Ok(None),
        Some(t) => t.parse::<f64>().ok().filter(|v| v.is_finite() && v.abs() <= limit).map(Some).ok_or(()),
    }
}

fn check(sent: &Sent) -> Result<Fields, Error> {
    let mut form = Form::new();
    let phone = form.check("phone", Phone::parse(sent.text("phone"), PhoneLabel::Phone));
    let phone2 = match sent.text("phone2").map(str::trim).filter(|t| !t.is_empty()) {
        Some(t) => form.check("phone2", Phone::parse(Some(t), PhoneLabel::Phone)).map(|p| Some(p.into_string())),
        None => Some(None),
    };
    let email = form.check("email", Email::parse(sent.text("email")));
    let email2 = match sent.text("email2").map(str::trim).filter(|t| !t.is_empty()) {
        Some(t) => form.check("email2", Email::parse(Some(t))).map(|e| Some(e.into_string())),
        None => Some(None),
    };
    let address = form.check("address", required(sent.text("address"), "Address", FOOTER_ADDRESS_MAX));
    let hours = form.check("businessHours", optional(sent.text("businessHours"), "Business hours", 1000));
    if let Some(Some(text)) = &hours {
        let lines: Vec<&str> = text.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
        if lines.len() > HOURS_LINES_MAX {
            form.fail("businessHours", format!("Business hours have at most {HOURS_LINES_MAX} lines"));
        } else if lines.iter().any(|l| !l.contains(": ") || l.chars().count() > HOURS_LINE_MAX) {
            form.fail("businessHours", "Write each line as days and hours, e.g. \"Mon-Fri: 9:00 AM-6:00 PM\"");
        }
    }
    let latitude = coordinate(sent.text("mapLatitude"), 90.0);
    let longitude = coordinate(sent.text("mapLongitude"), 180.0);
    if latitude.is_err() {
        form.fail("mapLatitude", "Latitude must be a number from -90 to 90");
    }
    if longitude.is_err() {
        form.fail("mapLongitude", "Longitude must be a number from -180 to 180");
    }
    let map = match (latitude, longitude) {
        (Ok(Some(lat)), Ok(Some(lon))) => Some((lat, lon)),
        (Ok(None), Ok(None)) => None,
        (Ok(None), Ok(Some(_))) => {
            form.fail("mapLatitude", "Give both latitude and longitude, or neither");
            None
        }
        (Ok(Some(_)), Ok(None)) => {
            form.fail("mapLongitude", "Give both latitude and longitude, or neither");
            None
        }
        _ => None,
    };
    form.finish()?;
    Ok(Fields {
        phone: phone.map(Phone::into_string).unwrap_or_default(),
        phone2: phone2.flatten(),
        email: email.map(Email::into_string).unwrap_or_default(),
        email2: email2.flatten(),
        address: address.unwrap_or_default(),
        hours: hours
            .flatten()
            .map(|h| h.lines().map(str::trim).filter(|l| !l.is_empty()).collect::<Vec<_>>().join("\n"))
            .unwrap_or_default(),
        map,
    })
}

/// Saves the footer's details; a new brochure replaces the old one (its file removed), and
/// `removeBrochure=true` removes it.
pub async fn edit(state: &DomainContext, actor: &AdminActor, sent: Sent) -> Result<Footer, Error> {
    let fields = check(&sent)?;
    let brochure = match sent.files.get("brochure") {
        Some(upload) if upload.format != FileFormat::Pdf => {
            return Err(Error::UnsupportedType("Brochure must be a PDF document".into()));
        }
        Some(upload) => Some(state.files.put(Visibility::Private, "pdf", upload.bytes.clone()).await?),
        None => None,
    };
    let remove_brochure = sent.text("removeBrochure").is_some_and(|v| v.trim() == "true");
    let result = async {
        let write = ContentWrite::begin(state).await?;
        let current = footer_settings::Entity::find().one(write.txn()).await?;
        let mut replaced = Vec::new();
        let exists = current.is_some();
        let mut row: footer_settings::ActiveModel = match current {
            Some(row) => {
                if brochure.is_some() || remove_brochure {
                    replaced.push(row.brochure.clone());
                }
                row.into()
            }
            None => footer_settings::ActiveModel { brochure: Set(None), ..Default::default() },
        };
        row.phone = Set(fields.phone);
        row.phone2 = Set(fields.phone2);
        row.email = Set(fields.email);
        row.email2 = Set(fields.email2);
        row.address = Set(fields.address);
        row.business_hours = Set(Some(fields.hours).filter(|h| !h.is_empty()));
        row.map_latitude = Set(fields.map.map(|m| m.0));
        row.map_longitude = Set(fields.map.map(|m| m.1));
        if brochure.is_some() {
            row.brochure = Set(brochure.clone());
        } else if remove_brochure {
            row.brochure = Set(None);
        }
        let row = if exists { row.update(write.txn()).await? } else { row.insert(write.txn()).await? };
        let summary = Some(row.address.clone());
        record(
            write.txn(),
            actor,
            Activity { action: "footer.update", entity: "footer", record_id: Some(&row.id), summary },
        )
        .await?;
        // The footer is on every page; the contact page and the category pages' brochure too.
        write.commit(&[Topic::Frame]).await?;
        Ok((Footer::from(row), replaced))
    }
    .await;
    settle(state, vec![brochure], result).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hours_split_at_the_first_colon_and_space() {
        assert_eq!(
            hours_of("Mon-Fri: 9:00 AM-6:00 PM\n\nSunday: Closed"),
            vec![
                BusinessHours { days: "Mon-Fri".into(), time: "9:00 AM-6:00 PM".into() },
                BusinessHours { days: "Sunday".into(), time: "Closed".into() },
            ]
        );
    }

    #[test]
    fn the_map_frame_is_openstreetmap_around_the_point() {
        let map = MapLocation::at(19.066, 72.8677);
        assert!(map.embed_url.starts_with(
            "https://www.openstreetmap.org/export/embed.html?bbox=72.85770%2C19.06000%2C72.87770%2C19.07200"
        ));
        assert!(map.embed_url.ends_with("&marker=19.06600%2C72.86770"));
    }
}
