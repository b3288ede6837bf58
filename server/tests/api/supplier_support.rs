//! Files and forms for the supplier tests, made in the test (never fixtures on disk).

use std::io::Cursor;
use std::path::Path;

use reqwest::multipart::{Form, Part};
use sea_orm::{ActiveModelTrait, EntityTrait, Set};
use serde_json::Value;

use crate::helpers::TestApp;

pub fn png(width: u32, height: u32) -> Vec<u8> {
    let image = image::RgbImage::from_fn(width, height, |x, y| {
        image::Rgb([(x % 251) as u8, (y % 241) as u8, ((x * y) % 239) as u8])
    });
    let mut out = Cursor::new(Vec::new());
    image.write_to(&mut out, image::ImageFormat::Png).unwrap();
    out.into_inner()
}

pub fn jpeg(width: u32, height: u32) -> Vec<u8> {
    let image = image::RgbImage::from_fn(width, height, |x, y| image::Rgb([x as u8, y as u8, 90]));
    let mut out = Cursor::new(Vec::new());
    image.write_to(&mut out, image::ImageFormat::Jpeg).unwrap();
    out.into_inner()
}

pub fn pdf() -> Vec<u8> {
    b"%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n".to_vec()
}

/// A PNG whose header claims `width` × `height` pixels (a decompression bomb), a few bytes long.
pub fn png_bomb(width: u32, height: u32) -> Vec<u8> {
    let mut ihdr = b"IHDR".to_vec();
    ihdr.extend_from_slice(&width.to_be_bytes());
    ihdr.extend_from_slice(&height.to_be_bytes());
    ihdr.extend_from_slice(&[8, 2, 0, 0, 0]);
    let mut out = vec![0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13];
    out.extend_from_slice(&ihdr);
    out.extend_from_slice(&crc32fast::hash(&ihdr).to_be_bytes());
    // A few bytes of compressed pixels: the header alone decides the refusal.
    let idat: &[u8] = b"IDAT\x78\x9c\x63\x00\x00\x00\x01\x00\x01";
    out.extend_from_slice(&((idat.len() - 4) as u32).to_be_bytes());
    out.extend_from_slice(idat);
    out.extend_from_slice(&crc32fast::hash(idat).to_be_bytes());
    out.extend_from_slice(&[0, 0, 0, 0, b'I', b'E', b'N', b'D', 0xAE, 0x42, 0x60, 0x82]);
    out
}

/// Valid text fields of the registration form (GSTIN with a correct check character).
pub const TEXT: [(&str, &str); 8] = [
    ("phone", "+91 98765 43210"),
    ("address", "Plot 7, MIDC, Ratnagiri, Maharashtra"),
    ("gstNo", "27AAPFU0939F1ZV"),
    ("panNo", "AAPFU0939F"),
    ("aadharNo", "234567890123"),
    ("udhyamRegistrationNo", "UDYAM-MH-01-0001234"),
    ("msmeRegistrationNo", "MSME-27-000123"),
    ("name", "Spice Traders"),
];

/// A file part with a declared name and type (which the server must not trust).
pub fn part(bytes: Vec<u8>, name: &str, mime: &str) -> Part {
    Part::bytes(bytes).file_name(name.to_owned()).mime_str(mime).unwrap()
}

/// A form part that replaces (or adds to) the default ones: (field name, part).
pub type Change = (&'static str, Part);
type MakePart = Box<dyn Fn() -> Part>;

/// A complete, valid form with `changes` replacing or adding parts; `skip` drops some.
pub fn registration(changes: Vec<Change>, skip: &[&str]) -> Form {
    let mut form = Form::new();
    let changed: Vec<&str> = changes.iter().map(|(n, _)| *n).collect();
    for (name, value) in TEXT {
        if !skip.contains(&name) && !changed.contains(&name) {
            form = form.text(name, value);
        }
    }
    let defaults: [(&str, MakePart); 4] = [
        ("aadharFile", Box::new(|| part(jpeg(64, 40), "aadhar.jpg", "image/jpeg"))),
        ("panFile", Box::new(|| part(pdf(), "pan.pdf", "application/pdf"))),
        ("gstFile", Box::new(|| part(png(50, 30), "gst.png", "image/png"))),
        ("profile", Box::new(|| part(png(80, 80), "me.png", "image/png"))),
    ];
    for (name, make) in defaults {
        if !skip.contains(&name) && !changed.contains(&name) {
            form = form.part(name, make());
        }
    }
    for (name, value) in changes {
        form = form.part(name, value);
    }
    form
}

pub async fn apply(app: &TestApp, token: &str, form: Form) -> (u16, Value) {
    let response = app
        .client
        .post(app.url("/api/v1/vendorRegistration/apply"))
        .bearer_auth(token)
        .multipart(form)
        .send()
        .await
        .unwrap();
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

/// Every file in the local store (public and private), as paths.
pub fn stored_files(data_dir: &Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for folder in ["public", "private"] {
        if let Ok(entries) = std::fs::read_dir(data_dir.join("uploads").join(folder)) {
            files.extend(entries.map(|e| e.unwrap().path()));
        }
    }
    files.sort();
    files
}

pub async fn set_vendor_flags(app: &TestApp, id: &str, verified: bool, blocked: bool) {
    let row = foundation::entities::vendors::Entity::find_by_id(id.to_owned()).one(&app.db).await.unwrap().unwrap();
    let mut row: foundation::entities::vendors::ActiveModel = row.into();
    row.is_verified = Set(verified);
    row.is_blocked = Set(blocked);
    row.update(&app.db).await.unwrap();
}

/// A PDF of `bodies` ((number, bytes) written in order) whose xref gives each number of
/// `indexed` the offset of its first `N 0 obj` in the file, wherever that is (also inside
/// another object's stream data).
pub fn pdf_indexed(bodies: &[(u32, Vec<u8>)], indexed: &[u32]) -> Vec<u8> {
    let mut out = b"%PDF-1.5\n".to_vec();
    for (number, body) in bodies {
        out.extend_from_slice(format!("{number} 0 obj\n").as_bytes());
        out.extend_from_slice(body);
        out.extend_from_slice(b"\nendobj\n");
    }
    let size = indexed.iter().max().copied().unwrap_or(0) + 1;
    let xref = out.len();
    let mut table = format!("xref\n0 {size}\n0000000000 65535 f \n");
    for number in 1..size {
        let header = format!("{number} 0 obj");
        match out.windows(header.len()).position(|w| w == header.as_bytes()).filter(|_| indexed.contains(&number)) {
            Some(offset) => table.push_str(&format!("{offset:010} 00000 n \n")),
            None => table.push_str("0000000000 65535 f \n"),
        }
    }
    out.extend_from_slice(table.as_bytes());
    out.extend_from_slice(format!("trailer\n<< /Size {size} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n").as_bytes());
    out
}

/// A stream object's text: its dictionary entries, `/Length`, and its data.
pub fn pdf_stream(dict: &str, data: &[u8]) -> Vec<u8> {
    let mut out = format!("<< {dict} /Length {} >>\nstream\n", data.len()).into_bytes();
    out.extend_from_slice(data);
    out.extend_from_slice(b"\nendstream");
    out
}
