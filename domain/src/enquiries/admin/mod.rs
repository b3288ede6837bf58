//! The back office's side of the enquiries (SPEC.md §2 admin screens, §7, §8): product
//! enquiries searched, moved and deleted, their CSV export, the contact messages (general
//! enquiries) with their Open/Close state, and the home page's visitor feedback.

pub mod export;
pub mod feedback;
pub mod general;
pub mod product;
pub mod search;
