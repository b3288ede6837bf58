//! Three separate identities (admin, vendor, buyer): passwords, bearer tokens, the
//! server-side session store, reset tokens and attempt limits. Reading them from a request
//! (bearer token or session cookie) is the web layer's (`extractors`).

pub mod identity;
pub mod limits;
pub mod password;
pub mod reset_tokens;
pub mod session_store;
pub mod token;

pub use identity::{AdminId, UserId, VendorId};
pub use token::Role;
