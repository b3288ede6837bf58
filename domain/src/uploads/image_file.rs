//! Images are decoded and written again: metadata (camera position, comments) is dropped,
//! bytes appended after the picture (polyglots) are refused, and a decompression bomb is
//! refused from its header before any pixel is decoded. Decoding holds memory by the pixel,
//! so each decode first reserves what it will hold from the process's budget
//! ([`super::decode_budget`]), decodes to 8 bits a sample (a 16-bit PNG would take twice
//! as much for nothing a viewer shows), and scales down before encoding without a float
//! copy of the picture (`thumbnail`, an area average).

use std::io::Cursor;

use image::{DynamicImage, ImageFormat, ImageReader};

use super::check::FileFormat;
use super::decode_budget::DECODES;
use super::limits::{MAX_EDGE, MAX_PIXELS};
use foundation::error::Error;

pub struct Reencoded {
    pub bytes: Vec<u8>,
    pub width: u32,
    pub height: u32,
}

/// Bytes a decoded pixel takes at most: 8-bit RGBA.
const PIXEL_BYTES: usize = 4;
/// Most a header read may allocate: its own tables and the metadata it keeps.
const HEADER_ALLOC: usize = 16 * 1024 * 1024;

/// Checks and re-encodes an image; `max_edge` scales large pictures down.
pub fn reencode(label: &str, format: FileFormat, bytes: &[u8], max_edge: Option<u32>) -> Result<Reencoded, Error> {
    let not_an_image = || Error::UnsupportedType(format!("{label} is not a valid image"));
    let image_format = match format {
        FileFormat::Png => ImageFormat::Png,
        FileFormat::Jpeg => ImageFormat::Jpeg,
        FileFormat::Webp => ImageFormat::WebP,
        FileFormat::Pdf => unreachable!("only images are re-encoded"),
    };
    if has_trailing_data(format, bytes) {
        return Err(Error::UnsupportedType(format!("{label} has data after the image; it is not accepted")));
    }
    let reader = || ImageReader::with_format(Cursor::new(bytes), image_format);
    let (width, height) = dimensions(format, bytes, reader()).map_err(|_| not_an_image())?;
    if width == 0 || height == 0 {
        return Err(not_an_image());
    }
    if width > MAX_EDGE || height > MAX_EDGE || u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(Error::TooLarge(format!(
            "{label} is too large: {width} × {height} pixels (at most {MAX_EDGE} pixels a side and {} megapixels)",
            MAX_PIXELS / 1_000_000
        )));
    }
    let scale = max_edge.filter(|&edge| width > edge || height > edge);
    let (out_width, out_height) = scale.map_or((width, height), |edge| fit(width, height, edge));
    let decoded_bytes = width as usize * height as usize * PIXEL_BYTES;
    // The decoded picture and the scaled (or encoded) one are held at once, never more.
    let needed = decoded_bytes + out_width as usize * out_height as usize * PIXEL_BYTES;
    let Some(_reservation) = DECODES.reserve(needed) else {
        return Err(Error::TooLarge(format!(
            "{label} is too large to process: {width} × {height} pixels; send a smaller picture"
        )));
    };
    let picture = {
        let full = match format {
            FileFormat::Png => decode_png(bytes, decoded_bytes),
            _ => decode_other(reader(), decoded_bytes),
        }
        .map_err(|_| not_an_image())?;
        match scale {
            Some(edge) => full.thumbnail(edge, edge),
            None => full,
        }
    };
    let (width, height) = (picture.width(), picture.height());
    let bytes = encode(picture, image_format).map_err(|e| Error::Internal(e.into()))?;
    Ok(Reencoded { bytes, width, height })
}

/// The picture's size from its header. The image crate's own reader would also inflate a
/// PNG's colour profile on the way, up to half a gigabyte by default: PNG headers are read
/// with text and profile chunks skipped, other formats (whose metadata is stored, not
/// compressed) within [`HEADER_ALLOC`].
fn dimensions(
    format: FileFormat,
    bytes: &[u8],
    reader: ImageReader<Cursor<&[u8]>>,
) -> Result<(u32, u32), Box<dyn std::error::Error>> {
    if format == FileFormat::Png {
        let reader = png_decoder(bytes, HEADER_ALLOC).read_info()?;
        let info = reader.info();
        return Ok((info.width, info.height));
    }
    let mut limits = image::Limits::default();
    limits.max_alloc = Some(HEADER_ALLOC as u64);
    let mut reader = reader;
    reader.limits(limits);
    Ok(reader.into_dimensions()?)
}

/// A PNG decoder that skips what the site does not keep: text chunks (`tEXt`, `zTXt`,
/// `iTXt`) and the colour profile (`iCCP`), so that none of them is ever inflated.
/// `limit` bounds what the decoder allocates.
fn png_decoder(bytes: &[u8], limit: usize) -> png::Decoder<Cursor<&[u8]>> {
    let mut decoder = png::Decoder::new_with_limits(Cursor::new(bytes), png::Limits { bytes: limit });
    decoder.set_ignore_text_chunk(true);
    decoder.set_ignore_iccp_chunk(true);
    decoder
}

