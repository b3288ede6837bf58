//! The admin's side of people and trade (SPEC.md sections 2, 4 and 6): suppliers and
//! buyers with their flags, supplier registrations, and every supplier's offers. Each
//! write records what the admin did in its own transaction.

pub mod buyers;
pub mod flags;
pub mod offers;
pub mod paging;
pub mod registrations;
pub mod suppliers;

#[cfg(test)]
mod bench;
