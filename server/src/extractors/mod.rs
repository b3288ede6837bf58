//! What handlers take from a request: the signed-in identity of each role (bearer token or
//! session cookie), the client's address, the reader's currency, same-site checks, the public-write allowance, and
//! the session cookie they read. The rules behind them (tokens, the session store, limits)
//! are the domain's `auth`.

pub mod client_address;
pub mod identity;
pub mod multipart;
pub mod origin;
pub mod reader_currency;
pub mod session;
pub mod sign_in;
pub mod write_allowance;
