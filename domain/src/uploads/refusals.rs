//! Uploads refused since start, by reason, for the metrics: a reason is the kind of answer
//! the refusal gave, so the set of labels stays fixed whatever the files say.

use std::sync::atomic::{AtomicU64, Ordering};

use foundation::error::Error;

/// Why a form's upload was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reason {
    /// A file or the request over its size limit (413).
    TooLarge,
    /// A kind the field does not take, or content refused (active PDF parts, markup in a
    /// PDF's text, a bomb) (415).
    NotAccepted,
    /// A form that could not be read: broken multipart, too many parts, an empty file (400).
    Malformed,
}

impl Reason {
    pub const ALL: [Reason; 3] = [Reason::TooLarge, Reason::NotAccepted, Reason::Malformed];

    pub fn label(self) -> &'static str {
        match self {
            Reason::TooLarge => "too_large",
            Reason::NotAccepted => "not_accepted",
            Reason::Malformed => "malformed",
        }
    }

    /// The reason of a refusal; `None` for a failure of the server, which is no refusal.
    pub fn of(error: &Error) -> Option<Self> {
        match error {
            Error::TooLarge(_) => Some(Reason::TooLarge),
            Error::UnsupportedType(_) => Some(Reason::NotAccepted),
            Error::Refused(_) | Error::Invalid { .. } => Some(Reason::Malformed),
            _ => None,
        }
    }
}

static REFUSED: [AtomicU64; 3] = [AtomicU64::new(0), AtomicU64::new(0), AtomicU64::new(0)];

/// Counts `error` when it refuses an upload.
pub fn record(error: &Error) {
    if let Some(reason) = Reason::of(error) {
        REFUSED[reason as usize].fetch_add(1, Ordering::Relaxed);
    }
}

/// Refusals of `reason` in this process since start.
pub fn refused(reason: Reason) -> u64 {
    REFUSED[reason as usize].load(Ordering::Relaxed)
}
