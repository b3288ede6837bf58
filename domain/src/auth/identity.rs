//! The messages of refused identities and the rule for an account's own records.

use foundation::error::Error;

pub const SIGN_IN_REQUIRED: &str = "Please sign in to continue";
pub const BLOCKED: &str = "Your account has been blocked by admin";

pub const CROSS_SITE: &str = "Cross-site request refused";

pub const ADMINS_ONLY: &str = "Only an admin can do this";

/// An account's own record: readable by that account (`caller`) or by an admin.
pub fn owner_or_admin(owner: &str, caller: Option<&str>, admin: bool) -> Result<(), Error> {
    match caller {
        _ if admin => Ok(()),
        Some(me) if me == owner => Ok(()),
        Some(_) => Err(Error::Forbidden("You can only view your own account".into())),
        None => Err(Error::Unauthenticated(SIGN_IN_REQUIRED.into())),
    }
}
