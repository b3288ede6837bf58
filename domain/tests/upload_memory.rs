//! A PNG whose colour profile inflates to 64 MiB is stored without ever holding it: the
//! peak memory of its check is measured by this binary's own allocator, which counts each
//! thread's bytes held (the checks of a file run on the thread that calls them).

use std::io::Cursor;

use domain::uploads::{check_named, Accepts, FileRule};

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

struct Metered;

thread_local! {
    static HELD: Cell<isize> = const { Cell::new(0) };
    static PEAK: Cell<isize> = const { Cell::new(0) };
}

fn note(change: isize) {
    let held = HELD.get() + change;
    HELD.set(held);
    PEAK.set(PEAK.get().max(held));
}

// SAFETY: every call goes to the system allocator unchanged; only thread-local counters
// (no allocation, no destructor) are updated beside it.
unsafe impl GlobalAlloc for Metered {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        note(layout.size() as isize);
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        note(-(layout.size() as isize));
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        note(new_size as isize - layout.size() as isize);
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static METERED: Metered = Metered;

/// The most `work` held at once beyond what the thread held before it, in bytes.
fn peak_during(work: impl FnOnce()) -> usize {
    let before = HELD.get();
    PEAK.set(before);
    work();
    (PEAK.get() - before).max(0) as usize
}

fn png(width: u32, height: u32) -> Vec<u8> {
    let image = image::RgbImage::from_fn(width, height, |x, y| image::Rgb([x as u8, y as u8, 7]));
    let mut out = Cursor::new(Vec::new());
    image.write_to(&mut out, image::ImageFormat::Png).unwrap();
    out.into_inner()
}

/// A PNG of `width` × `height` whose `iCCP` colour profile inflates to `inflated` bytes
/// of zeros from about a thousandth of that: one megabyte of zeros deflated once, its
/// output (the same for every megabyte after the first) repeated.
fn png_with_profile(width: u32, height: u32, inflated: usize) -> Vec<u8> {
    const BLOCK: usize = 1 << 20;
    let zeros = vec![0u8; BLOCK];
    let mut deflate = flate2::Compress::new(flate2::Compression::best(), false);
    let mut block = |input: &[u8], flush| {
        let mut out = Vec::with_capacity(BLOCK);
        deflate.compress_vec(input, &mut out, flush).unwrap();
        out
    };
    let first = block(&zeros, flate2::FlushCompress::Sync);
    let next = block(&zeros, flate2::FlushCompress::Sync);
    let last = block(&[], flate2::FlushCompress::Finish);
    // zlib's header, the blocks, and the Adler-32 of zeros: B counts A (1) once a byte.
    let mut profile = b"icc\0\0\x78\xda".to_vec();
    profile.extend_from_slice(&first);
    for _ in 1..inflated / BLOCK {
        profile.extend_from_slice(&next);
    }
    profile.extend_from_slice(&last);
    profile.extend_from_slice(&((((inflated % 65521) as u32) << 16) | 1).to_be_bytes());
    let mut chunk = b"iCCP".to_vec();
    chunk.extend_from_slice(&profile);
    let plain = png(width, height);
    let mut out = plain[..33].to_vec();
    out.extend_from_slice(&((chunk.len() - 4) as u32).to_be_bytes());
    out.extend_from_slice(&chunk);
    out.extend_from_slice(&crc32fast::hash(&chunk).to_be_bytes());
    out.extend_from_slice(&plain[33..]);
    out
}

#[test]
fn a_colour_profile_is_never_inflated() {
    let inflated = 64 << 20;
    let bomb = png_with_profile(30, 20, inflated);
    assert!(bomb.len() < inflated / 500, "{} bytes", bomb.len());
    // The profile is what a careless decoder inflates.
    let mut decoder = png::Decoder::new_with_limits(Cursor::new(&bomb[..]), png::Limits { bytes: usize::MAX });
    decoder.set_ignore_text_chunk(true);
    let read = decoder.read_info().unwrap();
    assert_eq!(read.info().icc_profile.as_ref().map(|p| p.len()), Some(inflated));
    drop(read);
    let rule = FileRule { field: "photo", label: "Photo", accepts: Accepts::Picture };
    let peak = peak_during(|| {
        let out = check_named(rule, Some("photo.png"), &bomb).unwrap();
        assert_eq!(out.size, Some((30, 20)));
        assert!(!out.bytes.windows(4).any(|w| w == b"iCCP"), "stored without the profile");
    });
    assert!(peak < 8 << 20, "{peak} bytes held at once");
}