/// The size of a `width` × `height` picture scaled to fit `edge` × `edge`, as `thumbnail`
/// makes it.
fn fit(width: u32, height: u32, edge: u32) -> (u32, u32) {
    let ratio = f64::from(edge) / f64::from(width.max(height));
    let scaled = |side: u32| ((f64::from(side) * ratio).round() as u32).clamp(1, edge);
    (scaled(width), scaled(height))
}

/// A PNG decoded to 8 bits a sample (palettes expanded), text and colour-profile chunks
/// skipped, allocating at most `limit` bytes for the pixels.
fn decode_png(bytes: &[u8], limit: usize) -> Result<DynamicImage, Box<dyn std::error::Error>> {
    let mut decoder = png_decoder(bytes, limit);
    decoder.set_transformations(png::Transformations::normalize_to_color8());
    let mut reader = decoder.read_info()?;
    let size = reader.output_buffer_size().filter(|&size| size <= limit).ok_or("too large")?;
    let mut pixels = vec![0; size];
    let frame = reader.next_frame(&mut pixels)?;
    pixels.truncate(frame.buffer_size());
    let (width, height) = (frame.width, frame.height);
    let image = match frame.color_type {
        png::ColorType::Grayscale => image::GrayImage::from_raw(width, height, pixels).map(DynamicImage::ImageLuma8),
        png::ColorType::GrayscaleAlpha => {
            image::GrayAlphaImage::from_raw(width, height, pixels).map(DynamicImage::ImageLumaA8)
        }
        png::ColorType::Rgb => image::RgbImage::from_raw(width, height, pixels).map(DynamicImage::ImageRgb8),
        png::ColorType::Rgba => image::RgbaImage::from_raw(width, height, pixels).map(DynamicImage::ImageRgba8),
        png::ColorType::Indexed => None,
    };
    Ok(image.ok_or("unexpected layout")?)
}

/// A JPEG or WebP (8 bits a sample), allocating at most `limit` bytes and a little more
/// for the decoder's own tables.
fn decode_other(reader: ImageReader<Cursor<&[u8]>>, limit: usize) -> Result<DynamicImage, Box<dyn std::error::Error>> {
    let mut limits = image::Limits::default();
    limits.max_image_width = Some(MAX_EDGE);
    limits.max_image_height = Some(MAX_EDGE);
    limits.max_alloc = Some((limit + 16 * 1024 * 1024) as u64);
    let mut reader = reader;
    reader.limits(limits);
    Ok(reader.decode()?)
}

fn encode(image: DynamicImage, format: ImageFormat) -> image::ImageResult<Vec<u8>> {
    let mut out = Cursor::new(Vec::new());
    match format {
        ImageFormat::Jpeg => {
            // JPEG has no alpha channel.
            let rgb = DynamicImage::ImageRgb8(image.into_rgb8());
            rgb.write_with_encoder(image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 88))?;
        }
        ImageFormat::WebP => {
            let rgba = DynamicImage::ImageRgba8(image.into_rgba8());
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

    #[test]
    fn large_pictures_are_scaled_and_sizes_returned() {
        let out = reencode("Photo", FileFormat::Png, &png(2400, 1200), Some(2000)).unwrap();
        assert_eq!((out.width, out.height), (2000, 1000));
        let out = reencode("Photo", FileFormat::Png, &png(30, 20), Some(2000)).unwrap();
        assert_eq!((out.width, out.height), (30, 20));
    }

    /// A 16-bit RGBA PNG of `width` × `height`, a gradient (small on disk).
    pub fn png16(width: u32, height: u32) -> Vec<u8> {
        let image =
            image::ImageBuffer::from_fn(width, height, |x, y| image::Rgba([x as u16 * 9, y as u16 * 7, 4000, 65535]));
        let mut out = Cursor::new(Vec::new());
        DynamicImage::ImageRgba16(image).write_to(&mut out, ImageFormat::Png).unwrap();
        out.into_inner()
    }

    #[test]
    fn large_documents_are_decoded_to_eight_bits_and_scaled_down() {
        let out = reencode("Aadhar card", FileFormat::Png, &png16(2100, 1050), Some(2000)).unwrap();
        assert_eq!((out.width, out.height), (2000, 1000));
        let decoded = image::load_from_memory(&out.bytes).unwrap();
        assert_eq!(decoded.color(), image::ColorType::Rgba8);
        // What was sent fits the decode budget alone: never refused for its size.
        let (side, out) = (6300usize, super::super::limits::DOCUMENT_MAX_EDGE as usize);
        assert!(side * side * PIXEL_BYTES + out * out * PIXEL_BYTES <= super::super::decode_budget::DECODE_BUDGET);
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
        assert!(matches!(reencode("Photo", FileFormat::Png, &bomb, None), Err(Error::TooLarge(_))));
    }
}
