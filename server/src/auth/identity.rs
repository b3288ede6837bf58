//! Who a request acts for, as plain ids (the web layer's extractors fill them), the
//! messages of refused identities, and the rule for an account's own records.

use crate::error::ApiError;

/// A signed-in buyer.
#[derive(Debug, Clone)]
pub struct UserId(pub String);
/// A signed-in supplier that is not blocked.
#[derive(Debug, Clone)]
pub struct VendorId(pub String);
/// A signed-in administrator.
#[derive(Debug, Clone)]
pub struct AdminId(pub String);

pub const SIGN_IN_REQUIRED: &str = "Please sign in to continue";
pub const BLOCKED: &str = "Your account has been blocked by admin";

pub const CROSS_SITE: &str = "Cross-site request refused";

pub const ADMINS_ONLY: &str = "Only an admin can do this";

/// An account's own record: readable by that account (`caller`) or by an admin.
pub fn owner_or_admin(owner: &str, caller: Option<&str>, admin: bool) -> Result<(), ApiError> {
    match caller {
        _ if admin => Ok(()),
        Some(me) if me == owner => Ok(()),
        Some(_) => Err(ApiError::Forbidden("You can only view your own account".into())),
        None => Err(ApiError::Unauthorized(SIGN_IN_REQUIRED.into())),
    }
}
