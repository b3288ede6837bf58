//! Three separate identities (admin, vendor, buyer), each from a bearer token or from the
//! browser's session cookie, checked on the server for every protected call.

pub mod client_address;
pub mod identity;
pub mod limits;
pub mod origin;
pub mod password;
pub mod reset_tokens;
pub mod session;
pub mod session_store;
pub mod token;
pub mod write_allowance;

pub use identity::{AdminId, UserId, VendorId};
pub use token::Role;
