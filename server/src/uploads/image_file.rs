//! Images are decoded and written again: metadata (camera position, comments) is dropped,
//! bytes appended after the picture (polyglots) are refused, and a decompression bomb is
//! refused from its header before any pixel is decoded.

use std::io::Cursor;

use image::{DynamicImage, ImageFormat, ImageReader};

use super::check::FileFormat;
use super::{MAX_EDGE, MAX_PIXELS};
use crate::error::ApiError;

pub struct Reencoded {
    pub bytes: Vec<u8>,
    pub width: u32,
    pub height: u32,
}

/// Checks and re-encodes an image; `max_edge` scales large pictures down.
pub fn reencode(label: &str, format: FileFormat, bytes: &[u8], max_edge: Option<u32>) -> Result<Reencoded, ApiError> {
    let not_an_image = || ApiError::UnsupportedMediaType(format!("{label} is not a valid image"));
    let image_format = match format {
        FileFormat::Png => ImageFormat::Png,
        FileFormat::Jpeg => ImageFormat::Jpeg,
        FileFormat::Webp => ImageFormat::WebP,
        FileFormat::Pdf => unreachable!("only images are re-encoded"),
    };
    if has_trailing_data(format, bytes) {
        return Err(ApiError::UnsupportedMediaType(format!("{label} has data after the image; it is not accepted")));
    }
    let reader = || ImageReader::with_format(Cursor::new(bytes), image_format);
    let (width, height) = reader().into_dimensions().map_err(|_| not_an_image())?;
    if width == 0 || height == 0 {
        return Err(not_an_image());
    }
    if width > MAX_EDGE || height > MAX_EDGE || u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(ApiError::PayloadTooLarge(format!(
            "{label} is too large: {width} × {height} pixels (at most {MAX_EDGE} pixels a side and {} megapixels)",
            MAX_PIXELS / 1_000_000
        )));
    }
    let mut limits = image::Limits::default();
    limits.max_image_width = Some(MAX_EDGE);
    limits.max_image_height = Some(MAX_EDGE);
    limits.max_alloc = Some(MAX_PIXELS * 4 * 2);
    let mut decoder = reader();
    decoder.limits(limits);
    let mut decoded = decoder.decode().map_err(|_| not_an_image())?;
    if let Some(edge) = max_edge {
        if decoded.width() > edge || decoded.height() > edge {
            decoded = decoded.resize(edge, edge, image::imageops::FilterType::Triangle);
        }
    }
    let bytes = encode(decoded.clone(), image_format).map_err(|e| ApiError::Internal(e.into()))?;
    Ok(Reencoded { bytes, width: decoded.width(), height: decoded.height() })
}

fn encode(image: DynamicImage, format: ImageFormat) -> image::ImageResult<Vec<u8>> {
    let mut out = Cursor::new(Vec::new());
    match format {
        ImageFormat::Jpeg => {
            // JPEG has no alpha channel.
            let rgb = DynamicImage::ImageRgb8(image.to_rgb8());
            rgb.write_with_encoder(image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 88))?;
        }
        ImageFormat::WebP => {
            let rgba = DynamicImage::ImageRgba8(image.to_rgba8());
            rgba.write_with_encoder(image::codecs::webp::WebPEncoder::new_lossless(&mut out))?;
        }
        _ => image.write_to(&mut out, ImageFormat::Png)?,
    }
    Ok(out.into_inner())
}

/// Whether bytes follow the image's end marker (PNG `IEND` chunk, JPEG `EOI`).
fn has_trailing_data(format: FileFormat, bytes: &[u8]) -> bool {
    match format {
        FileFormat::Png => !bytes.ends_with(&[0, 0, 0, 0, b'I', b'E', b'N', b'D', 0xAE, 0x42, 0x60, 0x82]),
        FileFormat::Jpeg => !bytes.ends_with(&[0xFF, 0xD9]),
        // A RIFF container states its own length.
        FileFormat::Webp => {
            bytes.len() < 8 || u32::from_le_bytes([bytes[4], bytes[5], bytes[6], bytes[7]]) as usize + 8 != bytes.len()
        }
        FileFormat::Pdf => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png(width: u32, height: u32) -> Vec<u8> {
        let image = image::RgbImage::from_fn(width, height, |x, y| image::Rgb([x as u8, y as u8, 7]));
        let mut out = Cursor::new(Vec::new());
        image.write_to(&mut out, ImageFormat::Png).unwrap();
        out.into_inner()
    }

    /// A PNG whose header claims `width` × `height` pixels, with one tiny data chunk.
    pub(crate) fn png_bomb(width: u32, height: u32) -> Vec<u8> {
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

    #[test]
    fn large_pictures_are_scaled_and_sizes_returned() {
        let out = reencode("Photo", FileFormat::Png, &png(2400, 1200), Some(2000)).unwrap();
        assert_eq!((out.width, out.height), (2000, 1000));
        let out = reencode("Photo", FileFormat::Png, &png(30, 20), Some(2000)).unwrap();
        assert_eq!((out.width, out.height), (30, 20));
    }

    #[test]
    fn metadata_is_dropped() {
        let image = image::RgbImage::from_fn(40, 30, |x, y| image::Rgb([x as u8, y as u8, 50]));
        let mut plain = Cursor::new(Vec::new());
        image.write_to(&mut plain, ImageFormat::Jpeg).unwrap();
        let plain = plain.into_inner();
        // An APP1 "Exif" segment right after the start marker, as cameras write it.
        let payload = b"Exif\0\0GPSLatitude=18.9220N;GPSLongitude=72.8347E";
        let mut tagged = plain[..2].to_vec();
        tagged.extend_from_slice(&[0xFF, 0xE1]);
        tagged.extend_from_slice(&((payload.len() + 2) as u16).to_be_bytes());
        tagged.extend_from_slice(payload);
        tagged.extend_from_slice(&plain[2..]);
        let out = reencode("Photo", FileFormat::Jpeg, &tagged, Some(2000)).unwrap();
        assert_eq!((out.width, out.height), (40, 30));
        let contains = |hay: &[u8], needle: &[u8]| hay.windows(needle.len()).any(|w| w == needle);
        assert!(contains(&tagged, b"GPSLatitude"));
        assert!(!contains(&out.bytes, b"GPSLatitude") && !contains(&out.bytes, b"Exif"));
    }

    #[test]
    fn bombs_polyglots_and_fakes_are_refused() {
        let mut polyglot = png(4, 4);
        polyglot.extend_from_slice(b"<script>alert(1)</script>");
        assert!(reencode("Photo", FileFormat::Png, &polyglot, None).is_err());
        let mut fake = png(4, 4)[..16].to_vec();
        fake.extend_from_slice(&[0, 0, 0, 0, b'I', b'E', b'N', b'D', 0xAE, 0x42, 0x60, 0x82]);
        assert!(reencode("Photo", FileFormat::Png, &fake, None).is_err());
        let bomb = png_bomb(60_000, 60_000);
        assert!(matches!(reencode("Photo", FileFormat::Png, &bomb, None), Err(ApiError::PayloadTooLarge(_))));
    }
}
