//! The admin's side of people and trade (SPEC.md sections 2, 4 and 6): suppliers and
//! buyers with their flags, supplier registrations, and every supplier's listings. Each
//! write records what the admin did in its own transaction.

pub mod flags;
pub mod listings;
pub mod paging;
pub mod registrations;
pub mod users;
pub mod vendors;

#[cfg(test)]
mod bench;
