//! Password hashing: bcrypt only; plain passwords never leave this module's callers.

/// bcrypt's default cost. Tests may lower it through `TRADEHUB_BCRYPT_COST` to stay fast.
fn cost() -> u32 {
    std::env::var("TRADEHUB_BCRYPT_COST")
        .ok()
        .and_then(|c| c.parse().ok())
        .filter(|c| (4..=31).contains(c))
        .unwrap_or(bcrypt::DEFAULT_COST)
}

pub fn hash_password(plain: &str) -> Result<String, bcrypt::BcryptError> {
    bcrypt::hash(plain, cost())
}

/// A hash that is the same on every run (generated data), at the same cost as the others.
pub fn hash_with_salt(plain: &str, salt: [u8; 16]) -> Result<String, bcrypt::BcryptError> {
    bcrypt::hash_with_salt(plain, cost(), salt).map(|parts| parts.to_string())
}

/// A malformed stored hash counts as a mismatch rather than an error.
pub fn verify_password(plain: &str, hash: &str) -> bool {
    bcrypt::verify(plain, hash).unwrap_or(false)
}
