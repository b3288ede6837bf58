//! Buyer, supplier and admin accounts: validated sign-up input, sign-in, profiles.

pub mod buyers;
pub mod country;
pub mod lookup;
pub mod password_reset;
pub mod sign_in;
pub mod suppliers;
