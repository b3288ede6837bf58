//! Measures how long a 5 MB picture takes to be checked, re-encoded and stored.
//! Run with `cargo test -p server --lib uploads::timing -- --ignored --nocapture`.

use std::io::Cursor;
use std::time::Instant;

use super::{form, Accepts, FileRule, IMAGE_MAX_BYTES};
use foundation::storage::{FileStore, StorageSettings, Visibility};

/// Noise compresses badly, so a few megapixels make an image file near the limit.
fn noisy(width: u32, height: u32, format: image::ImageFormat) -> Vec<u8> {
    let mut seed = 0x2545_f491_u32;
    let image = image::RgbImage::from_fn(width, height, |_, _| {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        image::Rgb([seed as u8, (seed >> 8) as u8, (seed >> 16) as u8])
    });
    let mut out = Cursor::new(Vec::new());
    match format {
        image::ImageFormat::Jpeg => {
            image.write_with_encoder(image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 90)).unwrap()
        }
        _ => image.write_to(&mut out, format).unwrap(),
    }
    out.into_inner()
}

#[tokio::test]
#[ignore = "a measurement, not a check"]
async fn five_megabyte_pictures() {
    let dir = tempfile::tempdir().unwrap();
    let store = FileStore::open(&StorageSettings::Local, dir.path()).await.unwrap();
    let rule = FileRule { field: "picture", label: "Picture", accepts: Accepts::Picture };
    for (name, bytes) in [
        ("PNG 1280x1300", noisy(1280, 1300, image::ImageFormat::Png)),
        ("JPEG 2400x1000 (scaled to 2000x833)", noisy(2400, 1000, image::ImageFormat::Jpeg)),
    ] {
        assert!(bytes.len() <= IMAGE_MAX_BYTES, "{name}: {} bytes", bytes.len());
        let mut runs = Vec::new();
        for _ in 0..5 {
            let started = Instant::now();
            let upload = form::check_named(rule, None, &bytes).unwrap();
            store.put(Visibility::Public, upload.format.extension(), upload.bytes).await.unwrap();
            runs.push(started.elapsed());
        }
        runs.sort();
        println!(
            "{name}, {:.2} MB: median {:?} (min {:?}, max {:?}) over 5 runs",
            bytes.len() as f64 / 1_048_576.0,
            runs[2],
            runs[0],
            runs[4]
        );
    }
}
